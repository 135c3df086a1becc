import { z } from 'zod';

/** What a customer can be verified as (spec §6): each kind has its own form. */
export const verificationKind = z.enum(['agent', 'builder', 'tenant']);
export type VerificationKind = z.infer<typeof verificationKind>;

/** The kinds in display order. */
export const VERIFICATION_KINDS: readonly VerificationKind[] = ['agent', 'builder', 'tenant'];

/** The kind as it is spelled in endpoint names (`apply-tenet-verification`: sic, spec spelling). */
export const VERIFICATION_ENDPOINT_KIND: Record<VerificationKind, string> = {
  agent: 'agent',
  builder: 'builder',
  tenant: 'tenet', // sic: spec spelling
};

/** The endpoint names of one kind's verification calls. */
export function verificationEndpoints(kind: VerificationKind) {
  const k = VERIFICATION_ENDPOINT_KIND[kind];
  return {
    fields: `get-${k}-verification-form-fields`,
    values: `get-${k}-verification-form-values`,
    apply: `apply-${k}-verification`,
  } as const;
}

/** Field types of a verification form (upstream `verify_customer_forms.field_type`). */
export const verificationFieldType = z.enum(['text', 'number', 'radio', 'checkbox', 'dropdown', 'textarea', 'file']);
export type VerificationFieldType = z.infer<typeof verificationFieldType>;

/** Verification states (spec §4): no application yet is "initial"; "success" means verified. */
export const verificationStatus = z.enum(['initial', 'pending', 'success', 'failed']);
export type VerificationStatus = z.infer<typeof verificationStatus>;

/** An option of a radio, checkbox or dropdown field. */
export const verificationFieldOption = z.object({
  id: z.number().int(),
  verify_customer_form_id: z.number().int(),
  value: z.string(),
});

/** One field of a verification form, as get-*-verification-form-fields answers it (admin API reference §2.8). */
export const verificationFormField = z.object({
  id: z.number().int(),
  name: z.string(),
  field_type: verificationFieldType,
  rank: z.number().int(),
  form_fields_values: z.array(verificationFieldOption),
});
export type VerificationFormField = z.infer<typeof verificationFormField>;

/** One stored answer, with the field it answers; a file answer's `value` is its absolute URL. */
export const verificationValue = z.object({
  id: z.number().int(),
  verify_customer_id: z.number().int(),
  verify_customer_form_id: z.number().int(),
  value: z.string(),
  verify_form: verificationFormField.nullable(),
});

/** An application, as get-*-verification-form-values answers it (null data when there is none). */
export const verificationRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  kind: verificationKind,
  status: z.enum(['pending', 'success', 'failed']),
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    profile: z.string(),
    property_count: z.number().int(),
    projects_count: z.number().int(),
  }),
  verify_customer_values: z.array(verificationValue),
});
export type VerificationRecord = z.infer<typeof verificationRecord>;

/** The text of a required field left empty (client and server say the same). */
export const verificationRequiredMessage = (fieldName: string) => `${fieldName} is required`;

/** Largest verification document accepted. */
export const VERIFICATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Query of GET /api/admin/verifications. */
export const adminVerificationsQuery = z.object({
  status: z.enum(['pending', 'success', 'failed']).optional(),
  kind: verificationKind.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminVerificationsQuery = z.infer<typeof adminVerificationsQuery>;

/** Body of the admin calls that fail or reject something: the reason is required (spec §5 wording). */
export const adminReasonBody = z.object({
  reason: z
    .string({ error: 'Please write your reason' })
    .trim()
    .min(1, 'Please write your reason')
    .max(1000, 'The reason must be at most 1000 characters'),
});
export type AdminReasonBody = z.infer<typeof adminReasonBody>;
