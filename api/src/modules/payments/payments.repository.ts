// Reads of payment transactions and their receipts.
import type { OpenPayment, PaymentTransaction, PaymentType } from '@abode/shared/wire';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bank_receipt_files, packages, payment_transactions } from '../../db/schema.ts';
import type { PrivateUrlSigner } from '../../lib/private-files.ts';

/** A payment_transactions row. */
export type TransactionRow = typeof payment_transactions.$inferSelect;

/** Filters of a transaction list. */
export interface TransactionFilter {
  userId?: number | undefined;
  id?: number | undefined;
  paymentType?: PaymentType | undefined;
  status?: TransactionRow['payment_status'] | undefined;
  offset: number;
  limit: number;
}

/** Transactions, newest first, with their package and receipts (signed links), and how many match. */
export async function listTransactions(
  db: Db,
  f: TransactionFilter,
  sign: PrivateUrlSigner,
): Promise<{ rows: PaymentTransaction[]; total: number }> {
  const conds: SQL[] = [];
  if (f.userId !== undefined) conds.push(eq(payment_transactions.user_id, f.userId));
  if (f.id !== undefined) conds.push(eq(payment_transactions.id, f.id));
  if (f.paymentType) conds.push(eq(payment_transactions.payment_type, f.paymentType));
  if (f.status) conds.push(eq(payment_transactions.payment_status, f.status));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        t: payment_transactions,
        p: { id: packages.id, name: packages.name, price: packages.price, duration: packages.duration },
      })
      .from(payment_transactions)
      .innerJoin(packages, eq(packages.id, payment_transactions.package_id))
      .where(where)
      .orderBy(desc(payment_transactions.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(payment_transactions).where(where),
  ]);
  const receipts = await receiptsOf(
    db,
    rows.filter((r) => r.t.payment_type === 'bank transfer').map((r) => r.t.id),
  );
  return {
    total: counted?.n ?? 0,
    rows: rows.map(({ t, p }) => ({
      ...publicTransaction(t),
      package: { id: p.id, name: p.name, price: Number(p.price), duration: p.duration },
      ...(t.payment_type === 'bank transfer'
        ? {
            bank_receipts: receipts
              .filter((r) => r.payment_transaction_id === t.id)
              .map((r) => ({ id: r.id, file: sign(r.file), created_at: r.created_at.toISOString() })),
          }
        : {}),
    })),
  };
}

/** A transaction's own fields as clients see them (no internal reference). */
export function publicTransaction(t: TransactionRow): Omit<PaymentTransaction, 'package' | 'bank_receipts'> {
  return {
    id: t.id,
    user_id: t.user_id,
    package_id: t.package_id,
    amount: Number(t.amount),
    currency: t.currency,
    payment_gateway: t.payment_gateway,
    payment_type: t.payment_type,
    payment_status: t.payment_status,
    order_id: t.order_id,
    transaction_id: t.transaction_id,
    reject_reason: t.reject_reason,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
  };
}

/** Receipt files of the given transactions, oldest first. */
export function receiptsOf(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(bank_receipt_files)
    .where(inArray(bank_receipt_files.payment_transaction_id, ids))
    .orderBy(asc(bank_receipt_files.id));
}

/** The user's open payments (a checkout pending, a transfer in review): at most one per package. */
export async function openPaymentsOf(db: Db, userId: number): Promise<OpenPayment[]> {
  const rows = await db
    .select({
      package_id: payment_transactions.package_id,
      payment_transaction_id: payment_transactions.id,
      payment_status: payment_transactions.payment_status,
      payment_type: payment_transactions.payment_type,
      payment_gateway: payment_transactions.payment_gateway,
    })
    .from(payment_transactions)
    .where(
      and(
        eq(payment_transactions.user_id, userId),
        inArray(payment_transactions.payment_status, ['pending', 'review']),
      ),
    )
    .orderBy(asc(payment_transactions.package_id));
  return rows.flatMap((r) =>
    r.payment_status === 'pending' || r.payment_status === 'review' ? [{ ...r, payment_status: r.payment_status }] : [],
  );
}

/** One transaction by id (any owner). */
export async function findTransaction(db: Db, id: number): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(payment_transactions).where(eq(payment_transactions.id, id));
  return row;
}
