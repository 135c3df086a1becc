import {
  getAgentVerificationFormValues,
  getBuilderVerificationFormValues,
  getTenetVerificationFormValues,
} from '@abode/shared/operations';
import type { VerificationKind } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import type { Implementation } from '../../lib/implementations.ts';
import { applicationDetails, findApplication } from './verification.repository.ts';
import { recordViews } from './verification.service.ts';

type FormValuesOperation =
  | typeof getAgentVerificationFormValues
  | typeof getBuilderVerificationFormValues
  | typeof getTenetVerificationFormValues;

// Typed by its own operation for the composition's check (lib/implementations.ts), the handler by what they share.
function formValuesRoute<O extends FormValuesOperation>(kind: VerificationKind, op: O): Implementation<O> {
  return implement<FormValuesOperation>(op, async ({ user, deps, urls }) => {
    const row = await findApplication(deps.db, user.id, kind);
    // Upstream: no application yet is a success with null data.
    if (!row) return { message: 'No data found!', data: null };
    const [record] = recordViews([row], await applicationDetails(deps.db, [row]), urls);
    return { message: 'Data Fetch Successfully', data: record ?? null };
  }) as Implementation<O>;
}

/**
 * GET /api/get-agent-verification-form-values, get-builder-… and get-tenet-… (sic): the caller's own
 * application of that kind with its status, failure reason and answers, or null data when there is none.
 */
export default [
  formValuesRoute('agent', getAgentVerificationFormValues),
  formValuesRoute('builder', getBuilderVerificationFormValues),
  formValuesRoute('tenant', getTenetVerificationFormValues),
] as const;
