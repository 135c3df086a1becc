// The admin's packages: one write for creating a package and for replacing one, with its features and limits
// (create-admin-package and update-admin-package).
import type { PackageBody } from '@abode/shared/wire';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { features, package_features, packages } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';

/**
 * Checks a package's body and writes it with its features, as a new package (`id` null) or over package `id`;
 * answers the package's id.
 */
export async function savePackage(db: Db, id: number | null, body: PackageBody): Promise<number> {
  if (body.package_type === 'paid' && body.price <= 0)
    throw new ApiError('VALIDATION', 'A paid package needs a price above zero');
  const ids = body.features.map((f) => f.feature_id);
  if (new Set(ids).size !== ids.length) throw new ApiError('VALIDATION', 'Each feature can be listed once');
  if (body.features.some((f) => f.limit_type === 'limited' && !f.limit))
    throw new ApiError('VALIDATION', 'A limited feature needs a limit');
  if (ids.length) {
    const known = await db.select({ id: features.id }).from(features).where(inArray(features.id, ids));
    if (known.length !== ids.length) throw new ApiError('VALIDATION', 'Unknown feature');
  }
  return db.transaction(async (tx) => {
    const values = {
      name: body.name,
      package_type: body.package_type,
      price: body.package_type === 'free' ? 0 : body.price,
      duration: body.duration,
      purchase_type: body.purchase_type,
      ios_product_id: body.ios_product_id ?? null,
      status: body.status,
      updated_at: new Date(),
    };
    let pkgId = id;
    if (pkgId === null) {
      const [row] = await tx.insert(packages).values(values).returning({ id: packages.id });
      if (!row) throw new Error('package not created');
      pkgId = row.id;
    } else {
      const [row] = await tx.update(packages).set(values).where(eq(packages.id, pkgId)).returning({ id: packages.id });
      if (!row) throw new ApiError('NOT_FOUND', 'Package not found');
    }
    // Limits of packages already bought stay as bought (user_package_limits); new buyers get these.
    const keep = body.features.map((f) => f.feature_id);
    const existing = await tx.select().from(package_features).where(eq(package_features.package_id, pkgId));
    const gone = existing.filter((e) => !keep.includes(e.feature_id)).map((e) => e.id);
    if (gone.length) await tx.delete(package_features).where(inArray(package_features.id, gone));
    for (const f of body.features) {
      const limit = f.limit_type === 'limited' ? (f.limit ?? null) : null;
      const found = existing.find((e) => e.feature_id === f.feature_id);
      if (found)
        await tx
          .update(package_features)
          .set({ limit_type: f.limit_type, limit })
          .where(and(eq(package_features.id, found.id)));
      else
        await tx
          .insert(package_features)
          .values({ package_id: pkgId, feature_id: f.feature_id, limit_type: f.limit_type, limit });
    }
    return pkgId;
  });
}
