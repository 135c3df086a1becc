// Bank transfers, fully offline: the buyer pays into the admin's account and uploads the receipt (a picture or
// a PDF, checked by content, stored privately); the transaction waits in review until an admin approves it
// (the package starts, in the same database transaction) or rejects it with a reason (the buyer uploads again).
import { PAYMENT_MESSAGES as M, type PaymentTransaction } from '@abode/shared/wire';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bank_receipt_files, packages, payment_transactions } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { announceDecision } from '../notifications/decisions.ts';
import { grantPackage, holdsPackage, lockCustomer } from '../packages/packages.assign.ts';
import { rowsOf } from '../properties/properties.repository.ts';
import { checkDocument } from '../verification/documents.ts';
import { readPaymentSettings } from './payment-settings.ts';
import { listTransactions, type TransactionRow } from './payments.repository.ts';
import {
  countCheckout,
  openPaymentOf,
  ownTransaction,
  type PaymentContext,
  PENDING_TTL_MS,
  receiptKey,
} from './payments.service.ts';

/** Largest receipt accepted (upstream: 3 MB). */
export const RECEIPT_MAX_BYTES = 3 * 1024 * 1024;

/** Checks a receipt by content: JPEG, PNG or PDF of at most 3 MB (pictures are re-encoded, dropping EXIF). */
export async function checkReceipt(file: unknown) {
  if (!Buffer.isBuffer(file) || file.length === 0 || file.length > RECEIPT_MAX_BYTES)
    throw new ApiError('VALIDATION', M.receiptFile);
  try {
    return await checkDocument('file', file);
  } catch {
    throw new ApiError('VALIDATION', M.receiptFile);
  }
}

async function storeThen<T>(ctx: PaymentContext, key: string, data: Buffer, write: () => Promise<T>): Promise<T> {
  await ctx.deps.storage.put(key, data);
  try {
    return await write();
  } catch (err) {
    await ctx.deps.storage.remove(key).catch(() => undefined);
    throw err;
  }
}

async function ownView(db: Db, userId: number, id: number): Promise<PaymentTransaction> {
  const { rows } = await listTransactions(db, { userId, id, offset: 0, limit: 1 }, () => '');
  const [row] = rows;
  if (!row) throw new Error('transaction vanished');
  // Receipt links are not needed in this answer; the history signs them.
  const { bank_receipts: _omit, ...rest } = row;
  return rest;
}

/**
 * Refuses a payment while the user's other one for the package is open: a transfer in review, or a checkout
 * pending at a gateway (finish or cancel it first; one too old to be paid through is closed instead).
 */
async function refuseWhileOpen(db: Db, userId: number, packageId: number, except?: number): Promise<void> {
  const open = await openPaymentOf(db, userId, packageId);
  if (!open || open.id === except) return;
  const extras = { payment_transaction_id: open.id };
  if (open.payment_status === 'review') throw new ApiError('ALREADY_EXISTS', M.paymentInReview, extras);
  if (Date.now() - open.created_at.getTime() <= PENDING_TTL_MS)
    throw new ApiError('ALREADY_EXISTS', M.paymentPending, extras);
  await db
    .update(payment_transactions)
    .set({ payment_status: 'expired', updated_at: new Date() })
    .where(and(eq(payment_transactions.id, open.id), eq(payment_transactions.payment_status, 'pending')));
}

/** Thrown inside the write when the open-payment index kept it out (another payment opened meanwhile). */
class OpenedMeanwhile extends Error {}

/**
 * Runs a receipt's write; when the open-payment index refused it (another request opened a payment for the package
 * first), the receipt is already removed (storeThen) and the answer is the one a later request would get.
 */
async function unlessOpenedMeanwhile<T>(db: Db, userId: number, packageId: number, write: () => Promise<T>) {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof OpenedMeanwhile) && !isUniqueViolation(err)) throw err;
    await refuseWhileOpen(db, userId, packageId);
    throw new ApiError('ALREADY_EXISTS', M.paymentInReview);
  }
}

/**
 * initiate-bank-transfer: a transaction in review with its receipt, for a paid package the buyer lacks and has no
 * other open payment for. The open-payment index decides between two uploads at once; the loser's receipt file is
 * removed again and it gets the same answer as if it had come second.
 */
export async function startBankTransfer(ctx: PaymentContext, userId: number, packageId: number, file: unknown) {
  const { db } = ctx.deps;
  const s = await readPaymentSettings(db, ctx.deps.config.payments);
  if (!s.bankTransfer) throw new ApiError('BAD_REQUEST', M.bankTransferOff);
  const [pkg] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, packageId), eq(packages.status, 1), eq(packages.package_type, 'paid')));
  if (!pkg || Number(pkg.price) <= 0) throw new ApiError('NOT_FOUND', M.noPaidPackage);
  if (await holdsPackage(db, userId, pkg)) throw new ApiError('ALREADY_EXISTS', M.alreadyPurchased);
  await refuseWhileOpen(db, userId, pkg.id);
  const receipt = await checkReceipt(file);
  await countCheckout(ctx.deps, userId);
  const key = receiptKey(userId, receipt.type);
  const id = await unlessOpenedMeanwhile(db, userId, pkg.id, () =>
    storeThen(ctx, key, receipt.data, () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(payment_transactions)
          .values({
            user_id: userId,
            package_id: pkg.id,
            amount: Number(pkg.price),
            currency: (s.values.currency_code || 'USD').toUpperCase(),
            payment_gateway: 'bank transfer',
            payment_type: 'bank transfer',
            payment_status: 'review',
          })
          .onConflictDoNothing()
          .returning({ id: payment_transactions.id });
        if (!row) throw new OpenedMeanwhile();
        await tx.insert(bank_receipt_files).values({ payment_transaction_id: row.id, file: key });
        return row.id;
      }),
    ),
  );
  return { data: await ownView(db, userId, id), bank_details: s.bankDetails };
}

/** upload-bank-receipt-file: a new receipt for a rejected (or still reviewed) transfer; back in review. */
export async function reuploadReceipt(ctx: PaymentContext, userId: number, id: number, file: unknown) {
  const { db } = ctx.deps;
  const row = await ownTransaction(db, userId, id);
  if (row.payment_type !== 'bank transfer' || !['rejected', 'review'].includes(row.payment_status))
    throw new ApiError('BAD_REQUEST', M.receiptNotNeeded);
  // A rejected transfer goes back in review only while no other payment for its package is open.
  await refuseWhileOpen(db, userId, row.package_id, id);
  const receipt = await checkReceipt(file);
  const key = receiptKey(userId, receipt.type);
  const ok = await unlessOpenedMeanwhile(db, userId, row.package_id, () =>
    storeThen(ctx, key, receipt.data, () =>
      db.transaction(async (tx) => {
        const [changed] = await tx
          .update(payment_transactions)
          .set({ payment_status: 'review', reject_reason: null, updated_at: new Date() })
          .where(
            and(eq(payment_transactions.id, id), sql`${payment_transactions.payment_status} in ('rejected', 'review')`),
          )
          .returning({ id: payment_transactions.id });
        if (!changed) throw new ApiError('BAD_REQUEST', M.receiptNotNeeded);
        await tx.insert(bank_receipt_files).values({ payment_transaction_id: id, file: key });
        return true;
      }),
    ),
  );
  if (!ok) throw new ApiError('BAD_REQUEST', M.receiptNotNeeded);
  return ownView(db, userId, id);
}

/**
 * An admin's decision on a transfer in review: success grants the package (same transaction), rejected or
 * failed records the reason and tells the buyer. A transfer no longer in review is refused (two admins racing).
 */
export async function reviewBankTransfer(
  ctx: PaymentContext,
  id: number,
  status: 'success' | 'rejected' | 'failed',
  reason: string | undefined,
) {
  const { db } = ctx.deps;
  const result = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const [row] = await rowsOf<TransactionRow>(tx, sql`select * from payment_transactions where id = ${id} for update`);
    if (row?.payment_type !== 'bank transfer') throw new ApiError('NOT_FOUND', M.transactionNotFound);
    if (row.payment_status !== 'review') throw new ApiError('BAD_REQUEST', 'This transfer is not in review');
    const now = new Date();
    if (status !== 'success') {
      await tx
        .update(payment_transactions)
        .set({ payment_status: status, reject_reason: reason ?? null, updated_at: now })
        .where(eq(payment_transactions.id, id));
      return { row };
    }
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, row.package_id));
    if (!pkg) throw new ApiError('NOT_FOUND', 'Package not found');
    await lockCustomer(tx, row.user_id);
    const given = await grantPackage(tx, row.user_id, pkg, now);
    await tx
      .update(payment_transactions)
      .set({ payment_status: 'success', user_package_id: given.id, reject_reason: null, updated_at: now })
      .where(eq(payment_transactions.id, id));
    return { row, given };
  });
  await announceDecision(ctx, result.row.user_id, null, {
    kind: 'payment',
    transactionId: id,
    granted: result.given && {
      userPackageId: result.given.id,
      name: result.given.name,
      endDate: result.given.end_date,
    },
    reason,
  });
  const { rows } = await listTransactions(db, { id, offset: 0, limit: 1 }, () => '');
  const [reviewed] = rows;
  if (!reviewed) throw new Error(`transaction ${id} vanished after its review`);
  return reviewed;
}
