// A local Flutterwave v3: Standard payments (POST /v3/payments → hosted link) and Verify by reference, with Bearer
// secret-key auth and Flutterwave's `{status, message, data}` answers. As at Flutterwave, a reference has no
// transaction until the buyer tries to pay ("No transaction was found for this id"). Webhooks carry the
// dashboard's secret hash in `verif-hash`.
import {
  type Answer,
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

/** A payment started with POST /v3/payments, and its transaction once the buyer tried to pay. */
export interface FlutterwavePayment {
  tx_ref: string;
  token: string;
  amount: number;
  currency: string;
  redirect_url: string;
  customer: { email: string; name?: string };
  meta: unknown;
  title: string | null;
  transaction: {
    id: number;
    flw_ref: string;
    status: 'pending' | 'successful' | 'failed';
    processor_response: string;
    created_at: string;
  } | null;
}

/** Keys and webhook endpoint of a local Flutterwave. */
export interface FlutterwaveServerOptions {
  secretKey?: string;
  publicKey?: string;
  secretHash?: string;
  /** Where charge.completed is delivered after pay() and fail() (none when unset). */
  webhookUrl?: string;
  port?: number;
}

/** A running local Flutterwave and its test controls. */
export interface FlutterwaveServer extends Running {
  readonly secretKey: string;
  readonly publicKey: string;
  readonly secretHash: string;
  webhookUrl: string | undefined;
  readonly payments: Map<string, FlutterwavePayment>;
  readonly deliveries: { txRef: string; status: number }[];
  /** The buyer starts paying (the transaction exists, pending). */
  attempt(txRef: string): FlutterwavePayment;
  /** The buyer pays; charge.completed is delivered (when webhookUrl is set) before this resolves. */
  pay(txRef: string): Promise<FlutterwavePayment>;
  /** The buyer's payment fails; charge.completed (status failed) is delivered. */
  fail(txRef: string, processorResponse?: string): Promise<FlutterwavePayment>;
  /** A charge.completed delivery about `txRef`; `claim` overrides the body's data, `hash` the verif-hash header. */
  webhook(txRef: string, options?: { event?: string; claim?: Record<string, unknown>; hash?: string | null }): Delivery;
}

const refuse = (status: number, message: string): Answer => json(status, { status: 'error', message, data: null });

const page = (p: FlutterwavePayment) => `<!doctype html><html><head><title>Flutterwave checkout</title></head><body>
<h1>${p.title ?? 'Payment'}: ${p.currency} ${p.amount}</h1><p>${p.customer.email}</p>
<form method="post" action="/hosted/pay/${p.token}/pay"><button>Pay</button></form>
<form method="post" action="/hosted/pay/${p.token}/cancel"><button>Cancel</button></form></body></html>`;

/** Starts a local Flutterwave. */
export async function startFlutterwaveServer(options: FlutterwaveServerOptions = {}): Promise<FlutterwaveServer> {
  const secretKey = options.secretKey ?? `FLWSECK_TEST-${newId('', 32)}-X`;
  const publicKey = options.publicKey ?? `FLWPUBK_TEST-${newId('', 32)}-X`;
  const secretHash = options.secretHash ?? newId('hash-', 24);
  const payments = new Map<string, FlutterwavePayment>();
  const deliveries: FlutterwaveServer['deliveries'] = [];
  let nextId = 5_120_300;

  const find = (txRef: string): FlutterwavePayment => {
    const p = payments.get(txRef);
    if (!p) throw new Error(`local Flutterwave: no payment ${txRef}`);
    return p;
  };

  /** The data object of a transaction, as Verify and webhooks show it. */
  const shown = (p: FlutterwavePayment) => ({
    id: p.transaction?.id ?? 0,
    tx_ref: p.tx_ref,
    flw_ref: p.transaction?.flw_ref ?? null,
    amount: p.amount,
    currency: p.currency,
    charged_amount: p.amount,
    status: p.transaction?.status ?? 'pending',
    processor_response: p.transaction?.processor_response ?? null,
    payment_type: 'card',
    created_at: p.transaction?.created_at ?? new Date().toISOString(),
    customer: p.customer,
    meta: p.meta,
  });

  function webhook(
    txRef: string,
    opts: { event?: string; claim?: Record<string, unknown>; hash?: string | null } = {},
  ): Delivery {
    const payload = JSON.stringify({
      event: opts.event ?? 'charge.completed',
      data: { ...shown(find(txRef)), ...opts.claim },
      'event.type': 'CARD_TRANSACTION',
    });
    const hash = opts.hash === undefined ? secretHash : opts.hash;
    return {
      rawBody: Buffer.from(payload),
      headers: { 'content-type': 'application/json', ...(hash === null ? {} : { 'verif-hash': hash }) },
    };
  }

  function attempt(txRef: string): FlutterwavePayment {
    const p = find(txRef);
    p.transaction ??= {
      id: nextId++,
      flw_ref: newId('FLW-MOCK-', 32),
      status: 'pending',
      processor_response: 'Pending',
      created_at: new Date().toISOString(),
    };
    return p;
  }

  async function finish(txRef: string, status: 'successful' | 'failed', response: string) {
    const p = attempt(txRef);
    Object.assign(p.transaction ?? {}, { status, processor_response: response });
    if (server.webhookUrl) {
      const { status: code } = await deliver(server.webhookUrl, webhook(txRef)).catch(() => ({ status: 0 }));
      deliveries.push({ txRef, status: code });
    }
    return p;
  }

  function create(req: Seen): Answer {
    const body = jsonBody(req);
    if (!body) return refuse(400, 'Invalid JSON body');
    const customer = (body.customer ?? {}) as { email?: unknown; name?: unknown };
    const amount = body.amount;
    if (typeof body.tx_ref !== 'string' || !body.tx_ref) return refuse(400, 'tx_ref is required');
    if (typeof amount !== 'number' || !(amount > 0)) return refuse(400, 'amount must be a positive number');
    if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency))
      return refuse(400, 'currency is required');
    if (typeof body.redirect_url !== 'string') return refuse(400, 'redirect_url is required');
    if (typeof customer.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customer.email))
      return refuse(400, 'customer.email is required');
    const p: FlutterwavePayment = {
      tx_ref: body.tx_ref,
      token: newId('', 20),
      amount,
      currency: body.currency,
      redirect_url: body.redirect_url,
      customer: { email: customer.email, ...(typeof customer.name === 'string' ? { name: customer.name } : {}) },
      meta: body.meta ?? null,
      title: ((body.customizations ?? {}) as { title?: string }).title ?? null,
      transaction: null,
    };
    payments.set(p.tx_ref, p);
    return json(200, {
      status: 'success',
      message: 'Hosted Link',
      data: { link: `${running.url}/hosted/pay/${p.token}` },
    });
  }

  /** The hosted page: the buyer pays or cancels and is sent to redirect_url as Flutterwave sends them. */
  async function hosted(req: Seen, token: string, action: string | undefined): Promise<Answer> {
    const p = [...payments.values()].find((x) => x.token === token);
    if (!p) return { status: 404, body: 'Not found', headers: { 'content-type': 'text/plain' } };
    if (req.method === 'GET') return { status: 200, body: page(p), headers: { 'content-type': 'text/html' } };
    const back = new URL(p.redirect_url);
    if (action === 'pay') await finish(p.tx_ref, 'successful', 'Approved');
    back.searchParams.set('status', action === 'pay' ? 'successful' : 'cancelled');
    back.searchParams.set('tx_ref', p.tx_ref);
    if (p.transaction) back.searchParams.set('transaction_id', String(p.transaction.id));
    return { status: 302, body: '', headers: { location: back.toString(), 'content-type': 'text/plain' } };
  }

  async function handle(req: Seen): Promise<Answer> {
    const hostedPath = /^\/hosted\/pay\/([^/]+)(?:\/(pay|cancel))?$/.exec(req.path);
    if (hostedPath?.[1]) return hosted(req, hostedPath[1], hostedPath[2]);
    if (bearer(req) !== secretKey) return refuse(401, 'Invalid authorization key');
    if (req.method === 'POST' && req.path === '/v3/payments') return create(req);
    if (req.method === 'GET' && req.path === '/v3/transactions/verify_by_reference') {
      const p = payments.get(req.query.get('tx_ref') ?? '');
      if (!p?.transaction) return refuse(400, 'No transaction was found for this id');
      return json(200, { status: 'success', message: 'Transaction fetched successfully', data: shown(p) });
    }
    return refuse(404, `Route not found: ${req.method} ${req.path}`);
  }

  const running = await serve(handle, { port: options.port });
  const server: FlutterwaveServer = Object.assign(running, {
    secretKey,
    publicKey,
    secretHash,
    webhookUrl: options.webhookUrl,
    payments,
    deliveries,
    attempt,
    pay: (txRef: string) => finish(txRef, 'successful', 'Approved'),
    fail: (txRef: string, processorResponse = 'Declined') => finish(txRef, 'failed', processorResponse),
    webhook,
  });
  return server;
}
