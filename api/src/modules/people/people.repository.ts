import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projects, propertys, verify_customers } from '../../db/schema.ts';
import { visible as visibleProperty } from '../properties/properties.repository.ts';

/** Agents list people with a visible property; builders, people with a visible project. */
export type PersonKind = 'agent' | 'builder';

// The same visibility get-projects applies, so a person's count matches the list on their page.
const visibleProject = () => and(eq(projects.request_status, 'approved'), eq(projects.status, 1));

function countsOf(db: Db) {
  const props = db
    .select({ owner: propertys.added_by, n: count().as('property_n') })
    .from(propertys)
    .where(visibleProperty())
    .groupBy(propertys.added_by)
    .as('pc');
  const projs = db
    .select({ owner: sql<number>`${projects.added_by}`.as('project_owner'), n: count().as('project_n') })
    .from(projects)
    .where(visibleProject())
    .groupBy(projects.added_by)
    .as('pj');
  return { props, projs };
}

// Qualified by hand: drizzle writes a bare "id" when the outer query reads one table, which inside a
// correlated subquery would name the subquery's own column.
const customerId = sql`${customers}.${sql.identifier('id')}`;

/** Verified as an agent, or as a builder: a successful verification of that kind. */
const isVerified = (kind: PersonKind) =>
  sql<boolean>`exists (select 1 from ${verify_customers} v where v.user_id = ${customerId} and v.kind = ${kind} and v.status = 'success')`;

/** One row of a people list, before URLs are made absolute. */
export interface PersonRow {
  id: number;
  name: string;
  email: string;
  profile: string;
  slug_id: string;
  property_count: number;
  projects_count: number;
  is_verified: boolean;
}

/**
 * One page of agents (a visible property) or builders (a visible project, or verified as a builder),
 * verified people first, then the busiest; deactivated accounts are left out. `total` counts every such
 * person.
 */
export async function listPeople(
  db: Db,
  kind: PersonKind,
  offset: number,
  limit: number,
): Promise<{ rows: PersonRow[]; total: number }> {
  const { props, projs } = countsOf(db);
  const propertyN = sql<number>`coalesce(${props.n}, 0)`;
  const projectN = sql<number>`coalesce(${projs.n}, 0)`;
  const verified = isVerified(kind);
  // A verified builder is listed before their first project is live; an agent needs a visible property.
  const lists = kind === 'agent' ? gt(propertyN, 0) : or(gt(projectN, 0), verified);
  const where = and(eq(customers.isActive, 1), lists);
  const base = () =>
    db
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        profile: customers.profile,
        slug_id: customers.slug_id,
        property_count: propertyN,
        projects_count: projectN,
        is_verified: verified,
      })
      .from(customers)
      .leftJoin(props, eq(props.owner, customers.id))
      .leftJoin(projs, eq(projs.owner, customers.id));
  const [rows, [totalRow]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(verified), desc(kind === 'agent' ? propertyN : projectN), asc(customers.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(customers)
      .leftJoin(props, eq(props.owner, customers.id))
      .leftJoin(projs, eq(projs.owner, customers.id))
      .where(where),
  ]);
  return {
    total: Number(totalRow?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name ?? '',
      email: r.email ?? '',
      profile: r.profile ?? '',
      slug_id: r.slug_id ?? '',
      property_count: Number(r.property_count),
      projects_count: Number(r.projects_count),
      is_verified: Boolean(r.is_verified),
    })),
  };
}

/** An active customer by id or slug with their visible listing counts and verification as `kind`, or undefined. */
export async function findPerson(
  db: Db,
  kind: PersonKind,
  by: { id?: number | undefined; slug_id?: string | undefined },
) {
  const match: SQL[] = [eq(customers.isActive, 1)];
  if (by.id !== undefined) match.push(eq(customers.id, by.id));
  if (by.slug_id !== undefined) match.push(eq(customers.slug_id, by.slug_id));
  const [row] = await db
    .select({
      customer: customers,
      property_count: sql<number>`(select count(*) from ${propertys} p where p.added_by = ${customerId} and p.request_status = 'approved' and p.status = 1)`,
      projects_count: sql<number>`(select count(*) from ${projects} j where j.added_by = ${customerId} and j.request_status = 'approved' and j.status = 1)`,
      is_verify: isVerified(kind),
    })
    .from(customers)
    .where(and(...match))
    .limit(1);
  if (!row) return undefined;
  return {
    customer: row.customer,
    property_count: Number(row.property_count),
    projects_count: Number(row.projects_count),
    is_verify: Boolean(row.is_verify),
  };
}

/** What findPerson answers. */
export type PersonRecord = NonNullable<Awaited<ReturnType<typeof findPerson>>>;
