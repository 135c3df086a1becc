// Whether the profile's saved phone number is verified, and the way to verify it: a code texted to the number
// (get-otp, with its rate limits), checked by verify-otp, whose ticket verify-mobile turns into the proof. Only
// a verified number opens the account by phone sign-in (decision 026).

import { fill, notify } from '@abode/shared';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../account.api.ts';
import { useT } from '../../i18n.ts';
import { type ProfileData, profileQueries, verifyMobile } from '../../profile.api.ts';
import { requestPhoneOtp, verifyPhoneOtp } from '../../signin.api.ts';
import { CodeInput } from '../CodeInput.tsx';

/** The verification state of `data.mobile` (the saved number), with Verify → code → Confirm. */
export function MobileVerification({ data }: { data: ProfileData }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [codeSent, setCodeSent] = useState(false);
  // Counts the codes sent: each one moves focus to the code field once that field is on the page. A focus
  // asked for in the next animation frame could come before React committed the field (CI caught it).
  const [sends, setSends] = useState(0);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const number = data.mobile ?? '';
  const send = useMutation({
    mutationKey: ['account', 'profile', 'mobile-code'],
    meta: { silent: true },
    mutationFn: () => requestPhoneOtp(number),
  });
  const confirm = useMutation({
    mutationKey: ['account', 'profile', 'verify-mobile'],
    meta: { silent: true },
    mutationFn: async (otp: string) => verifyMobile(await verifyPhoneOtp(number, otp)),
  });
  useEffect(() => {
    if (sends > 0) inputRef.current?.focus();
  }, [sends]);
  if (!number) return null;

  const fail = (e: unknown) => {
    const message = failureMessage(e);
    setError(message);
    notify.error(message);
  };
  const sendCode = async () => {
    setError(null);
    try {
      await send.mutateAsync();
      setCodeSent(true);
      setCode('');
      setSends((n) => n + 1);
    } catch (e) {
      fail(e);
    }
  };
  const submit = async () => {
    if (!/^\d{6}$/.test(code)) {
      setError(t('mobileCodeRequired'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const { message, customer } = await confirm.mutateAsync(code);
      queryClient.setQueryData(profileQueries.me(customer.id).queryKey, customer);
      setCodeSent(false);
      if (message) notify.success(message);
    } catch (e) {
      fail(e);
      inputRef.current?.focus();
    }
  };

  const verified = data.is_mobile_verified === true;
  return (
    <Stack gap="xs" data-testid="mobile-verification">
      <Group gap="sm">
        <Text size="sm" dir="ltr">
          {number}
        </Text>
        <Badge color={verified ? 'teal.9' : 'gray.7'} variant="filled" data-testid="mobile-status">
          {verified ? t('mobileVerified') : t('mobileNotVerified')}
        </Badge>
        {!verified && !codeSent && (
          <Button size="xs" variant="light" loading={send.isPending} onClick={() => void sendCode()}>
            {t('mobileVerify')}
          </Button>
        )}
      </Group>
      {!verified && (
        <Text size="xs" c="dimmed">
          {t('mobileVerifyHint')}
        </Text>
      )}
      {!verified && codeSent && (
        <Stack gap="xs">
          <CodeInput
            ref={inputRef}
            value={code}
            onChange={setCode}
            error={error}
            description={fill(t('mobileCodeSentTo'), { number })}
            onClearError={() => setError(null)}
            // Inside the profile form: Enter confirms the code instead of saving the profile.
            onEnter={() => void submit()}
          />
          <Group gap="sm">
            <Button size="xs" loading={confirm.isPending} onClick={() => void submit()}>
              {t('mobileConfirm')}
            </Button>
            <Button size="xs" variant="subtle" loading={send.isPending} onClick={() => void sendCode()}>
              {t('resendCode')}
            </Button>
          </Group>
        </Stack>
      )}
      {!codeSent && error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
