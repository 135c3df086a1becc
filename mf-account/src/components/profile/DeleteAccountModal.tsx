// Deleting the account is final, so it asks for the word DELETE typed out before the button works.

import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n.ts';

/** The word to type. */
export const DELETE_CONFIRMATION = 'DELETE';

/** Props of {@link DeleteAccountModal}. */
export interface DeleteAccountModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
}

/** The confirmation dialog of account deletion. */
export function DeleteAccountModal({ opened, onClose, onConfirm, pending, error }: DeleteAccountModalProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  const confirmed = typed.trim() === DELETE_CONFIRMATION;
  return (
    <Modal opened={opened} onClose={close} title={t('profileDeleteTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !pending) onConfirm();
        }}
      >
        <Stack>
          <Text>{t('profileDeleteWarning')}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('profileDeleteConfirmLabel')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={pending}>
              {t('profileDeleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
