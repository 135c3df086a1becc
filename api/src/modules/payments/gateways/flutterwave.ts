/**
 * Flutterwave v3 over its REST API: Standard (POST /v3/payments) gives the hosted payment link, Verify by
 * reference is the verify call, and webhooks carry the dashboard's secret hash in `verif-hash`. That hash is a
 * shared password, not a signature over the body, so a `charge.completed` delivery is only a hint: the answer
 * always comes from the verify call.
 */
import { z } from 'zod';
import { callGateway, headerOf, jsonOf, sameBytes } from './http.ts';
import {
  type Checkout,
  type FlutterwaveConfig,
  type GatewayAdapter,
  GatewayError,
  type PaymentCheck,
  reopenPage,
  type StartedPayment,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookSignatureError,
} from './types.ts';

const DEFAULT_BASE = 'https://api.flutterwave.com';

/** Flutterwave answers `{status: 'success' | 'error', message, data}`. */
const envelope = z.object({ status: z.string(), message: z.string().optional(), data: z.unknown() });
const hostedLink = z.object({ link: z.url() });
const transaction = z.object({
  id: z.number(),
  tx_ref: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  processor_response: z.string().nullish(),
});
const webhookBody = z.object({ event: z.string(), data: z.object({ id: z.number().optional(), tx_ref: z.string() }) });

/** Flutterwave needs an email; a customer without one gets a per-customer address under `.invalid` (RFC 2606). */
const placeholderEmail = (customerId: number): string => `user-${customerId}@users.invalid`;

/** The Flutterwave adapter. */
export function flutterwaveGateway(config: FlutterwaveConfig): GatewayAdapter {
  const base = (config.apiBase ?? DEFAULT_BASE).replace(/\/+$/, '');

  /** One API call: the HTTP status and the envelope (null when the answer is not one). */
  async function request(method: 'GET' | 'POST', path: string, body?: unknown) {
    const res = await callGateway('flutterwave', `${base}${path}`, { method, bearer: config.secretKey, json: body });
    return { status: res.status, answer: envelope.safeParse(res.body).data ?? null };
  }

  /** The `data` of a successful answer, read with `schema`; anything else is a GatewayError. */
  function read<T>(schema: z.ZodType<T>, { status, answer }: Awaited<ReturnType<typeof request>>): T {
    if (status < 200 || status > 299 || answer?.status !== 'success')
      throw new GatewayError(`Flutterwave answered ${status}`, 'flutterwave', status);
    const data = schema.safeParse(answer.data);
    if (!data.success) throw new GatewayError('Flutterwave answered an unexpected body', 'flutterwave', status);
    return data.data;
  }

  async function check(reference: string): Promise<PaymentCheck> {
    const answer = await request('GET', `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`);
    // Flutterwave knows no transaction for a reference until the buyer tries to pay on the hosted page.
    if (answer.status === 404 || /no transaction was found/i.test(answer.answer?.message ?? ''))
      return { state: 'pending' };
    const tx = read(transaction, answer);
    if (tx.tx_ref !== reference) throw new GatewayError('Flutterwave answered another transaction', 'flutterwave');
    switch (tx.status) {
      case 'successful':
        return { state: 'paid', gatewayTransactionId: String(tx.id), amount: tx.amount, currency: tx.currency };
      case 'failed':
        return { state: 'failed', reason: tx.processor_response || 'failed' };
      case 'cancelled':
        return { state: 'canceled' };
      default:
        return { state: 'pending' };
    }
  }

  return {
    name: 'flutterwave',
    reopen: reopenPage,

    async start(checkout: Checkout): Promise<StartedPayment> {
      const data = read(
        hostedLink,
        await request('POST', '/v3/payments', {
          tx_ref: checkout.reference,
          amount: checkout.amount,
          currency: checkout.currency.toUpperCase(),
          // Flutterwave sends the buyer here whatever happened (status=successful|cancelled in the query);
          // the verify call decides, so the cancel URL has no separate place.
          redirect_url: checkout.returnUrl,
          customer: {
            email: checkout.customer.email ?? placeholderEmail(checkout.customer.id),
            name: checkout.customer.name,
          },
          customizations: { title: checkout.packageName },
          meta: { payment_transaction_id: checkout.transactionId },
        }),
      );
      return { orderId: checkout.reference, redirectUrl: data.link };
    },

    check,

    async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookEvent | null> {
      const given = Buffer.from(headerOf(headers, 'verif-hash'));
      if (!config.secretHash || !sameBytes(given, Buffer.from(config.secretHash))) throw new WebhookSignatureError();
      const body = webhookBody.safeParse(jsonOf(rawBody));
      if (!body.success || body.data.event !== 'charge.completed') return null;
      const { id, tx_ref } = body.data.data;
      // Never the body's status: anyone holding the hash could have written it.
      return { eventId: `charge.completed:${id ?? tx_ref}`, orderId: tx_ref, outcome: await check(tx_ref) };
    },
  };
}
