import {
  getAgentVerificationFormFields,
  getBuilderVerificationFormFields,
  getTenetVerificationFormFields,
} from '@abode/shared/operations';
import type { VerificationKind } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { activeFields } from './verification.repository.ts';
import { fieldView } from './verification.service.ts';

function formFieldsRoute(
  kind: VerificationKind,
  op:
    | typeof getAgentVerificationFormFields
    | typeof getBuilderVerificationFormFields
    | typeof getTenetVerificationFormFields,
) {
  return implement(op, async ({ deps }) => {
    const fields = await activeFields(deps.db, kind);
    return { message: 'Data Fetch Successfully', data: fields.map(fieldView) };
  });
}

/**
 * GET /api/get-agent-verification-form-fields, get-builder-… and get-tenet-… (sic): the active fields of
 * that kind's form in display order, each with its options (admin API reference §2.8).
 */
export default [
  formFieldsRoute('agent', getAgentVerificationFormFields),
  formFieldsRoute('builder', getBuilderVerificationFormFields),
  formFieldsRoute('tenant', getTenetVerificationFormFields),
];
