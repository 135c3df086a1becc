import { paymentTransactionFail } from '@abode/shared/operations';
import { PAYMENT_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { failCheckout } from './payments.service.ts';

/** POST /api/payment-transaction-fail (`payment_transaction_id`, `reason` failed|canceled). */
export default implement(paymentTransactionFail, async ({ body, user, deps, urls, req }) => {
  const data = await failCheckout({ deps, urls, log: req.log }, user.id, body.payment_transaction_id, body.reason);
  return { message: body.reason === 'canceled' ? M.canceled : M.failed, data };
});
