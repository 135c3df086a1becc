// The buyer's side of online payments: the settings a client reads, starting a checkout with the active
// gateway (upstream create-payment-intent, paypal, flutterwave), the verify call, and the fail/cancel call.
import * as op from '@abode/shared/operations';
import { PAYMENT_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { publicPaymentSettings, readPaymentSettings } from './payment-settings.ts';
import { failCheckout, startCheckout, verifyCheckout } from './payments.service.ts';

/** GET /api/get_payment_settings: `{type, data}` pairs of the public payment settings; never a secret. */
const getPaymentSettings = implement(op.getPaymentSettings, async ({ deps }) => {
  const s = await readPaymentSettings(deps.db, deps.config.payments);
  return { message: 'Data Fetch Successfully', data: publicPaymentSettings(s) };
});

/**
 * POST /api/create-payment-intent (`package_id`, `platform_type`): a checkout with the active online gateway.
 * The amount is the package's price; an `amount` sent by the client is ignored.
 */
const createPaymentIntent = implement(op.createPaymentIntent, async ({ body, user, deps, urls, req }) => {
  const data = await startCheckout({ deps, urls, log: req.log }, user, body.package_id, 'active');
  return { message: 'Payment Intent Created Successfully', data };
});

/** GET /api/paypal?package_id (upstream also sends `amount`, ignored): a PayPal order to approve. */
const paypal = implement(op.paypal, async ({ query, user, deps, urls, req }) => {
  const data = await startCheckout({ deps, urls, log: req.log }, user, query.package_id, 'paypal');
  return { message: 'Payment Link Created Successfully', data };
});

/** POST /api/flutterwave (`package_id`): a Flutterwave payment link. */
const flutterwave = implement(op.flutterwave, async ({ body, user, deps, urls, req }) => {
  const data = await startCheckout({ deps, urls, log: req.log }, user, body.package_id, 'flutterwave');
  return { message: 'Payment Link Created Successfully', data };
});

/**
 * POST /api/verify-payment (`payment_transaction_id`): asks the gateway how the caller's checkout stands and
 * grants the package if it was paid (the page buyers come back to calls it; it also recovers a webhook lost
 * to a crash).
 */
const verifyPayment = implement(op.verifyPayment, async ({ body, user, deps, urls, req }) => {
  const data = await verifyCheckout({ deps, urls, log: req.log }, user.id, body.payment_transaction_id);
  return { message: data.payment_status === 'success' ? 'Payment successful' : 'Payment status', data };
});

/** POST /api/payment-transaction-fail (`payment_transaction_id`, `reason` failed|canceled). */
const paymentTransactionFail = implement(op.paymentTransactionFail, async ({ body, user, deps, urls, req }) => {
  const data = await failCheckout({ deps, urls, log: req.log }, user.id, body.payment_transaction_id, body.reason);
  return { message: body.reason === 'canceled' ? M.canceled : M.failed, data };
});

/** The checkout routes. */
export const checkoutRoutes = [
  getPaymentSettings,
  createPaymentIntent,
  paypal,
  flutterwave,
  verifyPayment,
  paymentTransactionFail,
] as const;
