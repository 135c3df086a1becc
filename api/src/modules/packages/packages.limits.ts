// Package limits (spec §6, upstream 1.2.3 package system): a user's running packages give features; a
// limited feature (property_list, property_feature…) has one `user_package_limits` counter per running
// package. Using a feature takes one unit with a conditional UPDATE (`used_limit < total_limit`), so two
// requests racing for the last unit cannot both win; an unlimited feature takes nothing.
import {
  type FeatureType,
  GATE_CODES,
  type GateRefusal,
  gateMessage,
  gateOutcome,
  isLimitedFeature,
  type PackageCheckAnswer,
} from '@abode/shared/wire';
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { features, package_features, packages, user_package_limits, user_packages } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { preparedPerDb } from '../../lib/named-statements.ts';

/** What a running package gives for one feature type. */
interface Grant {
  user_package_id: number;
  package_id: number;
  package_feature_id: number;
  end_date: Date | null;
  limit_type: 'limited' | 'unlimited';
  limit: number | null;
}

/** Started (a package bought while the same one runs starts when it ends) and not yet ended: placeholder `now`. */
const running = () => {
  const now = sql.placeholder('now');
  return and(lte(user_packages.start_date, now), or(isNull(user_packages.end_date), gt(user_packages.end_date, now)));
};

/** The grants of a feature type among a user's running packages, the soonest to end first (built once, named). */
const grantsStatement = preparedPerDb((db) =>
  db
    .select({
      user_package_id: user_packages.id,
      package_id: user_packages.package_id,
      package_feature_id: package_features.id,
      end_date: user_packages.end_date,
      limit_type: package_features.limit_type,
      limit: package_features.limit,
    })
    .from(user_packages)
    .innerJoin(package_features, eq(package_features.package_id, user_packages.package_id))
    .innerJoin(features, eq(features.id, package_features.feature_id))
    .where(
      and(
        eq(user_packages.user_id, sql.placeholder('user')),
        running(),
        eq(features.type, sql.placeholder('type')),
        eq(features.status, 1),
      ),
    )
    .orderBy(sql`${user_packages.end_date} asc nulls last`, asc(user_packages.id))
    .prepare('package_grants'),
);

function grantsOf(db: Db, userId: number, type: FeatureType, now: Date): Promise<Grant[]> {
  return grantsStatement(db).execute({ user: userId, type, now });
}

/**
 * Whether the user's running packages give a feature, whatever its units: one named statement (a grant comes from
 * a running package only, so no separate check of one). For an unlimited feature such as project_access it is
 * what gateOutcome allows.
 */
export async function hasFeature(db: Db, userId: number, type: FeatureType, now = new Date()): Promise<boolean> {
  return (await grantsOf(db, userId, type, now)).length > 0;
}

/** Whether the user has a running package at all (built once, named). */
const anyRunningStatement = preparedPerDb((db) =>
  db
    .select({ id: user_packages.id })
    .from(user_packages)
    .innerJoin(packages, eq(packages.id, user_packages.package_id))
    .where(and(eq(user_packages.user_id, sql.placeholder('user')), running()))
    .limit(1)
    .prepare('package_any_running'),
);

/** The counters of limited grants; a grant without one (older data) gets one, full of its package's limit. */
async function countersOf(db: Db, grants: Grant[]) {
  const limited = grants.filter((g) => g.limit_type === 'limited');
  if (!limited.length) return [];
  const rows = await db
    .select()
    .from(user_package_limits)
    .where(
      inArray(
        user_package_limits.user_package_id,
        limited.map((g) => g.user_package_id),
      ),
    );
  const missing = limited.filter(
    (g) => !rows.some((r) => r.user_package_id === g.user_package_id && r.package_feature_id === g.package_feature_id),
  );
  if (missing.length) {
    const added = await db
      .insert(user_package_limits)
      .values(
        missing.map((g) => ({
          user_package_id: g.user_package_id,
          package_feature_id: g.package_feature_id,
          total_limit: g.limit ?? 0,
          used_limit: 0,
        })),
      )
      .returning();
    rows.push(...added);
  }
  return rows;
}

/** GET check-package-limit: whether the user has a running package, one with the feature, and units left. */
export async function packageLimitCheck(
  db: Db,
  userId: number,
  type: FeatureType,
  now = new Date(),
): Promise<PackageCheckAnswer> {
  const [anyPackage] = await anyRunningStatement(db).execute({ user: userId, now });
  const grants = anyPackage ? await grantsOf(db, userId, type, now) : [];
  const featureAvailable = grants.length > 0;
  let limitAvailable = featureAvailable;
  if (featureAvailable && isLimitedFeature(type) && !grants.some((g) => g.limit_type === 'unlimited')) {
    const counters = await countersOf(db, grants);
    limitAvailable = counters.some(
      (c) =>
        c.used_limit < c.total_limit &&
        grants.some((g) => g.user_package_id === c.user_package_id && g.package_feature_id === c.package_feature_id),
    );
  }
  return {
    package_available: Boolean(anyPackage),
    feature_available: featureAvailable,
    limit_available: limitAvailable,
  };
}

/**
 * The 403 of a refused gated operation: its own closed code and text for each of the three refusals (no
 * package, a package without the feature, no units left), with the check's flags when known
 * (docs/decisions/025).
 */
export function packageRefusal(refusal: GateRefusal, check?: PackageCheckAnswer): ApiError {
  return new ApiError(GATE_CODES[refusal], gateMessage(refusal) ?? '', check ? { ...check } : {});
}

/** The check of `type` for a user; throws its {@link packageRefusal} unless the package allows it. */
export async function assertPackageAllows(db: Db, userId: number, type: FeatureType): Promise<void> {
  const check = await packageLimitCheck(db, userId, type);
  const outcome = gateOutcome(type, check);
  if (outcome !== 'allowed') throw packageRefusal(outcome, check);
}

/** The outcome of using a feature once. */
export type Consumption =
  | { ok: true; unlimited: boolean; user_package_id: number; package_id: number; end_date: Date | null }
  | { ok: false; reason: GateRefusal };

/**
 * Uses one unit of a feature for a user: nothing for an unlimited grant, else one unit of the first counter
 * with units left (the package ending soonest first). Run it inside the transaction that writes what the
 * unit pays for, so a failed write gives the unit back.
 */
export async function consumeFeature(
  db: Db,
  userId: number,
  type: FeatureType,
  now = new Date(),
): Promise<Consumption> {
  const grants = await grantsOf(db, userId, type, now);
  if (!grants.length) {
    const [anyPackage] = await anyRunningStatement(db).execute({ user: userId, now });
    return { ok: false, reason: anyPackage ? 'no-feature' : 'no-package' };
  }
  const unlimited = grants.find((g) => g.limit_type === 'unlimited');
  if (unlimited) {
    return {
      ok: true,
      unlimited: true,
      user_package_id: unlimited.user_package_id,
      package_id: unlimited.package_id,
      end_date: unlimited.end_date,
    };
  }
  const counters = await countersOf(db, grants);
  for (const g of grants) {
    const counter = counters.find(
      (c) => c.user_package_id === g.user_package_id && c.package_feature_id === g.package_feature_id,
    );
    if (!counter) continue;
    const [taken] = await db
      .update(user_package_limits)
      .set({ used_limit: sql`${user_package_limits.used_limit} + 1` })
      .where(
        and(
          eq(user_package_limits.id, counter.id),
          lt(user_package_limits.used_limit, user_package_limits.total_limit),
        ),
      )
      .returning({ id: user_package_limits.id });
    if (taken) {
      return {
        ok: true,
        unlimited: false,
        user_package_id: g.user_package_id,
        package_id: g.package_id,
        end_date: g.end_date,
      };
    }
  }
  return { ok: false, reason: 'limit-over' };
}
