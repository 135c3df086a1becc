/** Features, the three packages and their limits; the demo agent runs the Professional package. */
import * as t from '../db/schema.ts';
import type { SeedContext } from './context.ts';
import { DAY } from './context.ts';
import { FEATURES } from './data.ts';
import type { DemoPeople } from './users.ts';

export async function seedPackages({ db, now, ago }: SeedContext, { agentId }: DemoPeople): Promise<void> {
  const featureRows = await db
    .insert(t.features)
    .values(FEATURES.map((f) => ({ name: f.name, type: f.type })))
    .returning({ id: t.features.id, type: t.features.type });
  const fid = (type: string) => featureRows.find((f) => f.type === type)?.id ?? 0;
  const packageRows = await db
    .insert(t.packages)
    .values([
      { name: 'Starter', package_type: 'free' as const, price: 0, duration: 30 * 24 },
      {
        name: 'Professional',
        package_type: 'paid' as const,
        price: 999,
        duration: 30 * 24,
        ios_product_id: 'abode.professional.monthly',
      },
      {
        name: 'Premium',
        package_type: 'paid' as const,
        price: 2499,
        duration: 90 * 24,
        ios_product_id: 'abode.premium.quarterly',
      },
    ])
    .returning({ id: t.packages.id, name: t.packages.name });
  const pid = (name: string) => packageRows.find((p) => p.name === name)?.id ?? 0;
  const limited = (pkg: string, type: string, limit: number) => ({
    package_id: pid(pkg),
    feature_id: fid(type),
    limit_type: 'limited' as const,
    limit,
  });
  const unlimited = (pkg: string, type: string) => ({
    package_id: pid(pkg),
    feature_id: fid(type),
    limit_type: 'unlimited' as const,
    limit: null,
  });
  const packageFeatures = await db
    .insert(t.package_features)
    .values([
      limited('Starter', 'property_list', 2),
      limited('Starter', 'service_list', 1),
      limited('Professional', 'property_list', 20),
      limited('Professional', 'property_feature', 5),
      limited('Professional', 'project_list', 3),
      limited('Professional', 'service_list', 5),
      unlimited('Professional', 'premium_properties'),
      unlimited('Professional', 'mortgage_calculator_detail'),
      unlimited('Premium', 'property_list'),
      limited('Premium', 'property_feature', 20),
      unlimited('Premium', 'project_list'),
      limited('Premium', 'project_feature', 10),
      unlimited('Premium', 'mortgage_calculator_detail'),
      unlimited('Premium', 'premium_properties'),
      unlimited('Premium', 'project_access'),
      unlimited('Premium', 'service_list'),
    ])
    .returning({
      id: t.package_features.id,
      package_id: t.package_features.package_id,
      limit: t.package_features.limit,
    });
  // The agent runs the Professional package, so premium listings open for them.
  const [agentPackage] = await db
    .insert(t.user_packages)
    .values({
      user_id: agentId,
      package_id: pid('Professional'),
      start_date: ago(5),
      end_date: new Date(now.getTime() + 25 * DAY),
    })
    .returning({ id: t.user_packages.id });
  if (agentPackage) {
    await db.insert(t.user_package_limits).values(
      packageFeatures
        .filter((f) => f.package_id === pid('Professional') && f.limit !== null)
        .map((f) => ({
          user_package_id: agentPackage.id,
          package_feature_id: f.id,
          total_limit: f.limit ?? 0,
          used_limit: 0,
        })),
    );
    // Paid by bank transfer, approved by the admin: the agent's transaction history and receipt.
    await db.insert(t.payment_transactions).values({
      user_id: agentId,
      package_id: pid('Professional'),
      amount: 999,
      currency: 'INR',
      payment_gateway: 'bank transfer',
      payment_type: 'bank transfer',
      payment_status: 'success',
      user_package_id: agentPackage.id,
      created_at: ago(6),
      updated_at: ago(5),
    });
  }
}
