// Login (/login) by email or by phone. Email: email and password, the spec's messages word for word, the
// server's answer inline and as one toast; on success the session is stored and the visitor goes back where
// they came from. An account whose email is not verified yet gets the verification step (a fresh code is
// mailed) instead. Phone: the number, then the texted code (PhoneLoginForm). A link leads to forgot-password.

import { notify, useSession } from '@abode/shared';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureMessage, isEmailNotVerified } from '../account.api.ts';
import {
  ariaInvalid,
  focusFirstError,
  LOGIN_FIELDS,
  type LoginValues,
  loginRules,
  safeReturnTo,
} from '../account.schema.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { PhoneLoginForm } from '../components/PhoneLoginForm.tsx';
import { SignedInNotice } from '../components/SignedInNotice.tsx';
import { SocialSignIn } from '../components/SocialSignIn.tsx';
import { VerifyEmailStep } from '../components/VerifyEmailStep.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';
import { useEmailSignIn } from '../useEmailSignIn.ts';

/** The login page. */
export function LoginPage() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  // The dashboard is a later issue: without a returnTo the visitor goes home for now.
  const target = returnTo ?? '/';
  const signIn = useEmailSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  // The credentials that met 'Email is not verified', kept in memory for the sign-in after the code.
  const [verifying, setVerifying] = useState<(LoginValues & { message: string }) | null>(null);
  const [method, setMethod] = useState<'email' | 'phone'>(() => (params.get('method') === 'phone' ? 'phone' : 'email'));
  useDocumentTitle(t('login'));

  const form = useForm<LoginValues>({
    name: 'login',
    initialValues: { email: '', password: '' },
    validate: loginRules,
    enhanceGetInputProps: ariaInvalid,
  });

  if (session.isLoggedIn && session.user && signIn.isIdle && !verifying) {
    return (
      <AuthCard title={t('login')}>
        <SignedInNotice user={session.user} />
      </AuthCard>
    );
  }

  const submit = form.onSubmit(
    async (values) => {
      setServerError(null);
      try {
        await signIn.mutateAsync(values);
        navigate(target, { replace: true });
      } catch (error) {
        const message = failureMessage(error);
        if (isEmailNotVerified(error)) {
          setVerifying({ email: values.email.trim(), password: values.password, message });
          return;
        }
        setServerError(message);
        notify.error(message);
      }
    },
    (errors) => focusFirstError(LOGIN_FIELDS, errors, form.getInputNode),
  );

  if (verifying) {
    return (
      <AuthCard title={t('login')}>
        <VerifyEmailStep
          email={verifying.email}
          password={verifying.password}
          notice={verifying.message}
          noticeColor="yellow"
          sendOnMount
          onSignedIn={() => navigate(target, { replace: true })}
        />
      </AuthCard>
    );
  }

  const registerLink = returnTo ? `${link('register')}?returnTo=${encodeURIComponent(returnTo)}` : link('register');
  const registerLine = (
    <Text size="sm" ta="center">
      {t('dontHaveAccount')}{' '}
      <Anchor component={Link} to={registerLink}>
        {t('register')}
      </Anchor>
    </Text>
  );

  // Two toggle buttons rather than tabs: a tab panel would be labelled 'Email' and compete with the field.
  const methodSwitch = (
    <Group role="group" aria-label={t('signInMethod')} grow gap="xs" mb="md">
      {(['email', 'phone'] as const).map((m) => (
        <Button
          key={m}
          variant={method === m ? 'filled' : 'default'}
          aria-pressed={method === m}
          onClick={() => {
            setServerError(null);
            setMethod(m);
          }}
        >
          {m === 'email' ? t('email') : t('phone')}
        </Button>
      ))}
    </Group>
  );

  if (method === 'phone') {
    return (
      <AuthCard title={t('login')}>
        {methodSwitch}
        <Stack>
          <PhoneLoginForm onSignedIn={() => navigate(target, { replace: true })} />
          <SocialSignIn onSignedIn={() => navigate(target, { replace: true })} />
          {registerLine}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login')}>
      {methodSwitch}
      <form onSubmit={submit} noValidate aria-label={t('login')}>
        <Stack>
          {serverError && (
            <Alert color="red" role="alert" data-testid="login-error">
              {serverError}
            </Alert>
          )}
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('toggleVisibility') }}
            label={t('password')}
            autoComplete="current-password"
            aria-required
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to="/forgot-password" size="sm" ta="end">
            {t('forgotPassword')}
          </Anchor>
          <Button type="submit" loading={signIn.isPending} fullWidth>
            {t('signIn')}
          </Button>
          <SocialSignIn onSignedIn={() => navigate(target, { replace: true })} />
          {registerLine}
        </Stack>
      </form>
    </AuthCard>
  );
}
