// Buying a paid package (decisions 019 and 024). A checkout is a `payment_transactions` row written before the gateway is
// asked for anything; the package is granted only when the gateway says the money arrived — a verified webhook
// or a verify call that asks the gateway itself — and in the same database transaction that marks the row
// `success`. So there is never a paid transaction without its package nor a package without its payment, and a
// crash anywhere before that commit leaves a row the next webhook delivery or verify call settles. Granting is
// idempotent per transaction (its row is locked, then looked at), whatever the gateway's event ids.
import { PAYMENT_MESSAGES as M, type OnlineGateway, type PaymentTransaction } from '@abode/shared/wire';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bank_receipt_files, customers, packages, payment_transactions } from '../../db/schema.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { Deps } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { PRIVATE_PREFIX, privateUrlSigner } from '../../lib/private-files.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { announce, type NotifyContext } from '../notifications/announce.ts';
import { announcePackageActivated } from '../notifications/package-reminders.ts';
import { grantPackage, holdsPackage, lockCustomer } from '../packages/packages.assign.ts';
import { rowsOf } from '../properties/properties.repository.ts';
import { gatewayAdapter } from './gateway-registry.ts';
import { type GatewayAdapter, GatewayError, type PaymentCheck, type StartedPayment } from './gateways/types.ts';
import { activeGateway, type PaymentSettings, readPaymentSettings } from './payment-settings.ts';
import { findTransaction, listTransactions, type TransactionRow } from './payments.repository.ts';

/** A checkout still pending after this long is marked expired (a late payment is still granted). */
export const PENDING_TTL_MS = 2 * 3600_000;

/**
 * Checkouts (online or bank transfer) one user may start per hour: far above a buyer retrying, low enough that a
 * script cannot fill the table or make the gateways throttle the site.
 */
export const CHECKOUT_LIMIT = { perUser: 30, windowMs: 3_600_000 } as const;

/** Counts a checkout of `userId`; the 429 envelope past CHECKOUT_LIMIT. */
export async function countCheckout(deps: Pick<Deps, 'limiter'>, userId: number): Promise<void> {
  const { allowed } = await deps.limiter.hit(
    `checkout:user:${userId}`,
    CHECKOUT_LIMIT.perUser,
    CHECKOUT_LIMIT.windowMs,
  );
  if (!allowed) throw new ApiError('RATE_LIMITED', 'Too many requests, try again later');
}

/** Notification types of payments. */
export const PAYMENT_FAILED = 'payment_failed';
export const PAYMENT_REJECTED = 'payment_rejected';

/** What payment work needs: every dependency (receipts go to storage), links and a logger. */
export interface PaymentContext extends NotifyContext {
  deps: Deps;
}

/** The page the gateways send buyers back to (our own, from PUBLIC_URL). */
export function returnUrls(publicUrl: string, gateway: OnlineGateway, transactionId: number) {
  const base = `${publicUrl}/payment/return`;
  return {
    returnUrl: `${base}?gateway=${gateway}&payment_transaction_id=${transactionId}`,
    cancelUrl: `${base}?gateway=${gateway}&payment_transaction_id=${transactionId}&canceled=1`,
  };
}

/** The adapter of an enabled gateway; 400 when that gateway is not the one buyers may use. */
export function enabledAdapter(s: PaymentSettings, gateway: OnlineGateway): GatewayAdapter {
  if (!s.enabled[gateway]) throw new ApiError('BAD_REQUEST', M.gatewayOff);
  return adapterOf(s, gateway);
}

/** The adapter of a gateway whose keys are set (enabled or not: a late webhook still settles). */
export function adapterOf(s: PaymentSettings, gateway: OnlineGateway): GatewayAdapter {
  const adapter = gatewayAdapter(gateway, s);
  if (!adapter) throw new ApiError('BAD_REQUEST', M.gatewayOff);
  return adapter;
}

/** The paid package a user may buy now; the spec's errors otherwise. */
async function purchasable(db: Db, userId: number, packageId: number) {
  const [pkg] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, packageId), eq(packages.status, 1), eq(packages.package_type, 'paid')));
  if (!pkg || Number(pkg.price) <= 0) throw new ApiError('NOT_FOUND', M.noPaidPackage);
  if (await holdsPackage(db, userId, pkg)) throw new ApiError('ALREADY_EXISTS', M.alreadyPurchased);
  return pkg;
}

async function withPackage(db: Db, t: TransactionRow): Promise<PaymentTransaction> {
  const { rows } = await listTransactions(db, { id: t.id, offset: 0, limit: 1 }, () => '');
  const [row] = rows;
  if (!row) throw new Error('transaction vanished');
  return row;
}

/** Statuses of a payment still open: at most one per user and package (payment_transactions_open_idx). */
export const OPEN_STATUSES = ['pending', 'review'] as const;

/**
 * A checkout whose gateway has not answered after this long was cut short (the gateway's own timeout is 15 s):
 * it no longer holds the package's one open payment.
 */
export const START_TIMEOUT_MS = 30_000;

/** How long a second request waits for the gateway to answer the first before giving up. */
const REUSE_WAIT_MS = 20_000;

/** The user's open payment (pending or in review) for a package, if any. */
export async function openPaymentOf(db: Db, userId: number, packageId: number): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(payment_transactions)
    .where(
      and(
        eq(payment_transactions.user_id, userId),
        eq(payment_transactions.package_id, packageId),
        inArray(payment_transactions.payment_status, [...OPEN_STATUSES]),
      ),
    );
  return row;
}

/** Closes a pending checkout that may no longer be offered (another gateway, another price, too old). */
async function closePending(db: Db, id: number, status: 'expired' | 'failed', reason: string | null): Promise<void> {
  await db
    .update(payment_transactions)
    .set({ payment_status: status, reject_reason: reason, updated_at: new Date() })
    .where(and(eq(payment_transactions.id, id), eq(payment_transactions.payment_status, 'pending')));
}

/** The answer of a checkout, new or reused. */
async function checkoutAnswer(db: Db, row: TransactionRow, gateway: OnlineGateway, started: StartedPayment) {
  return {
    payment_intent: {
      payment_transaction_id: row.id,
      gateway,
      id: started.orderId,
      amount: Number(row.amount),
      currency: row.currency,
      ...(started.clientSecret ? { client_secret: started.clientSecret } : {}),
      ...(started.redirectUrl ? { redirect_url: started.redirectUrl } : {}),
    },
    payment_transaction: await withPackage(db, row),
  };
}

type CheckoutAnswer = Awaited<ReturnType<typeof checkoutAnswer>>;

/**
 * What to do with the user's open payment for the package a checkout is asked for: a transfer in review refuses
 * the checkout; a pending checkout at the same gateway for the same amount is answered again (the same
 * transaction, the same PaymentIntent or gateway page); one no longer offered is closed, and null lets the
 * caller start a new one. A checkout whose gateway has not answered yet is waited for (null once it has).
 */
async function reuseOpen(
  ctx: PaymentContext,
  open: TransactionRow,
  gateway: OnlineGateway,
  adapter: GatewayAdapter,
  price: { amount: number; currency: string },
): Promise<CheckoutAnswer | null> {
  const { db } = ctx.deps;
  const extras = { payment_transaction_id: open.id };
  if (open.payment_status === 'review') throw new ApiError('ALREADY_EXISTS', M.paymentInReview, extras);
  const age = Date.now() - open.created_at.getTime();
  if (
    open.payment_type !== 'online payment' ||
    open.payment_gateway !== gateway ||
    age > PENDING_TTL_MS ||
    Number(open.amount) !== price.amount ||
    open.currency.toUpperCase() !== price.currency.toUpperCase()
  ) {
    // A late payment of a closed checkout is still granted (settleCheckout): the money was taken.
    await closePending(db, open.id, 'expired', null);
    return null;
  }
  if (!open.order_id) {
    if (age > START_TIMEOUT_MS) await closePending(db, open.id, 'failed', 'The payment service did not answer');
    else await new Promise((resolve) => setTimeout(resolve, 100));
    return null;
  }
  let started: StartedPayment | null;
  try {
    started = await adapter.reopen(open.order_id, open.checkout_url);
  } catch (err) {
    if (err instanceof GatewayError) throw new ApiError('UNAVAILABLE', M.gatewayUnavailable);
    throw err;
  }
  if (started) return checkoutAnswer(db, open, gateway, started);
  // The gateway no longer takes a payment for it: settle what it says, then start again only if nothing was paid.
  let check: PaymentCheck;
  try {
    check = await adapter.check(open.order_id);
  } catch (err) {
    if (err instanceof GatewayError) throw new ApiError('UNAVAILABLE', M.gatewayUnavailable);
    throw err;
  }
  const outcome = await settleCheckout(ctx, gateway, open.order_id, check);
  if (outcome === 'granted' || outcome === 'already') throw new ApiError('ALREADY_EXISTS', M.alreadyPurchased);
  if (outcome === 'pending') throw new ApiError('ALREADY_EXISTS', M.paymentProcessing, extras);
  if (outcome === 'unknown') await closePending(db, open.id, 'expired', null);
  return null;
}

/**
 * Starts an online checkout, or answers the user's open one for the package again: a second click, a second tab
 * or a retried request gets the same transaction and the same PaymentIntent (or gateway page), never a second
 * payment. A new checkout writes the pending transaction first (amount and currency from the package and the
 * gateway's settings; the open-payment index lets only one request per user and package write it), then asks
 * the gateway. A gateway that fails or cannot be reached leaves the row failed and answers 503 with a plain message.
 */
export async function startCheckout(
  ctx: PaymentContext,
  user: { id: number },
  packageId: number,
  gateway: OnlineGateway | 'active',
): Promise<CheckoutAnswer> {
  const { db } = ctx.deps;
  const s = await readPaymentSettings(db, ctx.deps.config.payments);
  const chosen = gateway === 'active' ? activeGateway(s) : gateway;
  if (!chosen) throw new ApiError('BAD_REQUEST', M.noneActivated);
  const adapter = enabledAdapter(s, chosen);
  const config = s[chosen];
  if (!config) throw new ApiError('BAD_REQUEST', M.gatewayOff);
  const pkg = await purchasable(db, user.id, packageId);
  const price = { amount: Number(pkg.price), currency: config.currency };
  const deadline = Date.now() + REUSE_WAIT_MS;
  let counted = false;
  while (Date.now() < deadline) {
    const open = await openPaymentOf(db, user.id, pkg.id);
    if (open) {
      const reused = await reuseOpen(ctx, open, chosen, adapter, price);
      if (reused) return reused;
      continue;
    }
    if (!counted) {
      await countCheckout(ctx.deps, user.id);
      counted = true;
    }
    const reference = `abode_${randomToken(24)}`;
    const [tx] = await db
      .insert(payment_transactions)
      .values({
        user_id: user.id,
        package_id: pkg.id,
        amount: price.amount,
        currency: price.currency,
        payment_gateway: chosen,
        payment_type: 'online payment',
        payment_status: 'pending',
        reference,
      })
      // Another request opened a payment for this package first: the loop answers with that one.
      .onConflictDoNothing()
      .returning();
    if (!tx) continue;
    return openAtGateway(ctx, user, pkg, chosen, adapter, tx);
  }
  throw new ApiError('ALREADY_EXISTS', M.paymentPending);
}

/** Asks the gateway for the checkout of a pending row just written; the row ends failed if it cannot. */
async function openAtGateway(
  ctx: PaymentContext,
  user: { id: number },
  pkg: typeof packages.$inferSelect,
  chosen: OnlineGateway,
  adapter: GatewayAdapter,
  tx: TransactionRow,
): Promise<CheckoutAnswer> {
  const { db } = ctx.deps;
  const [buyer] = await db
    .select({ name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.id, user.id));
  let started: StartedPayment;
  try {
    started = await adapter.start({
      transactionId: tx.id,
      reference: tx.reference ?? '',
      amount: Number(tx.amount),
      currency: tx.currency,
      packageName: pkg.name,
      customer: { id: user.id, name: buyer?.name ?? '', email: buyer?.email ?? null },
      ...returnUrls(ctx.deps.config.publicUrl, chosen, tx.id),
    });
  } catch (err) {
    await db
      .update(payment_transactions)
      .set({
        payment_status: 'failed',
        reject_reason: 'The payment service could not be reached',
        updated_at: new Date(),
      })
      .where(eq(payment_transactions.id, tx.id));
    if (err instanceof GatewayError) {
      ctx.log.warn({ gateway: chosen, status: err.status, msg: err.message }, 'payments: checkout not started');
      throw new ApiError('UNAVAILABLE', M.gatewayUnavailable);
    }
    throw err;
  }
  const [saved] = await db
    .update(payment_transactions)
    .set({ order_id: started.orderId, checkout_url: started.redirectUrl ?? null, updated_at: new Date() })
    .where(eq(payment_transactions.id, tx.id))
    .returning();
  return checkoutAnswer(db, saved ?? tx, chosen, started);
}

/** How settling a checkout ended. */
export type SettleOutcome = 'granted' | 'already' | 'unknown' | 'mismatch' | 'failed' | 'canceled' | 'pending';

/**
 * Applies what the gateway says about checkout `orderId`. Paid: in one database transaction, the row is
 * locked, a row already `success` is left alone (a replay, a second delivery, a verify racing the webhook),
 * an amount or currency below the package's is refused, else the package is granted and the row marked
 * `success` with it. Failed or canceled: a pending row is marked so, and the buyer told about a failure.
 */
export async function settleCheckout(
  ctx: PaymentContext,
  gateway: OnlineGateway,
  orderId: string,
  check: PaymentCheck,
): Promise<SettleOutcome> {
  if (check.state === 'pending') return 'pending';
  const { db } = ctx.deps;
  const result = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const [row] = await rowsOf<TransactionRow>(
      tx,
      sql`select * from payment_transactions where payment_gateway = ${gateway} and order_id = ${orderId} for update`,
    );
    if (!row) return { outcome: 'unknown' as const };
    if (row.payment_status === 'success') return { outcome: 'already' as const, row };
    const now = new Date();
    if (check.state !== 'paid') {
      if (row.payment_status !== 'pending' && row.payment_status !== 'expired') return { outcome: check.state, row };
      await tx
        .update(payment_transactions)
        .set({
          payment_status: check.state === 'failed' ? 'failed' : 'canceled',
          reject_reason: check.state === 'failed' ? check.reason.slice(0, 300) : null,
          updated_at: now,
        })
        .where(eq(payment_transactions.id, row.id));
      return { outcome: check.state, row, changed: true };
    }
    if (check.currency.toUpperCase() !== row.currency.toUpperCase() || check.amount + 0.005 < Number(row.amount)) {
      await tx
        .update(payment_transactions)
        .set({ payment_status: 'failed', reject_reason: 'The amount paid does not match the package', updated_at: now })
        .where(eq(payment_transactions.id, row.id));
      return { outcome: 'mismatch' as const, row };
    }
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, row.package_id));
    if (!pkg) throw new Error(`package ${row.package_id} of transaction ${row.id} is gone`);
    await lockCustomer(tx, row.user_id);
    const given = await grantPackage(tx, row.user_id, pkg, now);
    await tx
      .update(payment_transactions)
      .set({
        payment_status: 'success',
        transaction_id: check.gatewayTransactionId,
        user_package_id: given.id,
        reject_reason: null,
        updated_at: now,
      })
      .where(eq(payment_transactions.id, row.id));
    return { outcome: 'granted' as const, row, given };
  });
  if (result.outcome === 'granted' && result.given)
    await announcePackageActivated(ctx, result.row.user_id, result.given.id, result.given.name, result.given.end_date);
  if (result.outcome === 'failed' && 'changed' in result && result.row) await announceFailure(ctx, result.row);
  if (result.outcome === 'mismatch')
    ctx.log.error({ gateway, transaction: result.row?.id }, 'payments: amount paid does not match the package');
  return result.outcome;
}

async function announceFailure(ctx: PaymentContext, row: TransactionRow): Promise<void> {
  await announce(ctx, {
    to: row.user_id,
    title: M.failed,
    message: 'Your payment did not go through and no money was taken for it. You can try again from the plans page.',
    type: PAYMENT_FAILED,
    item: { type: 'payment', id: row.id },
  });
}

/** The caller's own transaction, else 404 (another user's looks the same as none). */
export async function ownTransaction(db: Db, userId: number, id: number): Promise<TransactionRow> {
  const row = await findTransaction(db, id);
  if (!row || row.user_id !== userId) throw new ApiError('NOT_FOUND', M.transactionNotFound);
  return row;
}

/** The verify call: asks the gateway how the caller's online checkout stands and settles it. */
export async function verifyCheckout(ctx: PaymentContext, userId: number, id: number): Promise<PaymentTransaction> {
  const { db } = ctx.deps;
  const row = await ownTransaction(db, userId, id);
  if (row.payment_type === 'online payment' && row.payment_status !== 'success' && row.order_id) {
    const gateway = row.payment_gateway as OnlineGateway;
    const s = await readPaymentSettings(db, ctx.deps.config.payments);
    let check: PaymentCheck;
    try {
      check = await adapterOf(s, gateway).check(row.order_id);
    } catch (err) {
      if (err instanceof GatewayError) throw new ApiError('UNAVAILABLE', M.gatewayUnavailable);
      throw err;
    }
    await settleCheckout(ctx, gateway, row.order_id, check);
  }
  return withPackage(db, (await findTransaction(db, id)) ?? row);
}

/** payment-transaction-fail: the buyer's pending checkout ends failed (or canceled); a settled one is left alone. */
export async function failCheckout(
  ctx: PaymentContext,
  userId: number,
  id: number,
  reason: 'failed' | 'canceled',
): Promise<PaymentTransaction> {
  const { db } = ctx.deps;
  const row = await ownTransaction(db, userId, id);
  const [changed] = await db
    .update(payment_transactions)
    .set({ payment_status: reason, updated_at: new Date() })
    .where(and(eq(payment_transactions.id, id), inArray(payment_transactions.payment_status, ['pending', 'expired'])))
    .returning();
  if (changed && reason === 'failed') await announceFailure(ctx, changed);
  return withPackage(db, changed ?? row);
}

/** Marks checkouts pending longer than PENDING_TTL_MS expired; answers how many. */
export async function expireStaleCheckouts(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(payment_transactions)
    .set({ payment_status: 'expired', updated_at: now })
    .where(
      and(
        eq(payment_transactions.payment_status, 'pending'),
        lt(payment_transactions.created_at, new Date(now.getTime() - PENDING_TTL_MS)),
      ),
    )
    .returning({ id: payment_transactions.id });
  return rows.length;
}

/** Every ten minutes, in every instance (an update is harmless to repeat), until the returned stop is called. */
export function startCheckoutExpiry(deps: Deps, log: FastifyBaseLogger, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    expireStaleCheckouts(deps.db).catch((err) => log.warn({ err }, 'payments: expiry scan failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Storage folder of bank-transfer receipts (private); the upload sweeper knows it (storage/references.ts). */
export const RECEIPT_FOLDER = `${PRIVATE_PREFIX}receipts`;

/** A bank transfer's receipt key (private: only its owner and admins get signed links). */
export function receiptKey(userId: number, ext: string): string {
  return `${RECEIPT_FOLDER}/${userId}/${randomToken(32)}.${ext}`;
}

/** Receipts of a transaction with signed links, for answers. */
export async function signedReceipts(deps: Deps, urls: UrlBuilder, txId: number) {
  const sign = await privateUrlSigner(deps.db, urls);
  const rows = await deps.db
    .select()
    .from(bank_receipt_files)
    .where(eq(bank_receipt_files.payment_transaction_id, txId));
  return rows.map((r) => ({ id: r.id, file: sign(r.file), created_at: r.created_at.toISOString() }));
}
