import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { features, package_features, packages, user_package_limits, user_packages } from '../../db/schema.ts';

/** Active features rows (`all_features`). */
export function listFeatures(db: Db) {
  return db.select().from(features).orderBy(asc(features.id));
}

/** Active packages, optionally only free or only paid. */
export function listPackages(db: Db, type?: 'free' | 'paid') {
  const conds = [eq(packages.status, 1)];
  if (type) conds.push(eq(packages.package_type, type));
  return db
    .select()
    .from(packages)
    .where(and(...conds))
    .orderBy(asc(packages.price), asc(packages.id));
}

/** Feature rows of the given packages with their limits. */
export function featuresOfPackages(db: Db, packageIds: number[]) {
  if (!packageIds.length) return Promise.resolve([]);
  return db
    .select({
      package_id: package_features.package_id,
      package_feature_id: package_features.id,
      id: features.id,
      name: features.name,
      type: features.type,
      limit_type: package_features.limit_type,
      limit: package_features.limit,
    })
    .from(package_features)
    .innerJoin(features, eq(features.id, package_features.feature_id))
    .where(and(inArray(package_features.package_id, packageIds), eq(features.status, 1)))
    .orderBy(asc(features.id));
}

/** A user's packages running now: started, and no end date or an end date in the future. */
export function activeUserPackages(db: Db, userId: number) {
  return db
    .select({ user_package: user_packages, package: packages })
    .from(user_packages)
    .innerJoin(packages, eq(packages.id, user_packages.package_id))
    .where(
      and(
        eq(user_packages.user_id, userId),
        lte(user_packages.start_date, new Date()),
        or(isNull(user_packages.end_date), gt(user_packages.end_date, new Date())),
      ),
    )
    .orderBy(asc(user_packages.id));
}

/** Usage counters of the given user packages. */
export function limitsOfUserPackages(db: Db, userPackageIds: number[]) {
  if (!userPackageIds.length) return Promise.resolve([]);
  return db.select().from(user_package_limits).where(inArray(user_package_limits.user_package_id, userPackageIds));
}
