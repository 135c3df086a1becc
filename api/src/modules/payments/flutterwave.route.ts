import { flutterwave } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { startCheckout } from './payments.service.ts';

/** POST /api/flutterwave (`package_id`): a Flutterwave payment link. */
export default implement(flutterwave, async ({ body, user, deps, urls, req }) => {
  const data = await startCheckout({ deps, urls, log: req.log }, user, body.package_id, 'flutterwave');
  return { message: 'Payment Link Created Successfully', data };
});
