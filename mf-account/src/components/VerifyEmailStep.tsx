// The email verification step (after user-register, or when login says 'Email is not verified'): the
// 6-digit code from the mail, a resend button with a countdown, then verify-otp and the email sign-in.
// The password only lives in the caller's memory for that sign-in; nothing here persists it.

import { fill, MESSAGES, notify } from '@abode/shared';
import { OTP_RESEND_SECONDS } from '@abode/shared/wire';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { failureMessage, requestEmailOtp, verifyEmailOtp } from '../account.api.ts';
import { useT } from '../i18n.ts';
import { useEmailSignIn } from '../useEmailSignIn.ts';
import { CodeInput } from './CodeInput.tsx';

/** Props of the verification step. */
export interface VerifyEmailStepProps {
  email: string;
  password: string;
  /** Mail a fresh code when the step opens (login); after registration the server already sent one. */
  sendOnMount?: boolean;
  /** A message to show above the step (the registration success, or why login needs the code). */
  notice?: string;
  noticeColor?: 'green' | 'yellow';
  /** Called once signed in. */
  onSignedIn: () => void;
}

/** Enter the mailed code, verify it and sign in. */
export function VerifyEmailStep({
  email,
  password,
  sendOnMount = false,
  notice,
  noticeColor = 'green',
  onSignedIn,
}: VerifyEmailStepProps) {
  const t = useT();
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // A deadline rather than a counter: a throttled background tab still shows the right number.
  const [deadline, setDeadline] = useState(() => (sendOnMount ? 0 : Date.now() + OTP_RESEND_SECONDS * 1000));
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const inputRef = useRef<HTMLInputElement>(null);
  const sentOnMount = useRef(false);
  const verify = useMutation({
    mutationKey: ['session', 'verify-otp'],
    meta: { silent: true },
    mutationFn: (code: string) => verifyEmailOtp(email, code),
  });
  const resend = useMutation({
    mutationKey: ['session', 'get-otp'],
    meta: { silent: true },
    mutationFn: () => requestEmailOtp(email),
  });
  const signIn = useEmailSignIn();

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [deadline]);

  const fail = (error: unknown) => {
    const message = failureMessage(error);
    setServerError(message);
    notify.error(message);
  };

  const sendCode = async () => {
    setServerError(null);
    try {
      const message = await resend.mutateAsync();
      const t = Date.now();
      setNow(t);
      setDeadline(t + OTP_RESEND_SECONDS * 1000);
      if (message) notify.success(message);
    } catch (error) {
      fail(error);
    }
  };

  // The ref keeps StrictMode's second effect run from mailing a second code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the step opens
  useEffect(() => {
    if (!sendOnMount || sentOnMount.current) return;
    sentOnMount.current = true;
    void sendCode();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = otp.trim();
    if (!code) {
      setFieldError(MESSAGES.otpRequired);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setServerError(null);
    try {
      await verify.mutateAsync(code);
    } catch (error) {
      fail(error);
      inputRef.current?.focus();
      return;
    }
    try {
      await signIn.mutateAsync({ email, password });
    } catch (error) {
      fail(error);
      return;
    }
    onSignedIn();
  };

  const counting = remaining > 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('verifyEmailTitle')} data-testid="verify-email">
      <Stack>
        {notice && (
          <Alert color={noticeColor} role="status" data-testid="verify-notice">
            {notice}
          </Alert>
        )}
        <Text fw={600} data-testid="verify-instructions">
          {fill(t('codeSentTo'), { email })}
        </Text>
        {serverError && (
          <Alert color="red" role="alert" data-testid="verify-error">
            {serverError}
          </Alert>
        )}
        <CodeInput
          ref={inputRef}
          value={otp}
          onChange={setOtp}
          error={fieldError}
          description={t('codeHint')}
          onClearError={() => setFieldError(null)}
        />
        <Button type="submit" loading={verify.isPending || signIn.isPending} fullWidth>
          {t('verify')}
        </Button>
        <Group justify="center">
          <Button
            variant="subtle"
            onClick={sendCode}
            disabled={counting}
            loading={resend.isPending}
            aria-live="polite"
            data-testid="resend-code"
          >
            {counting ? fill(t('resendCodeIn'), { seconds: remaining }) : t('resendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
