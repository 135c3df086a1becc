// Spec §1: a browser without what chat and notifications need (service workers and push, or a microphone for
// voice notes) gets a dismissible banner with links to the app's App Store and Play Store pages, built from the
// settings' `appstore_id` and `playstore_id`. Dismissed, it stays away (this browser).
import { pushSupported, settingsQueries, useSession } from '@abode/shared';
import { appStoreLinks } from '@abode/shared/wire';
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
  const { appStore, playStore } = appStoreLinks(settings.data?.data);
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
      {t('unsupportedFeatures')}
      {appStore && (
        <>
          {' '}
          <Anchor href={appStore} target="_blank" rel="noopener noreferrer" data-testid="app-store-link">
            {t('getTheAppIos')}
          </Anchor>
        </>
      )}
      {playStore && (
        <>
          {' '}
          <Anchor href={playStore} target="_blank" rel="noopener noreferrer" data-testid="play-store-link">
            {t('getTheAppAndroid')}
          </Anchor>
        </>
      )}
    </Alert>
  );
}
