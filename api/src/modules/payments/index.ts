// Packages and payments (decision 019): every route of the payments module.
import { accountRoutes } from './account.routes.ts';
import { adminPaymentRoutes } from './admin.routes.ts';
import { checkoutRoutes } from './checkout.routes.ts';

export { startCheckoutExpiry } from './payments.service.ts';
export { registerWebhooks } from './webhooks.ts';

/** The payments module's wire routes (webhooks are registered apart: their bodies stay raw). */
export const paymentRoutes = [...checkoutRoutes, ...accountRoutes, ...adminPaymentRoutes] as const;
