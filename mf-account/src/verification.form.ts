// The dynamic verification form's rules: values keyed by field id, the required and format checks the
// server also makes (same texts), and the multipart body `form_fields[i][id]` / `form_fields[i][value]`.
import {
  VERIFICATION_FILE_MAX_BYTES,
  type VerificationFormField,
  verificationRequiredMessage,
} from '@abode/shared/wire';

/** One answer: text, a number (or '' while empty), chosen options, or a file. */
export type FieldValue = string | number | string[] | File | null;

/** The form's values, keyed `f<id>` (Mantine form paths must not be bare numbers). */
export type VerificationValues = Record<string, FieldValue>;

/** The form path of a field. */
export const pathOf = (field: Pick<VerificationFormField, 'id'>) => `f${field.id}`;

/** Empty answers for every field. */
export function initialValues(fields: VerificationFormField[]): VerificationValues {
  return Object.fromEntries(
    fields.map((f) => [pathOf(f), f.field_type === 'checkbox' ? [] : f.field_type === 'file' ? null : '']),
  );
}

/** The problem with one answer, or null: required for every field, plus the number and file checks. */
export function fieldError(field: VerificationFormField, value: FieldValue): string | null {
  const required = verificationRequiredMessage(field.name);
  if (field.field_type === 'file') {
    if (!(value instanceof File)) return required;
    if (value.size > VERIFICATION_FILE_MAX_BYTES) return `${field.name} must be 5 MB or smaller`;
    return null;
  }
  if (Array.isArray(value)) return value.length ? null : required;
  const text = value === null ? '' : String(value).trim();
  if (text === '') return required;
  if (field.field_type === 'number' && !/^\d{1,9}(\.\d{1,2})?$/.test(text))
    return `${field.name} must be a number of 0 or more`;
  return null;
}

/** Mantine validation for the whole form: an error per invalid field path. */
export function validate(fields: VerificationFormField[], values: VerificationValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const e = fieldError(f, values[pathOf(f)] ?? null);
    if (e) errors[pathOf(f)] = e;
  }
  return errors;
}

/** The multipart body of apply-*-verification (checkbox options as a comma list, files as themselves). */
export function toApplication(fields: VerificationFormField[], values: VerificationValues): FormData {
  const form = new FormData();
  fields.forEach((f, i) => {
    const value = values[pathOf(f)] ?? null;
    form.append(`form_fields[${i}][id]`, String(f.id));
    if (value instanceof File) form.append(`form_fields[${i}][value]`, value, value.name);
    else if (Array.isArray(value)) form.append(`form_fields[${i}][value]`, value.join(','));
    else form.append(`form_fields[${i}][value]`, value === null ? '' : String(value).trim());
  });
  return form;
}
