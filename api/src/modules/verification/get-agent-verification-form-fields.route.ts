import { getAgentVerificationFormFields } from '@abode/shared/operations';
import { formFieldsRoute } from './verification-routes.ts';

/** GET /api/get-agent-verification-form-fields: the active fields of the agent form, with their options. */
export default formFieldsRoute('agent', getAgentVerificationFormFields);
