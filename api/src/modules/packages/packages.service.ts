import type { FeatureType, Package } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import { activeUserPackages, featuresOfPackages, limitsOfUserPackages, listPackages } from './packages.repository.ts';

type PackageRow = Awaited<ReturnType<typeof listPackages>>[number];
type FeatureRow = Awaited<ReturnType<typeof featuresOfPackages>>[number];

function shapePackage(p: PackageRow, feats: FeatureRow[]): Package {
  return {
    id: p.id,
    name: p.name,
    package_type: p.package_type,
    price: Number(p.price),
    ios_product_id: p.ios_product_id,
    duration: p.duration,
    purchase_type: p.purchase_type,
    features: feats
      .filter((f) => f.package_id === p.id)
      .map((f) => ({
        id: f.id,
        name: f.name,
        type: f.type as FeatureType,
        limit_type: f.limit_type,
        limit: f.limit_type === 'limited' ? f.limit : null,
      })),
    created_at: p.created_at.toISOString(),
  };
}

/** Packages on offer and, for a signed-in user, the ones already running (upstream get-package). */
export async function packagesFor(db: Db, userId: number | null, type?: 'free' | 'paid') {
  const available = await listPackages(db, type);
  const active = userId ? await activeUserPackages(db, userId) : [];
  const activeIds = new Set(active.map((a) => a.package.id));
  const feats = await featuresOfPackages(db, [...new Set([...available.map((p) => p.id), ...activeIds])]);
  const limits = await limitsOfUserPackages(
    db,
    active.map((a) => a.user_package.id),
  );
  const activePackages = active.map((a) => {
    const base = shapePackage(a.package, feats);
    return {
      ...base,
      package_status: 'active',
      start_date: a.user_package.start_date.toISOString(),
      end_date: a.user_package.end_date?.toISOString() ?? null,
      is_active: 1,
      features: base.features.map((f) => {
        const pf = feats.find((x) => x.package_id === a.package.id && x.id === f.id);
        const l = limits.find(
          (x) => x.user_package_id === a.user_package.id && x.package_feature_id === pf?.package_feature_id,
        );
        return { ...f, used_limit: l?.used_limit ?? 0, total_limit: l?.total_limit ?? null };
      }),
    };
  });
  return {
    data: available.filter((p) => !activeIds.has(p.id)).map((p) => shapePackage(p, feats)),
    active_packages: activePackages,
  };
}

/** Feature keys available to a user (empty for visitors). */
export async function featureTypesOf(db: Db, userId: number | null): Promise<Set<string>> {
  if (!userId) return new Set();
  const active = await activeUserPackages(db, userId);
  const feats = await featuresOfPackages(
    db,
    active.map((a) => a.package.id),
  );
  return new Set(feats.map((f) => f.type));
}
