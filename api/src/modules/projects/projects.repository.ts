// Reads of projects: a page of listed projects with the total, one project by id or slug, the similar projects,
// and an owner's projects. What they match is project-filters.ts; what a row carries, project-rows.ts.
import { TOTAL_CAP } from '@abode/shared/wire';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, projects } from '../../db/schema.ts';
import { executeNamed, NamedStatement } from '../../lib/named-statements.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { countCap, pageWithTotal } from '../../lib/sql.ts';
import {
  newestInViewport,
  orderOf,
  type ProjectFilters,
  pagingNumber,
  VISIBLE,
  whereOfFilters,
} from './project-filters.ts';
import {
  PROJECT_SELECT,
  type ProjectCategory,
  type ProjectRow,
  projectOf,
  projectRelations,
  type RawRow,
  type RelationsWanted,
  relationColumns,
  rowOf,
  withRelationColumns,
} from './project-rows.ts';

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
