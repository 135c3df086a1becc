import {
  getAgentVerificationFormFields,
  getBuilderVerificationFormFields,
  getTenetVerificationFormFields,
} from '@abode/shared/operations';
import type { VerificationKind } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import type { Implementation } from '../../lib/implementations.ts';
import { activeFields } from './verification.repository.ts';
import { fieldView } from './verification.service.ts';

type FormFieldsOperation =
  | typeof getAgentVerificationFormFields
  | typeof getBuilderVerificationFormFields
  | typeof getTenetVerificationFormFields;

// Typed by its own operation for the composition's check (lib/implementations.ts), the handler by what they share.
function formFieldsRoute<O extends FormFieldsOperation>(kind: VerificationKind, op: O): Implementation<O> {
  return implement<FormFieldsOperation>(op, async ({ deps }) => {
    const fields = await activeFields(deps.db, kind);
    return { message: 'Data Fetch Successfully', data: fields.map(fieldView) };
  }) as Implementation<O>;
}

/**
 * GET /api/get-agent-verification-form-fields, get-builder-… and get-tenet-… (sic): the active fields of
 * that kind's form in display order, each with its options (admin API reference §2.8).
 */
export default [
  formFieldsRoute('agent', getAgentVerificationFormFields),
  formFieldsRoute('builder', getBuilderVerificationFormFields),
  formFieldsRoute('tenant', getTenetVerificationFormFields),
] as const;
