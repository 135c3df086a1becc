// The verification form of one kind: fields come from the server, each required; the answers go as
// multipart to apply-*-verification. Problems show inline (linked to their control) and the first invalid
// field takes the focus; the server's answer shows inline and as one toast.
import { notify } from '@abode/shared';
import type { VerificationFormField, VerificationKind, VerificationRecord } from '@abode/shared/wire';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../account.api.ts';
import { ariaInvalid, focusFirstError } from '../account.schema.ts';
import { useT } from '../i18n.ts';
import { initialValues, pathOf, toApplication, type VerificationValues, validate } from '../verification.form.ts';
import { applyForVerification } from '../verification.queries.ts';
import { VerificationField } from './VerificationField.tsx';

/** The form; `onSubmitted` runs after the server accepted the application. */
export function VerificationForm({
  kind,
  fields,
  onSubmitted,
}: {
  kind: VerificationKind;
  fields: VerificationFormField[];
  onSubmitted: (record: VerificationRecord | null) => void;
}) {
  const t = useT();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<VerificationValues>({
    name: `verification-${kind}`,
    initialValues: initialValues(fields),
    validate: (values) => validate(fields, values),
    enhanceGetInputProps: ariaInvalid,
  });
  const submit = useMutation({
    mutationKey: ['verification', 'apply', kind],
    meta: { silent: true },
    mutationFn: (values: VerificationValues) => applyForVerification(kind, toApplication(fields, values)),
  });

  const onSubmit = form.onSubmit(
    async (values) => {
      setServerError(null);
      try {
        const result = await submit.mutateAsync(values);
        if (result.message) notify.success(result.message);
        onSubmitted(result.record);
      } catch (error) {
        const message = failureMessage(error);
        setServerError(message);
        notify.error(message);
      }
    },
    (errors) => focusFirstError(fields.map(pathOf), errors, form.getInputNode),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('verificationTitle')} data-testid="verification-form">
      <Stack>
        {serverError && (
          <Alert color="red" role="alert" data-testid="verification-error">
            {serverError}
          </Alert>
        )}
        {fields.map((f) => (
          <VerificationField key={f.id} field={f} form={form} />
        ))}
        <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('verificationSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
