// Forgot password (/forgot-password): the email → forgot-password mails a reset link. The answer is the same
// whether or not the address has an account, and the page shows it as it comes.

import { notify } from '@abode/shared';
import { forgotPasswordQuery } from '@abode/shared/wire';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ariaInvalid, fieldRule } from '../account.schema.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { requestPasswordReset, signInFailureMessage } from '../signin.api.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/** The forgot-password page. */
export function ForgotPasswordPage() {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const request = useMutation({
    mutationKey: ['session', 'forgot-password'],
    meta: { silent: true },
    mutationFn: requestPasswordReset,
  });
  useDocumentTitle(t('forgotPasswordTitle'));

  const form = useForm<{ email: string }>({
    name: 'forgot-password',
    initialValues: { email: '' },
    validate: { email: fieldRule(forgotPasswordQuery.shape.email) },
    enhanceGetInputProps: ariaInvalid,
  });

  const submit = form.onSubmit(
    async ({ email }) => {
      setServerError(null);
      try {
        const message = await request.mutateAsync(email);
        setSent(message);
        if (message) notify.success(message);
      } catch (error) {
        const message = signInFailureMessage(error);
        setServerError(message);
        notify.error(message);
      }
    },
    () => form.getInputNode('email')?.focus(),
  );

  const backToLogin = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={link('login')}>
        {t('backToLogin')}
      </Anchor>
    </Text>
  );

  if (sent !== null) {
    return (
      <AuthCard title={t('forgotPasswordTitle')}>
        <Stack>
          <Alert color="green" role="status" data-testid="forgot-sent">
            {sent}
          </Alert>
          {backToLogin}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotPasswordTitle')}>
      <form onSubmit={submit} noValidate aria-label={t('forgotPasswordTitle')}>
        <Stack>
          <Text size="sm">{t('forgotPasswordHint')}</Text>
          {serverError && (
            <Alert color="red" role="alert" data-testid="forgot-error">
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
          <Button type="submit" loading={request.isPending} fullWidth>
            {t('sendResetLink')}
          </Button>
          {backToLogin}
        </Stack>
      </form>
    </AuthCard>
  );
}
