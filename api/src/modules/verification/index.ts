import applyAgentVerification from './apply-agent-verification.route.ts';
import applyBuilderVerification from './apply-builder-verification.route.ts';
import applyTenetVerification from './apply-tenet-verification.route.ts';
import getAgentVerificationFormFields from './get-agent-verification-form-fields.route.ts';
import getAgentVerificationFormValues from './get-agent-verification-form-values.route.ts';
import getBuilderVerificationFormFields from './get-builder-verification-form-fields.route.ts';
import getBuilderVerificationFormValues from './get-builder-verification-form-values.route.ts';
import getTenetVerificationFormFields from './get-tenet-verification-form-fields.route.ts';
import getTenetVerificationFormValues from './get-tenet-verification-form-values.route.ts';

/** Verification of agents, builders and tenants: the forms, one's answers and applying (routes.ts composes it). */
export const verificationRoutes = [
  getAgentVerificationFormFields,
  getBuilderVerificationFormFields,
  getTenetVerificationFormFields,
  getAgentVerificationFormValues,
  getBuilderVerificationFormValues,
  getTenetVerificationFormValues,
  applyAgentVerification,
  applyBuilderVerification,
  applyTenetVerification,
] as const;
