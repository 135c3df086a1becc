import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertisements, categories, customers, project_documents, project_plans, projects } from '../../db/schema.ts';
import { likePattern } from '../../lib/sql.ts';

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
  offset: number;
  limit: number;
}

const isPromoted = sql`exists (select 1 from ${advertisements} a where a.project_id = ${projects.id} and a.status = 0 and a.is_enable = true)`;

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
  const where = and(...c);
  const [total] = await db
    .select({ n: count() })
    .from(projects)
    .innerJoin(categories, eq(categories.id, projects.category_id))
    .where(where);
  const rows = await db
    .select({ project: projects, category: categories })
    .from(projects)
    .innerJoin(categories, eq(categories.id, projects.category_id))
    .where(where)
    .orderBy(desc(projects.id))
    .offset(f.offset)
    .limit(f.limit);
  return { total: total?.n ?? 0, rows };
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
