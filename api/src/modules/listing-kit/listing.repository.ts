// What the lists and details of services, repair works, JV posts and construction profiles share: one repository
// per kind (listingRepository: one listing by id or slug, the owner's list, the public list, each one statement),
// the orders of the public lists, and what a detail adds to its row, read for a whole page at once (one statement
// per relation, whatever the page size): owner cards, the latest reject reason, the newest ratings and the
// viewer's own rating.
import { type ListingSort, SERVICE_RATINGS_ON_DETAIL } from '@abode/shared/wire';
import { and, asc, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { customers, ratings, reject_reasons, verify_customers } from '../../db/schema.ts';
import { executeNamed } from '../../lib/named-statements.ts';
import { type RawRow, type RawTable, rawTable, rowsOf } from '../../lib/raw-rows.ts';
import { countCap } from '../../lib/sql.ts';
import { filesColumn, type ListingFileRow, type ListingKind } from './listing-files.ts';

/**
 * The ORDER BY of a sort of a public list (newest first by default; ties by id, so paging is stable). Tables
 * without a price (JV posts, construction profiles) are never sorted by it (their wire sort has no price).
 */
function listingOrder(
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
 * One page of a public list and its capped total, in one statement: the count (at most countCap + 1 matches
 * read, so a broad list never counts 90,000 rows) beside the page (a lateral subquery in the list's order), and
 * `relations`, columns over the page's rows `p` (a name, the files as JSON), computed for those rows only. A text
 * search instead reads the ids of its first countCap + 1 matches once, in the list's order (counting and paging
 * each walked them), counts them, and reads its page's rows by id. One statement a request, where three were
 * (count, page, files): each statement costs the server a round trip and the building of its text, and a list
 * request spent half its CPU on them (bench/RESULTS.md; docs/decisions/021). `total` is exact up to the cap,
 * else the cap with `capped` (the wire's `total_capped`).
 */
async function pageOfList<T extends PgTable, Row>(
  db: Db,
  table: RawTable<T>,
  where: SQL,
  order: SQL[],
  f: { search?: string | undefined; offset: number; limit: number },
  relations: SQL[],
  toRow: (r: RawRow) => Row,
): Promise<{ total: number; capped: boolean; rows: Row[] }> {
  const cap = countCap(f);
  const rel = relationColumns(relations);
  const by = sql.join(order, sql`, `);
  const t = table.from;
  // A search's matches are numbered as its ordered subquery yields them (a window without ORDER BY keeps its
  // input's order); the page is taken by that number, and the lateral yields it in that order.
  const statement = f.search
    ? sql`with m as (select s.id, row_number() over () as page_rn
          from (select ${t}."id" from ${t} where ${where} order by ${by} limit ${cap + 1}) s)
        select cnt.n as page_total, p.*${rel} from (select count(*)::int as n from m) cnt
        left join lateral (select ${table.select}, m.page_rn from m join ${t} on ${t}."id" = m.id
          where m.page_rn > ${f.offset} and m.page_rn <= ${f.offset + f.limit} order by m.page_rn) p on true`
    : sql`select cnt.n as page_total, p.*${rel}
        from (select (select count(*)::int from (select 1 from ${t} where ${where} limit ${cap + 1}) capped) as n) cnt
        left join lateral (select ${table.select} from ${t} where ${where} order by ${by}
          limit ${f.limit} offset ${f.offset}) p on true`;
  // Named (planned once) but for a text search, whose plan depends on its word (decision 022).
  const answer = f.search ? rowsOf<RawRow>(await db.execute(statement)) : await executeNamed<RawRow>(db, statement);
  const n = Number(answer[0]?.page_total ?? 0);
  return { total: Math.min(n, cap), capped: n > cap, rows: pageRows(answer, toRow) };
}

/** `, relation, …` after the columns of a row (nothing when none). */
const relationColumns = (relations: SQL[]): SQL => (relations.length ? sql`, ${sql.join(relations, sql`, `)}` : sql``);

/** The rows of a page read beside its count: a page past the end (or of no matches) is one row of nulls. */
const pageRows = <Row>(answer: RawRow[], toRow: (r: RawRow) => Row): Row[] =>
  answer.filter((r) => r.id !== null && r.id !== undefined).map(toRow);

/**
 * One page of an owner's listings, newest first, and their exact count (an owner's listings are few: no cap),
 * with `relations` over the page's rows `p`, in one statement (a count and a page were two).
 */
async function ownPage<T extends PgTable, Row>(
  db: Db,
  table: RawTable<T>,
  where: SQL,
  page: { offset: number; limit: number },
  relations: SQL[],
  toRow: (r: RawRow) => Row,
): Promise<{ total: number; rows: Row[] }> {
  const t = table.from;
  const answer = await executeNamed<RawRow>(
    db,
    sql`select cnt.n as page_total, p.*${relationColumns(relations)}
      from (select count(*)::int as n from ${t} where ${where}) cnt
      left join lateral (select ${table.select} from ${t} where ${where} order by ${t}."id" desc
        limit ${page.limit} offset ${page.offset}) p on true`,
  );
  return { total: Number(answer[0]?.page_total ?? 0), rows: pageRows(answer, toRow) };
}

/** What a listing's detail reads with its row (detailRelations): its files, its poster's card, its newest ratings. */
export interface DetailRead {
  files: ListingFileRow[];
  owner: OwnerRow | null;
  ratings: RatingRow[];
}

/**
 * The columns of DetailRead over the row `p` (its `user_id` the poster): the files, the poster's card with the
 * verified badge, and the `newest` most recently written ratings with their raters, as JSON. A detail then reads
 * everything a visitor sees in one statement (four were: row, files, card, ratings).
 */
function detailRelations(kind: ListingKind, newest: number): SQL[] {
  const rated = RATED[kind].name;
  return [
    filesColumn(kind),
    sql`(select json_build_object('id', o.id, 'name', o.name, 'profile', o.profile, 'email', o.email,
        'mobile', o.mobile, 'slug_id', o.slug_id, 'verified', exists (select 1 from ${verify_customers} v
          where v.user_id = o.id and v.status = 'success'))
      from ${customers} o where o.id = p.user_id) as rel_owner`,
    sql`(select coalesce(json_agg(json_build_object('id', r.id, 'listing_id', p.id, 'user_id', r.user_id,
          'ratting', r.ratting, 'comment', r.comment, 'created_at', r.created_at, 'updated_at', r.updated_at,
          'name', c.name, 'profile', c.profile) order by r.updated_at desc, r.id desc), '[]')
      from (select * from ${ratings} r where r.${sql.raw(rated)} = p.id order by r.updated_at desc, r.id desc
        limit ${newest}) r join ${customers} c on c.id = r.user_id) as rel_ratings`,
  ];
}

/** The DetailRead of a row read with detailRelations. */
function detailReadOf(r: RawRow): DetailRead {
  const owner = (r.rel_owner ?? null) as (OwnerRow & { verified: unknown }) | null;
  return {
    files: r.rel_files as ListingFileRow[],
    owner: owner ? { ...owner, verified: Boolean(owner.verified) } : null,
    ratings: (r.rel_ratings as (RatingRow & { created_at: string; updated_at: string })[]).map((x) => ({
      ...x,
      created_at: toDate(x.created_at),
      updated_at: toDate(x.updated_at),
    })),
  };
}

/** The row of `table` that `key` names, with `relations` (columns over it as `p`): one statement. */
async function oneWithRelations<T extends PgTable>(
  db: Db,
  table: RawTable<T>,
  key: SQL,
  relations: SQL[],
): Promise<RawRow | undefined> {
  const [row] = await executeNamed<RawRow>(
    db,
    sql`select p.*${relationColumns(relations)}
      from (select ${table.select} from ${table.from} where ${key} limit 1) p`,
  );
  return row;
}

/** A JSON column {id, name} of the lookup entry p.`column` names (null when none): for `relations`. */
export function lookupColumn(column: string, as: string): SQL {
  return sql.raw(
    `(select json_build_object('id', l.id, 'name', l.name) from service_lookups l where l.id = p."${column}") as ${as}`,
  );
}

/** What separates the columns in `services.search_text` and `repair_works.search_text` (never in a pattern). */
export const SEARCH_SEPARATOR = String.fromCharCode(31);

/**
 * The `search` condition of a list with a stored search text (lowered columns joined by SEARCH_SEPARATOR, a
 * partial trigram index over the visible rows): one LIKE of it, the same matches as an ILIKE per column, unless
 * the search itself holds the separator (it could then match across two columns): then the ILIKEs, as one
 * parenthesised condition (bare, `visible and a or b` listed hidden rows matching b).
 */
export function searchTextMatches(searchText: PgColumn, columns: PgColumn[], search: string, pattern: string): SQL {
  if (search.includes(SEARCH_SEPARATOR)) return or(...columns.map((c) => sql`${c} ilike ${pattern}`)) as SQL;
  return sql`${searchText} like lower(${pattern})`;
}

/** A listing named by id or by slug (byIdOrSlug). */
export type ListingRef = { id?: number | undefined; slug_id?: string | undefined };

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
function publicListConditions(
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
function byIdOrSlug(t: Keyed, by: ListingRef): SQL | undefined {
  return by.id !== undefined ? eq(t.id, by.id) : by.slug_id !== undefined ? eq(t.slug_id, by.slug_id) : undefined;
}

/** The condition of an owner's list: their listings in every review state (or one), maybe one by id or slug. */
function ownListingsWhere(
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

/** A listing table: the columns the lists filter and sort by (`price` where the kind has one). */
export type ListingTable = PgTable &
  Keyed &
  Record<'status' | 'city' | 'rating_avg' | 'rating_count' | 'total_click', PgColumn> & { price?: PgColumn };

/** A kind of listing as listingRepository reads it. */
export interface ListingRepositorySpec<T extends ListingTable, Item> {
  kind: ListingKind;
  table: T;
  /** Columns no answer shows (a stored search text): not read, null in the row. */
  omit?: readonly string[];
  /** The rows of this repository among the table's (JV posts or construction profiles), if not all. */
  scope?: SQL | undefined;
  /** Columns over the row `p` with the names it refers to (a type, categories, lookups), read with every row. */
  names: SQL[];
  /** The repository's item: the typed row and what `names` read (in `r`). */
  itemOf: (row: T['$inferSelect'], r: RawRow) => Item;
}

/** The filters every public list takes (publicListConditions), its page and its text search (when sent). */
export interface PublicListFilters {
  id?: number | undefined;
  slug_id?: string | undefined;
  city?: string | undefined;
  user_id?: number | undefined;
  search?: string | undefined;
  offset: number;
  limit: number;
}

/** The reads every kind of listing makes, each in one statement (listingRepository). */
export interface ListingRepository<T extends ListingTable, Item> {
  /** One listing by id (first) or slug, whatever its state, with its names. */
  find(db: Db, by: ListingRef): Promise<Item | undefined>;
  /** As find, with what its detail shows besides (detailRelations), read with it. */
  findForDetail(db: Db, by: ListingRef): Promise<(Item & { read: DetailRead }) | undefined>;
  /** A page of one owner's listings in every state (or one), maybe one by id or slug, newest first; exact total. */
  findOwn(
    db: Db,
    ownerId: number,
    q: OwnListQuery<T['$inferSelect'] & { request_status: string }>,
  ): Promise<{ total: number; rows: Item[] }>;
  /**
   * A page of the visible listings matching the common filters and `conditions` (the kind's own, a search
   * included), in the order of `sort`, with their files when `files`; the total capped (pageOfList).
   */
  findPage<F extends boolean>(
    db: Db,
    f: PublicListFilters,
    conditions: SQL[],
    sort: ListingSort | undefined,
    files: F,
  ): Promise<{ total: number; capped: boolean; rows: (F extends true ? Item & { files: ListingFileRow[] } : Item)[] }>;
}

/**
 * The reads of one kind of listing (services, repair works, JV posts, construction profiles): every one a single
 * statement of the raw table (raw-rows.ts) with the kind's `names` as JSON columns, so the four kinds find, list
 * and page alike and none keeps a copy of these queries.
 */
export function listingRepository<T extends ListingTable, Item>(
  spec: ListingRepositorySpec<T, Item>,
): ListingRepository<T, Item> {
  const { kind, table: t, scope, names, itemOf } = spec;
  const raw = rawTable(t, spec.omit);
  const detail = [...names, ...detailRelations(kind, SERVICE_RATINGS_ON_DETAIL)];
  const item = (r: RawRow) => itemOf(raw.rowOf(r), r);
  const keyOf = (by: ListingRef) => {
    const key = byIdOrSlug(t, by);
    return key && (scope ? (and(key, scope) as SQL) : key);
  };
  return {
    async find(db, by) {
      const key = keyOf(by);
      const r = key && (await oneWithRelations(db, raw, key, names));
      return r ? item(r) : undefined;
    },
    async findForDetail(db, by) {
      const key = keyOf(by);
      const r = key && (await oneWithRelations(db, raw, key, detail));
      return r ? { ...item(r), read: detailReadOf(r) } : undefined;
    },
    findOwn(db, ownerId, q) {
      const where = and(scope, ownListingsWhere(t, ownerId, q)) as SQL;
      return ownPage(db, raw, where, q, names, item);
    },
    findPage(db, f, conditions, sort, files) {
      const where = and(scope, ...publicListConditions(t, f), ...conditions) as SQL;
      const relations = files ? [...names, filesColumn(kind)] : names;
      type Row = typeof files extends true ? Item & { files: ListingFileRow[] } : Item;
      return pageOfList(
        db,
        raw,
        where,
        listingOrder(t, sort),
        f,
        relations,
        (r) => (files ? { ...item(r), files: r.rel_files as ListingFileRow[] } : item(r)) as Row,
      );
    },
  };
}

const REASON = {
  service: reject_reasons.service_id,
  repair_work: reject_reasons.repair_work_id,
  venture: reject_reasons.post_id,
} as const;
/** The column of `ratings` naming the rated listing of each kind (exactly one is set: a check). */
export const RATED = {
  service: ratings.service_id,
  repair_work: ratings.repair_work_id,
  venture: ratings.post_id,
} as const;

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

/** The columns of a rating with its rater (joined on customers), as RatingRow has them but the listing. */
export const ratingColumns = {
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
