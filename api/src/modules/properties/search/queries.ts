/**
 * The search statements: cards (get-property-list, nearby, recommendations), map markers and get_property's list,
 * each a page and its capped total. A page embeds its relations through correlated JSON subqueries evaluated
 * for the page's rows only (one statement).
 */
import type { SQL } from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { categories, propertys } from '../../../db/schema.ts';
import { ADVERT_RUNNING } from '../../packages/adverts.ts';
import { rowsOf } from '../properties.repository.ts';
import { cappedCount, capTotal } from './count.ts';
import type { PropertyFilters, SearchFilters } from './filters.ts';
import { EARTH_ROW, earthOf, gridOf, intList } from './geo.ts';
import { effectiveSort, searchOrder } from './order.ts';
import { resolveSearch } from './text.ts';
import { searchWhere } from './where.ts';

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
      "propertys"."favourite_count", "propertys"."propery_type", "propertys"."created_at", "propertys"."price_per_month",
      ${distance} as distance
    from propertys where ${pageWhere} order by ${searchOrder(f, '"propertys"')} limit ${f.limit} offset ${byCell ? 0 : f.offset}`;
  const count = options.count === false ? sql.raw('0') : cappedCount(where);
  const rows = await rowsOf<LightRow>(
    db,
    sql`select cnt.n as total, x.* from (select ${count} as n) cnt left join lateral (
      select pg.*,
        (select json_build_object('id', c.id, 'category', c.category, 'image', c.image, 'slug_id', c.slug_id)
           from categories c where c.id = pg.category_id) as category,
        exists (select 1 from advertisements a where a.property_id = pg.id and ${ADVERT_RUNNING}) as promoted,
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
