// Report a property: one of the server's reasons, or "Other" with the visitor's own words. The spec's two
// texts are shown in the form word for word; a refusal by the server (Already Reported) too.
import { ApiError, MESSAGES } from '@abode/shared';
import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../i18n.ts';
import { addReport, engagementQueries } from './engagement.queries.ts';

const OTHER = '0';

/** What is wrong with a report form, or null when it can be sent (spec §5 texts). */
export function reportFormError(
  reason: string | null,
  otherMessage: string,
): { field: 'reason' | 'message'; message: string } | null {
  if (reason === null || reason === '') return { field: 'reason', message: MESSAGES.reasonRequired };
  if (reason === OTHER && otherMessage.trim() === '') return { field: 'message', message: MESSAGES.reasonTextRequired };
  return null;
}

/** The report dialog of a property. */
export function ReportPropertyModal({
  opened,
  propertyId,
  onClose,
  onReported,
}: {
  opened: boolean;
  propertyId: number;
  onClose: () => void;
  onReported: () => void;
}) {
  const t = useT();
  const reasons = useQuery({ ...engagementQueries.reportReasons(), enabled: opened });
  const [reason, setReason] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<ReturnType<typeof reportFormError>>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const report = useMutation({
    mutationKey: ['properties', 'report', propertyId],
    mutationFn: () => addReport(propertyId, Number(reason), reason === OTHER ? message.trim() : ''),
  });

  const close = () => {
    setError(null);
    setServerError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = reportFormError(reason, message);
    setError(problem);
    setServerError(null);
    if (problem) return;
    try {
      // The mutation cache toasts the server's message (and a refusal, which is also shown inline).
      await report.mutateAsync();
      setReason(null);
      setMessage('');
      onReported();
      close();
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      setServerError(text);
      // Someone who already reported sees the listing as reported from now on.
      if (e instanceof ApiError && e.code === 'ALREADY_EXISTS') onReported();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('engReportTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('engClose') }}
    >
      <form onSubmit={submit} noValidate data-testid="report-form">
        <Stack>
          <Text size="sm" c="dimmed">
            {t('engReportHint')}
          </Text>
          {reasons.isPending ? (
            <Loader size="sm" aria-label={t('loading')} />
          ) : (
            <Radio.Group
              label={t('engReportReason')}
              value={reason}
              onChange={(v) => {
                setReason(v);
                if (error?.field === 'reason') setError(null);
              }}
              error={error?.field === 'reason' ? error.message : undefined}
              withAsterisk
            >
              <Stack gap="xs" mt="xs">
                {(reasons.data?.data ?? []).map((r) => (
                  <Radio key={r.id} value={String(r.id)} label={r.reason} />
                ))}
                <Radio value={OTHER} label={t('engReasonOther')} />
              </Stack>
            </Radio.Group>
          )}
          {reason === OTHER && (
            <Textarea
              label={t('engYourReason')}
              value={message}
              onChange={(e) => {
                setMessage(e.currentTarget.value);
                if (error?.field === 'message') setError(null);
              }}
              error={error?.field === 'message' ? error.message : undefined}
              rows={3}
              maxLength={1000}
              withAsterisk
              data-autofocus
            />
          )}
          {serverError && (
            <Alert color="red" role="alert" data-testid="report-server-error">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('engCancel')}
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              {t('engSubmitReport')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
