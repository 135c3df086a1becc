// The buyer's side of online payments: the settings a client reads, starting a checkout with the active
// gateway (upstream create-payment-intent, paypal, flutterwave), the verify call, and the fail/cancel call.
import {
  checkoutData,
  createPaymentIntentBody,
  envelopeOf,
  flutterwaveBody,
  PAYMENT_MESSAGES as M,
  paymentSetting,
  paymentTransaction,
  paypalQuery,
  transactionFailBody,
  transactionRef,
} from '@abode/shared/wire';
import { z } from 'zod';
import { type AnyRoute, defineRoute } from '../../lib/define-route.ts';
import { publicPaymentSettings, readPaymentSettings } from './payment-settings.ts';
import { failCheckout, startCheckout, verifyCheckout } from './payments.service.ts';

/** GET /api/get_payment_settings: `{type, data}` pairs of the public payment settings; never a secret. */
const getPaymentSettings = defineRoute({
  method: 'GET',
  url: '/api/get_payment_settings',
  auth: 'required',
  response: envelopeOf(z.array(paymentSetting)),
  handler: async ({ deps }) => {
    const s = await readPaymentSettings(deps.db, deps.config.payments);
    return { message: 'Data Fetch Successfully', data: publicPaymentSettings(s) };
  },
});

/**
 * POST /api/create-payment-intent (`package_id`, `platform_type`): a checkout with the active online gateway.
 * The amount is the package's price; an `amount` sent by the client is ignored.
 */
const createPaymentIntent = defineRoute({
  method: 'POST',
  url: '/api/create-payment-intent',
  auth: 'required',
  body: createPaymentIntentBody,
  response: envelopeOf(checkoutData),
  handler: async ({ body, user, deps, urls, req }) => {
    const data = await startCheckout({ deps, urls, log: req.log }, user, body.package_id, 'active');
    return { message: 'Payment Intent Created Successfully', data };
  },
});

/** GET /api/paypal?package_id (upstream also sends `amount`, ignored): a PayPal order to approve. */
const paypal = defineRoute({
  method: 'GET',
  url: '/api/paypal',
  auth: 'required',
  query: paypalQuery,
  response: envelopeOf(checkoutData),
  handler: async ({ query, user, deps, urls, req }) => {
    const data = await startCheckout({ deps, urls, log: req.log }, user, query.package_id, 'paypal');
    return { message: 'Payment Link Created Successfully', data };
  },
});

/** POST /api/flutterwave (`package_id`): a Flutterwave payment link. */
const flutterwave = defineRoute({
  method: 'POST',
  url: '/api/flutterwave',
  auth: 'required',
  body: flutterwaveBody,
  response: envelopeOf(checkoutData),
  handler: async ({ body, user, deps, urls, req }) => {
    const data = await startCheckout({ deps, urls, log: req.log }, user, body.package_id, 'flutterwave');
    return { message: 'Payment Link Created Successfully', data };
  },
});

/**
 * POST /api/verify-payment (`payment_transaction_id`): asks the gateway how the caller's checkout stands and
 * grants the package if it was paid (the page buyers come back to calls it; it also recovers a webhook lost
 * to a crash).
 */
const verifyPayment = defineRoute({
  method: 'POST',
  url: '/api/verify-payment',
  auth: 'required',
  body: transactionRef,
  response: envelopeOf(paymentTransaction),
  handler: async ({ body, user, deps, urls, req }) => {
    const data = await verifyCheckout({ deps, urls, log: req.log }, user.id, body.payment_transaction_id);
    return { message: data.payment_status === 'success' ? 'Payment successful' : 'Payment status', data };
  },
});

/** POST /api/payment-transaction-fail (`payment_transaction_id`, `reason` failed|canceled). */
const paymentTransactionFail = defineRoute({
  method: 'POST',
  url: '/api/payment-transaction-fail',
  auth: 'required',
  body: transactionFailBody,
  response: envelopeOf(paymentTransaction),
  handler: async ({ body, user, deps, urls, req }) => {
    const data = await failCheckout({ deps, urls, log: req.log }, user.id, body.payment_transaction_id, body.reason);
    return { message: body.reason === 'canceled' ? M.canceled : M.failed, data };
  },
});

/** The checkout routes. */
export const checkoutRoutes: AnyRoute[] = [
  getPaymentSettings,
  createPaymentIntent,
  paypal,
  flutterwave,
  verifyPayment,
  paymentTransactionFail,
];
