/**
 * What every online gateway adapter does, whatever the gateway: start a checkout for one of our transactions,
 * ask the gateway how that checkout stands (the verify call), and read a webhook delivery after checking its
 * signature. The payments service (payments.service.ts) decides what to grant; adapters only speak to the
 * gateway. Amounts are in major units (99.5 = 99.50) on this side; adapters convert.
 */
import type { OnlineGateway } from '@abode/shared/wire';

/** One checkout to start: everything comes from our database, never from the browser. */
export interface Checkout {
  /** Our payment_transactions id. */
  transactionId: number;
  /** Our unique reference for this attempt (Paystack reference, Flutterwave tx_ref, PayPal custom_id). */
  reference: string;
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  packageName: string;
  customer: { id: number; name: string; email: string | null };
  /** Where the gateway sends the buyer back after paying (PUBLIC_URL based, never a request header). */
  returnUrl: string;
  /** Where the gateway sends the buyer back after canceling. */
  cancelUrl: string;
}

/** A checkout started at the gateway. */
export interface StartedPayment {
  /** The gateway's id for this checkout: Stripe PaymentIntent id, Paystack reference, PayPal order id, Flutterwave tx_ref. */
  orderId: string;
  /** Stripe: the PaymentIntent's client secret, for Stripe.js. */
  clientSecret?: string;
  /** Paystack, PayPal, Flutterwave: the gateway's page to send the buyer to. */
  redirectUrl?: string;
}

/** How a checkout stands at the gateway. */
export type PaymentCheck =
  | { state: 'paid'; gatewayTransactionId: string; amount: number; currency: string }
  | { state: 'pending' }
  | { state: 'failed'; reason: string }
  | { state: 'canceled' };

/** A webhook delivery whose signature checked out, about one of our checkouts. */
export interface WebhookEvent {
  /** The gateway's event id (for the log; granting is idempotent per transaction whatever the id). */
  eventId: string;
  orderId: string;
  /**
   * What the event says. Adapters whose webhooks are not proof enough on their own (Flutterwave, PayPal's
   * approval) confirm with the gateway's API before answering 'paid'.
   */
  outcome: PaymentCheck;
}

/** A webhook with a missing or wrong signature: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The gateway answered with an error or could not be reached. */
export class GatewayError extends Error {
  // Plain fields, not parameter properties: Node's type stripping (erasableSyntaxOnly) refuses those.
  readonly gateway: OnlineGateway;
  readonly status: number | undefined;

  constructor(message: string, gateway: OnlineGateway, status?: number) {
    super(message);
    this.name = 'GatewayError';
    this.gateway = gateway;
    this.status = status;
  }
}

/** Headers as Fastify gives them (lower-case names). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** An online gateway. */
export interface GatewayAdapter {
  readonly name: OnlineGateway;
  start(checkout: Checkout): Promise<StartedPayment>;
  /**
   * The verify call: how the checkout `orderId` stands. PayPal captures an approved order here (capture is
   * idempotent at PayPal through the PayPal-Request-Id header).
   */
  check(orderId: string): Promise<PaymentCheck>;
  /**
   * The buyer's way back into checkout `orderId`, started earlier: Stripe's client secret again (asked of Stripe,
   * never stored), else the gateway's page saved with the checkout. Null when the gateway no longer takes a payment
   * for it (paid, processing, canceled) or the page is unknown.
   */
  reopen(orderId: string, checkoutUrl: string | null): Promise<StartedPayment | null>;
  /**
   * Checks the signature over the raw body and reads the event; null for events about nothing we sell.
   * Throws WebhookSignatureError when the signature is missing or wrong.
   */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookEvent | null>;
}

/** reopen of the gateways that send the buyer to their own page: that page, saved when the checkout started. */
export async function reopenPage(orderId: string, checkoutUrl: string | null): Promise<StartedPayment | null> {
  return checkoutUrl ? { orderId, redirectUrl: checkoutUrl } : null;
}

/** Keys and endpoints of each gateway (admin settings, else environment variables). */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  currency: string;
  /** The API's base URL (default https://api.stripe.com); tests point it at a local server. */
  apiBase?: string | undefined;
}
export interface PaystackConfig {
  secretKey: string;
  publicKey: string;
  currency: string;
  /** Default https://api.paystack.co. */
  apiBase?: string | undefined;
}
export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  currency: string;
  sandbox: boolean;
  /** Default https://api-m.paypal.com, or https://api-m.sandbox.paypal.com in sandbox mode. */
  apiBase?: string | undefined;
}
export interface FlutterwaveConfig {
  secretKey: string;
  publicKey: string;
  /** The "secret hash" set on the dashboard; Flutterwave sends it back in the `verif-hash` header. */
  secretHash: string;
  currency: string;
  /** Default https://api.flutterwave.com. */
  apiBase?: string | undefined;
}

/** Digits after the point of a currency's minor unit, for the gateways that take integers (Stripe, Paystack). */
// biome-ignore format: a table reads better on two lines
const ZERO_DECIMAL = new Set([
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
]);

/** 99.5 USD → 9950; 1000 JPY → 1000. */
export function toMinorUnits(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(amount) : Math.round(amount * 100);
}

/** 9950 USD → 99.5. */
export function fromMinorUnits(minor: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? minor : minor / 100;
}
