import { paypal } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { startCheckout } from './payments.service.ts';

/** GET /api/paypal?package_id (upstream also sends `amount`, ignored): a PayPal order to approve. */
export default implement(paypal, async ({ query, user, deps, urls, req }) => {
  const data = await startCheckout({ deps, urls, log: req.log }, user, query.package_id, 'paypal');
  return { message: 'Payment Link Created Successfully', data };
});
