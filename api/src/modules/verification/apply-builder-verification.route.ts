import { applyBuilderVerification } from '@abode/shared/operations';
import { applyRoute } from './verification-routes.ts';

/** POST /api/apply-builder-verification, multipart: the caller applies to be verified as a builder. */
export default applyRoute('builder', applyBuilderVerification);
