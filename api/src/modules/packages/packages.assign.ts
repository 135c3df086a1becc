import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  package_features,
  packages,
  payment_transactions,
  user_package_limits,
  user_packages,
} from '../../db/schema.ts';

const HOUR_MS = 3_600_000;

/** A package given: the user's package row, the package's name and when it ends. */
export interface AssignedPackage {
  id: number;
  name: string;
  end_date: Date | null;
}

/**
 * Gives a user a free package: one `user_packages` row and a counter per limited feature, in one
 * transaction. The user's row is locked first, so two clicks cannot both pass the "already running" check.
 */
export function assignFreePackage(
  db: Db,
  userId: number,
  packageId: number,
  now = new Date(),
): Promise<AssignedPackage | 'not-found' | 'paid' | 'already'> {
  return assignPackage(db, userId, packageId, { paid: false, now });
}

/**
 * Gives a user a package, paid ones too when `paid` (an admin's grant: a payment made outside the site, a
 * courtesy), with the same rows, lock and "already running" rule as a free one.
 */
export async function assignPackage(
  db: Db,
  userId: number,
  packageId: number,
  { paid, now = new Date() }: { paid: boolean; now?: Date },
): Promise<AssignedPackage | 'not-found' | 'paid' | 'already'> {
  return db.transaction(async (tx) => {
    const [pkg] = await tx
      .select()
      .from(packages)
      .where(and(eq(packages.id, packageId), eq(packages.status, 1)));
    if (!pkg) return 'not-found';
    if (pkg.package_type !== 'free' && !paid) return 'paid';
    // Serialises assignments per user (the customer row exists: the token resolved to it).
    await lockCustomer(tx as unknown as Db, userId);
    if (await holdsPackage(tx as unknown as Db, userId, pkg, now)) return 'already';
    const given = await grantPackage(tx as unknown as Db, userId, pkg, now);
    // Every package has its transaction: a free one, or an admin's grant, recorded as taken for nothing.
    await tx.insert(payment_transactions).values({
      user_id: userId,
      package_id: pkg.id,
      amount: 0,
      currency: 'USD',
      payment_gateway: 'free',
      payment_type: 'free',
      payment_status: 'success',
      user_package_id: given.id,
    });
    return given;
  });
}

type PackageRow = typeof packages.$inferSelect;

/** Locks the customer's row: package grants and checkouts of one user run one at a time. */
export async function lockCustomer(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select id from customers where id = ${userId} for update`);
}

/** Whether the user holds `pkg` now (a one-time package: ever). */
export async function holdsPackage(tx: Db, userId: number, pkg: PackageRow, now = new Date()): Promise<boolean> {
  const taken = await tx
    .select({ id: user_packages.id })
    .from(user_packages)
    .where(
      and(
        eq(user_packages.user_id, userId),
        eq(user_packages.package_id, pkg.id),
        pkg.purchase_type === 'one_time'
          ? undefined
          : or(isNull(user_packages.end_date), gt(user_packages.end_date, now)),
      ),
    )
    .limit(1);
  return taken.length > 0;
}

/**
 * Writes the user's package and a usage counter per limited feature, inside the caller's transaction. A paid
 * package bought while the same one still runs (two checkouts paid at once) starts when that one ends, so a
 * payment always buys its full duration.
 */
export async function grantPackage(
  tx: Db,
  userId: number,
  pkg: PackageRow,
  now = new Date(),
): Promise<AssignedPackage> {
  const [running] = await tx
    .select({ end: sql<Date | null>`max(${user_packages.end_date})` })
    .from(user_packages)
    .where(
      and(eq(user_packages.user_id, userId), eq(user_packages.package_id, pkg.id), gt(user_packages.end_date, now)),
    );
  const runningEnd = running?.end ? new Date(running.end) : null;
  const start = runningEnd && runningEnd > now ? runningEnd : now;
  const [row] = await tx
    .insert(user_packages)
    .values({
      user_id: userId,
      package_id: pkg.id,
      start_date: start,
      end_date: new Date(start.getTime() + pkg.duration * HOUR_MS),
    })
    .returning({ id: user_packages.id, end_date: user_packages.end_date });
  if (!row) throw new Error('user package not created');
  const limited = await tx
    .select()
    .from(package_features)
    .where(and(eq(package_features.package_id, pkg.id), eq(package_features.limit_type, 'limited')));
  if (limited.length) {
    await tx.insert(user_package_limits).values(
      limited.map((f) => ({
        user_package_id: row.id,
        package_feature_id: f.id,
        total_limit: f.limit ?? 0,
        used_limit: 0,
      })),
    );
  }
  return { id: row.id, name: pkg.name, end_date: row.end_date };
}
