import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  customers,
  jv_constructions,
  personal_access_tokens,
  projects,
  propertys,
  reject_reasons,
  repair_works,
  services,
} from '../../db/schema.ts';

/** The columns a reviewed table must have. */
type ReviewedTable = PgTable & {
  id: PgColumn;
  title: PgColumn;
  request_status: PgColumn;
  status: PgColumn;
  updated_at: PgColumn;
};

/** The `reject_reasons` column naming a listing of some kind. */
type ReasonKey = 'property_id' | 'project_id' | 'service_id' | 'repair_work_id' | 'post_id';

/** One kind of listing an admin reviews: where it lives and how the admin API names it. */
export interface ReviewKind {
  table: ReviewedTable;
  /** The poster's column (answered as `added_by`). */
  owner: PgColumn;
  /** The `reject_reasons` column that names it. */
  reason: ReasonKey;
  /** `Property` in 'Property approved', 'Property not found'. */
  noun: string;
  /** Rows of the table that are of this kind, when the table holds several (jv_constructions.kind). */
  scope?: SQL;
}

/**
 * Every kind an admin approves or rejects, one entry each (review-listing.route.ts implements two operations per
 * entry, shared/src/operations/admin.ts `reviewOperations`). A new kind is one more entry here, e.g. `jv: { table:
 * jv_constructions, owner: jv_constructions.user_id, reason: 'post_id', noun: 'Joint venture', scope:
 * eq(jv_constructions.kind, 'jv') }`, and its two operations there.
 */
export const REVIEW_KINDS = {
  property: {
    table: propertys,
    owner: propertys.added_by,
    reason: 'property_id',
    noun: 'Property',
  },
  project: { table: projects, owner: projects.added_by, reason: 'project_id', noun: 'Project' },
  service: { table: services, owner: services.user_id, reason: 'service_id', noun: 'Service' },
  repair_work: {
    table: repair_works,
    owner: repair_works.user_id,
    reason: 'repair_work_id',
    noun: 'Repair work',
  },
  jv: {
    table: jv_constructions,
    owner: jv_constructions.user_id,
    reason: 'post_id',
    noun: 'Joint venture',
    scope: eq(jv_constructions.kind, 'jv'),
  },
  construction: {
    table: jv_constructions,
    owner: jv_constructions.user_id,
    reason: 'post_id',
    noun: 'Construction',
    scope: eq(jv_constructions.kind, 'construction'),
  },
} satisfies Record<string, ReviewKind>;

/** A listing an admin reviews: a key of {@link REVIEW_KINDS}. */
export type ListingKind = keyof typeof REVIEW_KINDS;

const kindOf = (kind: ListingKind): ReviewKind => REVIEW_KINDS[kind];
const byId = (k: ReviewKind, id: number) => and(eq(k.table.id, id), k.scope);

/** A listing's review state: approved (shown, status 1) or rejected (hidden, status 0) with the reason. */
export interface ListingReview {
  id: number;
  title: string;
  added_by: number | null;
  request_status: 'approved' | 'rejected' | 'pending';
  status: number;
  reject_reason: string | null;
}

/** A listing's review state, or undefined for an unknown id (or one of another kind). */
export async function findListing(db: Db, kind: ListingKind, id: number): Promise<ListingReview | undefined> {
  const k = kindOf(kind);
  const [row] = (await db
    .select({
      id: k.table.id,
      title: k.table.title,
      added_by: k.owner,
      request_status: k.table.request_status,
      status: k.table.status,
    })
    .from(k.table)
    .where(byId(k, id))) as Omit<ListingReview, 'reject_reason'>[];
  if (!row) return undefined;
  const [reason] = await db
    .select({ reason: reject_reasons.reason })
    .from(reject_reasons)
    .where(eq(reject_reasons[k.reason], id))
    .orderBy(desc(reject_reasons.id))
    .limit(1);
  return { ...row, reject_reason: reason?.reason ?? null };
}

/**
 * Approves or rejects a listing in one transaction. Approval clears the old reject reason; a rejection
 * replaces it, so repeating the same call leaves the same state (one reason row per listing).
 */
export async function reviewListing(
  db: Db,
  kind: ListingKind,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  const k = kindOf(kind);
  await db.transaction(async (tx) => {
    await tx
      .update(k.table)
      .set({
        request_status: decision.approve ? 'approved' : 'rejected',
        status: decision.approve ? 1 : 0,
        updated_at: new Date(),
      })
      .where(byId(k, id));
    await tx.delete(reject_reasons).where(eq(reject_reasons[k.reason], id));
    if (!decision.approve) await tx.insert(reject_reasons).values({ [k.reason]: id, reason: decision.reason });
  });
}
/** A customer by id. */
export async function findCustomer(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/**
 * Activates or deactivates an account. A deactivated account's tokens stay, so every request made with
 * one answers the deactivated message (resolveUser refuses them) and an open page can say why it was
 * signed out; activation deletes them in the same transaction, so none of those sessions comes back.
 */
export async function setCustomerActive(db: Db, id: number, active: boolean): Promise<{ tokensRevoked: number }> {
  return db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ isActive: active ? 1 : 0, updated_at: new Date() })
      .where(eq(customers.id, id));
    if (!active) return { tokensRevoked: 0 };
    const revoked = await tx
      .delete(personal_access_tokens)
      .where(eq(personal_access_tokens.tokenable_id, id))
      .returning({ id: personal_access_tokens.id });
    return { tokensRevoked: revoked.length };
  });
}
