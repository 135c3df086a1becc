import { getAgentVerificationFormValues } from '@abode/shared/operations';
import { formValuesRoute } from './verification-routes.ts';

/** GET /api/get-agent-verification-form-values: the caller's own agent application, or null data. */
export default formValuesRoute('agent', getAgentVerificationFormValues);
