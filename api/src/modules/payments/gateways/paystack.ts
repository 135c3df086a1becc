/**
 * Paystack over its REST API (https://paystack.com/docs/api/transaction/): Initialize Transaction sends the buyer
 * to Paystack's checkout page, Verify Transaction is the verify call, and webhooks carry `x-paystack-signature`,
 * the hex HMAC-SHA512 of the raw body with the secret key. A `charge.success` delivery is still confirmed with
 * Verify Transaction before it counts.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { callGateway, headerOf, jsonOf, sameBytes } from './http.ts';
import {
  type Checkout,
  fromMinorUnits,
  type GatewayAdapter,
  GatewayError,
  type PaymentCheck,
  type PaystackConfig,
  reopenPage,
  type StartedPayment,
  toMinorUnits,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookSignatureError,
} from './types.ts';

const DEFAULT_BASE = 'https://api.paystack.co';

/** Paystack answers every call as `{status, message, data}`; `status` false is a refusal. */
const envelope = z.object({ status: z.boolean(), data: z.unknown() });
const initialized = z.object({ authorization_url: z.url() });
const transaction = z.object({
  id: z.number(),
  status: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  gateway_response: z.string().nullish(),
});
const webhookBody = z.object({
  event: z.string(),
  data: z.object({ id: z.number().optional(), reference: z.string() }),
});

/**
 * Paystack will not start a transaction without an email. A customer without one (phone sign-in) gets a
 * per-customer address under the reserved `.invalid` domain (RFC 2606), so no receipt ever goes astray.
 */
const placeholderEmail = (customerId: number): string => `user-${customerId}@users.invalid`;

/** The Paystack adapter. */
export function paystackGateway(config: PaystackConfig): GatewayAdapter {
  const base = (config.apiBase ?? DEFAULT_BASE).replace(/\/+$/, '');

  /** One API call; the `data` of a successful answer, read with `schema`. */
  async function call<T>(schema: z.ZodType<T>, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await callGateway('paystack', `${base}${path}`, { method, bearer: config.secretKey, json: body });
    const answer = envelope.safeParse(res.body);
    if (res.status < 200 || res.status > 299 || !answer.success || !answer.data.status)
      throw new GatewayError(`Paystack answered ${res.status}`, 'paystack', res.status);
    const data = schema.safeParse(answer.data.data);
    if (!data.success) throw new GatewayError('Paystack answered an unexpected body', 'paystack', res.status);
    return data.data;
  }

  async function check(reference: string): Promise<PaymentCheck> {
    const tx = await call(transaction, 'GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    switch (tx.status) {
      case 'success':
        return {
          state: 'paid',
          gatewayTransactionId: String(tx.id),
          amount: fromMinorUnits(tx.amount, tx.currency),
          currency: tx.currency.toUpperCase(),
        };
      case 'failed':
      case 'reversed':
        return { state: 'failed', reason: tx.gateway_response || tx.status };
      default:
        // 'abandoned' is also how Paystack reports a checkout the buyer has not finished yet (it is the state of
        // every freshly initialized transaction), so it stays pending; our own expiry ends it. The rest
        // (ongoing, pending, processing, queued) are in flight.
        return { state: 'pending' };
    }
  }

  return {
    name: 'paystack',
    reopen: reopenPage,

    async start(checkout: Checkout): Promise<StartedPayment> {
      const currency = checkout.currency.toUpperCase();
      const data = await call(initialized, 'POST', '/transaction/initialize', {
        email: checkout.customer.email ?? placeholderEmail(checkout.customer.id),
        amount: toMinorUnits(checkout.amount, currency),
        currency,
        reference: checkout.reference,
        callback_url: checkout.returnUrl,
        // cancel_action: where Paystack's checkout sends a buyer who closes it.
        metadata: { payment_transaction_id: checkout.transactionId, cancel_action: checkout.cancelUrl },
      });
      return { orderId: checkout.reference, redirectUrl: data.authorization_url };
    },

    check,

    async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookEvent | null> {
      const given = Buffer.from(headerOf(headers, 'x-paystack-signature'), 'hex');
      const expected = createHmac('sha512', config.secretKey).update(rawBody).digest();
      if (!sameBytes(given, expected)) throw new WebhookSignatureError();
      const body = webhookBody.safeParse(jsonOf(rawBody));
      if (!body.success || body.data.event !== 'charge.success') return null;
      const { id, reference } = body.data.data;
      // The delivery is signed, but Verify Transaction is the source of truth for amount and state.
      return { eventId: `charge.success:${id ?? reference}`, orderId: reference, outcome: await check(reference) };
    },
  };
}
