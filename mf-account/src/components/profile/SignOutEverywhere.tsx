// "Sign out everywhere": ends every sign-in of the account (a lost phone, a shared computer), this browser's
// too, after a confirmation. The server revokes every token; this browser then drops its session and goes to login.

import { notify, signOut } from '@abode/shared';
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../account.api.ts';
import { useT } from '../../i18n.ts';
import { link } from '../../links.ts';
import { logOutAllDevices, profileQueries } from '../../profile.api.ts';

/** The card with the button, and its confirmation dialog. */
export function SignOutEverywhere() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, modal] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  const run = useMutation({
    mutationKey: ['account', 'profile', 'logout-all-devices'],
    meta: { silent: true },
    mutationFn: logOutAllDevices,
  });

  const close = () => {
    setError(null);
    modal.close();
  };
  const confirm = async () => {
    setError(null);
    try {
      await run.mutateAsync();
      modal.close();
      queryClient.removeQueries({ queryKey: profileQueries.all() });
      // The server has revoked this browser's token too; only the local session remains.
      signOut();
      navigate(link('login'), { replace: true });
      notify.success(t('profileSignedOutEverywhere'));
    } catch (err) {
      setError(failureMessage(err));
    }
  };

  return (
    <>
      <Card withBorder>
        <Stack align="flex-start">
          <Title order={2} size="h4">
            {t('profileSignOutEverywhere')}
          </Title>
          <Text size="sm">{t('profileSignOutEverywhereHint')}</Text>
          <Button variant="outline" onClick={modal.open}>
            {t('profileSignOutEverywhere')}
          </Button>
        </Stack>
      </Card>
      <Modal opened={opened} onClose={close} title={t('profileSignOutEverywhere')} centered>
        <Stack>
          <Text>{t('profileSignOutEverywhereQuestion')}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={run.isPending} data-autofocus>
              {t('profileSignOutEverywhereConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
