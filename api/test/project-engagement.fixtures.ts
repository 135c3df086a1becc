// Rows the project engagement and project chat tests share (isolation by unique rows, as helpers.ts).
import { and, asc, eq } from 'drizzle-orm';
import {
  categories,
  features,
  package_features,
  packages,
  projects,
  user_package_limits,
  user_packages,
} from '../src/db/schema.ts';
import type { TestServer } from './helpers.ts';
import { uniqueTag } from './helpers.ts';

/**
 * A new project of `owner` (a customer id, or null for the admin's own), visible (approved and enabled) unless
 * the overrides say otherwise, in the first category; returns its id and slug.
 */
export async function freshProject(
  app: TestServer,
  owner: number | null,
  overrides: Partial<typeof projects.$inferInsert> = {},
): Promise<{ id: number; slug_id: string }> {
  const [category] = await app.db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).limit(1);
  const tag = uniqueTag('project');
  const [row] = await app.db
    .insert(projects)
    .values({
      category_id: category?.id ?? 0,
      title: `Project ${tag}`,
      slug_id: tag,
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      added_by: owner,
      is_admin_listing: owner === null,
      status: 1,
      request_status: 'approved',
      ...overrides,
    })
    .returning({ id: projects.id, slug_id: projects.slug_id });
  if (!row) throw new Error('freshProject: no project');
  return row;
}

/** Gives a user a running seeded package by name, with its limit counters; returns the user package id. */
export async function givePackage(app: TestServer, userId: number, name: 'Professional' | 'Premium'): Promise<number> {
  const [pkg] = await app.db.select().from(packages).where(eq(packages.name, name));
  if (!pkg) throw new Error(`no package ${name}`);
  const [up] = await app.db
    .insert(user_packages)
    .values({ user_id: userId, package_id: pkg.id, end_date: new Date(Date.now() + 86_400_000) })
    .returning();
  if (!up) throw new Error('givePackage: no user package');
  const limited = await app.db
    .select()
    .from(package_features)
    .where(and(eq(package_features.package_id, pkg.id), eq(package_features.limit_type, 'limited')));
  if (limited.length)
    await app.db
      .insert(user_package_limits)
      .values(limited.map((f) => ({ user_package_id: up.id, package_feature_id: f.id, total_limit: f.limit ?? 0 })));
  return up.id;
}

/** The units of a feature a user has used, summed over their packages. */
export async function usedFeature(app: TestServer, userId: number, type: string): Promise<number> {
  const rows = await app.db
    .select({ used: user_package_limits.used_limit })
    .from(user_package_limits)
    .innerJoin(user_packages, eq(user_packages.id, user_package_limits.user_package_id))
    .innerJoin(package_features, eq(package_features.id, user_package_limits.package_feature_id))
    .innerJoin(features, eq(features.id, package_features.feature_id))
    .where(and(eq(user_packages.user_id, userId), eq(features.type, type)));
  return rows.reduce((n, r) => n + r.used, 0);
}
