import { createPaymentIntent } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { startCheckout } from './payments.service.ts';

/**
 * POST /api/create-payment-intent (`package_id`, `platform_type`): a checkout with the active online gateway.
 * The amount is the package's price; an `amount` sent by the client is ignored.
 */
export default implement(createPaymentIntent, async ({ body, user, deps, urls, req }) => {
  const data = await startCheckout({ deps, urls, log: req.log }, user, body.package_id, 'active');
  return { message: 'Payment Intent Created Successfully', data };
});
