import { type MapBounds, TOTAL_CAP } from '@abode/shared/wire';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, parameters, projects } from '../../db/schema.ts';
import { executeNamed, NamedStatement, preparedPerDb } from '../../lib/named-statements.ts';
import { rawTable, rowsOf } from '../../lib/raw-rows.ts';
import { countCap, likePattern, pageWithTotal, sqlInt } from '../../lib/sql.ts';
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

/** A category as a project carries it. */
export interface ProjectCategory {
  id: number;
  category: string;
  image: string;
  slug_id: string;
}

/** What a project object needs besides its row, read in the same statement (see relationColumns). */
export interface ProjectRelations {
  /** Whose favourite / interest flags these are (null: a visitor). */
  viewerId: number | null;
  /** Every file of the project by id: gallery images, documents, brochure images and payment documents. */
  docs: { id: number; name: string; type: 'image' | 'doc' | 'broucher' | 'payment' }[];
  plans: { id: number; title: string; document: string }[];
  owner: {
    id: number;
    name: string | null;
    profile: string | null;
    email: string | null;
    mobile: string | null;
    slug_id: string | null;
  } | null;
  promoted: boolean;
  favourite: boolean;
  interested: boolean;
  /** The company's settings shown for the admin's projects (null for an owner's). */
  company: Record<string, string> | null;
  /** What only the full project shows (get-project-detail, post_project, get-added-projects). */
  detail?: ProjectDetailRelations;
}

/** The full project's extra relations. */
export interface ProjectDetailRelations {
  params: {
    value: string;
    def: {
      id: number;
      name: string;
      image: string;
      is_required: boolean;
      type_of_parameter: string;
      type_values: string[];
    };
  }[];
  facilities: { id: number; facility_id: number; name: string; image: string; distance: number }[];
  amenities: { id: number; name: string; image: string }[];
  /** The latest reject reason; created_at as the database wrote it (JSON). */
  reason: { id: number; reason: string; created_at: string } | null;
  ownerAddress: string | null;
  ownerVerified: boolean;
}

/** A project row with its category, and its relations when they were read with it. */
export interface ProjectRow {
  project: typeof projects.$inferSelect;
  category: ProjectCategory;
  relations?: ProjectRelations | undefined;
}

/** What separates title and location in `projects.search_text`. */
const SEARCH_SEPARATOR = String.fromCharCode(31);

const VISIBLE = sql`"projects"."request_status" = 'approved' and "projects"."status" = 1`;

const isPromoted = sql`"projects"."id" in (select a.project_id from advertisements a where a.project_id is not null and ${ADVERT_RUNNING})`;

/**
 * The columns of `projects` a project object needs, read by name and mapped as drizzle maps them (numeric
 * price, timestamps); not the search column or the map marker (they stay null in the rows).
 */
const RAW = rawTable(projects, ['search_text', 'marker']);
const PROJECT_SELECT = RAW.select;

/** ORDER BY of a sort, over the table or alias `t`; the list's indexes (schema/projects.ts) follow these orders. */
function orderOf(sort: ProjectFilters['sort_by'], t: string): SQL {
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

/**
 * The relations of the projects `p` as columns, each a correlated subquery over an index: category, files,
 * plans, owner, promoted, the viewer's flags (placeholder `viewer`, null for a visitor), the company's contact
 * for the admin's projects, and with `detail` the full project's parameters, nearby places, amenities, latest
 * reject reason and owner's badge.
 */
function relationColumns(detail: boolean, viewer: SQL = sql`${sql.placeholder('viewer')}`): SQL {
  const extra = detail
    ? sql`,
      (select coalesce(json_agg(json_build_object('value', pp.value, 'def', json_build_object('id', pa.id,
          'name', pa.name, 'image', pa.image, 'is_required', pa.is_required,
          'type_of_parameter', pa.type_of_parameter, 'type_values', pa.type_values)) order by pp.id), '[]')
        from project_parameters pp join parameters pa on pa.id = pp.parameter_id where pp.project_id = p.id) as rel_params,
      (select coalesce(json_agg(json_build_object('id', pf.id, 'facility_id', pf.facility_id, 'name', f.name,
          'image', f.image, 'distance', pf.distance) order by pf.id), '[]')
        from project_facilities pf join outdoor_facilities f on f.id = pf.facility_id where pf.project_id = p.id) as rel_facilities,
      (select coalesce(json_agg(json_build_object('id', am.id, 'name', am.name, 'image', am.image) order by am.id), '[]')
        from project_amenities pam join amenities am on am.id = pam.amenity_id where pam.project_id = p.id) as rel_amenities,
      (select json_build_object('id', r.id, 'reason', r.reason, 'created_at', r.created_at)
        from reject_reasons r where r.project_id = p.id order by r.id desc limit 1) as rel_reason,
      (select o.address from customers o where o.id = p.added_by) as rel_owner_address,
      exists (select 1 from verify_customers v where v.user_id = p.added_by and v.status = 'success') as rel_owner_verified`
    : sql``;
  return sql`
      (select json_build_object('id', c.id, 'category', c.category, 'image', c.image, 'slug_id', c.slug_id)
        from categories c where c.id = p.category_id) as rel_category,
      (select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'type', d.type) order by d.id), '[]')
        from project_documents d where d.project_id = p.id) as rel_docs,
      (select coalesce(json_agg(json_build_object('id', pl.id, 'title', pl.title, 'document', pl.document) order by pl.id), '[]')
        from project_plans pl where pl.project_id = p.id) as rel_plans,
      (select json_build_object('id', o.id, 'name', o.name, 'profile', o.profile, 'email', o.email, 'mobile', o.mobile,
          'slug_id', o.slug_id) from customers o where o.id = p.added_by) as rel_owner,
      exists (select 1 from advertisements a where a.project_id = p.id and ${ADVERT_RUNNING}) as rel_promoted,
      exists (select 1 from project_favourites fv where fv.project_id = p.id and fv.user_id = ${viewer}) as rel_favourite,
      exists (select 1 from project_interests pi where pi.project_id = p.id and pi.customer_id = ${viewer}) as rel_interested,
      case when p.is_admin_listing or p.added_by is null then (select json_object_agg(s.type, s.data) from settings s
        where s.type in ('company_email', 'company_tel1')) end as rel_company${extra}`;
}

/** A row as the database answers it: the project's columns by name, then the rel_ columns. */
type RawRow = Record<string, unknown> & { id: number | null };

const projectOf = RAW.rowOf;

function relationsOf(r: RawRow, viewerId: number | null, detail: boolean): ProjectRelations {
  return {
    viewerId,
    docs: r.rel_docs as ProjectRelations['docs'],
    plans: r.rel_plans as ProjectRelations['plans'],
    owner: (r.rel_owner ?? null) as ProjectRelations['owner'],
    promoted: Boolean(r.rel_promoted),
    favourite: Boolean(r.rel_favourite),
    interested: Boolean(r.rel_interested),
    company: (r.rel_company ?? null) as ProjectRelations['company'],
    detail: detail
      ? {
          params: r.rel_params as ProjectDetailRelations['params'],
          facilities: r.rel_facilities as ProjectDetailRelations['facilities'],
          amenities: r.rel_amenities as ProjectDetailRelations['amenities'],
          reason: (r.rel_reason ?? null) as ProjectDetailRelations['reason'],
          ownerAddress: (r.rel_owner_address ?? null) as string | null,
          ownerVerified: Boolean(r.rel_owner_verified),
        }
      : undefined,
  };
}

/** What to read with project rows: the relations for a viewer (and the full project's), or only the category. */
export type RelationsWanted = { viewerId: number | null; detail: boolean } | null;

/** The rows of `inner` (PROJECT_SELECT from projects) with their category and, when wanted, relations. */
const withRelationColumns = (inner: SQL, order: string, detail: boolean | null) =>
  sql`select p.*, ${
    detail === null
      ? sql`(select json_build_object('id', c.id, 'category', c.category, 'image', c.image, 'slug_id', c.slug_id)
        from categories c where c.id = p.category_id) as rel_category`
      : relationColumns(detail)
  }
    from (${inner}) p order by ${sql.raw(order)}`;

const rowOf = (r: RawRow, wanted: RelationsWanted): ProjectRow => ({
  project: projectOf(r),
  category: r.rel_category as ProjectCategory,
  relations: wanted ? relationsOf(r, wanted.viewerId, wanted.detail) : undefined,
});

/** The relations of projects by id (placeholders `ids`, `viewer`), list and full. */
const RELATIONS = [false, true].map(
  (detail) =>
    new NamedStatement(
      sql`select p.id, ${relationColumns(detail)} from projects p where p.id = any(${sql.placeholder('ids')}::int[])`,
    ),
);

/** The relations of these projects for a viewer, with their category, by project id: one statement. */
export async function projectRelations(
  db: Db,
  ids: number[],
  viewerId: number | null,
  detail: boolean,
): Promise<Map<number, { category: ProjectCategory; relations: ProjectRelations }>> {
  if (!ids.length) return new Map();
  const rows = await (RELATIONS[detail ? 1 : 0] as NamedStatement).rows<RawRow>(db, { ids, viewer: viewerId });
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { category: r.rel_category as ProjectCategory, relations: relationsOf(r, viewerId, detail) },
    ]),
  );
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
 * One page of approved, enabled projects with their category and relations (for `viewerId`), and the total.
 * One named statement: the capped count, the page and the relations of the page's projects as columns over its
 * rows. A viewport newest first (the map's list) picks its plan by its count (newestInViewport). A text search,
 * or a viewport in another order, instead plans its count and page for its values, then reads the relations by
 * id (decision 022). A text search first resolves the categories it names. `total` is exact up to the cap
 * (TOTAL_CAP, or for a costly filter three pages past this one: countCap), then the cap and `capped`.
 */
export async function findProjects(db: Db, f: ProjectFilters, viewerId: number | null = null) {
  const whereOf = await whereOfFilters(db, f);
  const where = whereOf(f);
  const viewport = f.bounds && !f.search && (f.sort_by ?? 'newest') === 'newest' ? f.bounds : undefined;
  // A text search, amenities, a parameter, a seller type or map bounds count a few pages ahead (countCap), others up
  // to TOTAL_CAP; a viewport newest first to TOTAL_CAP too, as that count picks its plan.
  const cap = viewport
    ? TOTAL_CAP
    : countCap(f, Boolean(f.amenity_id?.length || f.parameter_id || f.seller_type || f.bounds));
  const num = pagingNumber(f);
  const page = (relations: SQL) =>
    viewport
      ? sql`with cnt as materialized (select count(*)::int as n from (select 1 from projects where ${where}
            limit ${num(cap + 1)}) capped)
          select cnt.n as total, p.*${relations} from cnt
          left join lateral (select ${PROJECT_SELECT} from projects where "projects"."id" in (${newestInViewport(
            whereOf,
            { ...f, bounds: viewport },
            null,
            num(cap + 1),
            num(f.offset + f.limit),
          )}) order by "projects"."id" desc limit ${num(f.limit)} offset ${num(f.offset)}) p on true`
      : sql`select cnt.n as total, p.*${relations}
          from (select (select count(*)::int from (select 1 from projects where ${where} limit ${num(cap + 1)}) capped) as n) cnt
          left join lateral (select ${PROJECT_SELECT} from projects where ${where}
            order by ${orderOf(f.sort_by, '"projects"')} limit ${num(f.limit)} offset ${num(f.offset)}) p on true`;
  let answer: (RawRow & { total: number })[];
  let rows: ProjectRow[];
  if (f.search || (f.bounds && !viewport)) {
    // A text search or a viewport is planned for its values (its generic plan reads far more: decision 022), so
    // the count and page are planned alone and the relations follow under a name (planning them cost as much as
    // the page).
    answer = rowsOf(await db.execute(page(sql``)));
    const found = answer.filter((r) => r.id !== null);
    const related = await projectRelations(
      db,
      found.map((r) => Number(r.id)),
      viewerId,
      false,
    );
    rows = found.map((r) => {
      const x = related.get(Number(r.id));
      return { project: projectOf(r), category: x?.category as ProjectCategory, relations: x?.relations };
    });
  } else {
    // The page's relations as columns over its rows (for this viewer): count, page and relations in one named
    // statement.
    answer = await executeNamed(db, page(sql`, ${relationColumns(false, sql`${viewerId}::int`)}`));
    const wanted = { viewerId, detail: false };
    rows = answer.filter((r) => r.id !== null).map((r) => rowOf(r, wanted));
  }
  // A page past the end is one row of nulls beside the count.
  const n = Number(answer[0]?.total ?? 0);
  return { total: Math.min(n, cap), capped: n > cap, rows };
}

/**
 * How a statement of these filters writes its LIMIT, OFFSET and count cap. Written into the text (sqlInt), they let
 * PostgreSQL settle on one plan for a named statement, which is right unless a range's values decide it: with a
 * price, an area or a posting date they stay parameters and the plan made for the values stays (a city's price
 * range on the generic plan: 1,054 -> 512 a second; decision 023).
 */
function pagingNumber(f: ProjectFilters): (x: number) => SQL {
  const ranged =
    f.min_price !== undefined ||
    f.max_price !== undefined ||
    f.min_area !== undefined ||
    f.max_area !== undefined ||
    f.posted_since !== undefined;
  return (x) => (ranged ? sql`${x}` : sqlInt(x));
}

/** projectWhere of the filters, with what it needs read first (a text search's categories, a parameter's type). */
async function filtersWhere(db: Db, f: ProjectFilters): Promise<SQL> {
  return (await whereOfFilters(db, f))(f);
}

/** projectWhere for filters like `f`, what it needs read first (a text search's categories, a parameter's type) read once. */
async function whereOfFilters(db: Db, f: ProjectFilters): Promise<(g: ProjectFilters) => SQL> {
  const exact =
    f.parameter_id !== undefined && f.parameter_value !== undefined && (await matchedWhole(db, f.parameter_id));
  const categoryIds = f.search ? await searchCategories(db, f.search) : [];
  return (g) => projectWhere(g, categoryIds, exact);
}

/** A project's map marker as the database answers it. */
export interface ProjectMarkerRow {
  id: number;
  slug_id: string;
  title: string;
  type: string;
  image: string;
  location: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  added_by: number | null;
  /** The marker a viewer without project_access gets (the generated column, decision 031). */
  area_marker: string;
}

/**
 * Which marker a viewer gets (decision 031): the exact one of every project (`exact`: project_access or an admin),
 * else the area's (`area_marker`) of all but their own (`ownerId`: a signed-in viewer; null for a visitor).
 */
export type MarkerView = { exact: true } | { exact: false; ownerId: number | null };

/**
 * The marker `view` reads over `projects`, and the column whose presence says a project has one (null exactly when
 * a coordinate is): the exact marker, or the area's with a viewer's own projects' exact one read by id (few, so
 * the rest stay an index-only read of the area markers' indexes).
 */
function markerOf(view: MarkerView): { column: SQL; present: SQL } {
  if (view.exact) return { column: sql`"projects"."marker"`, present: sql`"projects"."marker" is not null` };
  const present = sql`"projects"."area_marker" is not null`;
  if (view.ownerId === null) return { column: sql`"projects"."area_marker"`, present };
  return {
    column: sql`case when "projects"."added_by" = ${view.ownerId}
      then (select own.marker from projects own where own.id = "projects"."id") else "projects"."area_marker" end`,
    present,
  };
}

/**
 * The map markers of the filters (get-project-map): only what a marker and its card show, of up to `limit`
 * projects with coordinates, newest first, and the capped count of them; one statement, no relations.
 */
export async function findProjectMarkers(db: Db, filters: ProjectFilters, view: MarkerView) {
  const f = view.exact || !filters.bounds ? filters : { ...filters, bounds: areaBounds(filters.bounds) };
  const where = and(
    await filtersWhere(db, f),
    sql`"projects"."latitude" is not null and "projects"."longitude" is not null`,
  ) as SQL;
  const answer = rowsOf<ProjectMarkerRow & { total: number; id: number | null }>(
    await db.execute(
      sql`select cnt.n as total, x.* from (select (select count(*)::int from (select 1 from projects where ${where}
        limit ${Math.max(TOTAL_CAP, f.limit) + 1}) capped) as n) cnt
      left join lateral (select "projects"."id", "projects"."slug_id", "projects"."title", "projects"."type",
          "projects"."image", "projects"."location", "projects"."city", "projects"."state",
          "projects"."latitude", "projects"."longitude", "projects"."added_by", "projects"."area_marker"
        from projects where ${where} order by "projects"."id" desc limit ${f.limit}) x on true`,
    ),
  );
  const n = Number(answer[0]?.total ?? 0);
  const rows = answer.filter((r): r is ProjectMarkerRow & { total: number } => r.id !== null);
  return { total: Math.min(n, TOTAL_CAP), more: n > rows.length, rows };
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
function newestInViewport(
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

/**
 * The compact map markers of the filters (get-project-map with `compact=1`) as JSON text,
 * `[[id,latitude,longitude,"title","place"],…]` newest first (projectMapTuple), with the capped count; one
 * statement. Each project's marker is stored written (the generated column `marker`), so PostgreSQL only joins
 * them, and Node neither parses 500 rows nor serialises 500 objects: it passes the text on (bench/RESULTS.md,
 * 2026-11-25).
 */
export async function findProjectMarkerTuples(db: Db, filters: ProjectFilters, view: MarkerView) {
  const f = view.exact || !filters.bounds ? filters : { ...filters, bounds: areaBounds(filters.bounds) };
  const whereOf = await whereOfFilters(db, f);
  const marker = markerOf(view);
  const where = whereOf(f);
  const cap = Math.max(TOTAL_CAP, f.limit) + 1;
  const num = pagingNumber(f);
  // A viewport's markers: the count picks the plan (newestInViewport). The marker is null exactly when a
  // coordinate is: the count names the coordinates so that it reads the viewport's index alone; it is a
  // materialized CTE so that it runs once, not once per branch.
  const page = f.bounds
    ? newestInViewport(whereOf, { ...f, bounds: f.bounds }, marker, num(cap), num(f.limit))
    : sql`select "projects"."id", ${marker.column} as marker from projects where ${where}
        and ${marker.present} order by "projects"."id" desc limit ${num(f.limit)}`;
  const [answer] = await executeNamed<{ total: number; n: number; json: string }>(
    db,
    sql`with cnt as materialized (select count(*)::int as n from (select 1 from projects where ${where}
          and "projects"."latitude" is not null and "projects"."longitude" is not null limit ${num(cap)}) capped)
        select cnt.n as total, count(m.id)::int as n,
          coalesce('[' || string_agg(m.marker, ',' order by m.id desc) || ']', '[]') as json
        from cnt left join lateral (${page}) m on true
        group by cnt.n`,
  );
  const n = Number(answer?.total ?? 0);
  return { total: Math.min(n, TOTAL_CAP), more: n > Number(answer?.n ?? 0), json: answer?.json ?? '[]' };
}

type ProjectRef = { id?: number | undefined; slug_id?: string | undefined };

/** `projects` (as `t`) of one id or slug: placeholder `ref`. */
const refOf = (by: ProjectRef, t: string) =>
  sql`${sql.raw(t)}.${sql.raw(by.id !== undefined ? '"id"' : '"slug_id"')} = ${sql.placeholder('ref')}`;
const refValue = (by: ProjectRef) => by.id ?? by.slug_id ?? '';

/**
 * Named statements by a key of their variant (id or slug, which relations): their texts never change and they
 * look rows up by primary or foreign key, so the generic plan PostgreSQL settles on is right for any values.
 */
const prepared = new Map<string, NamedStatement>();
function preparedOnce(key: string, make: () => SQL): NamedStatement {
  let p = prepared.get(key);
  if (!p) {
    p = new NamedStatement(make());
    prepared.set(key, p);
  }
  return p;
}

/**
 * One project with its category, whatever its review state (the caller decides who may see it); with
 * `wanted`, its relations for that viewer in the same statement (prepared).
 */
export async function projectWithCategory(
  db: Db,
  by: ProjectRef,
  wanted: RelationsWanted = null,
): Promise<ProjectRow | undefined> {
  const detail = wanted ? wanted.detail : null;
  const statement = preparedOnce(`one:${by.id !== undefined ? 'id' : 'slug'}:${detail}`, () =>
    withRelationColumns(
      sql`select ${PROJECT_SELECT} from projects where ${refOf(by, '"projects"')} limit 1`,
      'p.id',
      detail,
    ),
  );
  const [row] = await statement.rows<RawRow>(db, { ref: refValue(by), viewer: wanted?.viewerId ?? null });
  return row ? rowOf(row, wanted) : undefined;
}

/**
 * Up to 10 other visible projects of the same category as the project `of` (by id or slug), newest first,
 * with their relations for the viewer: one prepared statement, which needs nothing read before it.
 */
export async function findSimilarProjects(db: Db, of: ProjectRef, viewerId: number | null): Promise<ProjectRow[]> {
  const statement = preparedOnce(`similar:${of.id !== undefined ? 'id' : 'slug'}`, () =>
    withRelationColumns(
      sql`select ${PROJECT_SELECT} from projects where ${VISIBLE}
          and "projects"."category_id" = (select s.category_id from projects s where ${refOf(of, 's')})
          and "projects"."id" <> (select s.id from projects s where ${refOf(of, 's')})
        order by "projects"."id" desc limit 10`,
      'p.id desc',
      false,
    ),
  );
  const rows = await statement.rows<RawRow>(db, { ref: refValue(of), viewer: viewerId });
  return rows.map((r) => rowOf(r, { viewerId, detail: false }));
}

/** The caller's projects (any review state), newest first, with the total. */
export async function findOwnProjects(
  db: Db,
  ownerId: number,
  f: {
    id?: number | undefined;
    slug_id?: string | undefined;
    request_status?: ('approved' | 'rejected' | 'pending')[] | undefined;
    offset: number;
    limit: number;
  },
) {
  const c: SQL[] = [eq(projects.added_by, ownerId)];
  if (f.id) c.push(eq(projects.id, f.id));
  if (f.slug_id) c.push(eq(projects.slug_id, f.slug_id));
  if (f.request_status?.length) c.push(inArray(projects.request_status, f.request_status));
  const where = and(...c);
  return pageWithTotal(db, projects, where, () =>
    db
      .select({ project: projects, category: categories })
      .from(projects)
      .innerJoin(categories, eq(categories.id, projects.category_id))
      .where(where)
      .orderBy(desc(projects.id))
      .offset(f.offset)
      .limit(f.limit),
  );
}
