// The verification operations, once for each kind (agent, builder, tenant): the form's fields, the caller's
// answers, and applying. Only the kind differs; each route file names its operation and kind.
import type {
  applyAgentVerification,
  applyBuilderVerification,
  applyTenetVerification,
  getAgentVerificationFormFields,
  getAgentVerificationFormValues,
  getBuilderVerificationFormFields,
  getBuilderVerificationFormValues,
  getTenetVerificationFormFields,
  getTenetVerificationFormValues,
} from '@abode/shared/operations';
import type { VerificationKind } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Implementation } from '../../lib/implementations.ts';
import { parseInput } from '../../lib/validation.ts';
import { documentKey } from './documents.ts';
import { activeFields, applicationDetails, findApplication, saveApplication } from './verification.repository.ts';
import {
  applyBody,
  applyRefusal,
  checkAnswers,
  documentKeysOf,
  fieldView,
  recordViews,
} from './verification.service.ts';

// Each route is typed by its own operation for the composition's check (lib/implementations.ts), its handler by
// what the three kinds share.
type FormFieldsOperation =
  | typeof getAgentVerificationFormFields
  | typeof getBuilderVerificationFormFields
  | typeof getTenetVerificationFormFields;
type FormValuesOperation =
  | typeof getAgentVerificationFormValues
  | typeof getBuilderVerificationFormValues
  | typeof getTenetVerificationFormValues;
type ApplyOperation = typeof applyAgentVerification | typeof applyBuilderVerification | typeof applyTenetVerification;

/**
 * GET /api/get-agent-verification-form-fields, get-builder-… and get-tenet-… (sic): the active fields of
 * that kind's form in display order, each with its options (admin API reference §2.8).
 */
export function formFieldsRoute<O extends FormFieldsOperation>(kind: VerificationKind, op: O): Implementation<O> {
  return implement<FormFieldsOperation>(op, async ({ deps }) => {
    const fields = await activeFields(deps.db, kind);
    return { message: 'Data Fetch Successfully', data: fields.map(fieldView) };
  }) as Implementation<O>;
}

/**
 * GET /api/get-agent-verification-form-values, get-builder-… and get-tenet-… (sic): the caller's own
 * application of that kind with its status, failure reason and answers, or null data when there is none.
 */
export function formValuesRoute<O extends FormValuesOperation>(kind: VerificationKind, op: O): Implementation<O> {
  return implement<FormValuesOperation>(op, async ({ user, deps, urls }) => {
    const row = await findApplication(deps.db, user.id, kind);
    // Upstream: no application yet is a success with null data.
    if (!row) return { message: 'No data found!', data: null };
    const [record] = recordViews([row], await applicationDetails(deps.db, [row]), urls);
    return { message: 'Data Fetch Successfully', data: record ?? null };
  }) as Implementation<O>;
}

/**
 * POST /api/apply-agent-verification, apply-builder-… and apply-tenet-… (sic), multipart: `form_fields[i][id]`
 * and `form_fields[i][value]` (a PDF, JPEG or PNG for file fields). Every active field must be answered;
 * the application becomes pending. Allowed with no application yet or after a failed one.
 */
export function applyRoute<O extends ApplyOperation>(kind: VerificationKind, op: O): Implementation<O> {
  // The body is checked in the handler, after the token and the refusals: a visitor learns nothing about the form
  // (the operation declares it as taking anything).
  return implement<ApplyOperation>(op, async ({ user, deps, urls, req }) => {
    const existing = await findApplication(deps.db, user.id, kind);
    const refusal = applyRefusal(kind, existing);
    if (refusal) throw new ApiError('BAD_REQUEST', refusal);
    const body = parseInput(applyBody, req.body);
    const answers = await checkAnswers(await activeFields(deps.db, kind), body.form_fields);
    // A failed application's documents are replaced by the new ones once the new answers are saved.
    const oldDocuments = existing ? documentKeysOf(await applicationDetails(deps.db, [existing])) : [];

    // Documents are stored first; if the application cannot be saved they are removed again.
    const stored: string[] = [];
    const values: { formId: number; value: string }[] = [];
    try {
      for (const a of answers) {
        if ('file' in a) {
          const key = documentKey(user.id, a.file.type);
          await deps.storage.put(key, a.file.data);
          stored.push(key);
          values.push({ formId: a.formId, value: key });
        } else values.push(a);
      }
      const saved = await saveApplication(deps.db, {
        userId: user.id,
        kind,
        existingId: existing?.id ?? null,
        answers: values,
      });
      if (!saved) throw new ApiError('BAD_REQUEST', `Your ${kind} verification is already under review.`);
    } catch (err) {
      await Promise.all(stored.map((key) => deps.storage.remove(key).catch(() => undefined)));
      throw err;
    }
    await Promise.all(oldDocuments.map((key) => deps.storage.remove(key).catch(() => undefined)));

    const row = await findApplication(deps.db, user.id, kind);
    const data = row ? (recordViews([row], await applicationDetails(deps.db, [row]), urls)[0] ?? null) : null;
    return { message: 'Your application has been submitted and is under review.', data };
  }) as Implementation<O>;
}
