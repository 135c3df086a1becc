// Register (/register): name, email, optional mobile, password twice, with the spec's messages word for word.
// On success the server has mailed a 6-digit code; the page then shows the verification step, which checks
// the code and signs in with the email and password just entered (held in memory only, never persisted).

import { fill, useSession } from '@abode/shared';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureMessage, registerAccount } from '../account.api.ts';
import {
  ariaInvalid,
  focusFirstError,
  REGISTER_FIELDS,
  type RegisterValues,
  registerRules,
  safeReturnTo,
} from '../account.schema.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SignedInNotice } from '../components/SignedInNotice.tsx';
import { SocialSignIn } from '../components/SocialSignIn.tsx';
import { VerifyEmailStep } from '../components/VerifyEmailStep.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/** Registered and waiting for the code: what the sign-in after verification needs, in memory only. */
interface Verifying {
  email: string;
  password: string;
  message: string;
}

/** The register page. */
export function RegisterPage() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const target = returnTo ?? '/';
  const loginLink = link('login', {}, { returnTo: returnTo ?? undefined });
  const register = useMutation({
    // A refusal is toasted by the mutation cache (and shown inline). Success is not: the server answers a new
    // address and one that already has an account alike (decision 026), so the page says to check the mailbox.
    mutationKey: ['session', 'register'],
    meta: { toastSuccess: false },
    mutationFn: registerAccount,
  });
  const [verifying, setVerifying] = useState<Verifying | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  useDocumentTitle(t('register'));

  const form = useForm<RegisterValues>({
    name: 'register',
    initialValues: { name: '', email: '', mobile: '', password: '', re_password: '' },
    validate: registerRules,
    enhanceGetInputProps: ariaInvalid,
  });

  // Not while verifying: the step's own sign-in completes first, then navigates.
  if (session.isLoggedIn && session.user && !verifying) {
    return (
      <AuthCard title={t('register')}>
        <SignedInNotice user={session.user} />
      </AuthCard>
    );
  }

  const submit = form.onSubmit(
    async (values) => {
      setServerError(null);
      try {
        await register.mutateAsync(values);
      } catch (error) {
        setServerError(failureMessage(error));
        return;
      }
      const email = values.email.trim();
      setVerifying({ email, password: values.password, message: fill(t('registerCheckEmail'), { email }) });
    },
    (errors) => focusFirstError(REGISTER_FIELDS, errors, form.getInputNode),
  );

  if (verifying) {
    return (
      <AuthCard title={t('register')}>
        <VerifyEmailStep
          email={verifying.email}
          password={verifying.password}
          notice={verifying.message}
          onSignedIn={() => navigate(target, { replace: true })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register')}>
      <form onSubmit={submit} noValidate aria-label={t('register')}>
        <Stack>
          {serverError && (
            <Alert color="red" role="alert" data-testid="register-error">
              {serverError}
            </Alert>
          )}
          <TextInput label={t('name')} autoComplete="name" aria-required {...form.getInputProps('name')} />
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('phoneNumber')}
            description={t('optional')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...form.getInputProps('mobile')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('toggleVisibility') }}
            label={t('password')}
            autoComplete="new-password"
            aria-required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('toggleVisibility') }}
            label={t('confirmPassword')}
            autoComplete="new-password"
            aria-required
            {...form.getInputProps('re_password')}
          />
          <Button type="submit" loading={register.isPending} fullWidth>
            {t('createAccount')}
          </Button>
          <SocialSignIn onSignedIn={() => navigate(target, { replace: true })} />
          <Text size="sm" ta="center">
            {t('alreadyHaveAccount')}{' '}
            <Anchor component={Link} to={loginLink}>
              {t('login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
