import { verifyPayment } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { verifyCheckout } from './payments.service.ts';

/**
 * POST /api/verify-payment (`payment_transaction_id`): asks the gateway how the caller's checkout stands and
 * grants the package if it was paid (the page buyers come back to calls it; it also recovers a webhook lost
 * to a crash).
 */
export default implement(verifyPayment, async ({ body, user, deps, urls, req }) => {
  const data = await verifyCheckout({ deps, urls, log: req.log }, user.id, body.payment_transaction_id);
  return { message: data.payment_status === 'success' ? 'Payment successful' : 'Payment status', data };
});
