/** A search's filters as one WHERE over `propertys`, the visible predicate first (as literals, for the partial indexes). */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { likePattern } from '../../../lib/sql.ts';
import { ADVERT_RUNNING } from '../../packages/adverts.ts';
import { VISIBLE } from '../properties.repository.ts';
import type { SearchFilters } from './filters.ts';
import { boxOf, EARTH_ROW, earthOf, f8, gridOf, intList, POINT_ROW, polygonLiteral } from './geo.ts';
import { searchTsQuery } from './text.ts';

const DAY_MS = 24 * 3600 * 1000;

const isPromoted = sql`exists (select 1 from advertisements a where a.property_id = "propertys"."id" and ${ADVERT_RUNNING})`;

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
