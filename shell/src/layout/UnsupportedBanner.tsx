// Spec §1: a browser without what chat and notifications need (service workers and push, or a microphone for
// voice notes) gets a dismissible banner with a link to the app. Dismissed, it stays away (this browser).
import { pushSupported, settingsQueries, useSession } from '@abode/shared';
import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../i18n.ts';

export const BANNER_DISMISSED_KEY = 'abode:unsupported-banner-dismissed';

/** What this browser lacks for chat and notifications (empty when nothing). */
export function missingFeatures(): ('push' | 'microphone')[] {
  const missing: ('push' | 'microphone')[] = [];
  if (!pushSupported()) missing.push('push');
  const recorder = typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
  if (!recorder) missing.push('microphone');
  return missing;
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function UnsupportedBanner() {
  const t = useT();
  const { user } = useSession();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [missing] = useState(missingFeatures);
  const settings = useQuery({ ...settingsQueries.web(user?.id ?? null), meta: { silent: true } });
  if (dismissed || !missing.length) return null;
  const appstoreId = (settings.data?.data as { appstore_id?: string } | undefined)?.appstore_id ?? '';
  const appLink = /^\d+$/.test(appstoreId) ? `https://apps.apple.com/app/id${appstoreId}` : null;
  return (
    <Alert
      color="yellow"
      withCloseButton
      closeButtonLabel={t('dismiss')}
      onClose={() => {
        try {
          localStorage.setItem(BANNER_DISMISSED_KEY, '1');
        } catch {
          // Private mode: dismissed for this page only.
        }
        setDismissed(true);
      }}
      data-testid="unsupported-banner"
      radius={0}
    >
      {t('unsupportedFeatures')}{' '}
      {appLink && (
        <Anchor href={appLink} target="_blank" rel="noopener noreferrer">
          {t('getTheApp')}
        </Anchor>
      )}
    </Alert>
  );
}
