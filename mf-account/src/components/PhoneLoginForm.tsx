// Login by phone OTP: the number (with its country code) → 'Send code' → the texted 6-digit code, with a
// resend countdown in seconds → verify-otp hands back a one-time auth_id → user_signup type 1 signs in (and
// creates the account the first time). Texts of spec §5 word for word.

import { fill, MESSAGES, notify, signInFailed, signInRequested, signInSucceeded } from '@abode/shared';
import { OTP_RESEND_SECONDS, phoneNumber } from '@abode/shared/wire';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n.ts';
import { requestPhoneOtp, signInFailureMessage, signInWithPhone, verifyPhoneOtp } from '../signin.api.ts';
import { CodeInput } from './CodeInput.tsx';

/** Props of the phone login form. */
export interface PhoneLoginFormProps {
  /** Called once signed in. */
  onSignedIn: () => void;
}

/** A countdown to a deadline in whole seconds (a deadline, so a throttled background tab still shows the truth). */
function useCountdown(): [number, () => void] {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [deadline]);
  const start = () => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + OTP_RESEND_SECONDS * 1000);
  };
  return [Math.max(0, Math.ceil((deadline - now) / 1000)), start];
}

/** The phone login: number step, then code step. */
export function PhoneLoginForm({ onSignedIn }: PhoneLoginFormProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  // The E.164 number the code was sent to; null while on the number step.
  const [number, setNumber] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [remaining, startCountdown] = useCountdown();
  const numberRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const send = useMutation({
    mutationKey: ['session', 'get-otp', 'phone'],
    meta: { silent: true },
    mutationFn: requestPhoneOtp,
  });
  const signIn = useMutation({
    mutationKey: ['session', 'sign-in', 'phone'],
    meta: { silent: true },
    mutationFn: async ({ to, code }: { to: string; code: string }) => {
      const authId = await verifyPhoneOtp(to, code);
      signInRequested();
      try {
        const result = await signInWithPhone(authId, to);
        signInSucceeded(result.token, result.user);
        if (result.message) notify.success(result.message);
        return result;
      } catch (error) {
        signInFailed(signInFailureMessage(error));
        throw error;
      }
    },
  });

  const fail = (error: unknown) => {
    const message = signInFailureMessage(error);
    setServerError(message);
    notify.error(message);
  };

  // Focus follows the step, so keyboard and screen-reader users land on the field to fill.
  useEffect(() => {
    if (number) codeRef.current?.focus();
  }, [number]);

  const sendCode = async (to: string) => {
    setServerError(null);
    try {
      const message = await send.mutateAsync(to);
      setNumber(to);
      startCountdown();
      if (message) notify.success(message);
    } catch (error) {
      fail(error);
    }
  };

  const submitNumber = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = phoneNumber.safeParse(typed);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MESSAGES.phoneInvalid);
      numberRef.current?.focus();
      return;
    }
    setFieldError(null);
    await sendCode(parsed.data);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!number) return;
    const code = otp.trim();
    if (!code) {
      setFieldError(MESSAGES.otpRequired);
      codeRef.current?.focus();
      return;
    }
    setFieldError(null);
    setServerError(null);
    try {
      await signIn.mutateAsync({ to: number, code });
    } catch (error) {
      fail(error);
      codeRef.current?.focus();
      return;
    }
    onSignedIn();
  };

  const errorAlert = serverError && (
    <Alert color="red" role="alert" data-testid="phone-login-error">
      {serverError}
    </Alert>
  );

  if (!number) {
    return (
      <form onSubmit={submitNumber} noValidate aria-label={t('phone')} data-testid="phone-login">
        <Stack>
          {errorAlert}
          <TextInput
            ref={numberRef}
            label={t('phoneNumber')}
            description={t('phoneHint')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            aria-required
            aria-invalid={Boolean(fieldError)}
            value={typed}
            error={fieldError}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              if (fieldError) setFieldError(null);
            }}
          />
          <Button type="submit" loading={send.isPending} fullWidth>
            {t('sendCode')}
          </Button>
        </Stack>
      </form>
    );
  }

  const counting = remaining > 0;
  return (
    <form onSubmit={submitCode} noValidate aria-label={t('phone')} data-testid="phone-login">
      <Stack>
        <Text fw={600} data-testid="phone-code-sent">
          {fill(t('codeSentTo'), { email: number })}
        </Text>
        {errorAlert}
        <CodeInput
          ref={codeRef}
          value={otp}
          onChange={setOtp}
          error={fieldError}
          description={t('smsCodeHint')}
          onClearError={() => setFieldError(null)}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('signIn')}
        </Button>
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={() => {
              setNumber(null);
              setOtp('');
              setFieldError(null);
              setServerError(null);
            }}
          >
            {t('changeNumber')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => sendCode(number)}
            disabled={counting}
            loading={send.isPending}
            aria-live="polite"
            data-testid="phone-resend-code"
          >
            {counting ? fill(t('resendCodeIn'), { seconds: remaining }) : t('resendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
