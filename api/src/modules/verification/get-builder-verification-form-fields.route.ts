import { getBuilderVerificationFormFields } from '@abode/shared/operations';
import { formFieldsRoute } from './verification-routes.ts';

/** GET /api/get-builder-verification-form-fields: the active fields of the builder form, with their options. */
export default formFieldsRoute('builder', getBuilderVerificationFormFields);
