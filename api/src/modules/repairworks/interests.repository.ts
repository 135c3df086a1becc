// Interests in repair works (repair_work_interests): shown and withdrawn by users, approved and shortlisted by
// the owner; flags are smallint 0/1 in the table and booleans in the answers.
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, repair_work_interests, repair_works } from '../../db/schema.ts';
import { visibleListing } from '../listing-kit/listing.repository.ts';
import { repairCategory, repairSubCategory } from './repairworks.repository.ts';

const ri = repair_work_interests;

/** The columns of an interest's state. */
const interestColumns = { is_shortlisted: ri.is_shortlisted, is_approved: ri.is_approved, created_at: ri.created_at };

/** Which decision filter applies to a list of interests. */
export type InterestFilter = 'all' | 'approved' | 'shortlisted' | 'pending';

function decisionFilter(filter: InterestFilter): SQL | undefined {
  if (filter === 'approved') return eq(ri.is_approved, 1);
  if (filter === 'shortlisted') return eq(ri.is_shortlisted, 1);
  if (filter === 'pending') return and(eq(ri.is_approved, 0), eq(ri.is_shortlisted, 0));
  return undefined;
}

/** Records interest (again is a no-op). */
export async function addRepairInterest(db: Db, userId: number, repairId: number): Promise<void> {
  await db.insert(ri).values({ customer_id: userId, repair_work_id: repairId }).onConflictDoNothing();
}

/** Withdraws interest; whether there was one. */
export async function removeRepairInterest(db: Db, userId: number, repairId: number): Promise<boolean> {
  const gone = await db
    .delete(ri)
    .where(and(eq(ri.customer_id, userId), eq(ri.repair_work_id, repairId)))
    .returning({ id: ri.id });
  return gone.length > 0;
}

/** Whether a user showed interest in a repair work. */
export async function hasRepairInterest(db: Db, userId: number, repairId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ri.id })
    .from(ri)
    .where(and(eq(ri.customer_id, userId), eq(ri.repair_work_id, repairId)))
    .limit(1);
  return Boolean(row);
}

/** A user's interest in a repair work and the owner's decision on it (flags 0/1 as stored). */
export interface InterestState {
  is_shortlisted: number;
  is_approved: number;
  created_at: Date;
}

/** The viewer's interest in each of these repair works they showed interest in. */
export async function interestsOf(db: Db, viewerId: number | null, ids: number[]): Promise<Map<number, InterestState>> {
  if (viewerId === null || !ids.length) return new Map();
  const rows = await db
    .select({ id: ri.repair_work_id, ...interestColumns })
    .from(ri)
    .where(and(eq(ri.customer_id, viewerId), inArray(ri.repair_work_id, ids)));
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}

/** How many users showed interest in each of these repair works. */
export async function interestCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: ri.repair_work_id, n: count() })
    .from(ri)
    .where(inArray(ri.repair_work_id, ids))
    .groupBy(ri.repair_work_id);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

const userColumns = {
  id: customers.id,
  name: customers.name,
  profile: customers.profile,
  email: customers.email,
  mobile: customers.mobile,
  is_shortlisted: ri.is_shortlisted,
  is_approved: ri.is_approved,
  created_at: ri.created_at,
};

/** An interested user row. */
export type InterestedRow = {
  id: number;
  name: string | null;
  profile: string | null;
  email: string | null;
  mobile: string | null;
  is_shortlisted: number;
  is_approved: number;
  created_at: Date;
};

/** One page of the users interested in a repair work, oldest interest first, and their total. */
export async function interestedUsersPage(
  db: Db,
  repairId: number,
  filter: InterestFilter,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: InterestedRow[] }> {
  const where = and(eq(ri.repair_work_id, repairId), decisionFilter(filter));
  const [total] = await db.select({ n: count() }).from(ri).where(where);
  const rows = await db
    .select(userColumns)
    .from(ri)
    .innerJoin(customers, eq(customers.id, ri.customer_id))
    .where(where)
    .orderBy(asc(ri.id))
    .offset(offset)
    .limit(limit);
  return { total: total?.n ?? 0, rows };
}

/**
 * Sets one decision flag of one interest; the user after it with whether the flag changed, or null when that
 * user never showed interest.
 */
export async function setRepairDecision(
  db: Db,
  repairId: number,
  userId: number,
  flag: 'is_approved' | 'is_shortlisted',
  on: boolean,
): Promise<{ row: InterestedRow; changed: boolean } | null> {
  const theirs = and(eq(ri.repair_work_id, repairId), eq(ri.customer_id, userId));
  // Only a real change matches (one of two identical decisions at once), so `changed` tells whom to notify.
  const [updated] = await db
    .update(ri)
    .set({ [flag]: on ? 1 : 0, updated_at: new Date() })
    .where(and(theirs, ne(ri[flag], on ? 1 : 0)))
    .returning({ id: ri.id });
  const [row] = await db
    .select(userColumns)
    .from(ri)
    .innerJoin(customers, eq(customers.id, ri.customer_id))
    .where(updated ? eq(ri.id, updated.id) : theirs);
  return row ? { row, changed: Boolean(updated) } : null;
}

const category = repairCategory;
const subCategory = repairSubCategory;

/** One page of the visible repair works a user showed interest in, newest interest first, with that interest. */
export async function myRepairInterestPage(
  db: Db,
  userId: number,
  filter: InterestFilter,
  offset: number,
  limit: number,
) {
  const where = and(eq(ri.customer_id, userId), visibleListing(repair_works), decisionFilter(filter));
  const [total] = await db
    .select({ n: count() })
    .from(ri)
    .innerJoin(repair_works, eq(repair_works.id, ri.repair_work_id))
    .where(where);
  if (!total?.n) return { total: 0, rows: [] };
  const rows = await db
    .select({
      repair: repair_works,
      category: { id: category.id, name: category.name },
      sub_category: { id: subCategory.id, name: subCategory.name },
      interest: interestColumns,
    })
    .from(ri)
    .innerJoin(repair_works, eq(repair_works.id, ri.repair_work_id))
    .innerJoin(category, eq(category.id, repair_works.category_id))
    .leftJoin(subCategory, eq(subCategory.id, repair_works.sub_category_id))
    .where(where)
    .orderBy(desc(ri.id))
    .offset(offset)
    .limit(limit);
  return { total: total.n, rows };
}
