import { applyAgentVerification } from '@abode/shared/operations';
import { applyRoute } from './verification-routes.ts';

/** POST /api/apply-agent-verification, multipart: the caller applies to be verified as a agent. */
export default applyRoute('agent', applyAgentVerification);
