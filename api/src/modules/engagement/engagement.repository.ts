import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  customers,
  favourites,
  interested_users,
  project_favourites,
  project_interests,
  projects,
  propertys,
  repair_work_interests,
  report_reasons,
  user_reports,
} from '../../db/schema.ts';
import { visible } from '../properties/properties.repository.ts';

/** The few columns of a property the engagement rules need. */
export interface PropertyFacts {
  id: number;
  slug_id: string;
  added_by: number;
  propery_type: number; // sic: upstream column name
  visible: boolean;
}

/** A property by id or slug whatever its status (owners see their own pending listings too). */
export async function findPropertyFacts(
  db: Db,
  ref: { id?: number | undefined; slug_id?: string | undefined },
): Promise<PropertyFacts | null> {
  const where = ref.id !== undefined ? eq(propertys.id, ref.id) : eq(propertys.slug_id, ref.slug_id ?? '');
  const [row] = await db
    .select({
      id: propertys.id,
      slug_id: propertys.slug_id,
      added_by: propertys.added_by,
      propery_type: propertys.propery_type,
      visible: sql<boolean>`(${visible() ?? sql`true`})`,
    })
    .from(propertys)
    .where(where)
    .limit(1);
  return row ?? null;
}

/** Rows of visible properties (with their category) for ids, in the order of `ids`. */
async function propertyRows(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ property: propertys, category: categories })
    .from(propertys)
    .innerJoin(categories, eq(categories.id, propertys.category_id))
    .where(inArray(propertys.id, ids));
  const byId = new Map(rows.map((r) => [r.property.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
}

// --- favourites ---

/** Marks a property as a favourite of a user (again is a no-op). */
export async function addFavourite(db: Db, userId: number, propertyId: number): Promise<void> {
  await db
    .insert(favourites)
    .values({ user_id: userId, property_id: propertyId })
    .onConflictDoNothing({ target: [favourites.user_id, favourites.property_id] });
}

/** Removes a favourite (absent is a no-op). */
export async function removeFavourite(db: Db, userId: number, propertyId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.user_id, userId), eq(favourites.property_id, propertyId)));
}

/** One page of a user's favourite visible properties, newest favourite first, and their total. */
export async function favouritePage(db: Db, userId: number, offset: number, limit: number) {
  const where = and(eq(favourites.user_id, userId), visible());
  const [total] = await db
    .select({ n: count() })
    .from(favourites)
    .innerJoin(propertys, eq(propertys.id, favourites.property_id))
    .where(where);
  const ids = await db
    .select({ id: favourites.property_id })
    .from(favourites)
    .innerJoin(propertys, eq(propertys.id, favourites.property_id))
    .where(where)
    .orderBy(desc(favourites.id))
    .offset(offset)
    .limit(limit);
  return {
    total: total?.n ?? 0,
    rows: await propertyRows(
      db,
      ids.map((r) => r.id),
    ),
  };
}

// As get-projects lists them: approved by the admin and enabled by the owner.
const visibleProject = and(eq(projects.request_status, 'approved'), eq(projects.status, 1));

/**
 * One page of a user's favourite visible projects (with their category), newest favourite first, and their
 * total: the rows the projects service turns into project objects.
 */
export async function favouriteProjectPage(db: Db, userId: number, offset: number, limit: number) {
  const where = and(eq(project_favourites.user_id, userId), visibleProject);
  const [total] = await db
    .select({ n: count() })
    .from(project_favourites)
    .innerJoin(projects, eq(projects.id, project_favourites.project_id))
    .where(where);
  const rows = await db
    .select({ project: projects, category: categories })
    .from(project_favourites)
    .innerJoin(projects, eq(projects.id, project_favourites.project_id))
    .innerJoin(categories, eq(categories.id, projects.category_id))
    .where(where)
    .orderBy(desc(project_favourites.id))
    .offset(offset)
    .limit(limit);
  return { total: total?.n ?? 0, rows };
}

// --- interests ---
// One implementation for every kind a user can show interest in (properties, projects, repair works), each kind
// keeping its interests in its own table.

/** The kinds of listing a user can show interest in. */
export type ListingKind = 'property' | 'project' | 'repair_work';

/**
 * The interest table of a kind, its column naming the listing, and how it stores a decision flag. The tables
 * share every other column, but repair works store their flags as 0/1 (smallint, as upstream) where the others
 * store booleans; drizzle types a statement by one table, so each is written as `interested_users` with its
 * own stored flag values, and flags read are turned into booleans (`decided`).
 */
const INTERESTS = {
  property: { table: interested_users, listing: interested_users.property_id, key: 'property_id', flag: Boolean },
  project: { table: project_interests, listing: project_interests.project_id, key: 'project_id', flag: Boolean },
  repair_work: {
    table: repair_work_interests as unknown as typeof interested_users,
    listing: repair_work_interests.repair_work_id,
    key: 'repair_work_id',
    flag: (on: boolean) => (on ? 1 : 0) as unknown as boolean,
  },
} as const;

/** A user's interest in a listing and the owner's decision on it. */
export interface InterestState {
  is_shortlisted: boolean;
  is_approved: boolean;
  created_at: Date;
}

/** A row with its decision flags as booleans, whichever way its table stores them. */
const decided = <R extends { is_shortlisted: unknown; is_approved: unknown }>(r: R) => ({
  ...r,
  is_shortlisted: Boolean(r.is_shortlisted),
  is_approved: Boolean(r.is_approved),
});

/** Shows interest; answers whether it is new (a repeat is a no-op and answers false). */
export async function addInterest(db: Db, kind: ListingKind, userId: number, listingId: number): Promise<boolean> {
  const { table, key } = INTERESTS[kind];
  // The row of the kind's table, typed as the properties' one (INTERESTS).
  const row = { customer_id: userId, [key]: listingId } as unknown as typeof interested_users.$inferInsert;
  const rows = await db.insert(table).values(row).onConflictDoNothing().returning({ id: table.id });
  return rows.length > 0;
}

/** Withdraws interest (absent is a no-op). */
export async function removeInterest(db: Db, kind: ListingKind, userId: number, listingId: number): Promise<void> {
  const { table, listing } = INTERESTS[kind];
  await db.delete(table).where(and(eq(table.customer_id, userId), eq(listing, listingId)));
}

/** Whether a user showed interest in a listing. */
export async function hasInterest(db: Db, kind: ListingKind, userId: number, listingId: number): Promise<boolean> {
  const { table, listing } = INTERESTS[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.customer_id, userId), eq(listing, listingId)))
    .limit(1);
  return Boolean(row);
}

/** The viewer's interest in each of these listings they showed interest in. */
export async function interestsOf(
  db: Db,
  kind: ListingKind,
  viewerId: number | null,
  ids: number[],
): Promise<Map<number, InterestState>> {
  if (viewerId === null || !ids.length) return new Map();
  const { table, listing } = INTERESTS[kind];
  const rows = await db
    .select({
      id: listing,
      is_shortlisted: table.is_shortlisted,
      is_approved: table.is_approved,
      created_at: table.created_at,
    })
    .from(table)
    .where(and(eq(table.customer_id, viewerId), inArray(listing, ids)));
  return new Map(rows.map(({ id, ...state }) => [id, decided(state)]));
}

/** How many users showed interest in each of these listings. */
export async function interestCounts(db: Db, kind: ListingKind, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const { table, listing } = INTERESTS[kind];
  const rows = await db.select({ id: listing, n: count() }).from(table).where(inArray(listing, ids)).groupBy(listing);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Which decision filter applies to a list of interests. */
export type InterestFilter = 'all' | 'approved' | 'shortlisted' | 'pending';

/** The owner's decision filter over the interests of a kind. */
export function decisionFilter(kind: ListingKind, filter: InterestFilter): SQL | undefined {
  const { table, flag } = INTERESTS[kind];
  if (filter === 'approved') return eq(table.is_approved, flag(true));
  if (filter === 'shortlisted') return eq(table.is_shortlisted, flag(true));
  if (filter === 'pending') return and(eq(table.is_approved, flag(false)), eq(table.is_shortlisted, flag(false)));
  return undefined;
}

const interestedUserColumns = (kind: ListingKind) => {
  const { table } = INTERESTS[kind];
  return {
    id: customers.id,
    name: customers.name,
    profile: customers.profile,
    email: customers.email,
    mobile: customers.mobile,
    is_shortlisted: table.is_shortlisted,
    is_approved: table.is_approved,
    created_at: table.created_at,
  };
};

/** One page of the users interested in a listing, oldest interest first, and their total. */
export async function interestedUsersPage(
  db: Db,
  kind: ListingKind,
  listingId: number,
  filter: InterestFilter,
  offset: number,
  limit: number,
) {
  const { table, listing } = INTERESTS[kind];
  const where = and(eq(listing, listingId), decisionFilter(kind, filter));
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const rows = await db
    .select(interestedUserColumns(kind))
    .from(table)
    .innerJoin(customers, eq(customers.id, table.customer_id))
    .where(where)
    .orderBy(asc(table.id))
    .offset(offset)
    .limit(limit);
  return { total: total?.n ?? 0, rows: rows.map(decided) };
}

/**
 * Sets one decision flag of one interest and answers the interested user after it, with whether the flag
 * changed; null when that user never showed interest in the listing.
 */
export async function setDecision(
  db: Db,
  kind: ListingKind,
  listingId: number,
  userId: number,
  flag: 'is_approved' | 'is_shortlisted',
  value: boolean,
) {
  const { table, listing, flag: stored } = INTERESTS[kind];
  const theirs = and(eq(listing, listingId), eq(table.customer_id, userId));
  // Only a real change matches (one of two identical decisions at once), so `changed` tells whom to notify.
  const [updated] = await db
    .update(table)
    .set({ [flag]: stored(value), updated_at: new Date() })
    .where(and(theirs, ne(table[flag], stored(value))))
    .returning({ id: table.id });
  const [row] = await db
    .select(interestedUserColumns(kind))
    .from(table)
    .innerJoin(customers, eq(customers.id, table.customer_id))
    .where(updated ? eq(table.id, updated.id) : theirs);
  return row ? { row: decided(row), changed: Boolean(updated) } : null;
}

/** One page of the visible properties a user showed interest in, newest first, with that interest. */
export async function myInterestPage(db: Db, userId: number, filter: InterestFilter, offset: number, limit: number) {
  const where = and(eq(interested_users.customer_id, userId), visible(), decisionFilter('property', filter));
  const [total] = await db
    .select({ n: count() })
    .from(interested_users)
    .innerJoin(propertys, eq(propertys.id, interested_users.property_id))
    .where(where);
  const interests = await db
    .select({
      property_id: interested_users.property_id,
      is_shortlisted: interested_users.is_shortlisted,
      is_approved: interested_users.is_approved,
      created_at: interested_users.created_at,
    })
    .from(interested_users)
    .innerJoin(propertys, eq(propertys.id, interested_users.property_id))
    .where(where)
    .orderBy(desc(interested_users.id))
    .offset(offset)
    .limit(limit);
  return {
    total: total?.n ?? 0,
    interests,
    rows: await propertyRows(
      db,
      interests.map((i) => i.property_id),
    ),
  };
}

// --- reports ---

/** Report reasons, oldest first; one when `id` is given. */
export function reportReasons(db: Db, id?: number) {
  return db
    .select()
    .from(report_reasons)
    .where(id !== undefined ? eq(report_reasons.id, id) : undefined)
    .orderBy(asc(report_reasons.id));
}

/** Stores a report; false when this user already reported this property. */
export async function insertReport(
  db: Db,
  row: { customer_id: number; property_id: number; reason_id: number | null; other_message: string },
): Promise<boolean> {
  const inserted = await db
    .insert(user_reports)
    .values(row)
    .onConflictDoNothing({ target: [user_reports.customer_id, user_reports.property_id] })
    .returning({ id: user_reports.id });
  return inserted.length > 0;
}
