// Which projects a listing matches: the filters of get-projects (and of the map and an owner's page), the WHERE
// they make, a map viewport's boxes, and how a statement of them writes its paging (decisions 022, 023, 031).
import type { MapBounds } from '@abode/shared/wire';
import type { SQL } from 'drizzle-orm';
import { and, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, parameters, projects } from '../../db/schema.ts';
import { preparedPerDb } from '../../lib/named-statements.ts';
import { likePattern, sqlInt } from '../../lib/sql.ts';
import { ADVERT_RUNNING } from '../packages/adverts.ts';

/** Filters of get-projects after validation. */
export interface ProjectFilters {
  id?: number | undefined;
  slug_id?: string | undefined;
  category_id?: number | undefined;
  city?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  search?: string | undefined;
  projectType?: string | undefined;
  posted_since?: number | undefined;
  get_featured?: boolean | undefined;
  userid?: number | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  min_area?: number | undefined;
  max_area?: number | undefined;
  amenity_id?: number[] | undefined;
  parameter_id?: number | undefined;
  parameter_value?: string | undefined;
  seller_type?: 'agent' | 'builder' | 'tenant' | 'admin' | undefined;
  sort_by?: 'newest' | 'oldest' | 'price_asc' | 'price_desc' | 'area_asc' | 'area_desc' | 'most_viewed' | undefined;
  /** Map viewport; min_lng > max_lng crosses the antimeridian. */
  bounds?: MapBounds | undefined;
  offset: number;
  limit: number;
}

/** What separates title and location in `projects.search_text`. */
const SEARCH_SEPARATOR = String.fromCharCode(31);

export const VISIBLE = sql`"projects"."request_status" = 'approved' and "projects"."status" = 1`;

const isPromoted = sql`"projects"."id" in (select a.project_id from advertisements a where a.project_id is not null and ${ADVERT_RUNNING})`;

/** ORDER BY of a sort, over the table or alias `t`; the list's indexes (schema/projects.ts) follow these orders. */
export function orderOf(sort: ProjectFilters['sort_by'], t: string): SQL {
  const o = (() => {
    switch (sort) {
      case 'oldest':
        return `${t}."id" asc`;
      // Projects without a price or an area come last either way.
      case 'price_asc':
        return `${t}."price" asc nulls last, ${t}."id" desc`;
      case 'price_desc':
        return `${t}."price" desc nulls last, ${t}."id" desc`;
      case 'area_asc':
        return `${t}."sqft" asc nulls last, ${t}."id" desc`;
      case 'area_desc':
        return `${t}."sqft" desc nulls last, ${t}."id" desc`;
      case 'most_viewed':
        return `${t}."total_click" desc, ${t}."id" desc`;
      default:
        return `${t}."id" desc`;
    }
  })();
  return sql.raw(o);
}

const f8 = (n: number) => sql`${n}::float8`;
/** A box of map bounds as ranges of the two columns of `t` (projects_visible_geo_idx). */
const boxOf = (t: string, minLat: number, maxLat: number, minLng: number, maxLng: number) =>
  sql`${sql.raw(t)}."latitude" between ${f8(minLat)} and ${f8(maxLat)} and ${sql.raw(t)}."longitude" between ${f8(minLng)} and ${f8(maxLng)}`;

/** The side of a map area's cell in degrees (decision 031; the 0.01 of project_area_marker, migration 0039). */
const AREA_CELLS_PER_DEGREE = 100;

/**
 * A viewport widened outward to whole area cells (decision 031), for a viewer who gets area markers: which
 * projects it matches then depends on their cells only, so moving a box's edge cannot tell where in its cell a
 * project stands. A box across the antimeridian whose widened edges meet becomes every longitude.
 */
export function areaBounds(b: MapBounds): MapBounds {
  const down = (x: number, lo: number) => Math.max(lo, Math.floor(x * AREA_CELLS_PER_DEGREE) / AREA_CELLS_PER_DEGREE);
  const up = (x: number, hi: number) => Math.min(hi, Math.ceil(x * AREA_CELLS_PER_DEGREE) / AREA_CELLS_PER_DEGREE);
  const widened = {
    min_lat: down(b.min_lat, -90),
    max_lat: up(b.max_lat, 90),
    min_lng: down(b.min_lng, -180),
    max_lng: up(b.max_lng, 180),
  };
  const across = b.min_lng > b.max_lng;
  return across && widened.min_lng <= widened.max_lng ? { ...widened, min_lng: -180, max_lng: 180 } : widened;
}

/** A map viewport over `projects` or the alias `t`; one across the antimeridian (min_lng > max_lng) is two boxes. */
const boundsWhere = (b: MapBounds, t = '"projects"') =>
  b.min_lng <= b.max_lng
    ? boxOf(t, b.min_lat, b.max_lat, b.min_lng, b.max_lng)
    : sql`((${boxOf(t, b.min_lat, b.max_lat, b.min_lng, 180)}) or (${boxOf(t, b.min_lat, b.max_lat, -180, b.max_lng)}))`;

/**
 * The WHERE of get-projects over `projects` (visible rows only). `searchCategoryIds` are the categories whose
 * name matches `search`, resolved beforehand: compared as constants, the text search's OR becomes one
 * BitmapOr of the trigram indexes and the category index (an array subquery there makes the planner expect
 * most of the table, as property search found). `exactParameter`: `parameter_value` is the whole value (a
 * number, dropdown or radio parameter: 3 bedrooms is not 13), else a part of it (text, checkbox lists).
 */
function projectWhere(f: ProjectFilters, searchCategoryIds: number[], exactParameter = false): SQL {
  const c: SQL[] = [VISIBLE];
  if (f.id) c.push(eq(projects.id, f.id));
  if (f.slug_id) c.push(eq(projects.slug_id, f.slug_id));
  if (f.category_id) c.push(eq(projects.category_id, f.category_id));
  if (f.city) c.push(sql`lower(${projects.city}) = lower(${f.city})`);
  if (f.state) c.push(sql`lower(${projects.state}) = lower(${f.state})`);
  if (f.country) c.push(sql`lower(${projects.country}) = lower(${f.country})`);
  if (f.search) {
    const p = likePattern(f.search);
    // `search_text` is lower(title || chr(31) || location): the same matches as the two ILIKEs unless the
    // search itself holds chr(31), which could match across the two.
    const text = f.search.includes(SEARCH_SEPARATOR)
      ? sql`${projects.title} ilike ${p} or ${projects.location} ilike ${p}`
      : sql`${projects.search_text} like lower(${p})`;
    const byCategory = searchCategoryIds.length
      ? sql` or ${projects.category_id} in (${sql.join(
          searchCategoryIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    c.push(sql`(${text}${byCategory})`);
  }
  if (f.projectType) c.push(eq(projects.type, f.projectType));
  if (f.posted_since !== undefined) {
    c.push(gte(projects.created_at, new Date(Date.now() - (f.posted_since === 0 ? 7 : 1) * 86_400_000)));
  }
  if (f.get_featured) c.push(isPromoted);
  if (f.userid) c.push(eq(projects.added_by, f.userid));
  if (f.min_price !== undefined) c.push(gte(projects.price, f.min_price));
  if (f.max_price !== undefined) c.push(lte(projects.price, f.max_price));
  if (f.min_area !== undefined) c.push(gte(projects.sqft, f.min_area));
  if (f.max_area !== undefined) c.push(lte(projects.sqft, f.max_area));
  // Every amenity asked for (AND), each an index probe on project_amenities (amenity_id, project_id).
  for (const a of f.amenity_id ?? [])
    c.push(
      sql`exists (select 1 from project_amenities pa where pa.project_id = ${projects.id} and pa.amenity_id = ${a})`,
    );
  if (f.parameter_id) {
    const value =
      f.parameter_value === undefined
        ? sql``
        : exactParameter
          ? sql` and lower(pp.value) = ${f.parameter_value.toLowerCase()}`
          : sql` and lower(pp.value) like ${likePattern(f.parameter_value.toLowerCase())}`;
    c.push(
      sql`exists (select 1 from project_parameters pp where pp.project_id = ${projects.id} and pp.parameter_id = ${f.parameter_id} and pp.value <> ''${value})`,
    );
  }
  if (f.seller_type === 'admin') c.push(eq(projects.is_admin_listing, true));
  else if (f.seller_type)
    c.push(
      sql`${projects.is_admin_listing} = false and exists (select 1 from verify_customers vc where vc.user_id = ${projects.added_by} and vc.kind = ${f.seller_type} and vc.status = 'success')`,
    );
  if (f.bounds) c.push(boundsWhere(f.bounds));
  return and(...c) as SQL;
}

/** Parameter types whose value a filter matches whole (one of a fixed set, or a number), not in part. */
const WHOLE_VALUE_TYPES: string[] = [
  'number',
  'dropdown',
  'radio',
] satisfies (typeof parameters.$inferSelect)['type_of_parameter'][];

/** Whether get-projects matches the value of this parameter whole (projectWhere's `exactParameter`). */
async function matchedWhole(db: Db, parameterId: number): Promise<boolean> {
  const [row] = await parameterType(db).execute({ id: parameterId });
  return WHOLE_VALUE_TYPES.includes(row?.type ?? '');
}
const parameterType = preparedPerDb((db) =>
  db
    .select({ type: parameters.type_of_parameter })
    .from(parameters)
    .where(eq(parameters.id, sql.placeholder('id')))
    .prepare('project_parameter_type'),
);

/** The categories whose name a text search matches (a handful of rows), for projectWhere. */
async function searchCategories(db: Db, search: string): Promise<number[]> {
  const rows = await categoriesNamed(db).execute({ pattern: likePattern(search) });
  return rows.map((r) => r.id);
}
const categoriesNamed = preparedPerDb((db) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(ilike(categories.category, sql.placeholder('pattern')))
    .prepare('project_search_categories'),
);

/**
 * How a statement of these filters writes its LIMIT, OFFSET and count cap. Written into the text (sqlInt), they let
 * PostgreSQL settle on one plan for a named statement, which is right unless a range's values decide it: with a
 * price, an area or a posting date they stay parameters and the plan made for the values stays (a city's price
 * range on the generic plan: 1,054 -> 512 a second; decision 023).
 */
export function pagingNumber(f: ProjectFilters): (x: number) => SQL {
  const ranged =
    f.min_price !== undefined ||
    f.max_price !== undefined ||
    f.min_area !== undefined ||
    f.max_area !== undefined ||
    f.posted_since !== undefined;
  return (x) => (ranged ? sql`${x}` : sqlInt(x));
}

/** projectWhere of the filters, with what it needs read first (a text search's categories, a parameter's type). */
export async function filtersWhere(db: Db, f: ProjectFilters): Promise<SQL> {
  return (await whereOfFilters(db, f))(f);
}

/** projectWhere for filters like `f`, what it needs read first (a text search's categories, a parameter's type) read once. */
export async function whereOfFilters(db: Db, f: ProjectFilters): Promise<(g: ProjectFilters) => SQL> {
  const exact =
    f.parameter_id !== undefined && f.parameter_value !== undefined && (await matchedWhole(db, f.parameter_id));
  const categoryIds = f.search ? await searchCategories(db, f.search) : [];
  return (g) => projectWhere(g, categoryIds, exact);
}

/**
 * The newest `take` projects of a viewport matching the filters (`f.bounds` set), as a select of their ids (and
 * markers) from the markers' indexes. The planner, blind to how latitude and longitude go together, misjudges how
 * many projects a viewport holds (a city's box: 2,000 expected, 15,000 there) and picked the wrong index either
 * way (6 and 11 ms where the right one takes 0.8 and 1.7). So the count decides, `cnt.n` of the statement's CTE
 * counted up to `dense`: a viewport with that many matches walks every project newest first and checks the
 * viewport outside the fence (OFFSET 0), stopping after `take`; one with fewer reads the viewport's own rows.
 * Each branch runs only when its condition on the count holds, and either plan is right for any values, so the
 * statement can be named. `dense` and `take` as pagingNumber writes them.
 */
export function newestInViewport(
  whereOf: (g: ProjectFilters) => SQL,
  f: ProjectFilters & { bounds: MapBounds },
  marker: { column: SQL; present: SQL } | null,
  dense: SQL,
  take: SQL,
): SQL {
  const col = marker ? sql`, ${marker.column} as marker` : sql``;
  const xcol = marker ? sql`, x.marker` : sql``;
  const present = marker ? marker.present : sql`"projects"."marker" is not null`;
  return sql`(select x.id${xcol} from (select "projects"."id"${col}, "projects"."latitude", "projects"."longitude"
        from projects where ${whereOf({ ...f, bounds: undefined })} and ${present}
        order by "projects"."id" desc offset 0) x
      where ${boundsWhere(f.bounds, 'x')} and cnt.n >= ${dense} limit ${take})
    union all
    (select "projects"."id"${col} from projects where ${whereOf(f)} and ${present}
      and cnt.n < ${dense} order by "projects"."id" desc limit ${take})`;
}
