import {
  getAgentVerificationFormValues,
  getBuilderVerificationFormValues,
  getTenetVerificationFormValues,
} from '@abode/shared/operations';
import type { VerificationKind } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { applicationDetails, findApplication } from './verification.repository.ts';
import { recordViews } from './verification.service.ts';

function formValuesRoute(
  kind: VerificationKind,
  op:
    | typeof getAgentVerificationFormValues
    | typeof getBuilderVerificationFormValues
    | typeof getTenetVerificationFormValues,
) {
  return implement(op, async ({ user, deps, urls }) => {
    const row = await findApplication(deps.db, user.id, kind);
    // Upstream: no application yet is a success with null data.
    if (!row) return { message: 'No data found!', data: null };
    const [record] = recordViews([row], await applicationDetails(deps.db, [row]), urls);
    return { message: 'Data Fetch Successfully', data: record ?? null };
  });
}

/**
 * GET /api/get-agent-verification-form-values, get-builder-… and get-tenet-… (sic): the caller's own
 * application of that kind with its status, failure reason and answers, or null data when there is none.
 */
export default [
  formValuesRoute('agent', getAgentVerificationFormValues),
  formValuesRoute('builder', getBuilderVerificationFormValues),
  formValuesRoute('tenant', getTenetVerificationFormValues),
];
