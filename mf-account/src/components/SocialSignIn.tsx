// "Continue with Google / Apple" on the login and register pages: shown only when web-settings says
// `social_login` (the server has Firebase configured). A click loads the Firebase SDK, opens the provider's
// popup and exchanges the Firebase ID token for our session; failures show inline and as one toast.
import { notify, settingsQueries, signInFailed, signInRequested, signInSucceeded, userIdAtom } from '@abode/shared';
import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useT } from '../i18n.ts';
import {
  SOCIAL_PROVIDERS,
  type SocialProvider,
  signInWithSocial,
  socialConfigOf,
  socialFailureMessage,
} from '../social.api.ts';

/** The social sign-in buttons, or nothing when social sign-in is off. */
export function SocialSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  // The shell has these settings cached already; a failure to load them only hides the buttons (no toast here).
  const settings = useQuery({ ...settingsQueries.web(useAtomValue(userIdAtom)), meta: { silent: true } });
  const config = socialConfigOf(settings.data?.data);
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!config) return null;

  const start = async (provider: SocialProvider) => {
    setError(null);
    setPending(provider);
    signInRequested();
    try {
      const result = await signInWithSocial(provider, config);
      signInSucceeded(result.token, result.user);
      if (result.message) notify.success(result.message);
      onSignedIn();
    } catch (err) {
      const message = socialFailureMessage(err);
      signInFailed(message);
      setError(message);
      notify.error(message);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="xs" data-testid="social-sign-in">
      <Divider label={t('orContinueWith')} labelPosition="center" />
      {error && (
        <Alert color="red" role="alert" data-testid="social-error">
          {error}
        </Alert>
      )}
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="default"
          fullWidth
          loading={pending === provider}
          disabled={pending !== null && pending !== provider}
          onClick={() => void start(provider)}
        >
          {provider === 'google' ? t('continueWithGoogle') : t('continueWithApple')}
        </Button>
      ))}
    </Stack>
  );
}
