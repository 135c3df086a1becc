// "Report / Block": the reason dialog. A reason must be chosen ('Please select a reason first.') and
// "Other" needs written words ('Please write your reason'), both word for word from spec §5.
import { fill } from '@abode/shared';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useT } from '../../i18n.ts';
import { REPORT_REASONS, type ReasonValues, reasonRules, reasonText } from '../../people.schema.ts';

/** Props of the dialog. */
export interface ReportBlockModalProps {
  opened: boolean;
  name: string;
  onClose: () => void;
  /** Blocks with the reason; rejects with an Error whose message is shown. */
  onSubmit: (reason: string) => Promise<void>;
}

/** The reason dialog of "Report / Block". */
export function ReportBlockModal({ opened, name, onClose, onSubmit }: ReportBlockModalProps) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ReasonValues>({
    name: 'report-block',
    initialValues: { choice: '', text: '' },
    validate: reasonRules,
    enhanceGetInputProps: ({ inputProps }) => ({ 'aria-invalid': Boolean(inputProps.error) }),
  });
  const close = () => {
    form.reset();
    setServerError(null);
    onClose();
  };
  const submit = form.onSubmit(
    async (values) => {
      setServerError(null);
      setPending(true);
      try {
        await onSubmit(reasonText(values));
        form.reset();
      } catch (error) {
        setServerError(error instanceof Error ? error.message : String(error));
      } finally {
        setPending(false);
      }
    },
    (errors) => {
      if (errors.choice) document.querySelector<HTMLInputElement>('input[name="report-reason"]')?.focus();
      else if (errors.text) form.getInputNode('text')?.focus();
    },
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={fill(t('reportBlockTitle'), { name })}
      closeButtonProps={{ 'aria-label': t('dismiss') }}
      centered
    >
      <form onSubmit={submit} noValidate aria-label={t('reportBlock')} data-testid="report-block-form">
        <Stack>
          <Text size="sm" c="dimmed">
            {t('reportBlockHint')}
          </Text>
          {serverError && (
            <Alert color="red" role="alert" data-testid="report-block-error">
              {serverError}
            </Alert>
          )}
          <Radio.Group label={t('reason')} name="report-reason" withAsterisk {...form.getInputProps('choice')}>
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((key) => (
                <Radio key={key} value={key} label={t(key)} />
              ))}
            </Stack>
          </Radio.Group>
          {form.values.choice === 'reasonOther' && (
            <Textarea label={t('yourReason')} rows={3} maxLength={1000} withAsterisk {...form.getInputProps('text')} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {t('block')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
