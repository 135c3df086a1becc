// What the lists and details of services, repair works, JV posts and construction profiles share: the orders of
// the public lists, and what a detail adds to its row, read for a whole page at once (one statement per
// relation, whatever the page size): owner cards, the latest reject reason, the newest ratings and the viewer's
// own rating.
import { type ListingSort, TOTAL_CAP } from '@abode/shared/wire';
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { customers, ratings, reject_reasons, verify_customers } from '../../db/schema.ts';
import { countCap } from '../../lib/sql.ts';
import type { ListingKind } from './listing-files.ts';

/**
 * The ORDER BY of a sort of a public list (newest first by default; ties by id, so paging is stable). Tables
 * without a price (JV posts, construction profiles) are never sorted by it (their wire sort has no price).
 */
export function listingOrder(
  t: { id: PgColumn; price?: PgColumn; rating_avg: PgColumn; rating_count: PgColumn; total_click: PgColumn },
  sort: ListingSort | undefined,
): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(t.id)];
    case 'price_asc':
      return t.price ? [sql`${t.price} asc nulls last`, desc(t.id)] : [desc(t.id)];
    case 'price_desc':
      return t.price ? [sql`${t.price} desc nulls last`, desc(t.id)] : [desc(t.id)];
    case 'top_rated':
      return [desc(t.rating_avg), desc(t.rating_count), desc(t.id)];
    case 'most_viewed':
      return [desc(t.total_click), desc(t.id)];
    default:
      return [desc(t.id)];
  }
}

/**
 * The total of a public list, counted with the projects' and property search's cap: at most TOTAL_CAP + 1
 * matches are read (`select count(*) from (select 1 … limit 1001)`), so a broad list never counts 90,000 rows.
 * `total` is exact up to TOTAL_CAP, else TOTAL_CAP with `capped` (the wire's `total_capped`).
 */
export async function cappedTotal(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap = TOTAL_CAP,
): Promise<{ total: number; capped: boolean }> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

/**
 * One page of a public list and its capped total. A list counts its matches (cappedTotal) and reads its page
 * apart. A text search instead reads, in the list's order, the ids of its first countCap + 1 matches — one walk
 * of the rows, where counting and paging each walked them (half the database time of a search) — then its
 * page's rows by id, kept in that order.
 */
export async function pageOfList<Row>(
  db: Db,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  order: SQL[],
  f: { search?: string | undefined; offset: number; limit: number },
  rows: (page: { where: SQL | undefined; offset: number; limit: number }) => Promise<Row[]>,
  idOf: (row: Row) => number = (row) => (row as { id: number }).id,
): Promise<{ total: number; capped: boolean; rows: Row[] }> {
  if (!f.search) {
    const { total, capped } = await cappedTotal(db, table, where);
    if (!total) return { total: 0, capped: false, rows: [] };
    return { total, capped, rows: await rows({ where, offset: f.offset, limit: f.limit }) };
  }
  const cap = countCap(f);
  const ids = (
    await db
      .select({ id: table.id })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(cap + 1)
  ).map((r) => Number(r.id));
  const page = ids.slice(f.offset, f.offset + f.limit);
  const total = Math.min(ids.length, cap);
  if (!page.length) return { total, capped: ids.length > cap, rows: [] };
  const found = await rows({ where: inArray(table.id, page), offset: 0, limit: page.length });
  const at = new Map(page.map((id, i) => [id, i]));
  return {
    total,
    capped: ids.length > cap,
    rows: found.sort((a, b) => (at.get(idOf(a)) ?? 0) - (at.get(idOf(b)) ?? 0)),
  };
}

/** What separates the columns in `services.search_text` and `repair_works.search_text` (never in a pattern). */
export const SEARCH_SEPARATOR = String.fromCharCode(31);

/**
 * The `search` condition of a list with a stored search text (lowered columns joined by SEARCH_SEPARATOR, a
 * partial trigram index over the visible rows): one LIKE of it, the same matches as an ILIKE per column, unless
 * the search itself holds the separator (it could then match across two columns): then the ILIKEs.
 */
export function searchTextMatches(searchText: PgColumn, columns: PgColumn[], search: string, pattern: string): SQL {
  if (search.includes(SEARCH_SEPARATOR))
    return sql.join(
      columns.map((c) => sql`${c} ilike ${pattern}`),
      sql` or `,
    );
  return sql`${searchText} like lower(${pattern})`;
}

/** The query of an owner's list (my-service, my-repairworks, my-joint-venture, my-construction). */
export interface OwnListQuery<Row extends { request_status: string }> {
  offset: number;
  limit: number;
  id?: number | undefined;
  slug_id?: string | undefined;
  request_status?: Row['request_status'] | undefined;
}

/** A listing table's columns these conditions read. */
type Keyed = { id: PgColumn; slug_id: PgColumn; user_id: PgColumn; request_status: PgColumn };

/** Shown to everyone: approved by an admin and switched on (the partial indexes' condition). */
export const visibleListing = (t: { request_status: PgColumn; status: PgColumn }): SQL =>
  and(eq(t.request_status, 'approved'), eq(t.status, 1)) as SQL;

/** The conditions every public list starts with: visible, and the filters all kinds take (when sent). */
export function publicListConditions(
  t: Keyed & { status: PgColumn; city: PgColumn },
  f: {
    id?: number | undefined;
    slug_id?: string | undefined;
    city?: string | undefined;
    user_id?: number | undefined;
  },
): SQL[] {
  const c = [visibleListing(t)];
  if (f.id) c.push(eq(t.id, f.id));
  if (f.slug_id) c.push(eq(t.slug_id, f.slug_id));
  // Exact and case-insensitive, on the lists' lower(city) indexes.
  if (f.city) c.push(sql`lower(${t.city}) = lower(${f.city})`);
  if (f.user_id) c.push(eq(t.user_id, f.user_id));
  return c;
}

/** The condition naming one listing by id (first) or slug; undefined when neither is given. */
export function byIdOrSlug(t: Keyed, by: { id?: number | undefined; slug_id?: string | undefined }): SQL | undefined {
  return by.id !== undefined ? eq(t.id, by.id) : by.slug_id !== undefined ? eq(t.slug_id, by.slug_id) : undefined;
}

/** The condition of an owner's list: their listings in every review state (or one), maybe one by id or slug. */
export function ownListingsWhere(
  t: Keyed,
  ownerId: number,
  q: { id?: number | undefined; slug_id?: string | undefined; request_status?: string | undefined },
): SQL | undefined {
  return and(
    eq(t.user_id, ownerId),
    q.id ? eq(t.id, q.id) : undefined,
    q.slug_id ? eq(t.slug_id, q.slug_id) : undefined,
    q.request_status ? eq(t.request_status, q.request_status) : undefined,
  );
}

const REASON = {
  service: reject_reasons.service_id,
  repair_work: reject_reasons.repair_work_id,
  venture: reject_reasons.post_id,
} as const;
const RATED = { service: ratings.service_id, repair_work: ratings.repair_work_id, venture: ratings.post_id } as const;

// Timestamps read through a subquery arrive as strings on node-postgres and as Dates on PGlite.
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** The latest reject reason of each listing. */
export async function rejectReasonsOf(
  db: Db,
  kind: ListingKind,
  ids: number[],
): Promise<Map<number, { reason: string; created_at: Date }>> {
  const out = new Map<number, { reason: string; created_at: Date }>();
  if (!ids.length) return out;
  const col = REASON[kind];
  const rows = await db
    .select({ listing_id: col, reason: reject_reasons.reason, created_at: reject_reasons.created_at })
    .from(reject_reasons)
    .where(inArray(col, ids))
    .orderBy(desc(reject_reasons.id));
  for (const r of rows) if (r.listing_id !== null && !out.has(r.listing_id)) out.set(r.listing_id, r);
  return out;
}

/** A poster's card. */
export interface OwnerRow {
  id: number;
  name: string | null;
  profile: string | null;
  email: string | null;
  mobile: string | null;
  slug_id: string | null;
  verified: boolean;
}

/** The cards of some posters: who they are and whether a verification of theirs succeeded. */
export async function ownerCardsOf(db: Db, userIds: (number | null)[]): Promise<Map<number, OwnerRow>> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      profile: customers.profile,
      email: customers.email,
      mobile: customers.mobile,
      slug_id: customers.slug_id,
      verified: sql<boolean>`exists (select 1 from ${verify_customers} where ${verify_customers.user_id} = ${customers.id} and ${verify_customers.status} = 'success')`,
    })
    .from(customers)
    .where(inArray(customers.id, ids));
  return new Map(rows.map((r) => [r.id, { ...r, verified: Boolean(r.verified) }]));
}

/** A rating with its rater, as the detail shows it. */
export interface RatingRow {
  id: number;
  listing_id: number;
  user_id: number;
  ratting: number; // sic: spec spelling
  comment: string;
  created_at: Date;
  updated_at: Date;
  name: string | null;
  profile: string | null;
}

/** The columns of a rating with its rater (joined on customers). */
const ratingColumns = {
  id: ratings.id,
  user_id: ratings.user_id,
  ratting: ratings.ratting, // sic: spec spelling
  comment: ratings.comment,
  created_at: ratings.created_at,
  updated_at: ratings.updated_at,
  name: customers.name,
  profile: customers.profile,
};

/** The newest `n` ratings of each listing (most recently written first), with the raters. */
export async function latestRatingsOf(
  db: Db,
  kind: ListingKind,
  ids: number[],
  n: number,
): Promise<Map<number, RatingRow[]>> {
  const out = new Map<number, RatingRow[]>();
  if (!ids.length) return out;
  const col = RATED[kind];
  const ranked = db
    .select({
      ...ratingColumns,
      listing_id: sql<number>`${col}`.as('listing_id'),
      rn: sql<number>`row_number() over (partition by ${col} order by ${ratings.updated_at} desc, ${ratings.id} desc)`.as(
        'rn',
      ),
    })
    .from(ratings)
    .innerJoin(customers, eq(customers.id, ratings.user_id))
    .where(inArray(col, ids))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rn, n)).orderBy(ranked.listing_id, ranked.rn);
  for (const r of rows) {
    const listingId = Number(r.listing_id);
    const group = out.get(listingId) ?? [];
    group.push({
      ...r,
      listing_id: listingId,
      created_at: toDate(r.created_at),
      updated_at: toDate(r.updated_at),
    });
    out.set(listingId, group);
  }
  return out;
}

/** The viewer's own rating of each listing they rated. */
export async function viewerRatingsOf(
  db: Db,
  kind: ListingKind,
  ids: number[],
  viewerId: number | null,
): Promise<Map<number, RatingRow>> {
  if (!ids.length || viewerId === null) return new Map();
  const col = RATED[kind];
  const rows = await db
    .select({
      ...ratingColumns,
      listing_id: col,
    })
    .from(ratings)
    .innerJoin(customers, eq(customers.id, ratings.user_id))
    .where(and(inArray(col, ids), eq(ratings.user_id, viewerId)));
  const out = new Map<number, RatingRow>();
  for (const r of rows) if (r.listing_id !== null) out.set(r.listing_id, { ...r, listing_id: r.listing_id });
  return out;
}
