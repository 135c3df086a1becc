// Reset password (/reset-password?token=…): the new password twice, with the spec's messages word for word
// ('Password is too weak.' comes from the server). The token is taken out of the address bar at once, so it
// does not linger in history or leak through the Referer header; on success every session of the account is
// signed out by the server and the page links to the login.

import { MESSAGES, notify } from '@abode/shared';
import { newPassword } from '@abode/shared/wire';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ariaInvalid, fieldRule, focusFirstError } from '../account.schema.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { resetPassword, signInFailureMessage } from '../signin.api.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

interface ResetValues {
  password: string;
  re_password: string;
}

const FIELDS = ['password', 're_password'] as const;

/** The reset-password page. */
export function ResetPasswordPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  // Read once: the address bar is cleaned right after.
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const reset = useMutation({
    mutationKey: ['session', 'reset-password'],
    meta: { silent: true },
    mutationFn: resetPassword,
  });
  useDocumentTitle(t('forgotPasswordTitle'));

  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);

  const form = useForm<ResetValues>({
    name: 'reset-password',
    initialValues: { password: '', re_password: '' },
    validate: {
      password: fieldRule(newPassword),
      re_password: (value, values) => (value === values.password ? null : MESSAGES.passwordsDoNotMatch),
    },
    enhanceGetInputProps: ariaInvalid,
  });

  const loginLink = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={link('login')}>
        {t('backToLogin')}
      </Anchor>
    </Text>
  );

  if (!token) {
    return (
      <AuthCard title={t('forgotPasswordTitle')}>
        <Stack>
          <Alert color="red" role="alert" data-testid="reset-error">
            {t('resetLinkMissing')}
          </Alert>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/forgot-password">
              {t('requestNewLink')}
            </Anchor>
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  if (done !== null) {
    return (
      <AuthCard title={t('forgotPasswordTitle')}>
        <Stack>
          <Alert color="green" role="status" data-testid="reset-done">
            {done}
          </Alert>
          {loginLink}
        </Stack>
      </AuthCard>
    );
  }

  const submit = form.onSubmit(
    async (values) => {
      setServerError(null);
      try {
        const message = await reset.mutateAsync({ token, ...values });
        setDone(message);
        if (message) notify.success(message);
      } catch (error) {
        const message = signInFailureMessage(error);
        setServerError(message);
        notify.error(message);
      }
    },
    (errors) => focusFirstError(FIELDS, errors, form.getInputNode),
  );

  return (
    <AuthCard title={t('forgotPasswordTitle')}>
      <form onSubmit={submit} noValidate aria-label={t('forgotPasswordTitle')}>
        <Stack>
          {serverError && (
            <Alert color="red" role="alert" data-testid="reset-error">
              {serverError}
            </Alert>
          )}
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('toggleVisibility') }}
            label={t('newPassword')}
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
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('setNewPassword')}
          </Button>
          {loginLink}
        </Stack>
      </form>
    </AuthCard>
  );
}
