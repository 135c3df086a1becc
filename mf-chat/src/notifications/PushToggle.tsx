// "Push notifications on this browser": turning it on asks for permission (the click is the user's gesture),
// subscribes with the server's key and stores the subscription; 'Notification Permission Denied.' when refused.
import { disablePush, enablePush, notify, pushEnabled, pushSupported } from '@abode/shared';
import { Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n.ts';

export function PushToggle() {
  const t = useT();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushEnabled().then((v) => live && setOn(v));
    return () => {
      live = false;
    };
  }, []);
  if (!pushSupported()) return null;
  return (
    <Switch
      label={t('pushOnThisBrowser')}
      checked={Boolean(on)}
      disabled={on === null || busy}
      data-testid="push-toggle"
      onChange={async (e) => {
        const want = e.currentTarget.checked;
        setBusy(true);
        try {
          if (want) {
            const outcome = await enablePush();
            if (!outcome.ok) notify.error(outcome.message);
            setOn(outcome.ok);
          } else {
            await disablePush();
            setOn(false);
          }
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
