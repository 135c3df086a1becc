import {
  envelopeOf,
  VERIFICATION_KINDS,
  type VerificationKind,
  verificationEndpoints,
  verificationFormField,
} from '@abode/shared/wire';
import { z } from 'zod';
import { type AnyRoute, defineRoute } from '../../lib/define-route.ts';
import { activeFields } from './verification.repository.ts';
import { fieldView } from './verification.service.ts';

function formFieldsRoute(kind: VerificationKind): AnyRoute {
  return defineRoute({
    method: 'GET',
    url: `/api/${verificationEndpoints(kind).fields}`,
    auth: 'required',
    response: envelopeOf(z.array(verificationFormField)),
    handler: async ({ deps }) => {
      const fields = await activeFields(deps.db, kind);
      return { message: 'Data Fetch Successfully', data: fields.map(fieldView) };
    },
  });
}

/**
 * GET /api/get-agent-verification-form-fields, get-builder-… and get-tenet-… (sic): the active fields of
 * that kind's form in display order, each with its options (admin API reference §2.8).
 */
export default VERIFICATION_KINDS.map(formFieldsRoute);
