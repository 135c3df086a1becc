// One open payment per user and package (payment_transactions_open_idx, decision 024), over real HTTP on whichever
// database the run uses: a second bank transfer while the first is in review is refused with nothing written (no
// row, no receipt file), also when many are sent at once; a gateway checkout started again, or many times at
// once, answers the same transaction and the same PaymentIntent or gateway page; a closed payment (canceled,
// declined, rejected, expired) blocks nothing; get-package tells the plans page which payment is open.

import { readFileSync } from 'node:fs';
import { PAYMENT_MESSAGES as M, paymentTransaction } from '@abode/shared/wire';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, payment_transactions } from '../src/db/schema.ts';
import { PENDING_TTL_MS } from '../src/modules/payments/payments.service.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { startPaystackServer } from './gateway-servers/paystack.ts';
import { startStripeServer } from './gateway-servers/stripe.ts';
import {
  expectFailure,
  freshUser,
  startTestServer,
  storedFiles,
  TEST_PDF,
  type TestServer,
  upload,
} from './helpers.ts';

let s: TestServer;
let stripe: Awaited<ReturnType<typeof startStripeServer>>;
let paystack: Awaited<ReturnType<typeof startPaystackServer>>;
let admin: string;
let professional: number;
let premium: number;

beforeAll(async () => {
  stripe = await startStripeServer();
  paystack = await startPaystackServer();
  s = await startTestServer({
    config: {
      payments: {
        keys: {
          stripe_secret_key: stripe.secretKey,
          stripe_publishable_key: stripe.publishableKey,
          stripe_webhook_secret: stripe.webhookSecret,
          paystack_secret_key: paystack.secretKey,
          paystack_public_key: paystack.publicKey,
        },
        apiBase: { stripe: stripe.url, paystack: paystack.url },
      },
    },
  });
  admin = await s.login(DEMO_ACCOUNTS.admin);
  stripe.webhookUrl = `${s.url}/api/webhook/stripe`;
  paystack.webhookUrl = `${s.url}/api/webhook/paystack`;
  const rows = await s.db.select().from(packages);
  professional = rows.find((p) => p.name === 'Professional')?.id ?? 0;
  premium = rows.find((p) => p.name === 'Premium')?.id ?? 0;
  await enable('stripe_gateway');
}, 240_000);
afterAll(async () => {
  await s?.close();
  await Promise.all([stripe?.close(), paystack?.close()]);
});

async function enable(flag: string) {
  const r = await s.call('/api/admin/payment-settings', {
    method: 'PUT',
    headers: { authorization: admin, 'content-type': 'application/json' },
    body: JSON.stringify({ [flag]: true, stripe_currency: 'USD', paystack_currency: 'NGN' }),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

const bankTransfer = (token: string, packageId = professional) =>
  s.post('/api/initiate-bank-transfer', token, { package_id: String(packageId), file: upload(TEST_PDF, 'r.pdf') });

const startCheckout = (token: string, packageId = professional) =>
  s.post('/api/create-payment-intent', token, { package_id: String(packageId), platform_type: 'web' });

/** What a checkout answered: the intent, and the transaction id (the same for a checkout answered again). */
type Intent = { payment_transaction_id: number; id: string; gateway: string; client_secret?: string };
const intentOf = (r: { body: Record<string, unknown> }) => (r.body.data as { payment_intent: Intent }).payment_intent;
const idOf = (r: { body: Record<string, unknown> }) => (r.body.data as { id: number }).id;

const rowsOf = (userId: number) =>
  s.db.select().from(payment_transactions).where(eq(payment_transactions.user_id, userId));

const openRows = async (userId: number, packageId = professional) =>
  s.db
    .select()
    .from(payment_transactions)
    .where(
      and(
        eq(payment_transactions.user_id, userId),
        eq(payment_transactions.package_id, packageId),
        inArray(payment_transactions.payment_status, ['pending', 'review']),
      ),
    );

const receipts = () => storedFiles(s, 'private/receipts');

async function openPayments(token: string) {
  const r = await s.get('/api/get-package', token);
  expect(r.status).toBe(200);
  return r.body.open_payments as { package_id: number; payment_transaction_id: number; payment_status: string }[];
}

describe('bank transfers', () => {
  it('a second receipt while the first is in review is refused; nothing is written, no file is kept', async () => {
    const user = await freshUser(s);
    const first = await bankTransfer(user.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstId = idOf(first);
    const files = receipts().length;

    const second = await bankTransfer(user.token);
    expectFailure(second, 400, M.paymentInReview);
    expect(second.body).toMatchObject({ code: 'ALREADY_EXISTS', payment_transaction_id: firstId });
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(receipts()).toHaveLength(files);
    // An online checkout of the same package is refused as well; another package is not held up.
    expectFailure(await startCheckout(user.token), 400, M.paymentInReview);
    expect((await bankTransfer(user.token, premium)).status).toBe(200);

    // The plans page learns which payment is open for which package.
    expect(await openPayments(user.token)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          package_id: professional,
          payment_transaction_id: firstId,
          payment_status: 'review',
        }),
        expect.objectContaining({ package_id: premium, payment_status: 'review' }),
      ]),
    );
    const visitor = await s.get('/api/get-package');
    expect(visitor.body.open_payments).toEqual([]);

    // Rejected: no longer open, so a new transfer is taken; the rejected one cannot go back in review beside it.
    const rejected = await s.postJson(`/api/admin/transactions/${firstId}/review`, admin, {
      status: 'rejected',
      reject_reason: 'Unreadable',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const again = await bankTransfer(user.token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const before = receipts().length;
    const reupload = await s.post('/api/upload-bank-receipt-file', user.token, {
      payment_transaction_id: String(firstId),
      file: upload(TEST_PDF, 'r.pdf'),
    });
    expectFailure(reupload, 400, M.paymentInReview);
    expect(receipts()).toHaveLength(before);
    expect((await openRows(user.id)).map((r) => r.id)).toEqual([idOf(again)]);
  });

  it('eight receipts sent at once: one is taken, the others refused, one open row and one file', async () => {
    const user = await freshUser(s);
    const files = receipts().length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => bankTransfer(user.token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400)) expectFailure(a, 400, M.paymentInReview);
    expect(await openRows(user.id)).toHaveLength(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(receipts()).toHaveLength(files + 1);
  });

  it('a bank transfer while a checkout is pending: finish or cancel it first; canceled, the transfer is taken', async () => {
    const user = await freshUser(s);
    const started = await startCheckout(user.token);
    expect(started.status).toBe(200);
    const id = intentOf(started).payment_transaction_id as number;
    expect(await openPayments(user.token)).toEqual([
      {
        package_id: professional,
        payment_transaction_id: id,
        payment_status: 'pending',
        payment_type: 'online payment',
        payment_gateway: 'stripe',
      },
    ]);
    const files = receipts().length;
    const refused = await bankTransfer(user.token);
    expectFailure(refused, 400, M.paymentPending);
    expect(refused.body).toMatchObject({ payment_transaction_id: id });
    expect(receipts()).toHaveLength(files);

    const canceled = await s.post('/api/payment-transaction-fail', user.token, {
      payment_transaction_id: String(id),
      reason: 'canceled',
    });
    expect(canceled.status).toBe(200);
    expect((await bankTransfer(user.token)).status).toBe(200);
  });
});

describe('gateway checkouts', () => {
  it('started twice: the same transaction and the same PaymentIntent; canceled or declined, a new one', async () => {
    const user = await freshUser(s);
    const a = await startCheckout(user.token);
    const b = await startCheckout(user.token);
    expect([a.status, b.status]).toEqual([200, 200]);
    const ia = intentOf(a);
    const ib = intentOf(b);
    expect(ib).toEqual(ia);
    expect(String(ib.client_secret)).toMatch(/^pi_.+_secret_/);
    expect(
      paymentTransaction.parse((b.body.data as { payment_transaction: unknown }).payment_transaction),
    ).toMatchObject({
      id: ia.payment_transaction_id,
      payment_status: 'pending',
    });
    expect(await rowsOf(user.id)).toHaveLength(1);

    // A declined card fails the checkout (Stripe's webhook): the next one is new.
    await stripe.decline(String(ia.id));
    const afterDecline = await startCheckout(user.token);
    expect(afterDecline.status).toBe(200);
    expect(intentOf(afterDecline).payment_transaction_id).not.toBe(ia.payment_transaction_id);
    expect(await openRows(user.id)).toHaveLength(1);

    // Canceled by the buyer: the next checkout is a new one.
    const open = intentOf(afterDecline);
    await s.post('/api/payment-transaction-fail', user.token, {
      payment_transaction_id: String(open.payment_transaction_id),
      reason: 'canceled',
    });
    const fresh = await startCheckout(user.token);
    expect(fresh.status).toBe(200);
    expect(intentOf(fresh).payment_transaction_id).not.toBe(open.payment_transaction_id);
    expect(intentOf(fresh).id).not.toBe(open.id);
    expect(await openRows(user.id)).toHaveLength(1);
    expect(await rowsOf(user.id)).toHaveLength(3);
  });

  it('six checkouts at once: one transaction, one PaymentIntent, every answer the same', async () => {
    const user = await freshUser(s);
    const intentsBefore = stripe.intents.size;
    const answers = await Promise.all(Array.from({ length: 6 }, () => startCheckout(user.token)));
    expect(
      answers.map((r) => r.status),
      JSON.stringify(answers.map((r) => r.body)),
    ).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((r) => intentOf(r).payment_transaction_id));
    const intents = new Set(answers.map((r) => intentOf(r).id));
    expect([ids.size, intents.size]).toEqual([1, 1]);
    expect(await openRows(user.id)).toHaveLength(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(stripe.intents.size).toBe(intentsBefore + 1);
  });

  it('paid meanwhile: a checkout started again grants nothing twice and says the package is held', async () => {
    const user = await freshUser(s);
    const a = await startCheckout(user.token);
    const pi = String(intentOf(a).id);
    // Paid at Stripe; the webhook is lost.
    stripe.webhookUrl = 'http://127.0.0.1:9/lost';
    try {
      await stripe.pay(pi);
    } finally {
      stripe.webhookUrl = `${s.url}/api/webhook/stripe`;
    }
    expectFailure(await startCheckout(user.token), 400, M.alreadyPurchased);
    expect((await rowsOf(user.id)).map((r) => r.payment_status)).toEqual(['success']);
  });

  it('one too old to pay through, or at a gateway no longer on, is closed and a new one starts', async () => {
    const user = await freshUser(s);
    const a = await startCheckout(user.token);
    const first = intentOf(a).payment_transaction_id as number;
    await s.db
      .update(payment_transactions)
      .set({ created_at: new Date(Date.now() - PENDING_TTL_MS - 60_000) })
      .where(eq(payment_transactions.id, first));
    const b = await startCheckout(user.token);
    const second = intentOf(b).payment_transaction_id as number;
    expect(second).not.toBe(first);

    await enable('paystack_gateway');
    try {
      const c = await startCheckout(user.token);
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      const third = intentOf(c);
      expect(third).toMatchObject({ gateway: 'paystack', currency: 'NGN' });
      // Paystack sends the buyer to its page: started again, the same page.
      const d = await startCheckout(user.token);
      expect(intentOf(d)).toEqual(third);
      expect(paystack.transactions.size).toBeGreaterThan(0);
      const statuses = new Map((await rowsOf(user.id)).map((r) => [r.id, r.payment_status]));
      expect([statuses.get(first), statuses.get(second), statuses.get(third.payment_transaction_id)]).toEqual([
        'expired',
        'expired',
        'pending',
      ]);
    } finally {
      await enable('stripe_gateway');
    }
  });
});

describe('migration 0036', () => {
  it('closes payments opened twice before the index, keeping the transfer in review, then builds the index', async () => {
    const user = await freshUser(s);
    const [, closeDuplicates, createIndex] = readFileSync(
      new URL('../drizzle/0036_open_payment_per_package.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    const open = {
      user_id: user.id,
      package_id: professional,
      amount: 999,
      currency: 'INR',
      payment_type: 'bank transfer' as const,
      payment_gateway: 'bank transfer' as const,
    };
    await s.db.execute(sql`drop index payment_transactions_open_idx`);
    try {
      const rows = await s.db
        .insert(payment_transactions)
        .values([
          { ...open, payment_status: 'review' },
          { ...open, payment_status: 'review' },
          { ...open, payment_type: 'online payment', payment_gateway: 'stripe', payment_status: 'pending' },
        ])
        .returning();
      await s.db.execute(sql.raw(closeDuplicates ?? ''));
      const after = new Map((await rowsOf(user.id)).map((r) => [r.id, r]));
      expect(rows.map((r) => after.get(r.id)?.payment_status)).toEqual(['rejected', 'review', 'expired']);
      expect(after.get(rows[0]?.id ?? 0)?.reject_reason).toBe(
        'Another payment for this package was sent; this one was closed.',
      );
    } finally {
      await s.db.execute(sql.raw(createIndex ?? ''));
    }
    expect((await bankTransfer(user.token)).status).toBe(400);
  });
});
