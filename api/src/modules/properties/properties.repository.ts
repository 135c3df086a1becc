import type { MapBounds, PolygonPoint, PropertySort } from '@abode/shared/wire';
import { TOTAL_CAP } from '@abode/shared/wire';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, propertys } from '../../db/schema.ts';
import { likePattern } from '../../lib/sql.ts';

/**
 * Property reads: the filters of get_property / get-property-list / the map, built as SQL over the table
 * `propertys` (no alias, so the same fragments serve the query builder and raw statements).
 *
 * Speed notes (bench/RESULTS.md): every public search repeats the visible predicate with literals so the
 * partial indexes of migration 0009 apply; `total` is counted with a cap (TOTAL_CAP: exact up to 1,000
 * matches, then 1,000 and `total_capped`), so a broad search never counts a million rows; a page embeds
 * its relations through correlated JSON subqueries evaluated for the page's rows only (one statement).
 */

/** Filters of get_property after validation (empty strings already dropped). */
export interface PropertyFilters {
  id?: number | undefined;
  slug_id?: string | undefined;
  category_id?: number | undefined;
  category_slug_id?: string | undefined;
  property_type?: number | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  posted_since?: number | undefined;
  city?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  search?: string | undefined;
  parameter_id?: number | undefined;
  promoted?: boolean | undefined;
  top_rated?: boolean | undefined;
  most_liked?: boolean | undefined;
  /** Only the adverts of this owner (users_promoted). */
  promoted_by?: number | undefined;
  userid?: number | undefined;
  offset: number;
  limit: number;
}

/** The filters of get-property-list, the map and nearby on top of get_property's. */
export interface SearchFilters extends PropertyFilters {
  /** The property must have a non-empty value for each of these parameters. */
  parameter_ids?: number[] | undefined;
  /** true: premium only; false: non-premium only. */
  premium?: boolean | undefined;
  /** Only sell and rent (not sold or rented), as upstream's light list. */
  sell_or_rent?: boolean | undefined;
  /** Circle: radius in km (optional: without it the point only orders by distance). */
  near?: { lat: number; lng: number; radius?: number | undefined } | undefined;
  bounds?: MapBounds | undefined;
  polygon?: PolygonPoint[] | undefined;
  sort?: PropertySort | undefined;
  /** Nearest first (needs `near`); otherwise `near` only filters by its radius. */
  by_distance?: boolean | undefined;
  /** Any of these categories / types / nearby-place kinds (personalised feed). */
  category_ids?: number[] | undefined;
  property_types?: number[] | undefined;
  facility_ids?: number[] | undefined;
  /** Categories whose name matches `search` (resolveSearch fills it; constants keep the OR indexable). */
  search_category_ids?: number[] | undefined;
  /** City/state matched with ILIKE and OR (get_nearby_properties, as upstream). */
  city_or_state?: { city?: string | undefined; state?: string | undefined } | undefined;
}

const DAY_MS = 24 * 3600 * 1000;

/** Only what visitors may see: approved by an admin and switched on by the owner. */
export const visible = () => and(eq(propertys.request_status, 'approved'), eq(propertys.status, 1));

/** The same, with literals: the planner proves the partial indexes' predicate from it. */
const VISIBLE = sql.raw(`"propertys"."request_status" = 'approved' and "propertys"."status" = 1`);

const isPromoted = sql`exists (select 1 from advertisements a where a.property_id = "propertys"."id" and a.status = 0 and a.is_enable)`;

const f8 = (n: number) => sql`${n}::float8`;
const earthOf = (lat: number, lng: number) => sql`ll_to_earth(${f8(lat)}, ${f8(lng)})`;
const EARTH_ROW = sql.raw('ll_to_earth("propertys"."latitude", "propertys"."longitude")');
const POINT_ROW = sql.raw('point("propertys"."longitude", "propertys"."latitude")');

/**
 * A box of map bounds (lng = x, lat = y) as ranges of the two columns: the same rows as
 * `point(lng, lat) <@ box(…)` (whose comparisons are exact), but the planner estimates ranges from the
 * columns' statistics, where it guesses any `<@ box` at 0.1 % of the table.
 */
const boxOf = (minLng: number, minLat: number, maxLng: number, maxLat: number) =>
  sql`"propertys"."longitude" between ${f8(minLng)} and ${f8(maxLng)} and "propertys"."latitude" between ${f8(minLat)} and ${f8(maxLat)}`;

/** A polygon literal: ((lng,lat),…). Numbers only (validated by the wire schema). */
const polygonLiteral = (pts: PolygonPoint[]) =>
  `(${pts.map(([lat, lng]) => `(${Number(lng)},${Number(lat)})`).join(',')})`;

/**
 * Map grid (columns geo_cell_2 / _1 / _0 of migration 0012: 100, 10 and 1 cells per degree). A bounds or
 * polygon search reads the cells its box covers, at the level cellsOf guesses cheapest: per cell a btree
 * range, newest first and index-only (type, price and coordinates are in the index), stopping at the page.
 * The GiST index this replaced could not give the newest first: its plans sorted every point in view.
 */
const GRID_LEVELS = [
  { column: 'geo_cell_2', scale: 100, maxCells: 64 },
  { column: 'geo_cell_1', scale: 10, maxCells: 64 },
  { column: 'geo_cell_0', scale: 1, maxCells: 1000 },
] as const;
/** A margin around the box, so that no rounding in the cell arithmetic can drop a row on an edge. */
const GEO_EPS = 2e-6;

const clampTo = (x: number, bound: number) => Math.max(-bound, Math.min(bound, x));

/** The grid cell of a point, the same number as the generated columns (schema.ts geoCellSql). */
export function geoCell(lat: number, lng: number, scale: number): number {
  return (
    (Math.floor(clampTo(lat, 90) * scale) + 90 * scale) * (360 * scale + 1) +
    Math.floor(clampTo(lng, 180) * scale) +
    180 * scale
  );
}

interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * The cells covering boxes at a scale (null when more than `max`), and a guess of the index entries a
 * newest-first page of `want` rows reads there: a cell the box covers by a fraction c yields a match every
 * 1/c entries (density assumed even), plus a descent per cell.
 */
function cellsOf(boxes: GeoBox[], scale: number, max: number, want: number): { cells: number[]; cost: number } | null {
  const out = new Map<number, number>();
  for (const b of boxes) {
    const lat0 = Math.floor(clampTo(b.minLat - GEO_EPS, 90) * scale);
    const lat1 = Math.floor(clampTo(b.maxLat + GEO_EPS, 90) * scale);
    const lng0 = Math.floor(clampTo(b.minLng - GEO_EPS, 180) * scale);
    const lng1 = Math.floor(clampTo(b.maxLng + GEO_EPS, 180) * scale);
    if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) + out.size > max) return null;
    const overlap = (lo: number, hi: number, c: number) =>
      Math.max(0, Math.min(hi, (c + 1) / scale) - Math.max(lo, c / scale)) * scale;
    for (let la = lat0; la <= lat1; la++)
      for (let lo = lng0; lo <= lng1; lo++) {
        const cover = overlap(b.minLat, b.maxLat, la) * overlap(b.minLng, b.maxLng, lo);
        const cell = (la + 90 * scale) * (360 * scale + 1) + lo + 180 * scale;
        out.set(cell, (out.get(cell) ?? 0) + cover);
      }
  }
  let cost = 0;
  for (const cover of out.values()) cost += 30 + want / Math.max(cover, 1e-4);
  return { cells: [...out.keys()].sort((a, b) => a - b), cost };
}

/**
 * The grid column and cells that hold every match of a bounds / polygon search (null: no such box, or a
 * box too big for the coarsest grid): the level with the cheapest guess for the page asked.
 */
export function gridOf(f: SearchFilters): { column: string; cells: number[] } | null {
  const candidates: GeoBox[][] = [];
  if (f.bounds) {
    const b = f.bounds;
    candidates.push(
      b.min_lng <= b.max_lng
        ? [{ minLat: b.min_lat, maxLat: b.max_lat, minLng: b.min_lng, maxLng: b.max_lng }]
        : [
            { minLat: b.min_lat, maxLat: b.max_lat, minLng: b.min_lng, maxLng: 180 },
            { minLat: b.min_lat, maxLat: b.max_lat, minLng: -180, maxLng: b.max_lng },
          ],
    );
  }
  if (f.polygon?.length) {
    const lats = f.polygon.map((p) => p[0]);
    const lngs = f.polygon.map((p) => p[1]);
    candidates.push([
      { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLng: Math.min(...lngs), maxLng: Math.max(...lngs) },
    ]);
  }
  const want = Math.max(1, f.offset + f.limit);
  let best: { column: string; cells: number[]; cost: number } | null = null;
  for (const level of GRID_LEVELS) {
    for (const boxes of candidates) {
      const r = cellsOf(boxes, level.scale, level.maxCells, want);
      if (r && (!best || r.cost < best.cost)) best = { column: level.column, ...r };
    }
  }
  return best && { column: best.column, cells: best.cells };
}

const intList = (xs: number[]) => sql.raw(xs.map((x) => Math.trunc(Number(x))).join(','));

/**
 * The ids of one page of a grid search in the newest-first order, as a subquery: per cell a backward
 * range of its index (LIMIT offset + limit pushed into each), then the page of their union. Null when the
 * search has no grid or another order.
 */
function newestIdsByCell(f: SearchFilters, limit: number, offset: number): SQL | null {
  const grid = gridOf(f);
  if (!grid || effectiveSort(f) !== 'newest' || (f.near && f.by_distance)) return null;
  const where = searchWhere(f, { grid: false });
  const col = sql.raw(`"propertys"."${grid.column}"`);
  return sql`select c.id from unnest(array[${intList(grid.cells)}]::int[]) as g(cell) cross join lateral (
      select "propertys"."id" from propertys where ${where} and ${col} = g.cell
      order by "propertys"."id" desc limit ${offset + limit}
    ) c order by c.id desc limit ${limit} offset ${offset}`;
}

/** The most words of a text search that count (the rest are ignored). */
const SEARCH_WORDS_MAX = 8;

/**
 * The tsquery text of a user's search: each run of letters, marks and digits becomes a word prefix (`'word':*`),
 * all ANDed; every other character (tsquery operators `&|!:*()<>'` included) only separates words. Null when
 * nothing is left: no text condition then. "band" finds "Bandra"; a word's middle ("ndra") does not.
 */
export function searchTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu);
  if (!words) return null;
  return [...new Set(words)]
    .slice(0, SEARCH_WORDS_MAX)
    .map((w) => `'${w}':*`)
    .join(' & ');
}

/**
 * Resolves the categories a text search matches by name (a handful of rows) so the search's OR compares
 * `category_id` with constants: an array subquery there makes the planner expect most of the table and
 * fall back to a sequential scan (bench: 730 ms → a few ms at 100,000 listings).
 */
export async function resolveSearch<F extends SearchFilters>(db: Db, f: F): Promise<F> {
  if (!f.search || !searchTsQuery(f.search)) return f;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from categories where category ilike ${likePattern(f.search)}`,
  );
  return { ...f, search_category_ids: rows.map((r) => Number(r.id)) };
}

/** The WHERE of a search; `extra` filters are those of get-property-list, map and nearby. */
export function searchWhere(f: SearchFilters, options: { grid?: boolean } = {}): SQL {
  const c: SQL[] = [VISIBLE];
  if (f.id) c.push(sql`"propertys"."id" = ${f.id}`);
  if (f.slug_id) c.push(sql`"propertys"."slug_id" = ${f.slug_id}`);
  if (f.category_id) c.push(sql`"propertys"."category_id" = ${f.category_id}`);
  if (f.category_slug_id)
    c.push(sql`"propertys"."category_id" = (select id from categories where slug_id = ${f.category_slug_id})`);
  if (f.property_type !== undefined) c.push(sql`"propertys"."propery_type" = ${f.property_type}`);
  else if (f.sell_or_rent) c.push(sql.raw(`"propertys"."propery_type" in (0, 1)`));
  if (f.min_price !== undefined) c.push(sql`"propertys"."price" >= ${f.min_price}`);
  if (f.max_price !== undefined) c.push(sql`"propertys"."price" <= ${f.max_price}`);
  if (f.posted_since !== undefined) {
    const since = new Date(Date.now() - (f.posted_since === 0 ? 7 : 1) * DAY_MS);
    c.push(sql`"propertys"."created_at" >= ${since.toISOString()}::timestamptz`);
  }
  if (f.city) c.push(sql`lower("propertys"."city") = lower(${f.city})`);
  if (f.state) c.push(sql`lower("propertys"."state") = lower(${f.state})`);
  if (f.country) c.push(sql`lower("propertys"."country") = lower(${f.country})`);
  if (f.city_or_state && (f.city_or_state.city || f.city_or_state.state)) {
    const arms: SQL[] = [];
    if (f.city_or_state.city) arms.push(sql`"propertys"."city" ilike ${likePattern(f.city_or_state.city)}`);
    if (f.city_or_state.state) arms.push(sql`"propertys"."state" ilike ${likePattern(f.city_or_state.state)}`);
    c.push(sql`(${sql.join(arms, sql` or `)})`);
  }
  const words = f.search ? searchTsQuery(f.search) : null;
  if (words) {
    // Word prefixes of title, address and city through the GIN index of `search_words`, or a category
    // whose name matches (resolved first, compared as constants so the OR stays an index condition).
    const match = sql`"propertys"."search_words" @@ to_tsquery('simple', ${words})`;
    const cats = f.search_category_ids ?? [];
    c.push(
      cats.length
        ? sql`(${match} or "propertys"."category_id" in (${sql.raw(cats.map((x) => Math.trunc(Number(x))).join(','))}))`
        : match,
    );
  }
  const params = [...(f.parameter_ids ?? []), ...(f.parameter_id ? [f.parameter_id] : [])];
  for (const pid of new Set(params)) {
    c.push(
      sql`exists (select 1 from assign_parameters ap where ap.property_id = "propertys"."id" and ap.parameter_id = ${pid} and coalesce(ap.value, '') <> '')`,
    );
  }
  const ints = (xs: number[]) => sql.raw(xs.map((x) => Math.trunc(Number(x))).join(','));
  if (f.category_ids?.length) c.push(sql`"propertys"."category_id" in (${ints(f.category_ids)})`);
  if (f.property_types?.length) c.push(sql`"propertys"."propery_type" in (${ints(f.property_types)})`);
  if (f.facility_ids?.length)
    c.push(
      sql`exists (select 1 from assigned_outdoor_facilities af where af.property_id = "propertys"."id" and af.facility_id in (${ints(f.facility_ids)}))`,
    );
  if (f.promoted || f.promoted_by) c.push(isPromoted);
  if (f.promoted_by) c.push(sql`"propertys"."added_by" = ${f.promoted_by}`);
  if (f.userid) c.push(sql`"propertys"."added_by" = ${f.userid}`);
  if (f.premium !== undefined) c.push(sql`"propertys"."is_premium" = ${f.premium}`);
  if (f.near?.radius !== undefined) {
    const m = f.near.radius * 1000;
    const at = earthOf(f.near.lat, f.near.lng);
    c.push(sql`earth_box(${at}, ${f8(m)}) @> ${EARTH_ROW} and earth_distance(${at}, ${EARTH_ROW}) <= ${f8(m)}`);
  }
  if (f.bounds) {
    const b = f.bounds;
    // A viewport across the antimeridian (min_lng > max_lng) is two boxes.
    c.push(
      b.min_lng <= b.max_lng
        ? boxOf(b.min_lng, b.min_lat, b.max_lng, b.max_lat)
        : sql`((${boxOf(b.min_lng, b.min_lat, 180, b.max_lat)}) or (${boxOf(-180, b.min_lat, b.max_lng, b.max_lat)}))`,
    );
  }
  const grid = options.grid === false ? null : gridOf(f);
  if (grid) c.push(sql`${sql.raw(`"propertys"."${grid.column}"`)} in (${intList(grid.cells)})`);
  if (f.polygon) {
    const lats = f.polygon.map((p) => p[0]);
    const lngs = f.polygon.map((p) => p[1]);
    // The bounding box first (cheap, indexable), then the exact ring test.
    c.push(boxOf(Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)));
    c.push(sql`${POINT_ROW} <@ ${polygonLiteral(f.polygon)}::polygon`);
  }
  return sql.join(c, sql` and `);
}

/** The order a search asked for: `sort`, else the `most_liked` / `most_viewed` flags, else newest. */
export function effectiveSort(f: Pick<SearchFilters, 'sort' | 'most_liked' | 'top_rated'>): PropertySort {
  if (f.sort && f.sort !== 'newest') return f.sort;
  if (f.most_liked) return 'most_liked';
  if (f.top_rated) return 'most_viewed';
  return 'newest';
}

/** ORDER BY of a search, over `t` (the table or a derived table with the same column names). */
function searchOrder(f: SearchFilters, t: string): SQL {
  const col = (c: string) => sql.raw(`${t}."${c}"`);
  // `id desc` (NULLS FIRST) is a backward scan of the ascending id indexes; the viewed/liked indexes are
  // DESC NULLS LAST throughout, and an ORDER BY must say exactly that for the planner to use them.
  const id = sql.raw(`${t}."id" desc`);
  const idLast = sql.raw(`${t}."id" desc nulls last`);
  // Nearest first: a KNN scan of the ll_to_earth GiST index (chord distance orders like the great circle).
  if (f.near && f.by_distance && t === '"propertys"')
    return sql`${earthOf(f.near.lat, f.near.lng)} <-> ${EARTH_ROW}, ${id}`;
  if (f.near && f.by_distance) return sql`${col('distance')}, ${id}`;
  switch (effectiveSort(f)) {
    case 'price_asc':
      return sql`${col('price')} asc, ${id}`;
    case 'price_desc':
      return sql`${col('price')} desc, ${id}`;
    case 'most_viewed':
      return sql`${col('total_click')} desc nulls last, ${idLast}`;
    case 'most_liked':
      return sql`${col('favourite_count')} desc nulls last, ${idLast}`;
    default:
      return id;
  }
}

/** Raw rows of a statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

/** `count(*)` that stops at TOTAL_CAP + 1 rows. */
const cappedCount = (where: SQL) =>
  sql`(select count(*)::int from (select 1 from propertys where ${where} limit ${TOTAL_CAP + 1}) capped)`;

/** A total from a capped count. */
export const capTotal = (n: number) => ({ total: Math.min(n, TOTAL_CAP), capped: n > TOTAL_CAP });

/** A light row (cards): what get-property-list, nearby and recommendations answer. */
export interface LightRow {
  total: number;
  id: number | null;
  slug_id: string;
  title_image: string;
  category_id: number;
  title: string;
  price: number;
  city: string;
  state: string;
  country: string;
  address: string;
  rentduration: string | null;
  added_by: number;
  is_premium: boolean;
  latitude: number | null;
  longitude: number | null;
  total_click: number;
  favourite_count: number;
  propery_type: number;
  created_at: Date | string;
  distance: number | null;
  category: { id: number; category: string; image: string; slug_id: string };
  promoted: boolean;
  is_favourite: boolean;
  params: { id: number; name: string; image: string; type: string; value: string }[] | null;
}

/** Parameters shown on a card. */
export const CARD_PARAMETERS = 4;

/**
 * One page of light rows AND the capped total, in ONE statement: the count, then the page (LIMIT first,
 * then the per-row category, promoted flag, viewer's favourite and first parameters for those rows only).
 * With `count: false` the count is skipped (nearby, no paging).
 */
export async function searchLight(
  db: Db,
  f: SearchFilters,
  viewerId: number | null,
  options: { count?: boolean } = {},
): Promise<{ total: number; capped: boolean; rows: LightRow[] }> {
  f = await resolveSearch(db, f);
  const where = searchWhere(f);
  const distance = f.near
    ? sql`earth_distance(${earthOf(f.near.lat, f.near.lng)}, ${EARTH_ROW}) / 1000.0`
    : sql.raw('null::float8');
  const fav = viewerId
    ? sql`exists (select 1 from favourites fv where fv.property_id = pg.id and fv.user_id = ${viewerId})`
    : sql.raw('false');
  const byCell = newestIdsByCell(f, f.limit, f.offset);
  // A grid search picks its page's ids first (index-only), then reads those rows.
  const pageWhere = byCell ? sql`"propertys"."id" in (${byCell})` : where;
  const page = sql`select "propertys"."id", "propertys"."slug_id", "propertys"."title_image", "propertys"."category_id",
      "propertys"."title", "propertys"."price"::float8 as price, "propertys"."city", "propertys"."state",
      "propertys"."country", "propertys"."address", "propertys"."rentduration", "propertys"."added_by",
      "propertys"."is_premium", "propertys"."latitude", "propertys"."longitude", "propertys"."total_click",
      "propertys"."favourite_count", "propertys"."propery_type", "propertys"."created_at", ${distance} as distance
    from propertys where ${pageWhere} order by ${searchOrder(f, '"propertys"')} limit ${f.limit} offset ${byCell ? 0 : f.offset}`;
  const count = options.count === false ? sql.raw('0') : cappedCount(where);
  const rows = await rowsOf<LightRow>(
    db,
    sql`select cnt.n as total, x.* from (select ${count} as n) cnt left join lateral (
      select pg.*,
        (select json_build_object('id', c.id, 'category', c.category, 'image', c.image, 'slug_id', c.slug_id)
           from categories c where c.id = pg.category_id) as category,
        exists (select 1 from advertisements a where a.property_id = pg.id and a.status = 0 and a.is_enable) as promoted,
        ${fav} as is_favourite,
        (select json_agg(json_build_object('id', pa.id, 'name', pa.name, 'image', pa.image,
            'type', pa.type_of_parameter, 'value', ap.value) order by ap.id)
           from (select ap.id, ap.parameter_id, ap.value from assign_parameters ap
                 where ap.property_id = pg.id and coalesce(ap.value, '') <> '' order by ap.id limit ${CARD_PARAMETERS}) ap
           join parameters pa on pa.id = ap.parameter_id) as params
      from (${page}) pg order by ${searchOrder(f, 'pg')}
    ) x on true`,
  );
  const n = Number(rows[0]?.total ?? 0);
  return { ...capTotal(n), rows: rows.filter((r) => r.id !== null) };
}

/** A map marker row. */
export interface MapRow {
  total: number;
  id: number | null;
  slug_id: string;
  title: string;
  price: number;
  latitude: number;
  longitude: number;
  propery_type: number;
  title_image: string;
  category_id: number;
}

/** Up to `limit` markers (newest first, with coordinates) and the capped total, in one statement. */
export async function searchMap(db: Db, filters: SearchFilters, limit: number) {
  const f = await resolveSearch(db, filters);
  const where = sql`${searchWhere(f)} and "propertys"."latitude" is not null and "propertys"."longitude" is not null`;
  const mf = { ...f, near: undefined };
  // With a grid every row has coordinates (a cell is null without them).
  const byCell = newestIdsByCell(mf, limit, 0);
  const rows = await rowsOf<MapRow>(
    db,
    sql`select cnt.n as total, x.* from (select ${cappedCount(where)} as n) cnt left join lateral (
      select "propertys"."id", "propertys"."slug_id", "propertys"."title", "propertys"."price"::float8 as price,
        "propertys"."latitude", "propertys"."longitude", "propertys"."propery_type", "propertys"."title_image",
        "propertys"."category_id"
      from propertys where ${byCell ? sql`"propertys"."id" in (${byCell})` : where}
      order by ${searchOrder(mf, '"propertys"')} limit ${limit}
    ) x on true`,
  );
  const n = Number(rows[0]?.total ?? 0);
  return { ...capTotal(n), rows: rows.filter((r) => r.id !== null) };
}

/**
 * One page of visible properties with their category, and the total before paging (capped at TOTAL_CAP).
 * Two statements, run side by side.
 */
export async function findProperties(db: Db, filters: PropertyFilters) {
  const f = await resolveSearch(db, filters);
  const where = searchWhere(f);
  const [countRows, rows] = await Promise.all([
    rowsOf<{ n: number }>(db, sql`select ${cappedCount(where)} as n`),
    db
      .select({ property: propertys, category: categories })
      .from(propertys)
      .innerJoin(categories, eq(categories.id, propertys.category_id))
      .where(where)
      .orderBy(searchOrder(f, '"propertys"'))
      .offset(f.offset)
      .limit(f.limit),
  ]);
  const { total } = capTotal(Number(countRows[0]?.n ?? 0));
  return { total, rows };
}

/** Up to `limit` other visible properties of the same category. */
export function findSimilar(db: Db, categoryId: number, excludeId: number, limit = 10) {
  return db
    .select({ property: propertys, category: categories })
    .from(propertys)
    .innerJoin(categories, eq(categories.id, propertys.category_id))
    .where(and(VISIBLE, eq(propertys.category_id, categoryId), ne(propertys.id, excludeId)))
    .orderBy(desc(propertys.id))
    .limit(limit);
}

/** Counts a view of a property (upstream increments on every id/slug request). */
export async function incrementClicks(db: Db, id: number): Promise<void> {
  await db
    .update(propertys)
    .set({ total_click: sql`${propertys.total_click} + 1` })
    .where(eq(propertys.id, id));
}

/** What a full property object embeds, per property id (one row each). */
export interface RelationRow {
  id: number;
  gallery: { id: number; image: string }[] | null;
  documents: { id: number; property_id: number; type: string; name: string }[] | null;
  params:
    | {
        id: number;
        name: string;
        image: string;
        is_required: boolean;
        type: string;
        type_values: string[];
        value: string | null;
      }[]
    | null;
  facilities:
    | { id: number; property_id: number; facility_id: number; distance: number; name: string; image: string }[]
    | null;
  owner: {
    id: number;
    name: string;
    slug_id: string;
    email: string | null;
    mobile: string | null;
    profile: string;
    verified: boolean;
  } | null;
  promoted: boolean;
  is_favourite: boolean;
  favourite_count: number;
  /** Company contact for admin listings (settings), the same on every row. */
  admin_contact: Record<string, string> | null;
  // Detail only:
  is_interested?: boolean;
  is_reported?: boolean;
  total_interested_users?: number;
  favourite_users?: number[] | null;
  interested_users?: number[] | null;
  amenities?: { id: number; name: string; image: string }[] | null;
}

/**
 * Everything a property object embeds, for a page of ids, in ONE statement (correlated JSON subqueries;
 * the company contact only when an admin listing is among them). `detail` adds the viewer's interest and
 * report flags, the interest count, the amenities and (for `revealUsers`) the ids of the users who
 * favourited or showed interest.
 */
export async function relationsOf(
  db: Db,
  ids: number[],
  viewerId: number | null,
  options: { detail?: boolean; revealUsers?: boolean; adminContact?: boolean } = {},
): Promise<RelationRow[]> {
  if (!ids.length) return [];
  const idList = sql.raw(ids.map((i) => Math.trunc(Number(i))).join(','));
  const viewer = viewerId ?? 0;
  const detail = options.detail
    ? sql`,
      exists (select 1 from interested_users iu where iu.property_id = p.id and iu.customer_id = ${viewer}) as is_interested,
      exists (select 1 from user_reports ur where ur.property_id = p.id and ur.customer_id = ${viewer}) as is_reported,
      (select count(*)::int from interested_users iu where iu.property_id = p.id) as total_interested_users,
      ${
        options.revealUsers
          ? sql`(select json_agg(fv.user_id order by fv.id) from favourites fv where fv.property_id = p.id) as favourite_users,
      (select json_agg(iu.customer_id order by iu.id) from interested_users iu where iu.property_id = p.id) as interested_users,`
          : sql``
      }
      (select json_agg(json_build_object('id', am.id, 'name', am.name, 'image', am.image) order by am.id)
         from property_amenities pam join amenities am on am.id = pam.amenity_id where pam.property_id = p.id) as amenities`
    : sql``;
  const admin = options.adminContact
    ? sql`(select json_object_agg(s.type, s.data) from settings s where s.type in ('company_email', 'company_tel1', 'admin_image'))`
    : sql.raw('null::json');
  return rowsOf<RelationRow>(
    db,
    sql`select p.id,
      (select json_agg(json_build_object('id', g.id, 'image', g.image) order by g.id)
         from property_images g where g.propertys_id = p.id) as gallery,
      (select json_agg(json_build_object('id', d.id, 'property_id', d.property_id, 'type', d.type, 'name', d.name) order by d.id)
         from properties_documents d where d.property_id = p.id) as documents,
      (select json_agg(json_build_object('id', pa.id, 'name', pa.name, 'image', pa.image, 'is_required', pa.is_required,
            'type', pa.type_of_parameter, 'type_values', pa.type_values, 'value', ap.value) order by ap.id)
         from assign_parameters ap join parameters pa on pa.id = ap.parameter_id where ap.property_id = p.id) as params,
      (select json_agg(json_build_object('id', f.id, 'property_id', f.property_id, 'facility_id', f.facility_id,
            'distance', f.distance, 'name', o.name, 'image', o.image) order by f.distance, f.id)
         from assigned_outdoor_facilities f join outdoor_facilities o on o.id = f.facility_id where f.property_id = p.id) as facilities,
      (select json_build_object('id', cu.id, 'name', cu.name, 'slug_id', cu.slug_id, 'email', cu.email, 'mobile', cu.mobile,
            'profile', cu.profile,
            'verified', exists (select 1 from verify_customers v where v.user_id = cu.id and v.status = 'success'))
         from customers cu where cu.id = p.added_by) as owner,
      exists (select 1 from advertisements a where a.property_id = p.id and a.status = 0 and a.is_enable) as promoted,
      exists (select 1 from favourites fv where fv.property_id = p.id and fv.user_id = ${viewer}) as is_favourite,
      p.favourite_count,
      ${admin} as admin_contact
      ${detail}
    from propertys p where p.id in (${idList})`,
  );
}
