import { applyTenetVerification } from '@abode/shared/operations';
import { applyRoute } from './verification-routes.ts';

/** POST /api/apply-tenet-verification (sic), multipart: the caller applies to be verified as a tenant. */
export default applyRoute('tenant', applyTenetVerification);
