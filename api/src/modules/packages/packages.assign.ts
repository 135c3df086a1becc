import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { package_features, packages, user_package_limits, user_packages } from '../../db/schema.ts';

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
    await tx.execute(sql`select id from customers where id = ${userId} for update`);
    const taken = await tx
      .select({ id: user_packages.id })
      .from(user_packages)
      .where(
        and(
          eq(user_packages.user_id, userId),
          eq(user_packages.package_id, packageId),
          pkg.purchase_type === 'one_time'
            ? undefined
            : or(isNull(user_packages.end_date), gt(user_packages.end_date, now)),
        ),
      )
      .limit(1);
    if (taken.length) return 'already';
    const [row] = await tx
      .insert(user_packages)
      .values({
        user_id: userId,
        package_id: packageId,
        start_date: now,
        end_date: new Date(now.getTime() + pkg.duration * HOUR_MS),
      })
      .returning({ id: user_packages.id, end_date: user_packages.end_date });
    if (!row) throw new Error('user package not created');
    const limited = await tx
      .select()
      .from(package_features)
      .where(and(eq(package_features.package_id, packageId), eq(package_features.limit_type, 'limited')));
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
  });
}
