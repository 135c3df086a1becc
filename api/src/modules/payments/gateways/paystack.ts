/**
 * Paystack over its REST API (https://paystack.com/docs/api/transaction/): Initialize Transaction sends the buyer
 * to Paystack's checkout page, Verify Transaction is the verify call, and webhooks carry `x-paystack-signature`,
 * the hex HMAC-SHA512 of the raw body with the secret key. A `charge.success` delivery is still confirmed with
 * Verify Transaction before it counts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  type Checkout,
  fromMinorUnits,
  type GatewayAdapter,
  GatewayError,
  type PaymentCheck,
  type PaystackConfig,
  type StartedPayment,
  toMinorUnits,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookSignatureError,
} from './types.ts';

const DEFAULT_BASE = 'https://api.paystack.co';
const TIMEOUT_MS = 15_000;

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
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${config.secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new GatewayError('Paystack could not be reached', 'paystack');
    }
    const answer = envelope.safeParse(await res.json().catch(() => null));
    if (!res.ok || !answer.success || !answer.data.status)
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
      const header = headers['x-paystack-signature'];
      const given = Buffer.from(String((Array.isArray(header) ? header[0] : header) ?? ''), 'hex');
      const expected = createHmac('sha512', config.secretKey).update(rawBody).digest();
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError();

      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const body = webhookBody.safeParse(json);
      if (!body.success || body.data.event !== 'charge.success') return null;
      const { id, reference } = body.data.data;
      // The delivery is signed, but Verify Transaction is the source of truth for amount and state.
      return { eventId: `charge.success:${id ?? reference}`, orderId: reference, outcome: await check(reference) };
    },
  };
}
