import type { SQL } from 'drizzle-orm';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, parameters, projects, propertys } from '../../db/schema.ts';
import { likePattern } from '../../lib/sql.ts';

/** Filters of the category list. */
export interface CategoryFilters {
  id?: number | undefined;
  slug_id?: string | undefined;
  search?: string | undefined;
  has_property?: boolean | undefined;
  has_project?: boolean | undefined;
  offset: number;
  limit: number;
}

const visibleProperties = sql`(select count(*) from ${propertys} p where p.category_id = ${categories.id} and p.request_status = 'approved' and p.status = 1)`;
const visibleProjects = sql`(select count(*) from ${projects} pr where pr.category_id = ${categories.id} and pr.request_status = 'approved' and pr.status = 1)`;

/** Active categories with their visible listing counts, filtered and paged. */
export async function listCategories(db: Db, f: CategoryFilters) {
  const conds: SQL[] = [eq(categories.status, 1)];
  if (f.id) conds.push(eq(categories.id, f.id));
  if (f.slug_id) conds.push(eq(categories.slug_id, f.slug_id));
  if (f.search) conds.push(ilike(categories.category, likePattern(f.search)));
  if (f.has_property) conds.push(sql`${visibleProperties} > 0`);
  if (f.has_project) conds.push(sql`${visibleProjects} > 0`);
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(categories).where(where);
  const rows = await db
    .select({
      category: categories,
      properties_count: sql<number>`${visibleProperties}::int`,
      projects_count: sql<number>`${visibleProjects}::int`,
    })
    .from(categories)
    .where(where)
    .orderBy(asc(categories.sequence), asc(categories.id))
    .offset(f.offset)
    .limit(f.limit);
  return { total: total?.n ?? 0, rows };
}

/** Parameter rows by id. */
export function parametersByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(parameters).where(inArray(parameters.id, ids));
}
