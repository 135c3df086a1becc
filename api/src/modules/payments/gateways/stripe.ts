/**
 * Stripe through its official SDK: a PaymentIntent per checkout (the browser confirms it with Stripe.js and the
 * client secret), the PaymentIntent's state as the verify call, and `payment_intent.*` webhooks checked with the
 * SDK's own signature check (Stripe-Signature, HMAC-SHA256 over timestamp and raw body, with a tolerance).
 */
import Stripe from 'stripe';
import {
  type Checkout,
  fromMinorUnits,
  type GatewayAdapter,
  GatewayError,
  type PaymentCheck,
  type StartedPayment,
  type StripeConfig,
  toMinorUnits,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookSignatureError,
} from './types.ts';

const TIMEOUT_MS = 15_000;

/** `apiBase` as the SDK's host, port and protocol options (the SDK has no base URL option). */
function endpoint(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Runs one SDK call, turning its failures into a GatewayError that carries no key and no gateway text. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeConnectionError)
      throw new GatewayError('Stripe could not be reached', 'stripe');
    if (err instanceof Stripe.errors.StripeError) {
      const status = err.statusCode;
      throw new GatewayError(`Stripe answered ${status ?? 'an error'} (${err.code ?? err.type})`, 'stripe', status);
    }
    throw err;
  }
}

/** Our reading of a PaymentIntent's state. */
function outcomeOf(pi: Stripe.PaymentIntent): PaymentCheck {
  switch (pi.status) {
    case 'succeeded': {
      const charge = typeof pi.latest_charge === 'string' ? pi.latest_charge : pi.latest_charge?.id;
      const currency = pi.currency.toUpperCase();
      return {
        state: 'paid',
        gatewayTransactionId: charge ?? pi.id,
        amount: fromMinorUnits(pi.amount_received, currency),
        currency,
      };
    }
    case 'canceled':
      return { state: 'canceled' };
    case 'requires_payment_method':
      // A fresh intent also waits for a payment method; only one that was tried and declined has failed.
      return pi.last_payment_error
        ? { state: 'failed', reason: pi.last_payment_error.message ?? pi.last_payment_error.code ?? 'declined' }
        : { state: 'pending' };
    default:
      return { state: 'pending' };
  }
}

/** The Stripe adapter; `apiBase` points the SDK at another host (tests use a local server). */
export function stripeGateway(config: StripeConfig): GatewayAdapter {
  const stripe = new Stripe(config.secretKey, {
    ...endpoint(config.apiBase),
    timeout: TIMEOUT_MS,
    telemetry: false,
  });

  return {
    name: 'stripe',

    async start(checkout: Checkout): Promise<StartedPayment> {
      const currency = checkout.currency.toLowerCase();
      const pi = await guarded(() =>
        stripe.paymentIntents.create(
          {
            amount: toMinorUnits(checkout.amount, currency),
            currency,
            description: checkout.packageName,
            metadata: { payment_transaction_id: String(checkout.transactionId), reference: checkout.reference },
            automatic_payment_methods: { enabled: true },
          },
          // One intent per attempt even when the request is retried.
          { idempotencyKey: checkout.reference },
        ),
      );
      if (!pi.client_secret) throw new GatewayError('Stripe answered without a client secret', 'stripe');
      return { orderId: pi.id, clientSecret: pi.client_secret };
    },

    async check(orderId: string): Promise<PaymentCheck> {
      return outcomeOf(await guarded(() => stripe.paymentIntents.retrieve(orderId)));
    },

    async reopen(orderId: string): Promise<StartedPayment | null> {
      const pi = await guarded(() => stripe.paymentIntents.retrieve(orderId));
      // A declined card leaves the intent waiting for another method: the buyer may try again with it.
      const open = ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status);
      return open && pi.client_secret ? { orderId: pi.id, clientSecret: pi.client_secret } : null;
    },

    async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookEvent | null> {
      const header = headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      if (
        event.type !== 'payment_intent.succeeded' &&
        event.type !== 'payment_intent.payment_failed' &&
        event.type !== 'payment_intent.canceled'
      )
        return null;
      const pi = event.data.object;
      // An intent made elsewhere on the account (dashboard, another app) is nothing we sold.
      if (!pi.metadata?.payment_transaction_id) return null;
      let outcome: PaymentCheck;
      if (event.type === 'payment_intent.succeeded') outcome = outcomeOf(pi);
      else if (event.type === 'payment_intent.canceled') outcome = { state: 'canceled' };
      else outcome = { state: 'failed', reason: pi.last_payment_error?.message ?? 'Payment failed' };
      return { eventId: event.id, orderId: pi.id, outcome };
    },
  };
}
