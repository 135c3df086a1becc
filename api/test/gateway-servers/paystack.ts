// A local Paystack: Initialize and Verify Transaction (https://paystack.com/docs/api/transaction/) with Bearer
// secret-key auth and Paystack's `{status, message, data}` answers, a bare hosted checkout page, and webhooks
// signed as Paystack signs them (x-paystack-signature: hex HMAC-SHA512 of the body with the secret key).
import { createHmac } from 'node:crypto';
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

/** A transaction as the server keeps it (amounts in minor units, as Paystack). */
export interface PaystackTransaction {
  id: number;
  reference: string;
  access_code: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string | null;
  metadata: unknown;
  /** Paystack's states: a fresh transaction is 'abandoned' until the buyer finishes. */
  status: 'abandoned' | 'ongoing' | 'success' | 'failed' | 'reversed';
  gateway_response: string;
  paid_at: string | null;
  created_at: string;
}

/** Keys and webhook endpoint of a local Paystack. */
export interface PaystackServerOptions {
  secretKey?: string;
  publicKey?: string;
  /** Where charge.success is delivered after pay() (none when unset). */
  webhookUrl?: string;
  port?: number;
}

/** A running local Paystack and its test controls. */
export interface PaystackServer extends Running {
  readonly secretKey: string;
  readonly publicKey: string;
  webhookUrl: string | undefined;
  readonly transactions: Map<string, PaystackTransaction>;
  readonly deliveries: { event: string; reference: string; status: number }[];
  /** The buyer pays; charge.success is delivered (when webhookUrl is set) before this resolves. */
  pay(reference: string): Promise<PaystackTransaction>;
  /** The buyer's payment fails with `gatewayResponse`. */
  fail(reference: string, gatewayResponse?: string): PaystackTransaction;
  /** Sets any state (ongoing, reversed…). */
  setStatus(reference: string, status: PaystackTransaction['status']): PaystackTransaction;
  /**
   * A signed delivery of `event` about `reference`; `claim` overrides what the body says (a body may claim
   * success for an unpaid transaction), `secret` signs it (default: the real secret key).
   */
  webhook(
    event: string,
    reference: string,
    options?: { claim?: Partial<PaystackTransaction>; secret?: string },
  ): Delivery;
}

/** Currencies a Paystack merchant can charge in. */
const CURRENCIES = new Set(['NGN', 'GHS', 'ZAR', 'KES', 'USD', 'XOF', 'EGP', 'RWF']);
const refuse = (status: number, message: string): Answer => json(status, { status: false, message });

/** The data object of a transaction, as Verify Transaction and webhooks show it. */
const shown = (tx: PaystackTransaction) => ({
  id: tx.id,
  domain: 'test',
  status: tx.status,
  reference: tx.reference,
  amount: tx.amount,
  message: null,
  gateway_response: tx.gateway_response,
  paid_at: tx.paid_at,
  created_at: tx.created_at,
  channel: 'card',
  currency: tx.currency,
  metadata: tx.metadata,
  customer: { email: tx.email },
});

const page = (tx: PaystackTransaction) => `<!doctype html><html><head><title>Paystack checkout</title></head><body>
<h1>Pay ${tx.currency} ${(tx.amount / 100).toFixed(2)}</h1><p>${tx.email}</p>
<form method="post" action="/checkout/${tx.access_code}/pay"><button>Pay</button></form>
<form method="post" action="/checkout/${tx.access_code}/cancel"><button>Cancel</button></form></body></html>`;

/** Starts a local Paystack. */
export async function startPaystackServer(options: PaystackServerOptions = {}): Promise<PaystackServer> {
  const secretKey = options.secretKey ?? `sk_test_${newId('', 40)}`;
  const publicKey = options.publicKey ?? `pk_test_${newId('', 40)}`;
  const transactions = new Map<string, PaystackTransaction>();
  const deliveries: PaystackServer['deliveries'] = [];
  let nextId = 4_099_260_500;

  const find = (reference: string): PaystackTransaction => {
    const tx = transactions.get(reference);
    if (!tx) throw new Error(`local Paystack: no transaction ${reference}`);
    return tx;
  };

  function webhook(
    event: string,
    reference: string,
    opts: { claim?: Partial<PaystackTransaction>; secret?: string } = {},
  ): Delivery {
    const payload = JSON.stringify({ event, data: { ...shown(find(reference)), ...opts.claim } });
    const signature = createHmac('sha512', opts.secret ?? secretKey)
      .update(payload)
      .digest('hex');
    return {
      rawBody: Buffer.from(payload),
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    };
  }

  async function pay(reference: string): Promise<PaystackTransaction> {
    const tx = find(reference);
    Object.assign(tx, { status: 'success', gateway_response: 'Successful', paid_at: new Date().toISOString() });
    if (server.webhookUrl) {
      const { status } = await deliver(server.webhookUrl, webhook('charge.success', reference)).catch(() => ({
        status: 0,
      }));
      deliveries.push({ event: 'charge.success', reference, status });
    }
    return tx;
  }

  function initialize(req: Seen): Answer {
    const body = jsonBody(req);
    if (!body) return refuse(400, 'Invalid JSON body');
    const email = typeof body.email === 'string' ? body.email : '';
    const amount = Number(body.amount);
    const currency = typeof body.currency === 'string' ? body.currency : 'NGN';
    const reference = typeof body.reference === 'string' ? body.reference : newId('T', 15);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return refuse(400, 'Invalid Email Address Passed');
    if (!Number.isInteger(amount) || amount < 1) return refuse(400, 'Invalid Amount Sent');
    if (!CURRENCIES.has(currency)) return refuse(403, 'Currency not supported by merchant');
    if (transactions.has(reference)) return refuse(400, 'Duplicate Transaction Reference');
    const tx: PaystackTransaction = {
      id: nextId++,
      reference,
      access_code: newId('', 15),
      amount,
      currency,
      email,
      callback_url: typeof body.callback_url === 'string' ? body.callback_url : null,
      metadata: body.metadata ?? null,
      status: 'abandoned',
      gateway_response: 'The transaction was not completed',
      paid_at: null,
      created_at: new Date().toISOString(),
    };
    transactions.set(reference, tx);
    return json(200, {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${running.url}/checkout/${tx.access_code}`, access_code: tx.access_code, reference },
    });
  }

  /** The hosted page: a buyer pays or cancels and is sent back as Paystack sends them. */
  async function checkout(req: Seen, code: string, action: string | undefined): Promise<Answer> {
    const tx = [...transactions.values()].find((t) => t.access_code === code);
    if (!tx) return { status: 404, body: 'Not found', headers: { 'content-type': 'text/plain' } };
    if (req.method === 'GET') return { status: 200, body: page(tx), headers: { 'content-type': 'text/html' } };
    const back = new URL(
      action === 'cancel'
        ? String((tx.metadata as { cancel_action?: unknown } | null)?.cancel_action ?? tx.callback_url)
        : String(tx.callback_url),
    );
    if (action === 'pay') await pay(tx.reference);
    back.searchParams.set('trxref', tx.reference);
    back.searchParams.set('reference', tx.reference);
    return { status: 302, body: '', headers: { location: back.toString(), 'content-type': 'text/plain' } };
  }

  async function handle(req: Seen): Promise<Answer> {
    const hosted = /^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/.exec(req.path);
    if (hosted?.[1]) return checkout(req, hosted[1], hosted[2]);
    const key = bearer(req);
    if (!key) return refuse(401, 'No Authorization Header was found');
    if (key !== secretKey) return refuse(401, 'Invalid key');
    if (req.method === 'POST' && req.path === '/transaction/initialize') return initialize(req);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && verify?.[1]) {
      const tx = transactions.get(decodeURIComponent(verify[1]));
      if (!tx) return refuse(400, 'Transaction reference not found');
      return json(200, { status: true, message: 'Verification successful', data: shown(tx) });
    }
    return refuse(404, `Route not found: ${req.method} ${req.path}`);
  }

  const running = await serve(handle, { port: options.port });
  const server: PaystackServer = Object.assign(running, {
    secretKey,
    publicKey,
    webhookUrl: options.webhookUrl,
    transactions,
    deliveries,
    pay,
    fail: (reference: string, gatewayResponse = 'Declined') =>
      Object.assign(find(reference), { status: 'failed' as const, gateway_response: gatewayResponse }),
    setStatus: (reference: string, status: PaystackTransaction['status']) => Object.assign(find(reference), { status }),
    webhook,
  });
  return server;
}
