import applyVerification from './apply-verification.route.ts';
import formFields from './get-verification-form-fields.route.ts';
import formValues from './get-verification-form-values.route.ts';

/** Verification of agents, builders and tenants: the forms, one's answers and applying (routes.ts composes it). */
export const verificationRoutes = [...formFields, ...formValues, ...applyVerification] as const;
