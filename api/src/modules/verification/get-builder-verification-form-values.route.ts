import { getBuilderVerificationFormValues } from '@abode/shared/operations';
import { formValuesRoute } from './verification-routes.ts';

/** GET /api/get-builder-verification-form-values: the caller's own builder application, or null data. */
export default formValuesRoute('builder', getBuilderVerificationFormValues);
