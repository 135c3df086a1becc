import { getTenetVerificationFormValues } from '@abode/shared/operations';
import { formValuesRoute } from './verification-routes.ts';

/** GET /api/get-tenet-verification-form-values (sic): the caller's own tenant application, or null data. */
export default formValuesRoute('tenant', getTenetVerificationFormValues);
