// A local Stripe: the PaymentIntents subset the adapter and Stripe.js use (create with Idempotency-Key, retrieve,
// confirm with a test card, cancel), Stripe's auth (secret key server-side; publishable key plus client secret
// from a browser, CORS included), its error shape `{error: {type, code, message}}`, and webhooks signed with the
// SDK's own test header (the same scheme Stripe uses: t=…,v1=HMAC-SHA256).
import Stripe from 'stripe';
import {
  type Answer,
  basic,
  bearer,
  type Delivery,
  deliver,
  json,
  newId,
  type Running,
  type Seen,
  serve,
} from './kit.ts';

/** A PaymentIntent as the server keeps and answers it. */
export interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  latest_charge: string | null;
  payment_method: string | null;
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
  canceled_at: number | null;
  created: number;
  livemode: false;
}

/** Keys and webhook endpoint of a local Stripe. */
export interface StripeServerOptions {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Where events are delivered after a confirm, pay() or decline() (none when unset). */
  webhookUrl?: string;
  port?: number;
}

/** A running local Stripe and its test controls. */
export interface StripeServer extends Running {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  webhookUrl: string | undefined;
  readonly intents: Map<string, Intent>;
  /** Every event delivery made to webhookUrl, in order. */
  readonly deliveries: { type: string; intent: string; status: number }[];
  /** The buyer pays with a good card (as a confirm with pm_card_visa); the webhook is delivered before this resolves. */
  pay(id: string): Promise<Intent>;
  /** The buyer's card is declined (as pm_card_chargeDeclined); payment_intent.payment_failed is delivered. */
  decline(id: string, message?: string): Promise<Intent>;
  /** The merchant cancels the intent; payment_intent.canceled is delivered. */
  cancel(id: string): Promise<Intent>;
  /**
   * A signed delivery of event `type` about intent `id` (or any object); `secret` signs it (default: the real one)
   * at `timestamp` (seconds; default now).
   */
  webhook(
    type: string,
    about: string | Record<string, unknown>,
    options?: { secret?: string; timestamp?: number },
  ): Delivery;
}

const DECLINED = 'Your card was declined.';
/** Test cards (https://docs.stripe.com/testing): the ones that decline, by payment method or number. */
const DECLINING = new Set(['pm_card_chargeDeclined', 'pm_card_visa_chargeDeclined', '4000000000000002']);
const GOOD = new Set(['pm_card_visa', 'pm_card_mastercard', '4242424242424242', '5555555555554444']);

/** Stripe's form encoding (`metadata[a]=1`) as nested objects. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        if (!node[part] || typeof node[part] !== 'object') node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

const field = (o: Record<string, unknown>, ...path: string[]): string | undefined => {
  let v: unknown = o;
  for (const p of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[p] : undefined;
  return typeof v === 'string' ? v : undefined;
};

const stripeError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): Answer =>
  json(status, { error: { type, message, ...extra } });
const missing = (id: string) =>
  stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, {
    code: 'resource_missing',
    param: 'intent',
  });

/** Starts a local Stripe. */
export async function startStripeServer(options: StripeServerOptions = {}): Promise<StripeServer> {
  const secretKey = options.secretKey ?? `sk_test_${newId('local', 24)}`;
  const publishableKey = options.publishableKey ?? `pk_test_${newId('local', 24)}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${newId('local', 32)}`;
  const intents = new Map<string, Intent>();
  const idempotent = new Map<string, { body: string; answer: Answer }>();
  const deliveries: StripeServer['deliveries'] = [];
  // Only for its webhook helpers: this SDK instance never makes a request.
  const sdk = new Stripe(secretKey);

  /** The key a request carries: Bearer or Basic (the SDK, curl) or a `key` field (Stripe.js). */
  function keyOf(req: Seen, form: Record<string, unknown>): string {
    return bearer(req) || basic(req)?.user || field(form, 'key') || req.query.get('key') || '';
  }

  /** null when the key may make this call; else Stripe's refusal. */
  function refuse(key: string, publishableAllowed: boolean): Answer | null {
    if (!key)
      return stripeError(
        401,
        'invalid_request_error',
        'You did not provide an API key. You need to provide your API key in the Authorization header.',
      );
    if (key === secretKey) return null;
    if (key === publishableKey)
      return publishableAllowed
        ? null
        : stripeError(
            401,
            'invalid_request_error',
            'This API call cannot be made with a publishable API key. Please use a secret API key.',
          );
    return stripeError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
    );
  }

  function eventOf(type: string, about: string | Record<string, unknown>): string {
    const object = typeof about === 'string' ? intents.get(about) : about;
    return JSON.stringify(
      {
        id: newId('evt_'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
  }

  function webhook(
    type: string,
    about: string | Record<string, unknown>,
    opts: { secret?: string; timestamp?: number } = {},
  ): Delivery {
    const payload = eventOf(type, about);
    const header = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? webhookSecret,
      ...(opts.timestamp === undefined ? {} : { timestamp: opts.timestamp }),
    });
    return {
      rawBody: Buffer.from(payload),
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    };
  }

  async function notify(type: string, pi: Intent): Promise<void> {
    if (!server.webhookUrl) return;
    const { status } = await deliver(server.webhookUrl, webhook(type, pi.id)).catch(() => ({ status: 0 }));
    deliveries.push({ type, intent: pi.id, status });
  }

  /** Confirms with a test card; answers like Stripe (402 card_error on a decline) and the event to deliver. */
  function confirm(pi: Intent, card: string, message = DECLINED): { answer: Answer; event: string } | Answer {
    if (pi.status !== 'requires_payment_method')
      return stripeError(
        400,
        'invalid_request_error',
        `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`,
        { code: 'payment_intent_unexpected_state' },
      );
    if (DECLINING.has(card)) {
      const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message };
      Object.assign(pi, { last_payment_error: error, payment_method: null });
      return {
        answer: stripeError(402, 'card_error', message, { ...error, payment_intent: pi }),
        event: 'payment_intent.payment_failed',
      };
    }
    if (!GOOD.has(card))
      return stripeError(400, 'invalid_request_error', 'Unknown test card or payment method.', {
        code: 'resource_missing',
        param: 'payment_method',
      });
    Object.assign(pi, {
      status: 'succeeded',
      amount_received: pi.amount,
      latest_charge: newId('ch_'),
      payment_method: newId('pm_'),
      last_payment_error: null,
    });
    return { answer: json(200, pi), event: 'payment_intent.succeeded' };
  }

  function create(form: Record<string, unknown>): Answer {
    const amount = Number(field(form, 'amount'));
    const currency = field(form, 'currency') ?? '';
    if (!field(form, 'amount'))
      return stripeError(400, 'invalid_request_error', 'Missing required param: amount.', {
        code: 'parameter_missing',
        param: 'amount',
      });
    if (!Number.isInteger(amount) || amount < 1)
      return stripeError(400, 'invalid_request_error', 'This value must be greater than or equal to 1.', {
        code: 'parameter_invalid_integer',
        param: 'amount',
      });
    if (!/^[a-z]{3}$/.test(currency))
      return stripeError(400, 'invalid_request_error', `Invalid currency: ${currency}.`, {
        code: 'parameter_invalid_string',
        param: 'currency',
      });
    const id = newId('pi_');
    const metadata = (form.metadata ?? {}) as Record<string, string>;
    const pi: Intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${newId('', 24)}`,
      description: field(form, 'description') ?? null,
      metadata,
      automatic_payment_methods:
        field(form, 'automatic_payment_methods', 'enabled') === 'true' ? { enabled: true } : null,
      latest_charge: null,
      payment_method: null,
      last_payment_error: null,
      canceled_at: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, pi);
    return json(200, pi);
  }

  async function handle(req: Seen): Promise<Answer> {
    const form = req.method === 'POST' ? parseForm(req.body) : Object.fromEntries(req.query);
    const key = keyOf(req, form);
    const m = /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(confirm|cancel))?$/.exec(req.path);
    if (!m) return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path}).`);
    const [, id, action] = m;
    // A browser may read or confirm an intent with the publishable key and that intent's client secret.
    const byBrowser = key === publishableKey;
    const refused = refuse(key, Boolean(id) && (req.method === 'GET' || action === 'confirm'));
    if (refused) return refused;
    const pi = id ? intents.get(id) : undefined;
    if (id && !pi) return missing(id);
    if (pi && byBrowser && field(form, 'client_secret') !== pi.client_secret)
      return stripeError(
        400,
        'invalid_request_error',
        'The client_secret provided does not match this PaymentIntent.',
        {
          code: 'payment_intent_invalid_parameter',
          param: 'client_secret',
        },
      );

    if (req.method === 'POST' && !id) {
      const idemKey = req.headers['idempotency-key'];
      const k = typeof idemKey === 'string' ? idemKey : undefined;
      const earlier = k ? idempotent.get(k) : undefined;
      if (earlier && earlier.body !== req.body)
        return stripeError(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      if (earlier) return { ...earlier.answer, headers: { 'idempotent-replayed': 'true' } };
      const answer = create(form);
      if (k) idempotent.set(k, { body: req.body, answer });
      return answer;
    }
    if (!pi) return stripeError(405, 'invalid_request_error', 'Unsupported method.');
    if (req.method === 'GET' && !action) return json(200, pi);
    if (req.method === 'POST' && action === 'confirm') {
      const card =
        field(form, 'payment_method') ?? field(form, 'payment_method_data', 'card', 'number')?.replace(/\s/g, '') ?? '';
      const result = confirm(pi, card);
      if (!('event' in result)) return result;
      // Stripe answers first and delivers the event on its own.
      void notify(result.event, pi);
      return result.answer;
    }
    if (req.method === 'POST' && action === 'cancel') {
      if (pi.status === 'succeeded')
        return stripeError(
          400,
          'invalid_request_error',
          'You cannot cancel this PaymentIntent because it has a status of succeeded.',
          {
            code: 'payment_intent_unexpected_state',
          },
        );
      Object.assign(pi, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
      void notify('payment_intent.canceled', pi);
      return json(200, pi);
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path}).`);
  }

  const running = await serve(handle, { port: options.port, cors: true });

  /** The intent or a thrown error (controls are called by tests with ids they made). */
  const intent = (id: string): Intent => {
    const pi = intents.get(id);
    if (!pi) throw new Error(`local Stripe: no intent ${id}`);
    return pi;
  };
  async function settle(id: string, card: string, message?: string): Promise<Intent> {
    const pi = intent(id);
    const result = confirm(pi, card, message);
    if (!('event' in result)) throw new Error(`local Stripe: cannot confirm ${id} (${pi.status})`);
    await notify(result.event, pi);
    return pi;
  }

  const server: StripeServer = Object.assign(running, {
    secretKey,
    publishableKey,
    webhookSecret,
    webhookUrl: options.webhookUrl,
    intents,
    deliveries,
    pay: (id: string) => settle(id, 'pm_card_visa'),
    decline: (id: string, message?: string) => settle(id, 'pm_card_chargeDeclined', message),
    cancel: async (id: string) => {
      const pi = intent(id);
      Object.assign(pi, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
      await notify('payment_intent.canceled', pi);
      return pi;
    },
    webhook,
  });
  return server;
}
