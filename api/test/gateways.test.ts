// The four gateway adapters at their boundary: each against a local server speaking the gateway's documented HTTP
// API (test/gateway-servers), since this machine cannot reach the real ones. Stripe goes through the official SDK;
// the others through fetch. Webhooks are delivered over HTTP by the local gateway to a local receiver, and the
// adapter reads exactly what arrived.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flutterwaveGateway } from '../src/modules/payments/gateways/flutterwave.ts';
import { paypalGateway } from '../src/modules/payments/gateways/paypal.ts';
import { paystackGateway } from '../src/modules/payments/gateways/paystack.ts';
import { stripeGateway } from '../src/modules/payments/gateways/stripe.ts';
import {
  type Checkout,
  type GatewayAdapter,
  GatewayError,
  WebhookSignatureError,
} from '../src/modules/payments/gateways/types.ts';
import { type FlutterwaveServer, startFlutterwaveServer } from './gateway-servers/flutterwave.ts';
import { type Delivery, json, type Running, serve } from './gateway-servers/kit.ts';
import { type PaypalServer, startPaypalServer } from './gateway-servers/paypal.ts';
import { type PaystackServer, startPaystackServer } from './gateway-servers/paystack.ts';
import { type StripeServer, startStripeServer } from './gateway-servers/stripe.ts';
import { until } from './helpers.ts';

let seq = 0;
/** A checkout as the payments service builds it, with a fresh reference. */
function checkout(overrides: Partial<Checkout> = {}): Checkout {
  seq += 1;
  return {
    transactionId: 500 + seq,
    reference: `abode_${seq}_${randomBytes(6).toString('hex')}`,
    amount: 19.99,
    currency: 'USD',
    packageName: 'Premium (30 days)',
    customer: { id: 42, name: 'Riya Sharma', email: 'riya@example.com' },
    returnUrl: `https://abode.test/user/payments/${500 + seq}?done=1`,
    cancelUrl: `https://abode.test/user/payments/${500 + seq}?canceled=1`,
    ...overrides,
  };
}

/** The rejection of `p`, which must be an instance of `type`. */
async function rejection<E extends Error>(p: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(type);
  return err as E;
}

/** A base URL where nothing listens (a server that was just closed). */
async function deadBase(): Promise<string> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** Our side of webhooks: a server that takes every delivery and answers 200. */
let receiver: Running;
/** The deliveries the receiver got, as the API's webhook route would read them. */
const received = (): Delivery[] =>
  receiver.requests.map((r) => ({
    rawBody: Buffer.from(r.body),
    headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)])),
  }));

/** Flips one character of a delivery's body (the signature no longer matches). */
function tampered(d: Delivery, from: string, to: string): Delivery {
  const text = d.rawBody.toString('utf8');
  expect(text).toContain(from);
  return { rawBody: Buffer.from(text.replace(from, to)), headers: d.headers };
}

beforeAll(async () => {
  receiver = await serve(() => json(200, { received: true }));
});
afterAll(async () => {
  await receiver?.close();
});

describe('Stripe (official SDK)', () => {
  let stripe: StripeServer;
  let adapter: GatewayAdapter;
  const config = (s: StripeServer, over: { secretKey?: string; apiBase?: string } = {}) => ({
    secretKey: s.secretKey,
    publishableKey: s.publishableKey,
    webhookSecret: s.webhookSecret,
    currency: 'USD',
    apiBase: s.url,
    ...over,
  });

  beforeAll(async () => {
    stripe = await startStripeServer();
    stripe.webhookUrl = `${receiver.url}/api/webhook/stripe`;
    adapter = stripeGateway(config(stripe));
  });
  afterAll(async () => {
    await stripe?.close();
  });

  it('creates a PaymentIntent in minor units with our metadata, once per reference', async () => {
    const c = checkout({ amount: 19.99, currency: 'USD' });
    const started = await adapter.start(c);
    const pi = stripe.intents.get(started.orderId);
    expect(pi).toMatchObject({
      amount: 1999,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { payment_transaction_id: String(c.transactionId), reference: c.reference },
      automatic_payment_methods: { enabled: true },
    });
    expect(started).toEqual({ orderId: pi?.id, clientSecret: pi?.client_secret });
    const create = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1);
    expect(create?.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(create?.headers['idempotency-key']).toBe(c.reference);

    // The same attempt again (a retried request) is the same intent, not a second one.
    const before = stripe.intents.size;
    expect((await adapter.start(c)).orderId).toBe(started.orderId);
    expect(stripe.intents.size).toBe(before);

    const yen = await adapter.start(checkout({ amount: 1000, currency: 'JPY' }));
    expect(stripe.intents.get(yen.orderId)).toMatchObject({ amount: 1000, currency: 'jpy' });
  });

  it('checks an intent: pending, paid (charge id and amount received), failed, canceled', async () => {
    const waiting = await adapter.start(checkout());
    expect(await adapter.check(waiting.orderId)).toEqual({ state: 'pending' });

    const paid = await adapter.start(checkout({ amount: 49.5, currency: 'EUR' }));
    const pi = await stripe.pay(paid.orderId);
    expect(await adapter.check(paid.orderId)).toEqual({
      state: 'paid',
      gatewayTransactionId: pi.latest_charge,
      amount: 49.5,
      currency: 'EUR',
    });
    expect(pi.latest_charge).toMatch(/^ch_/);

    const declined = await adapter.start(checkout());
    await stripe.decline(declined.orderId);
    expect(await adapter.check(declined.orderId)).toEqual({ state: 'failed', reason: 'Your card was declined.' });

    const canceled = await adapter.start(checkout());
    await stripe.cancel(canceled.orderId);
    expect(await adapter.check(canceled.orderId)).toEqual({ state: 'canceled' });
  });

  it('takes a confirm from the browser (publishable key and client secret) and delivers a webhook the adapter reads', async () => {
    const started = await adapter.start(checkout({ amount: 12 }));
    const from = receiver.requests.length;
    const confirm = (body: Record<string, string>) =>
      fetch(`${stripe.url}/v1/payment_intents/${started.orderId}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://abode.test' },
        body: new URLSearchParams(body),
      });

    // The publishable key alone, or with another intent's secret, is refused.
    const wrongSecret = await confirm({
      key: stripe.publishableKey,
      client_secret: 'pi_x_secret_y',
      payment_method: 'pm_card_visa',
    });
    expect(wrongSecret.status).toBe(400);
    expect(((await wrongSecret.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    const noKey = await confirm({ client_secret: started.clientSecret ?? '', payment_method: 'pm_card_visa' });
    expect(noKey.status).toBe(401);

    const ok = await confirm({
      key: stripe.publishableKey,
      client_secret: started.clientSecret ?? '',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242 4242 4242 4242',
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await ok.json()) as { status: string }).status).toBe('succeeded');

    const delivery = await until(() => received().slice(from)[0]);
    expect(delivery.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
    const event = await adapter.parseWebhook(delivery.rawBody, delivery.headers);
    expect(event).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      orderId: started.orderId,
      outcome: {
        state: 'paid',
        gatewayTransactionId: stripe.intents.get(started.orderId)?.latest_charge,
        amount: 12,
        currency: 'USD',
      },
    });
  });

  it('a declined card answers 402 card_error to the browser and payment_failed to the webhook', async () => {
    const started = await adapter.start(checkout());
    const from = receiver.requests.length;
    const res = await fetch(`${stripe.url}/v1/payment_intents/${started.orderId}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        client_secret: started.clientSecret ?? '',
        payment_method: 'pm_card_chargeDeclined',
      }),
    });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const delivery = await until(() => received().slice(from)[0]);
    expect(await adapter.parseWebhook(delivery.rawBody, delivery.headers)).toMatchObject({
      orderId: started.orderId,
      outcome: { state: 'failed', reason: 'Your card was declined.' },
    });
  });

  it('refuses webhooks with a wrong, missing or stale signature and ignores events we do not sell', async () => {
    const started = await adapter.start(checkout());
    await stripe.pay(started.orderId);
    const good = stripe.webhook('payment_intent.succeeded', started.orderId);
    expect((await adapter.parseWebhook(good.rawBody, good.headers))?.outcome.state).toBe('paid');

    const otherSecret = stripe.webhook('payment_intent.succeeded', started.orderId, { secret: 'whsec_not_ours' });
    await rejection(adapter.parseWebhook(otherSecret.rawBody, otherSecret.headers), WebhookSignatureError);
    await rejection(adapter.parseWebhook(good.rawBody, { 'content-type': 'application/json' }), WebhookSignatureError);
    const edited = tampered(good, '"amount_received": 1999', '"amount_received": 9999');
    await rejection(adapter.parseWebhook(edited.rawBody, edited.headers), WebhookSignatureError);
    // A signature older than the SDK's tolerance (5 minutes) is a replay.
    const old = stripe.webhook('payment_intent.succeeded', started.orderId, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await rejection(adapter.parseWebhook(old.rawBody, old.headers), WebhookSignatureError);

    const created = stripe.webhook('payment_intent.created', started.orderId);
    expect(await adapter.parseWebhook(created.rawBody, created.headers)).toBeNull();
    const customer = stripe.webhook('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await adapter.parseWebhook(customer.rawBody, customer.headers)).toBeNull();
    // An intent made elsewhere on the account (no transaction of ours in its metadata).
    const foreign = { ...stripe.intents.get(started.orderId), id: 'pi_elsewhere', metadata: {} };
    const elsewhere = stripe.webhook('payment_intent.succeeded', foreign);
    expect(await adapter.parseWebhook(elsewhere.rawBody, elsewhere.headers)).toBeNull();
  });

  it('a wrong key or a gateway that is down is a GatewayError that carries no key', async () => {
    const badKey = 'sk_test_wrong_key_0123456789';
    const err = await rejection(stripeGateway(config(stripe, { secretKey: badKey })).start(checkout()), GatewayError);
    expect(err).toMatchObject({ gateway: 'stripe', status: 401 });
    expect(err.message).not.toContain(badKey);
    expect(err.message).not.toContain('wrong_key');

    const missing = await rejection(adapter.check('pi_does_not_exist'), GatewayError);
    expect(missing.status).toBe(404);

    const down = await rejection(
      stripeGateway(config(stripe, { apiBase: await deadBase() })).check('pi_x'),
      GatewayError,
    );
    expect(down.message).toBe('Stripe could not be reached');
  });
});

describe('Paystack', () => {
  let paystack: PaystackServer;
  let adapter: GatewayAdapter;
  const config = (s: PaystackServer, over: { secretKey?: string; apiBase?: string } = {}) => ({
    secretKey: s.secretKey,
    publicKey: s.publicKey,
    currency: 'NGN',
    apiBase: s.url,
    ...over,
  });

  beforeAll(async () => {
    paystack = await startPaystackServer();
    adapter = paystackGateway(config(paystack));
  });
  afterAll(async () => {
    await paystack?.close();
  });

  it('initializes a transaction in minor units under our reference and sends the buyer to its page', async () => {
    const c = checkout({ amount: 19.99, currency: 'NGN' });
    const started = await adapter.start(c);
    const tx = paystack.transactions.get(c.reference);
    expect(tx).toMatchObject({ amount: 1999, currency: 'NGN', email: 'riya@example.com', callback_url: c.returnUrl });
    expect(tx?.metadata).toEqual({ payment_transaction_id: c.transactionId, cancel_action: c.cancelUrl });
    expect(started).toEqual({ orderId: c.reference, redirectUrl: `${paystack.url}/checkout/${tx?.access_code}` });
    expect(paystack.requests.at(-1)?.headers.authorization).toBe(`Bearer ${paystack.secretKey}`);

    // The hosted page sends a paying buyer back to our return URL with the reference.
    const back = await fetch(`${started.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.searchParams.get('reference')).toBe(c.reference);
    expect(location.searchParams.get('done')).toBe('1');

    // A customer who signed in by phone has no email: a per-customer placeholder under .invalid.
    const phone = checkout({ customer: { id: 77, name: 'Amit', email: null } });
    await adapter.start(phone);
    expect(paystack.transactions.get(phone.reference)?.email).toBe('user-77@users.invalid');
  });

  it('refuses what Paystack refuses (a currency the merchant cannot charge, a reused reference) as GatewayErrors', async () => {
    expect(await rejection(adapter.start(checkout({ currency: 'JPY', amount: 1000 })), GatewayError)).toMatchObject({
      gateway: 'paystack',
      status: 403,
    });
    const c = checkout();
    await adapter.start(c);
    expect((await rejection(adapter.start(c), GatewayError)).status).toBe(400);
  });

  it('verifies: a fresh (abandoned) transaction is pending; paid, failed and reversed are read from Paystack', async () => {
    const c = checkout({ amount: 250, currency: 'NGN' });
    await adapter.start(c);
    expect(await adapter.check(c.reference)).toEqual({ state: 'pending' });
    paystack.setStatus(c.reference, 'ongoing');
    expect(await adapter.check(c.reference)).toEqual({ state: 'pending' });
    const tx = await paystack.pay(c.reference);
    expect(await adapter.check(c.reference)).toEqual({
      state: 'paid',
      gatewayTransactionId: String(tx.id),
      amount: 250,
      currency: 'NGN',
    });
    paystack.setStatus(c.reference, 'reversed');
    expect((await adapter.check(c.reference)).state).toBe('failed');

    const failed = checkout();
    await adapter.start(failed);
    paystack.fail(failed.reference, 'Insufficient Funds');
    expect(await adapter.check(failed.reference)).toEqual({ state: 'failed', reason: 'Insufficient Funds' });
    expect(paystack.requests.at(-1)?.path).toBe(`/transaction/verify/${failed.reference}`);
  });

  it('reads charge.success only with a good signature, and only after Verify Transaction agrees', async () => {
    paystack.webhookUrl = `${receiver.url}/api/webhook/paystack`;
    const c = checkout({ amount: 19.99, currency: 'NGN' });
    await adapter.start(c);
    const from = receiver.requests.length;
    const tx = await paystack.pay(c.reference);
    const delivery = await until(() => received().slice(from)[0]);
    const verifies = paystack.count('GET', `/transaction/verify/${c.reference}`);
    expect(await adapter.parseWebhook(delivery.rawBody, delivery.headers)).toEqual({
      eventId: `charge.success:${tx.id}`,
      orderId: c.reference,
      outcome: { state: 'paid', gatewayTransactionId: String(tx.id), amount: 19.99, currency: 'NGN' },
    });
    expect(paystack.count('GET', `/transaction/verify/${c.reference}`)).toBe(verifies + 1);

    // A correctly signed body claiming success for a transaction nobody paid is not a payment.
    const unpaid = checkout();
    await adapter.start(unpaid);
    const claim = paystack.webhook('charge.success', unpaid.reference, { claim: { status: 'success' } });
    expect((await adapter.parseWebhook(claim.rawBody, claim.headers))?.outcome).toEqual({ state: 'pending' });

    const forged = paystack.webhook('charge.success', c.reference, { secret: 'sk_test_someone_else' });
    await rejection(adapter.parseWebhook(forged.rawBody, forged.headers), WebhookSignatureError);
    await rejection(adapter.parseWebhook(delivery.rawBody, {}), WebhookSignatureError);
    await rejection(
      adapter.parseWebhook(delivery.rawBody, { 'x-paystack-signature': 'zz-not-hex' }),
      WebhookSignatureError,
    );
    const edited = tampered(delivery, `"amount":1999`, `"amount":1`);
    await rejection(adapter.parseWebhook(edited.rawBody, edited.headers), WebhookSignatureError);

    const transfer = paystack.webhook('transfer.success', c.reference);
    expect(await adapter.parseWebhook(transfer.rawBody, transfer.headers)).toBeNull();
  });

  it('a wrong key or a gateway that is down is a GatewayError that carries no key', async () => {
    const badKey = 'sk_test_wrong_paystack_key';
    const err = await rejection(
      paystackGateway(config(paystack, { secretKey: badKey })).start(checkout()),
      GatewayError,
    );
    expect(err).toMatchObject({ gateway: 'paystack', status: 401 });
    expect(err.message).not.toContain(badKey);
    const down = await rejection(
      paystackGateway(config(paystack, { apiBase: await deadBase() })).check('x'),
      GatewayError,
    );
    expect(down.message).toBe('Paystack could not be reached');
  });
});

describe('PayPal (Orders v2)', () => {
  let paypal: PaypalServer;
  let adapter: GatewayAdapter;
  const config = (s: PaypalServer, over: { clientSecret?: string; apiBase?: string; webhookId?: string } = {}) => ({
    clientId: s.clientId,
    clientSecret: s.clientSecret,
    webhookId: s.webhookId,
    currency: 'USD',
    sandbox: true,
    apiBase: s.url,
    ...over,
  });

  beforeAll(async () => {
    paypal = await startPaypalServer();
    adapter = paypalGateway(config(paypal));
  });
  afterAll(async () => {
    await paypal?.close();
  });

  it('creates an order with the amount as PayPal writes it and sends the buyer to approve it', async () => {
    const c = checkout({ amount: 19.99, currency: 'USD' });
    const started = await adapter.start(c);
    const order = paypal.orders.get(started.orderId);
    expect(order).toMatchObject({
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [
        {
          reference_id: String(c.transactionId),
          custom_id: c.reference,
          description: c.packageName,
          amount: { currency_code: 'USD', value: '19.99' },
        },
      ],
      experience: { return_url: c.returnUrl, cancel_url: c.cancelUrl, user_action: 'PAY_NOW' },
    });
    expect(started.redirectUrl).toBe(`${paypal.url}/checkoutnow?token=${started.orderId}`);
    expect(paypal.requests.at(-1)?.headers['paypal-request-id']).toBe(c.reference);

    // A retried create (same PayPal-Request-Id) is answered with the same order.
    const count = paypal.orders.size;
    expect((await adapter.start(c)).orderId).toBe(started.orderId);
    expect(paypal.orders.size).toBe(count);

    const whole = await adapter.start(checkout({ amount: 12, currency: 'USD' }));
    expect(paypal.orders.get(whole.orderId)?.purchase_units[0]?.amount).toEqual({
      currency_code: 'USD',
      value: '12.00',
    });
    const yen = await adapter.start(checkout({ amount: 1000, currency: 'JPY' }));
    expect(paypal.orders.get(yen.orderId)?.purchase_units[0]?.amount).toEqual({ currency_code: 'JPY', value: '1000' });
  });

  it('asks for one OAuth token and reuses it; a token PayPal stops honouring is replaced once', async () => {
    const fresh = await startPaypalServer();
    try {
      const a = paypalGateway(config(fresh));
      const started = await a.start(checkout());
      await a.check(started.orderId);
      await a.check(started.orderId);
      // Another adapter for the same account shares the token too.
      await paypalGateway(config(fresh)).check(started.orderId);
      expect(fresh.count('POST', '/v1/oauth2/token')).toBe(1);
      const grant = fresh.requests.find((r) => r.path === '/v1/oauth2/token');
      expect(grant?.headers.authorization).toBe(
        `Basic ${Buffer.from(`${fresh.clientId}:${fresh.clientSecret}`).toString('base64')}`,
      );
      expect(grant?.body).toBe('grant_type=client_credentials');

      fresh.expireTokens();
      expect(await a.check(started.orderId)).toEqual({ state: 'pending' });
      expect(fresh.count('POST', '/v1/oauth2/token')).toBe(2);
    } finally {
      await fresh.close();
    }
  });

  it('a token that expires soon is renewed before use', async () => {
    const short = await startPaypalServer({ tokenTtl: 30 });
    try {
      const a = paypalGateway(config(short));
      const started = await a.start(checkout());
      await a.check(started.orderId);
      // 30 s is inside the renewal margin: every call asks again, and no call is refused for an expired token.
      expect(short.count('POST', '/v1/oauth2/token')).toBe(2);
      expect(short.requests.filter((r) => r.path.startsWith('/v2/')).length).toBe(2);
    } finally {
      await short.close();
    }
  });

  it('captures an approved order on check, exactly once however often it is checked', async () => {
    const started = await adapter.start(checkout({ amount: 19.99 }));
    expect(await adapter.check(started.orderId)).toEqual({ state: 'pending' });
    await paypal.approve(started.orderId);

    const capturePath = `/v2/checkout/orders/${started.orderId}/capture`;
    // Two checks at once (the buyer's return and a webhook): both see APPROVED, PayPal captures once.
    const [first, second] = await Promise.all([
      adapter.check(started.orderId),
      paypalGateway(config(paypal)).check(started.orderId),
    ]);
    const [cap] = paypal.captures(started.orderId);
    expect(paypal.captures(started.orderId)).toHaveLength(1);
    expect(first).toEqual({ state: 'paid', gatewayTransactionId: cap?.id, amount: 19.99, currency: 'USD' });
    expect(second).toEqual(first);
    expect(paypal.requests.filter((r) => r.path === capturePath).map((r) => r.headers['paypal-request-id'])).toEqual(
      expect.arrayContaining([`capture-${started.orderId}`]),
    );

    const captureCalls = paypal.count('POST', capturePath);
    expect(await adapter.check(started.orderId)).toEqual(first);
    expect(paypal.count('POST', capturePath)).toBe(captureCalls);
    expect(paypal.captures(started.orderId)).toHaveLength(1);
  });

  it('an order captured meanwhile by someone else (ORDER_ALREADY_CAPTURED) is read, not captured again', async () => {
    const started = await adapter.start(checkout({ amount: 30 }));
    await paypal.approve(started.orderId);
    let elsewhere = '';
    paypal.beforeHandle = (req) => {
      if (req.path.endsWith(`${started.orderId}/capture`) && !elsewhere)
        elsewhere = paypal.captureElsewhere(started.orderId).id;
    };
    try {
      expect(await adapter.check(started.orderId)).toEqual({
        state: 'paid',
        gatewayTransactionId: elsewhere,
        amount: 30,
        currency: 'USD',
      });
    } finally {
      paypal.beforeHandle = undefined;
    }
    expect(paypal.captures(started.orderId)).toHaveLength(1);
  });

  it('a declined funding source fails; a voided order is canceled', async () => {
    const declined = await adapter.start(checkout());
    await paypal.approve(declined.orderId, { declines: true });
    expect((await adapter.check(declined.orderId)).state).toBe('failed');
    expect(paypal.captures(declined.orderId)).toHaveLength(0);

    const voided = await adapter.start(checkout());
    paypal.voidOrder(voided.orderId);
    expect(await adapter.check(voided.orderId)).toEqual({ state: 'canceled' });

    expect((await rejection(adapter.check('NO-SUCH-ORDER'), GatewayError)).status).toBe(404);
  });

  it('verifies webhooks with PayPal; approval is captured, capture events are read, others ignored', async () => {
    paypal.webhookUrl = `${receiver.url}/api/webhook/paypal`;
    const started = await adapter.start(checkout({ amount: 19.99 }));
    const from = receiver.requests.length;
    await paypal.approve(started.orderId);
    const approved = await until(() => received().slice(from)[0]);
    expect(approved.headers['paypal-transmission-id']).toBeTruthy();

    const verifyPath = '/v1/notifications/verify-webhook-signature';
    const verifications = paypal.count('POST', verifyPath);
    const event = await adapter.parseWebhook(approved.rawBody, approved.headers);
    expect(paypal.count('POST', verifyPath)).toBe(verifications + 1);
    const verifyCall = paypal.requests.filter((r) => r.path === verifyPath).at(-1);
    expect(JSON.parse(verifyCall?.body ?? '{}')).toMatchObject({
      webhook_id: paypal.webhookId,
      transmission_id: approved.headers['paypal-transmission-id'],
      webhook_event: JSON.parse(approved.rawBody.toString()),
    });
    const [cap] = paypal.captures(started.orderId);
    expect(event).toEqual({
      eventId: expect.stringMatching(/^WH-/),
      orderId: started.orderId,
      outcome: { state: 'paid', gatewayTransactionId: cap?.id, amount: 19.99, currency: 'USD' },
    });

    const completed = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', started.orderId);
    expect(await adapter.parseWebhook(completed.rawBody, completed.headers)).toMatchObject({
      orderId: started.orderId,
      outcome: { state: 'paid', gatewayTransactionId: cap?.id, amount: 19.99, currency: 'USD' },
    });
    const denied = paypal.webhook('PAYMENT.CAPTURE.DENIED', started.orderId);
    expect((await adapter.parseWebhook(denied.rawBody, denied.headers))?.outcome.state).toBe('failed');
    const refunded = paypal.webhook('PAYMENT.CAPTURE.REFUNDED', started.orderId);
    expect(await adapter.parseWebhook(refunded.rawBody, refunded.headers)).toBeNull();
  });

  it('refuses deliveries PayPal did not make: edited, headers missing or made up, another webhook id', async () => {
    const started = await adapter.start(checkout({ amount: 19.99 }));
    const good = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', started.orderId);

    const edited = tampered(good, '"value":"19.99"', '"value":"1.00"');
    await rejection(adapter.parseWebhook(edited.rawBody, edited.headers), WebhookSignatureError);
    const { 'paypal-transmission-sig': _sig, ...noSig } = good.headers;
    await rejection(adapter.parseWebhook(good.rawBody, noSig), WebhookSignatureError);
    const madeUp = { ...good.headers, 'paypal-transmission-id': '00000000-0000-0000-0000-000000000000' };
    await rejection(adapter.parseWebhook(good.rawBody, madeUp), WebhookSignatureError);
    await rejection(
      paypalGateway(config(paypal, { webhookId: 'WH-SOMEONE-ELSES' })).parseWebhook(good.rawBody, good.headers),
      WebhookSignatureError,
    );
    await rejection(adapter.parseWebhook(Buffer.from('not json'), good.headers), WebhookSignatureError);
    // The untouched delivery still passes.
    expect((await adapter.parseWebhook(good.rawBody, good.headers))?.outcome.state).toBe('paid');
  });

  it('wrong credentials or a gateway that is down is a GatewayError that carries no secret', async () => {
    const badSecret = 'EL-wrong-secret-value';
    const err = await rejection(
      paypalGateway(config(paypal, { clientSecret: badSecret })).start(checkout()),
      GatewayError,
    );
    expect(err).toMatchObject({ gateway: 'paypal', status: 401 });
    expect(err.message).not.toContain(badSecret);
    const down = await rejection(paypalGateway(config(paypal, { apiBase: await deadBase() })).check('X'), GatewayError);
    expect(down.message).toBe('PayPal could not be reached');
  });
});

describe('Flutterwave v3', () => {
  let flutterwave: FlutterwaveServer;
  let adapter: GatewayAdapter;
  const config = (s: FlutterwaveServer, over: { secretKey?: string; apiBase?: string; secretHash?: string } = {}) => ({
    secretKey: s.secretKey,
    publicKey: s.publicKey,
    secretHash: s.secretHash,
    currency: 'NGN',
    apiBase: s.url,
    ...over,
  });

  beforeAll(async () => {
    flutterwave = await startFlutterwaveServer();
    adapter = flutterwaveGateway(config(flutterwave));
  });
  afterAll(async () => {
    await flutterwave?.close();
  });

  it('starts a Standard payment under our reference and sends the buyer to the hosted link', async () => {
    const c = checkout({ amount: 19.99, currency: 'NGN' });
    const started = await adapter.start(c);
    const p = flutterwave.payments.get(c.reference);
    expect(p).toMatchObject({
      amount: 19.99,
      currency: 'NGN',
      redirect_url: c.returnUrl,
      customer: { email: 'riya@example.com', name: 'Riya Sharma' },
      title: c.packageName,
      meta: { payment_transaction_id: c.transactionId },
    });
    expect(started).toEqual({ orderId: c.reference, redirectUrl: `${flutterwave.url}/hosted/pay/${p?.token}` });
    expect(flutterwave.requests.at(-1)?.headers.authorization).toBe(`Bearer ${flutterwave.secretKey}`);

    const phone = checkout({ customer: { id: 78, name: 'Amit', email: null } });
    await adapter.start(phone);
    expect(flutterwave.payments.get(phone.reference)?.customer.email).toBe('user-78@users.invalid');
  });

  it('verifies by reference: no attempt yet and in progress are pending; paid and failed are read', async () => {
    const c = checkout({ amount: 5000, currency: 'NGN' });
    await adapter.start(c);
    expect(await adapter.check(c.reference)).toEqual({ state: 'pending' });
    flutterwave.attempt(c.reference);
    expect(await adapter.check(c.reference)).toEqual({ state: 'pending' });
    const p = await flutterwave.pay(c.reference);
    expect(await adapter.check(c.reference)).toEqual({
      state: 'paid',
      gatewayTransactionId: String(p.transaction?.id),
      amount: 5000,
      currency: 'NGN',
    });
    const last = flutterwave.requests.at(-1);
    expect(last?.path).toBe('/v3/transactions/verify_by_reference');
    expect(last?.query.get('tx_ref')).toBe(c.reference);

    const failed = checkout();
    await adapter.start(failed);
    await flutterwave.fail(failed.reference, 'Insufficient funds');
    expect(await adapter.check(failed.reference)).toEqual({ state: 'failed', reason: 'Insufficient funds' });
  });

  it('takes charge.completed only with the secret hash, and answers what the verify call says', async () => {
    flutterwave.webhookUrl = `${receiver.url}/api/webhook/flutterwave`;
    const c = checkout({ amount: 19.99, currency: 'NGN' });
    await adapter.start(c);
    const from = receiver.requests.length;
    const p = await flutterwave.pay(c.reference);
    const delivery = await until(() => received().slice(from)[0]);
    expect(delivery.headers['verif-hash']).toBe(flutterwave.secretHash);
    const verifies = flutterwave.count('GET', '/v3/transactions/verify_by_reference');
    expect(await adapter.parseWebhook(delivery.rawBody, delivery.headers)).toEqual({
      eventId: `charge.completed:${p.transaction?.id}`,
      orderId: c.reference,
      outcome: { state: 'paid', gatewayTransactionId: String(p.transaction?.id), amount: 19.99, currency: 'NGN' },
    });
    expect(flutterwave.count('GET', '/v3/transactions/verify_by_reference')).toBe(verifies + 1);

    // The hash proves only who knows it: a body saying "successful" for an unpaid reference is not a payment.
    const unpaid = checkout();
    await adapter.start(unpaid);
    const claim = flutterwave.webhook(unpaid.reference, { claim: { status: 'successful', id: 999 } });
    expect((await adapter.parseWebhook(claim.rawBody, claim.headers))?.outcome).toEqual({ state: 'pending' });

    const wrong = flutterwave.webhook(c.reference, { hash: 'not-the-hash' });
    await rejection(adapter.parseWebhook(wrong.rawBody, wrong.headers), WebhookSignatureError);
    const none = flutterwave.webhook(c.reference, { hash: null });
    await rejection(adapter.parseWebhook(none.rawBody, none.headers), WebhookSignatureError);
    // No hash configured on our side: nothing is accepted.
    await rejection(
      flutterwaveGateway(config(flutterwave, { secretHash: '' })).parseWebhook(delivery.rawBody, { 'verif-hash': '' }),
      WebhookSignatureError,
    );

    const transfer = flutterwave.webhook(c.reference, { event: 'transfer.completed' });
    expect(await adapter.parseWebhook(transfer.rawBody, transfer.headers)).toBeNull();
  });

  it('a wrong key or a gateway that is down is a GatewayError that carries no key', async () => {
    const badKey = 'FLWSECK_TEST-wrong-key-X';
    const err = await rejection(
      flutterwaveGateway(config(flutterwave, { secretKey: badKey })).start(checkout()),
      GatewayError,
    );
    expect(err).toMatchObject({ gateway: 'flutterwave', status: 401 });
    expect(err.message).not.toContain(badKey);
    const down = await rejection(
      flutterwaveGateway(config(flutterwave, { apiBase: await deadBase() })).check('x'),
      GatewayError,
    );
    expect(down.message).toBe('Flutterwave could not be reached');
  });
});
