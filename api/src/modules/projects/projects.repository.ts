import { TOTAL_CAP } from '@abode/shared/wire';
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertisements, categories, customers, project_documents, project_plans, projects } from '../../db/schema.ts';
import { likePattern, pageWithTotal } from '../../lib/sql.ts';
import { capTotal } from '../properties/search/count.ts';

/** Rows of `db.execute` on either driver (node-postgres answers `{ rows }`, PGlite the same). */
const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : ((r as { rows?: T[] }).rows ?? [])) as T[];

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
  offset: number;
  limit: number;
}

const isPromoted = sql`${projects.id} in (select a.project_id from ${advertisements} a where a.project_id is not null and a.status = 0 and a.is_enable = true)`;

function orderOf(sort: ProjectFilters['sort_by']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(projects.id)];
    // Each order has its partial index over the visible rows (schema/projects.ts); projects without a price
    // or an area come last either way.
    case 'price_asc':
      return [sql`${projects.price} asc nulls last`, desc(projects.id)];
    case 'price_desc':
      return [sql`${projects.price} desc nulls last`, desc(projects.id)];
    case 'area_asc':
      return [sql`${projects.sqft} asc nulls last`, desc(projects.id)];
    case 'area_desc':
      return [sql`${projects.sqft} desc nulls last`, desc(projects.id)];
    case 'most_viewed':
      return [desc(projects.total_click), desc(projects.id)];
    default:
      return [desc(projects.id)];
  }
}

/** One page of approved, enabled projects with their category, and the total. */
export async function findProjects(db: Db, f: ProjectFilters) {
  const c: SQL[] = [eq(projects.request_status, 'approved'), eq(projects.status, 1)];
  if (f.id) c.push(eq(projects.id, f.id));
  if (f.slug_id) c.push(eq(projects.slug_id, f.slug_id));
  if (f.category_id) c.push(eq(projects.category_id, f.category_id));
  if (f.city) c.push(sql`lower(${projects.city}) = lower(${f.city})`);
  if (f.state) c.push(sql`lower(${projects.state}) = lower(${f.state})`);
  if (f.country) c.push(sql`lower(${projects.country}) = lower(${f.country})`);
  if (f.search) {
    const p = likePattern(f.search);
    c.push(sql`(${projects.title} ilike ${p} or ${projects.location} ilike ${p} or ${categories.category} ilike ${p})`);
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
      f.parameter_value !== undefined
        ? sql` and lower(pp.value) like ${likePattern(f.parameter_value.toLowerCase())}`
        : sql``;
    c.push(
      sql`exists (select 1 from project_parameters pp where pp.project_id = ${projects.id} and pp.parameter_id = ${f.parameter_id} and pp.value <> ''${value})`,
    );
  }
  if (f.seller_type === 'admin') c.push(eq(projects.is_admin_listing, true));
  else if (f.seller_type)
    c.push(
      sql`${projects.is_admin_listing} = false and exists (select 1 from verify_customers vc where vc.user_id = ${projects.added_by} and vc.kind = ${f.seller_type} and vc.status = 'success')`,
    );
  const where = and(...c);
  // Counting stops at TOTAL_CAP + 1 rows (as property search does): a broad list never counts 100,000 rows.
  // The category join is only needed when the text search names a category.
  const counted = f.search
    ? sql`select 1 from ${projects} inner join ${categories} on ${categories.id} = ${projects.category_id} where ${where} limit ${TOTAL_CAP + 1}`
    : sql`select 1 from ${projects} where ${where} limit ${TOTAL_CAP + 1}`;
  const [total, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n from (${counted}) capped`),
    db
      .select({ project: projects, category: categories })
      .from(projects)
      .innerJoin(categories, eq(categories.id, projects.category_id))
      .where(where)
      .orderBy(...orderOf(f.sort_by))
      .offset(f.offset)
      .limit(f.limit),
  ]);
  return { ...capTotal(Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0)), rows };
}
/** Documents, plans, owners and adverts of a page of projects. */
export async function projectRelations(db: Db, ids: number[], ownerIds: number[]) {
  if (!ids.length) return { docs: [], plans: [], owners: [], promoted: [] };
  const [docs, plans, owners, promoted] = await Promise.all([
    db
      .select()
      .from(project_documents)
      .where(inArray(project_documents.project_id, ids))
      .orderBy(asc(project_documents.id)),
    db.select().from(project_plans).where(inArray(project_plans.project_id, ids)).orderBy(asc(project_plans.id)),
    ownerIds.length
      ? db
          .select({
            id: customers.id,
            name: customers.name,
            profile: customers.profile,
            email: customers.email,
            mobile: customers.mobile,
            slug_id: customers.slug_id,
          })
          .from(customers)
          .where(inArray(customers.id, ownerIds))
      : Promise.resolve([]),
    db
      .select({ project_id: advertisements.project_id })
      .from(advertisements)
      .where(
        and(inArray(advertisements.project_id, ids), eq(advertisements.status, 0), eq(advertisements.is_enable, true)),
      ),
  ]);
  return { docs, plans, owners, promoted };
}

/** One project with its category, whatever its review state (the caller decides who may see it). */
export async function projectWithCategory(db: Db, by: { id?: number | undefined; slug_id?: string | undefined }) {
  const [row] = await db
    .select({ project: projects, category: categories })
    .from(projects)
    .innerJoin(categories, eq(categories.id, projects.category_id))
    .where(by.id !== undefined ? eq(projects.id, by.id) : eq(projects.slug_id, by.slug_id ?? ''))
    .limit(1);
  return row;
}

/** Up to 10 other visible projects of the same category, newest first. */
export async function findSimilarProjects(db: Db, categoryId: number, exceptId: number) {
  return db
    .select({ project: projects, category: categories })
    .from(projects)
    .innerJoin(categories, eq(categories.id, projects.category_id))
    .where(
      and(
        eq(projects.request_status, 'approved'),
        eq(projects.status, 1),
        eq(projects.category_id, categoryId),
        sql`${projects.id} <> ${exceptId}`,
      ),
    )
    .orderBy(desc(projects.id))
    .limit(10);
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
