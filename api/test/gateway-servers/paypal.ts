// A local PayPal: the OAuth 2.0 client-credentials grant, Orders v2 (create, show, capture) with PayPal-Request-Id
// idempotency and PayPal's error shape `{name, message, details: [{issue}], debug_id}`, a bare approval page, and
// webhooks whose verify-webhook-signature call answers SUCCESS only for deliveries this server made itself
// (same transmission headers, same webhook id, same event).
import { randomUUID } from 'node:crypto';
import {
  type Answer,
  basic,
  bearer,
  type Delivery,
  deliver,
  json,
  jsonBody,
  newId,
  type Running,
  type Seen,
  serve,
} from './kit.ts';

/** A capture, as PayPal shows it. */
export interface PaypalCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PENDING';
  amount: { currency_code: string; value: string };
  final_capture: boolean;
  create_time: string;
}

/** An order as the server keeps it. */
export interface PaypalOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: {
    reference_id: string;
    custom_id?: string;
    description?: string;
    amount: { currency_code: string; value: string };
    payments?: { captures: PaypalCapture[] };
  }[];
  experience: { return_url?: string; cancel_url?: string };
  /** Test switch: the buyer's funding source declines at capture. */
  declines: boolean;
  create_time: string;
}

/** Credentials and webhook endpoint of a local PayPal. */
export interface PaypalServerOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** Seconds an access token lasts (PayPal: about 9 hours). */
  tokenTtl?: number;
  /** Where CHECKOUT.ORDER.APPROVED is delivered after approve() (none when unset). */
  webhookUrl?: string;
  port?: number;
}

/** A running local PayPal and its test controls. */
export interface PaypalServer extends Running {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookId: string;
  webhookUrl: string | undefined;
  readonly orders: Map<string, PaypalOrder>;
  readonly deliveries: { event: string; orderId: string; status: number }[];
  /** Captures the server made for an order (a replayed capture request makes none). */
  captures(orderId: string): PaypalCapture[];
  /** The buyer approves (declining at capture when told); CHECKOUT.ORDER.APPROVED is delivered when webhookUrl is set. */
  approve(orderId: string, options?: { declines?: boolean }): Promise<PaypalOrder>;
  /** The order is voided. */
  voidOrder(orderId: string): PaypalOrder;
  /** Someone else captures the order (the dashboard, another process) with a request id of their own. */
  captureElsewhere(orderId: string): PaypalCapture;
  /** Every token issued so far stops working (as after a revocation). */
  expireTokens(): void;
  /** A delivery of `eventType` about `orderId`, recorded so that verification recognises it. */
  webhook(eventType: string, orderId: string): Delivery;
}

const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

const paypalError = (status: number, name: string, message: string, issue?: string): Answer =>
  json(status, {
    name,
    message,
    debug_id: newId('', 13),
    ...(issue ? { details: [{ issue, description: issue.replace(/_/g, ' ').toLowerCase() }] } : {}),
    links: [
      { href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue ?? name}`, rel: 'information_link' },
    ],
  });

/** Starts a local PayPal. */
export async function startPaypalServer(options: PaypalServerOptions = {}): Promise<PaypalServer> {
  const clientId = options.clientId ?? newId('AZ-client-', 40);
  const clientSecret = options.clientSecret ?? newId('EL-secret-', 40);
  const webhookId = options.webhookId ?? newId('WH-ID-', 17);
  const tokenTtl = options.tokenTtl ?? 32_400;
  const tokens = new Map<string, number>();
  const orders = new Map<string, PaypalOrder>();
  const replays = new Map<string, Answer>();
  /** Deliveries made, by transmission id: their headers, webhook id and event text. */
  const transmissions = new Map<string, { headers: Record<string, string>; webhookId: string; event: string }>();
  const deliveries: PaypalServer['deliveries'] = [];

  const find = (orderId: string): PaypalOrder => {
    const o = orders.get(orderId);
    if (!o) throw new Error(`local PayPal: no order ${orderId}`);
    return o;
  };
  const capturesOf = (o: PaypalOrder): PaypalCapture[] => o.purchase_units[0]?.payments?.captures ?? [];

  function shown(o: PaypalOrder) {
    const { experience: _e, declines: _d, ...rest } = o;
    const approveLink =
      o.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${running.url}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }]
        : o.status === 'CREATED'
          ? [{ href: `${running.url}/checkoutnow?token=${o.id}`, rel: 'approve', method: 'GET' }]
          : [];
    return {
      ...rest,
      links: [
        { href: `${running.url}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
        ...approveLink,
        ...(o.status === 'APPROVED'
          ? [{ href: `${running.url}/v2/checkout/orders/${o.id}/capture`, rel: 'capture', method: 'POST' }]
          : []),
      ],
    };
  }

  function makeCapture(o: PaypalOrder, status: PaypalCapture['status'] = 'COMPLETED'): PaypalCapture {
    const unit = o.purchase_units[0];
    if (!unit) throw new Error('local PayPal: order without a purchase unit');
    const c: PaypalCapture = {
      id: newId('CAP', 17).toUpperCase(),
      status,
      amount: unit.amount,
      final_capture: true,
      create_time: new Date().toISOString(),
    };
    unit.payments = { captures: [...(unit.payments?.captures ?? []), c] };
    o.status = 'COMPLETED';
    return c;
  }

  function webhook(eventType: string, orderId: string): Delivery {
    const o = find(orderId);
    const capture = capturesOf(o)[0];
    const resource = eventType.startsWith('PAYMENT.CAPTURE.')
      ? {
          ...(capture ?? {
            id: newId('CAP', 17).toUpperCase(),
            amount: o.purchase_units[0]?.amount,
            final_capture: true,
            create_time: new Date().toISOString(),
          }),
          status: eventType === 'PAYMENT.CAPTURE.DENIED' ? 'DECLINED' : (capture?.status ?? 'COMPLETED'),
          custom_id: o.purchase_units[0]?.custom_id,
          supplementary_data: { related_ids: { order_id: o.id } },
        }
      : shown(o);
    const event = JSON.stringify({
      id: newId('WH-', 30).toUpperCase(),
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: eventType.startsWith('PAYMENT.CAPTURE.') ? 'capture' : 'checkout-order',
      resource_version: '2.0',
      event_type: eventType,
      summary: `Event ${eventType}`,
      resource,
    });
    const transmissionId = randomUUID();
    const headers = {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${running.url}/v1/notifications/certs/CERT-${newId('', 24)}`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': Buffer.from(newId('sig', 64)).toString('base64'),
      'paypal-transmission-time': new Date().toISOString(),
    };
    transmissions.set(transmissionId, { headers, webhookId, event });
    return { rawBody: Buffer.from(event), headers };
  }

  function oauth(req: Seen): Answer {
    const auth = basic(req);
    if (!auth || auth.user !== clientId || auth.password !== clientSecret)
      return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (new URLSearchParams(req.body).get('grant_type') !== 'client_credentials')
      return json(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const token = `A21AA${newId('', 60)}`;
    tokens.set(token, Date.now() + tokenTtl * 1000);
    return json(200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: tokenTtl,
      nonce: `${new Date().toISOString()}${newId('', 20)}`,
    });
  }

  function createOrder(req: Seen): Answer {
    const body = jsonBody(req);
    const units = Array.isArray(body?.purchase_units) ? (body?.purchase_units as Record<string, unknown>[]) : [];
    const unit = units[0];
    const amount = (unit?.amount ?? {}) as { currency_code?: unknown; value?: unknown };
    if (!body || !unit || typeof amount.currency_code !== 'string' || typeof amount.value !== 'string')
      return paypalError(
        400,
        'INVALID_REQUEST',
        'Request is not well-formed, syntactically incorrect, or violates schema.',
        'MISSING_REQUIRED_PARAMETER',
      );
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE')
      return paypalError(
        400,
        'INVALID_REQUEST',
        'Request is not well-formed, syntactically incorrect, or violates schema.',
        'INVALID_PARAMETER_VALUE',
      );
    const precision = ZERO_DECIMAL.has(amount.currency_code) ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
    if (!precision.test(amount.value))
      return paypalError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'DECIMAL_PRECISION');
    const experience = ((
      body.payment_source as { paypal?: { experience_context?: Record<string, string> } } | undefined
    )?.paypal?.experience_context ?? {}) as PaypalOrder['experience'];
    const o: PaypalOrder = {
      id: newId('', 17).toUpperCase(),
      intent: body.intent,
      status: experience.return_url ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      purchase_units: [
        {
          reference_id: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
          ...(typeof unit.custom_id === 'string' ? { custom_id: unit.custom_id } : {}),
          ...(typeof unit.description === 'string' ? { description: unit.description } : {}),
          amount: { currency_code: amount.currency_code, value: amount.value },
        },
      ],
      experience,
      declines: false,
      create_time: new Date().toISOString(),
    };
    orders.set(o.id, o);
    return json(201, shown(o));
  }

  function capture(o: PaypalOrder): Answer {
    if (o.status === 'COMPLETED')
      return paypalError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'ORDER_ALREADY_CAPTURED');
    if (o.status !== 'APPROVED') return paypalError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'ORDER_NOT_APPROVED');
    if (o.declines) return paypalError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'INSTRUMENT_DECLINED');
    makeCapture(o);
    return json(201, shown(o));
  }

  function verifySignature(req: Seen): Answer {
    const body = jsonBody(req);
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
    if (!body || fields.some((f) => typeof body[f] !== 'string') || !body.webhook_event)
      return paypalError(400, 'VALIDATION_ERROR', 'Invalid request - see details', 'MISSING_REQUIRED_PARAMETER');
    const sent = transmissions.get(String(body.transmission_id));
    const good =
      sent !== undefined &&
      sent.webhookId === body.webhook_id &&
      sent.headers['paypal-auth-algo'] === body.auth_algo &&
      sent.headers['paypal-cert-url'] === body.cert_url &&
      sent.headers['paypal-transmission-sig'] === body.transmission_sig &&
      sent.headers['paypal-transmission-time'] === body.transmission_time &&
      JSON.stringify(body.webhook_event) === JSON.stringify(JSON.parse(sent.event));
    return json(200, { verification_status: good ? 'SUCCESS' : 'FAILURE' });
  }

  /** The approval page: the buyer approves or cancels and is sent back as PayPal sends them. */
  async function checkoutPage(req: Seen): Promise<Answer> {
    const o = orders.get(req.query.get('token') ?? '');
    if (!o) return { status: 404, body: 'Not found', headers: { 'content-type': 'text/plain' } };
    if (req.method === 'GET') {
      const unit = o.purchase_units[0];
      const html = `<!doctype html><html><head><title>PayPal</title></head><body>
<h1>${unit?.description ?? 'Order'}: ${unit?.amount.currency_code} ${unit?.amount.value}</h1>
<form method="post" action="/checkoutnow/approve?token=${o.id}"><button>Pay Now</button></form>
<form method="post" action="/checkoutnow/cancel?token=${o.id}"><button>Cancel</button></form></body></html>`;
      return { status: 200, body: html, headers: { 'content-type': 'text/html' } };
    }
    const approving = req.path.endsWith('/approve');
    if (approving) await approve(o.id);
    const back = new URL(String((approving ? o.experience.return_url : o.experience.cancel_url) ?? running.url));
    back.searchParams.set('token', o.id);
    if (approving) back.searchParams.set('PayerID', 'LOCALPAYER01');
    return { status: 302, body: '', headers: { location: back.toString(), 'content-type': 'text/plain' } };
  }

  async function handle(req: Seen): Promise<Answer> {
    if (req.path.startsWith('/checkoutnow')) return checkoutPage(req);
    if (req.method === 'POST' && req.path === '/v1/oauth2/token') return oauth(req);
    const token = bearer(req);
    if (!token || (tokens.get(token) ?? 0) < Date.now())
      return json(401, {
        name: 'AUTHENTICATION_FAILURE',
        message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        links: [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }],
      });
    if (req.method === 'POST' && req.path === '/v1/notifications/verify-webhook-signature') return verifySignature(req);

    const m = /^\/v2\/checkout\/orders(?:\/([^/]+))?(?:\/(capture))?$/.exec(req.path);
    if (!m) return paypalError(404, 'NOT_FOUND', 'The specified resource does not exist.');
    const [, id, action] = m;
    const requestId = req.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `${req.path} ${requestId}` : undefined;
    const earlier = replayKey ? replays.get(replayKey) : undefined;
    if (req.method === 'POST' && earlier) return earlier;

    let answer: Answer;
    if (req.method === 'POST' && !id) answer = createOrder(req);
    else {
      const o = id ? orders.get(id) : undefined;
      if (!o)
        return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
      if (req.method === 'GET' && !action) return json(200, shown(o));
      if (req.method !== 'POST' || action !== 'capture')
        return paypalError(405, 'METHOD_NOT_SUPPORTED', 'Not supported.');
      answer = capture(o);
    }
    // PayPal keeps the answer to a request id and replays it for a retry.
    if (replayKey && answer.status < 300) replays.set(replayKey, answer);
    if (req.headers.prefer === 'return=minimal' && answer.status < 300) {
      const full = answer.body as { id: string; status: string; links: unknown };
      return json(answer.status, { id: full.id, status: full.status, links: full.links });
    }
    return answer;
  }

  async function approve(orderId: string, opts: { declines?: boolean } = {}): Promise<PaypalOrder> {
    const o = find(orderId);
    Object.assign(o, { status: 'APPROVED', declines: opts.declines ?? false });
    if (server.webhookUrl) {
      const { status } = await deliver(server.webhookUrl, webhook('CHECKOUT.ORDER.APPROVED', orderId)).catch(() => ({
        status: 0,
      }));
      deliveries.push({ event: 'CHECKOUT.ORDER.APPROVED', orderId, status });
    }
    return o;
  }

  const running = await serve(handle, { port: options.port });
  const server: PaypalServer = Object.assign(running, {
    clientId,
    clientSecret,
    webhookId,
    webhookUrl: options.webhookUrl,
    orders,
    deliveries,
    captures: (orderId: string) => capturesOf(find(orderId)),
    approve,
    voidOrder: (orderId: string) => Object.assign(find(orderId), { status: 'VOIDED' as const }),
    captureElsewhere: (orderId: string) => makeCapture(find(orderId)),
    expireTokens: () => tokens.clear(),
    webhook,
  });
  return server;
}
