// One field of a verification form, drawn by its server-given type with a labelled Mantine control.

import type { VerificationFormField } from '@abode/shared/wire';
import { Checkbox, FileInput, Group, NumberInput, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../i18n.ts';
import type { VerificationValues } from '../verification.form.ts';
import { pathOf } from '../verification.form.ts';

/** Accepted document types; the server checks the content too. */
const DOCUMENT_TYPES = 'application/pdf,image/jpeg,image/png';

/** A field of the form, bound to `form` at `f<id>`. */
export function VerificationField({
  field,
  form,
}: {
  field: VerificationFormField;
  form: UseFormReturnType<VerificationValues>;
}) {
  const t = useT();
  const path = pathOf(field);
  const props = form.getInputProps(path);
  const common = {
    label: field.name,
    withAsterisk: true,
    error: props.error as string | undefined,
    'aria-required': true,
    'data-testid': `field-${field.id}`,
  } as const;
  const options = field.form_fields_values.map((o) => o.value);

  switch (field.field_type) {
    case 'text':
      return <TextInput {...common} {...props} maxLength={255} />;
    case 'textarea':
      return <Textarea {...common} {...props} rows={4} resize="vertical" maxLength={5000} />;
    case 'number':
      return <NumberInput {...common} {...props} min={0} allowNegative={false} decimalScale={2} />;
    case 'dropdown':
      return (
        <Select
          {...common}
          {...props}
          data={options}
          placeholder={t('verificationSelect')}
          allowDeselect={false}
          value={(props.value as string) || null}
          onChange={(v) => form.setFieldValue(path, v ?? '')}
        />
      );
    case 'radio':
      return (
        <Radio.Group {...common} {...props}>
          <Group mt="xs">
            {options.map((o) => (
              <Radio key={o} value={o} label={o} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'checkbox':
      return (
        <Checkbox.Group {...common} {...props}>
          <Stack mt="xs" gap="xs">
            {options.map((o) => (
              <Checkbox key={o} value={o} label={o} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'file':
      return (
        <FileInput
          {...common}
          {...props}
          accept={DOCUMENT_TYPES}
          clearable
          placeholder={t('verificationChooseFile')}
          description={t('verificationDocumentHint')}
        />
      );
  }
}
