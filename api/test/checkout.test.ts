// Online checkout through our API against local servers speaking each gateway's API (api/test/gateway-servers):
// the amount always from the package, the package granted only by a verified webhook or the verify call, a bad
// signature answered 400 with nothing changed, the same event delivered many times at once granting once, failures
// and cancels with the spec's messages and a "Payment failed" notification, and another user's checkout unreachable.
import { paymentTransaction } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, payment_transactions, user_packages } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { startFlutterwaveServer } from './gateway-servers/flutterwave.ts';
import { deliver } from './gateway-servers/kit.ts';
import { startPaypalServer } from './gateway-servers/paypal.ts';
import { startPaystackServer } from './gateway-servers/paystack.ts';
import { startStripeServer } from './gateway-servers/stripe.ts';
import { expectFailure, freshUser, startTestServer, type TestServer } from './helpers.ts';

type Servers = {
  stripe: Awaited<ReturnType<typeof startStripeServer>>;
  paystack: Awaited<ReturnType<typeof startPaystackServer>>;
  paypal: Awaited<ReturnType<typeof startPaypalServer>>;
  flutterwave: Awaited<ReturnType<typeof startFlutterwaveServer>>;
};

let s: TestServer;
let g: Servers;
let admin: string;
let professional: number;

beforeAll(async () => {
  g = {
    stripe: await startStripeServer(),
    paystack: await startPaystackServer(),
    paypal: await startPaypalServer(),
    flutterwave: await startFlutterwaveServer(),
  };
  s = await startTestServer({
    config: {
      payments: {
        // Keys from the environment, as an operator may give them.
        keys: {
          stripe_secret_key: g.stripe.secretKey,
          stripe_publishable_key: g.stripe.publishableKey,
          stripe_webhook_secret: g.stripe.webhookSecret,
          paystack_secret_key: g.paystack.secretKey,
          paystack_public_key: g.paystack.publicKey,
          paypal_client_id: g.paypal.clientId,
          paypal_client_secret: g.paypal.clientSecret,
          paypal_webhook_id: g.paypal.webhookId,
          flutterwave_secret_key: g.flutterwave.secretKey,
          flutterwave_public_key: g.flutterwave.publicKey,
          flutterwave_secret_hash: g.flutterwave.secretHash,
        },
        apiBase: {
          stripe: g.stripe.url,
          paystack: g.paystack.url,
          paypal: g.paypal.url,
          flutterwave: g.flutterwave.url,
        },
      },
    },
  });
  admin = await s.login(DEMO_ACCOUNTS.admin);
  g.stripe.webhookUrl = `${s.url}/api/webhook/stripe`;
  g.paystack.webhookUrl = `${s.url}/api/webhook/paystack`;
  g.paypal.webhookUrl = `${s.url}/api/webhook/paypal`;
  g.flutterwave.webhookUrl = `${s.url}/api/webhook/flutterwave`;
  const [pro] = await s.db.select().from(packages).where(eq(packages.name, 'Professional'));
  professional = pro?.id ?? 0;
}, 60_000);
afterAll(async () => {
  await s?.close();
  await Promise.all(Object.values(g ?? {}).map((x) => x.close()));
});

async function enable(flag: string) {
  const r = await s.call('/api/admin/payment-settings', {
    method: 'PUT',
    headers: { authorization: admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      [flag]: true,
      stripe_currency: 'USD',
      paystack_currency: 'NGN',
      paypal_currency: 'USD',
      flutterwave_currency: 'NGN',
    }),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

const held = (userId: number) =>
  s.db
    .select()
    .from(user_packages)
    .where(and(eq(user_packages.user_id, userId), eq(user_packages.package_id, professional)));

const txRow = async (id: number) =>
  (await s.db.select().from(payment_transactions).where(eq(payment_transactions.id, id)))[0];

async function checkout(token: string, path = '/api/create-payment-intent') {
  const r =
    path === '/api/paypal'
      ? await s.get(`/api/paypal?package_id=${professional}&amount=1`, token)
      : await s.post(path, token, { package_id: String(professional), platform_type: 'web', amount: '1' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const data = r.body.data as { payment_intent: Record<string, unknown>; payment_transaction: unknown };
  return { intent: data.payment_intent, tx: paymentTransaction.parse(data.payment_transaction) };
}

describe('Stripe', () => {
  beforeAll(() => enable('stripe_gateway'));

  it('the amount is the package price (the client sent 1); only the signed webhook grants the package', async () => {
    const user = await freshUser(s);
    const { intent, tx } = await checkout(user.token);
    expect(intent).toMatchObject({ gateway: 'stripe', amount: 999, currency: 'USD' });
    expect(String(intent.client_secret)).toMatch(/^pi_.+_secret_/);
    expect(g.stripe.intents.get(String(intent.id))).toMatchObject({ amount: 99_900, currency: 'usd' });
    expect(tx.payment_status).toBe('pending');
    expect(await held(user.id)).toHaveLength(0);

    // A forged event (wrong secret) changes nothing.
    const forged = g.stripe.webhook('payment_intent.succeeded', String(intent.id), { secret: 'whsec_forged' });
    const bad = await deliver(`${s.url}/api/webhook/stripe`, forged);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ error: true, message: 'Invalid webhook signature' });
    expect((await txRow(tx.id))?.payment_status).toBe('pending');
    expect(await held(user.id)).toHaveLength(0);

    await g.stripe.pay(String(intent.id));
    expect(g.stripe.deliveries.at(-1)).toMatchObject({ type: 'payment_intent.succeeded', status: 200 });
    expect(await held(user.id)).toHaveLength(1);
    expect(await txRow(tx.id)).toMatchObject({
      payment_status: 'success',
      user_package_id: (await held(user.id))[0]?.id,
    });
    const notes = await s.get('/api/get_notification_list', user.token);
    expect(JSON.stringify(notes.body)).toContain('Package activated');

    // The same event ten times at once, then replayed: still one package.
    const event = g.stripe.webhook('payment_intent.succeeded', String(intent.id));
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(`${s.url}/api/webhook/stripe`, event)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await held(user.id)).toHaveLength(1);
    // Bought: a second checkout of the same package is refused.
    expectFailure(
      await s.post('/api/create-payment-intent', user.token, { package_id: String(professional) }),
      400,
      'You already have purchased this package',
    );
  });

  it('concurrent first deliveries of one payment grant once', async () => {
    const user = await freshUser(s);
    const { intent, tx } = await checkout(user.token);
    const saved = g.stripe.webhookUrl;
    g.stripe.webhookUrl = undefined;
    await g.stripe.pay(String(intent.id));
    g.stripe.webhookUrl = saved;
    const event = g.stripe.webhook('payment_intent.succeeded', String(intent.id));
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => deliver(`${s.url}/api/webhook/stripe`, event)),
      s.post('/api/verify-payment', user.token, { payment_transaction_id: String(tx.id) }),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await held(user.id)).toHaveLength(1);
    expect((await txRow(tx.id))?.payment_status).toBe('success');
  });

  it('a declined card: failed, "Payment failed" notification, no package; the verify call of another user is 404', async () => {
    const user = await freshUser(s);
    const { intent, tx } = await checkout(user.token);
    await g.stripe.decline(String(intent.id));
    expect(await txRow(tx.id)).toMatchObject({ payment_status: 'failed', reject_reason: 'Your card was declined.' });
    const notes = await s.get('/api/get_notification_list', user.token);
    expect(JSON.stringify(notes.body)).toContain('Payment failed');
    expect(await held(user.id)).toHaveLength(0);
    const other = await freshUser(s);
    expectFailure(await s.post('/api/verify-payment', other.token, { payment_transaction_id: String(tx.id) }), 404);
    // The buyer tries again with the same intent and it goes through: granted after all.
    await g.stripe.pay(String(intent.id));
    expect((await txRow(tx.id))?.payment_status).toBe('success');
    expect(await held(user.id)).toHaveLength(1);
  });

  it('the verify call recovers a lost webhook; an unpaid one stays pending', async () => {
    const user = await freshUser(s);
    const { intent, tx } = await checkout(user.token);
    const pending = await s.post('/api/verify-payment', user.token, { payment_transaction_id: String(tx.id) });
    expect(pending.body.data).toMatchObject({ payment_status: 'pending' });
    const saved = g.stripe.webhookUrl;
    g.stripe.webhookUrl = undefined; // the delivery is lost
    try {
      await g.stripe.pay(String(intent.id));
    } finally {
      g.stripe.webhookUrl = saved;
    }
    expect(await held(user.id)).toHaveLength(0);
    const r = await s.post('/api/verify-payment', user.token, { payment_transaction_id: String(tx.id) });
    expect(r.body).toMatchObject({ message: 'Payment successful', data: { payment_status: 'success' } });
    expect(await held(user.id)).toHaveLength(1);
  });

  it('Stripe down: 503 with a plain message and the attempt recorded as failed', async () => {
    const user = await freshUser(s);
    g.stripe.beforeHandle = () => {
      throw new Error('boom');
    };
    try {
      const r = await s.post('/api/create-payment-intent', user.token, { package_id: String(professional) });
      expectFailure(r, 503, 'The payment service could not be reached. Please try again later.');
      expect(JSON.stringify(r.body)).not.toContain(g.stripe.secretKey);
    } finally {
      g.stripe.beforeHandle = undefined;
    }
    const rows = await s.db.select().from(payment_transactions).where(eq(payment_transactions.user_id, user.id));
    expect(rows.map((r) => r.payment_status)).toEqual(['failed']);
  });
});

describe('Paystack', () => {
  beforeAll(() => enable('paystack_gateway'));

  it('initialize → redirect → charge.success webhook (HMAC) re-verified → granted once', async () => {
    const user = await freshUser(s);
    const { intent, tx } = await checkout(user.token);
    expect(intent).toMatchObject({ gateway: 'paystack', currency: 'NGN' });
    expect(String(intent.redirect_url)).toContain(g.paystack.url);
    // A webhook claiming success for an unpaid reference is re-verified and grants nothing.
    const lie = g.paystack.webhook('charge.success', String(intent.id), { claim: { status: 'success' } });
    expect((await deliver(`${s.url}/api/webhook/paystack`, lie)).status).toBe(200);
    expect(await held(user.id)).toHaveLength(0);
    const unsigned = g.paystack.webhook('charge.success', String(intent.id), { secret: 'sk_wrong' });
    expect((await deliver(`${s.url}/api/webhook/paystack`, unsigned)).status).toBe(400);
    await g.paystack.pay(String(intent.id));
    expect(await held(user.id)).toHaveLength(1);
    expect((await txRow(tx.id))?.payment_status).toBe('success');
  });
});

describe('PayPal', () => {
  beforeAll(() => enable('paypal_gateway'));

  it('order → approve → the verify call captures once → granted', async () => {
    const user = await freshUser(s);
    const saved = g.paypal.webhookUrl;
    g.paypal.webhookUrl = undefined;
    try {
      const { intent, tx } = await checkout(user.token, '/api/paypal');
      expect(intent).toMatchObject({ gateway: 'paypal', amount: 999, currency: 'USD' });
      expect(g.paypal.orders.get(String(intent.id))).toBeTruthy();
      await g.paypal.approve(String(intent.id));
      const [a, b] = await Promise.all([
        s.post('/api/verify-payment', user.token, { payment_transaction_id: String(tx.id) }),
        s.post('/api/verify-payment', user.token, { payment_transaction_id: String(tx.id) }),
      ]);
      expect([a.body.data, b.body.data]).toEqual([
        expect.objectContaining({ payment_status: 'success' }),
        expect.objectContaining({ payment_status: 'success' }),
      ]);
      expect(g.paypal.captures(String(intent.id))).toHaveLength(1);
      expect(await held(user.id)).toHaveLength(1);
    } finally {
      g.paypal.webhookUrl = saved;
    }
  });

  it('the approval webhook (verified by PayPal) captures and grants', async () => {
    const user = await freshUser(s);
    const { intent, tx } = await checkout(user.token, '/api/paypal');
    await g.paypal.approve(String(intent.id));
    expect(g.paypal.deliveries.at(-1)).toMatchObject({ event: 'CHECKOUT.ORDER.APPROVED', status: 200 });
    expect((await txRow(tx.id))?.payment_status).toBe('success');
    expect(await held(user.id)).toHaveLength(1);
    // A delivery PayPal did not make (no transmission headers) is refused.
    const res = await fetch(`${s.url}/api/webhook/paypal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'WH-x', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }),
    });
    expect(res.status).toBe(400);
  });
});

describe('Flutterwave', () => {
  beforeAll(() => enable('flutterwave_status'));

  it('payment link → pay → webhook with the secret hash, re-verified → granted; a wrong hash is refused', async () => {
    const user = await freshUser(s);
    const r = await s.post('/api/flutterwave', user.token, { package_id: String(professional) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const data = r.body.data as {
      payment_intent: { id: string; redirect_url: string };
      payment_transaction: { id: number };
    };
    expect(data.payment_intent.redirect_url).toContain(g.flutterwave.url);
    const wrong = g.flutterwave.webhook(data.payment_intent.id, {
      hash: 'not-the-hash',
      claim: { status: 'successful' },
    });
    expect((await deliver(`${s.url}/api/webhook/flutterwave`, wrong)).status).toBe(400);
    await g.flutterwave.pay(data.payment_intent.id);
    expect((await txRow(data.payment_transaction.id))?.payment_status).toBe('success');
    expect(await held(user.id)).toHaveLength(1);
  });

  it('only the active gateway may be used', async () => {
    const user = await freshUser(s);
    expectFailure(
      await s.get(`/api/paypal?package_id=${professional}`, user.token),
      400,
      'This payment method is not enabled',
    );
  });
});
