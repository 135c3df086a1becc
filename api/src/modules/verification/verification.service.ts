import type { VerificationFormField, VerificationKind, VerificationRecord } from '@abode/shared/wire';
import { verificationRequiredMessage } from '@abode/shared/wire';
import { z } from 'zod';
import { ApiError } from '../../lib/errors.ts';
import { signerWith } from '../../lib/private-files.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { type CheckedDocument, checkDocument } from './documents.ts';
import type { applicationDetails, FormField, VerifyRow } from './verification.repository.ts';

/** Spec §5: the message for a form sent without its fields. */
const PLEASE_FILL_ALL_FIELDS = 'Please fill all fields';

const ARTICLE: Record<VerificationKind, string> = { agent: 'an agent', builder: 'a builder', tenant: 'a tenant' };

/** Why an application cannot be made in this state (pending or verified), or null when it can. */
export function applyRefusal(kind: VerificationKind, row: VerifyRow | undefined): string | null {
  if (row?.status === 'pending') return `Your ${kind} verification is already under review.`;
  if (row?.status === 'success') return `You are already verified as ${ARTICLE[kind]}.`;
  return null;
}

const KEY_RE = /^form_fields\[(\d{1,3})\]\[(id|value)\](?:\[\d{0,3}\])?$/;

/**
 * The `form_fields` of a body, from multipart or urlencoded keys (`form_fields[0][id]`, `form_fields[0][value]`,
 * `form_fields[0][value][]` for several checkbox options) or from JSON (`form_fields: [{id, value}]`).
 */
function collectFormFields(body: unknown): unknown {
  if (!body || typeof body !== 'object') return { form_fields: undefined };
  const b = body as Record<string, unknown>;
  if (Array.isArray(b.form_fields)) return { form_fields: b.form_fields };
  const entries = new Map<number, { id?: unknown; value?: unknown }>();
  for (const [key, raw] of Object.entries(b)) {
    const m = KEY_RE.exec(key);
    if (!m) continue;
    const index = Number(m[1]);
    const entry = entries.get(index) ?? {};
    const isList = key.endsWith(']') && /\]\[\d{0,3}\]$/.test(key) && m[2] === 'value';
    if (m[2] === 'id') entry.id = raw;
    else if (isList) entry.value = [...(Array.isArray(entry.value) ? entry.value : []), ...[raw].flat()];
    else entry.value = raw;
    entries.set(index, entry);
  }
  if (!entries.size) return { form_fields: undefined };
  return { form_fields: [...entries.entries()].sort(([a], [b]) => a - b).map(([, e]) => e) };
}

const fieldId = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: 'Every form field needs a valid id' }).int().min(1).max(2_147_483_647),
);

/** Body of POST apply-*-verification: `form_fields[i][id]` and `form_fields[i][value]` (a file for file fields). */
export const applyBody = z.preprocess(
  collectFormFields,
  z.object({
    form_fields: z
      .array(z.object({ id: fieldId, value: z.unknown().optional() }), { error: PLEASE_FILL_ALL_FIELDS })
      .min(1, PLEASE_FILL_ALL_FIELDS)
      .max(100),
  }),
);
export type ApplyBody = z.output<typeof applyBody>;

/** A checked answer: text to store, or a document to store first (its key becomes the value). */
export type Answer = { formId: number; value: string } | { formId: number; file: CheckedDocument };

const TEXT_MAX = { text: 255, textarea: 5000 } as const;

function asText(field: FormField, raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (Array.isArray(raw)) return raw.map((v) => asText(field, v)).join(',');
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  if (typeof raw !== 'string') throw new ApiError('VALIDATION', `${field.name} must be text`);
  return raw.trim();
}

async function checkOne(field: FormField, raw: unknown): Promise<Answer> {
  const required = verificationRequiredMessage(field.name);
  if (field.field_type === 'file') {
    if (!Buffer.isBuffer(raw) || raw.length === 0) {
      if (typeof raw === 'string' && raw.trim() !== '')
        throw new ApiError('VALIDATION', `${field.name} must be a file`);
      throw new ApiError('VALIDATION', required);
    }
    return { formId: field.id, file: await checkDocument(field.name, raw) };
  }
  const text = asText(field, raw);
  if (!text) throw new ApiError('VALIDATION', required);
  const options = field.options.map((o) => o.value);
  const oneOf = `${field.name} must be one of ${options.join(', ')}`;
  switch (field.field_type) {
    case 'text':
    case 'textarea':
      if (text.length > TEXT_MAX[field.field_type])
        throw new ApiError('VALIDATION', `${field.name} must be at most ${TEXT_MAX[field.field_type]} characters`);
      return { formId: field.id, value: text };
    case 'number': {
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(text))
        throw new ApiError('VALIDATION', `${field.name} must be a number of 0 or more`);
      return { formId: field.id, value: String(Number(text)) };
    }
    case 'radio':
    case 'dropdown':
      if (!options.includes(text)) throw new ApiError('VALIDATION', oneOf);
      return { formId: field.id, value: text };
    case 'checkbox': {
      const chosen = [
        ...new Set(
          text
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ];
      if (!chosen.length) throw new ApiError('VALIDATION', required);
      if (chosen.some((v) => !options.includes(v))) throw new ApiError('VALIDATION', oneOf);
      // Stored in the form's order, so the same choice always reads the same.
      return { formId: field.id, value: options.filter((o) => chosen.includes(o)).join(',') };
    }
  }
}

/**
 * Checks submitted answers against a kind's active fields: every field must be answered (in the form's
 * order, so the first problem named is the first field on screen), no unknown or repeated ids.
 */
export async function checkAnswers(fields: FormField[], submitted: ApplyBody['form_fields']): Promise<Answer[]> {
  if (!fields.length) throw new ApiError('BAD_REQUEST', 'Verification is not available yet. Please contact the admin.');
  const byId = new Map<number, unknown>();
  for (const entry of submitted) {
    if (!fields.some((f) => f.id === entry.id))
      throw new ApiError('VALIDATION', `Form field ${entry.id} is not part of this form`);
    if (byId.has(entry.id)) throw new ApiError('VALIDATION', `Form field ${entry.id} was sent twice`);
    byId.set(entry.id, entry.value);
  }
  // One at a time, so the first problem named is the first field on screen.
  const answers: Answer[] = [];
  for (const f of fields) answers.push(await checkOne(f, byId.get(f.id)));
  return answers;
}

/** A form field as the API answers it. */
export function fieldView(f: FormField): VerificationFormField {
  return {
    id: f.id,
    name: f.name,
    field_type: f.field_type,
    rank: f.rank,
    form_fields_values: f.options.map((o) => ({
      id: o.id,
      verify_customer_form_id: o.verify_customer_form_id,
      value: o.value,
    })),
  };
}

/**
 * Applications with their applicant and answers, admin API reference §2.8. File answers are absolute URLs;
 * documents are private, so theirs are signed and work for a few minutes only (lib/private-files.ts): callers
 * answer them only to the owner or an admin.
 */
export function recordViews(
  rows: VerifyRow[],
  details: Awaited<ReturnType<typeof applicationDetails>>,
  urls: UrlBuilder,
): VerificationRecord[] {
  const fileUrl = signerWith(details.urlKey, urls);
  return rows.map((row) => {
    const user = details.users.find((u) => u.id === row.user_id);
    return {
      id: row.id,
      user_id: row.user_id,
      kind: row.kind,
      status: row.status,
      reason: row.reason,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      user: {
        id: row.user_id,
        name: user?.name ?? null,
        email: user?.email ?? null,
        profile: urls.upload(user?.profile),
        property_count: details.props.find((p) => p.user_id === row.user_id)?.n ?? 0,
        projects_count: details.projs.find((p) => p.user_id === row.user_id)?.n ?? 0,
      },
      verify_customer_values: details.values
        .filter((v) => v.verify_customer_id === row.id)
        .map((v) => {
          const field = details.fields.get(v.verify_customer_form_id);
          return {
            id: v.id,
            verify_customer_id: v.verify_customer_id,
            verify_customer_form_id: v.verify_customer_form_id,
            value: field?.field_type === 'file' ? fileUrl(v.value) : v.value,
            verify_form: field ? fieldView(field) : null,
          };
        }),
    };
  });
}

/** The stored document keys among applications' answers. */
export function documentKeysOf(details: Awaited<ReturnType<typeof applicationDetails>>): string[] {
  return details.values
    .filter((v) => details.fields.get(v.verify_customer_form_id)?.field_type === 'file' && v.value)
    .map((v) => v.value);
}
