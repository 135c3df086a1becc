import { getTenetVerificationFormFields } from '@abode/shared/operations';
import { formFieldsRoute } from './verification-routes.ts';

/** GET /api/get-tenet-verification-form-fields (sic): the active fields of the tenant form, with their options. */
export default formFieldsRoute('tenant', getTenetVerificationFormFields);
