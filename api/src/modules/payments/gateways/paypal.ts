/**
 * PayPal over its REST API: an OAuth 2.0 client-credentials token (cached), Orders v2 (create an order, send the
 * buyer to PayPal to approve it, capture it on the verify call), and webhooks checked by PayPal's own
 * verify-webhook-signature call. Every write carries a PayPal-Request-Id, so a retried create or capture is
 * answered with the first result instead of running twice.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { callGateway, type GatewayRequest } from './http.ts';
import {
  type Checkout,
  type GatewayAdapter,
  GatewayError,
  type PaymentCheck,
  type PaypalConfig,
  reopenPage,
  type StartedPayment,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookSignatureError,
} from './types.ts';

const LIVE_BASE = 'https://api-m.paypal.com';
const SANDBOX_BASE = 'https://api-m.sandbox.paypal.com';
/** A token is renewed this long before PayPal's `expires_in` runs out. */
const TOKEN_MARGIN_S = 60;
/** PayPal refuses decimals for these (https://developer.paypal.com/reference/currency-codes/). */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);
/** The webhook headers PayPal signs with, in the order of the verify call's fields. */
const TRANSMISSION = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() });
const money = z.object({ currency_code: z.string(), value: z.string() });
const capture = z.object({
  id: z.string(),
  status: z.string(),
  amount: money.optional(),
  status_details: z.object({ reason: z.string() }).optional(),
});
type Capture = z.infer<typeof capture>;
const order = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
  purchase_units: z
    .array(z.object({ payments: z.object({ captures: z.array(capture).default([]) }).optional() }))
    .default([]),
});
type Order = z.infer<typeof order>;
const errorAnswer = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});
const verification = z.object({ verification_status: z.string() });
const webhookBody = z.object({ id: z.string(), event_type: z.string(), resource: z.unknown() });
const capturedResource = capture.extend({
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string() }) }),
});

/**
 * Access tokens by account (a hash of base URL and credentials, never the secret itself), shared by every adapter
 * made for that account: the payments service may build an adapter per request.
 */
const tokens = new Map<string, { value: Promise<string>; expiresAt: number }>();

/** 19.99 → '19.99', 12 → '12.00', and 1000 JPY → '1000': PayPal's amount strings. */
function amountValue(amount: number, currency: string): string {
  return ZERO_DECIMAL.has(currency) ? String(Math.round(amount)) : amount.toFixed(2);
}

/** What a capture says about the payment. */
function captured(c: Capture | undefined): PaymentCheck {
  if (!c) return { state: 'pending' };
  if (c.status === 'COMPLETED' && c.amount)
    return {
      state: 'paid',
      gatewayTransactionId: c.id,
      amount: Number(c.amount.value),
      currency: c.amount.currency_code,
    };
  if (c.status === 'PENDING') return { state: 'pending' };
  return { state: 'failed', reason: c.status_details?.reason ?? `PayPal capture ${c.status.toLowerCase()}` };
}

/** What an order's state says about the payment (an APPROVED order is captured before this is asked). */
function outcomeOf(o: Order): PaymentCheck {
  if (o.status === 'COMPLETED') return captured(o.purchase_units[0]?.payments?.captures[0]);
  if (o.status === 'VOIDED') return { state: 'canceled' };
  return { state: 'pending' };
}

/** The PayPal adapter; `sandbox` picks PayPal's sandbox unless `apiBase` says otherwise. */
export function paypalGateway(config: PaypalConfig): GatewayAdapter {
  const base = (config.apiBase ?? (config.sandbox ? SANDBOX_BASE : LIVE_BASE)).replace(/\/+$/, '');
  const account = createHash('sha256').update(`${base}\n${config.clientId}\n${config.clientSecret}`).digest('hex');

  /** One call to PayPal (an unreachable PayPal is a GatewayError). */
  const send = (path: string, init: GatewayRequest) => callGateway('paypal', `${base}${path}`, init);

  function failure(answer: { status: number; body: unknown }): GatewayError {
    const name = errorAnswer.safeParse(answer.body).data?.name;
    return new GatewayError(`PayPal answered ${answer.status}${name ? ` (${name})` : ''}`, 'paypal', answer.status);
  }

  function read<T>(schema: z.ZodType<T>, answer: { status: number; body: unknown }): T {
    if (answer.status < 200 || answer.status > 299) throw failure(answer);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new GatewayError('PayPal answered an unexpected body', 'paypal', answer.status);
    return parsed.data;
  }

  function accessToken(): Promise<string> {
    const cached = tokens.get(account);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    // The pending grant is cached too, so simultaneous calls share one token request.
    const entry = { value: Promise.resolve(''), expiresAt: Number.POSITIVE_INFINITY };
    entry.value = send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    }).then((answer) => {
      const grant = read(tokenAnswer, answer);
      entry.expiresAt = Date.now() + Math.max(0, grant.expires_in - TOKEN_MARGIN_S) * 1000;
      return grant.access_token;
    });
    entry.value.catch(() => {
      if (tokens.get(account) === entry) tokens.delete(account);
    });
    tokens.set(account, entry);
    return entry.value;
  }

  /** One authenticated call; a token PayPal no longer honours (401) is dropped and the call made once more. */
  async function api(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: string; requestId?: string } = {},
  ): Promise<{ status: number; body: unknown }> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await accessToken();
      const answer = await send(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Prefer: 'return=representation',
          ...(options.requestId ? { 'PayPal-Request-Id': options.requestId } : {}),
        },
        body: options.body,
      });
      if (answer.status !== 401 || attempt > 0) return answer;
      if ((await tokens.get(account)?.value.catch(() => '')) === token) tokens.delete(account);
    }
  }

  const getOrder = async (orderId: string) =>
    read(order, await api('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`));

  /** Captures an approved order; the fixed request id makes a repeated capture return the first one. */
  async function captureOrder(orderId: string): Promise<PaymentCheck> {
    const answer = await api('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      requestId: `capture-${orderId}`,
    });
    const issue = errorAnswer.safeParse(answer.body).data?.details?.[0]?.issue;
    // Captured meanwhile by another request (or after the request id's replay window): read the capture.
    if (answer.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') return outcomeOf(await getOrder(orderId));
    if (answer.status === 422 && issue === 'INSTRUMENT_DECLINED')
      return { state: 'failed', reason: 'The payment method was declined' };
    return outcomeOf(read(order, answer));
  }

  async function check(orderId: string): Promise<PaymentCheck> {
    const current = await getOrder(orderId);
    return current.status === 'APPROVED' ? captureOrder(orderId) : outcomeOf(current);
  }

  /** Asks PayPal whether it sent this delivery; the raw body is passed on byte for byte (re-serialized JSON can fail). */
  async function verify(raw: string, headers: WebhookHeaders): Promise<void> {
    const fields: Record<string, string> = {};
    for (const [field, name] of Object.entries(TRANSMISSION)) {
      const value = headers[name];
      const text = Array.isArray(value) ? value[0] : value;
      if (!text) throw new WebhookSignatureError(`Missing ${name} header`);
      fields[field] = text;
    }
    fields.webhook_id = config.webhookId;
    const answer = await api('POST', '/v1/notifications/verify-webhook-signature', {
      body: `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${raw}}`,
    });
    // PayPal refuses malformed transmission fields outright: those deliveries are not PayPal's either.
    if (answer.status === 400 || answer.status === 422) throw new WebhookSignatureError();
    if (read(verification, answer).verification_status !== 'SUCCESS') throw new WebhookSignatureError();
  }

  return {
    name: 'paypal',
    reopen: reopenPage,

    async start(checkout: Checkout): Promise<StartedPayment> {
      const currency = checkout.currency.toUpperCase();
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: String(checkout.transactionId),
            custom_id: checkout.reference,
            description: checkout.packageName.slice(0, 127),
            amount: { currency_code: currency, value: amountValue(checkout.amount, currency) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: checkout.returnUrl,
              cancel_url: checkout.cancelUrl,
              user_action: 'PAY_NOW',
              // A package is not shipped.
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      };
      const created = read(
        order,
        await api('POST', '/v2/checkout/orders', { body: JSON.stringify(body), requestId: checkout.reference }),
      );
      const link =
        created.links.find((l) => l.rel === 'payer-action') ?? created.links.find((l) => l.rel === 'approve');
      if (!link) throw new GatewayError('PayPal answered without an approval link', 'paypal');
      return { orderId: created.id, redirectUrl: link.href };
    },

    check,

    async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookEvent | null> {
      const raw = rawBody.toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new WebhookSignatureError('Webhook body is not JSON');
      }
      await verify(raw, headers);
      const event = webhookBody.safeParse(json);
      if (!event.success) return null;
      const { id: eventId, event_type: type, resource } = event.data;

      if (type === 'CHECKOUT.ORDER.APPROVED') {
        const approved = z.object({ id: z.string() }).safeParse(resource);
        // Approval is not payment: capture it (check does) and answer what the capture says.
        return approved.success ? { eventId, orderId: approved.data.id, outcome: await check(approved.data.id) } : null;
      }
      if (type === 'PAYMENT.CAPTURE.COMPLETED' || type === 'PAYMENT.CAPTURE.DENIED') {
        const c = capturedResource.safeParse(resource);
        if (!c.success) return null;
        const orderId = c.data.supplementary_data.related_ids.order_id;
        const outcome: PaymentCheck =
          type === 'PAYMENT.CAPTURE.COMPLETED'
            ? captured(c.data)
            : { state: 'failed', reason: c.data.status_details?.reason ?? 'PayPal capture denied' };
        return { eventId, orderId, outcome };
      }
      return null;
    },
  };
}
