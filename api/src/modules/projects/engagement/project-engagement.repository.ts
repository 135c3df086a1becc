import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { categories, project_favourites, project_interests, projects } from '../../../db/schema.ts';
import { decisionFilter, type InterestFilter } from '../../engagement/engagement.repository.ts';

/** The few columns of a project the engagement rules need. */
export interface ProjectFacts {
  id: number;
  slug_id: string;
  /** The owner; null for the admin's own projects. */
  added_by: number | null;
  is_admin_listing: boolean;
  /** Approved and enabled: what visitors may see. */
  visible: boolean;
}

// As get-projects lists them: approved by the admin and enabled by the owner.
const visibleProject = and(eq(projects.request_status, 'approved'), eq(projects.status, 1));

/** A project by id or slug whatever its status (owners see their own pending projects too). */
export async function findProjectFacts(
  db: Db,
  ref: { id?: number | undefined; slug_id?: string | undefined },
): Promise<ProjectFacts | null> {
  const where = ref.id !== undefined ? eq(projects.id, ref.id) : eq(projects.slug_id, ref.slug_id ?? '');
  const [row] = await db
    .select({
      id: projects.id,
      slug_id: projects.slug_id,
      added_by: projects.added_by,
      is_admin_listing: projects.is_admin_listing,
      visible: sql<boolean>`(${visibleProject})`,
    })
    .from(projects)
    .where(where)
    .limit(1);
  return row ? { ...row, visible: Boolean(row.visible) } : null;
}

/** Marks a project as a favourite of a user (again is a no-op). */
export async function addProjectFavourite(db: Db, userId: number, projectId: number): Promise<void> {
  await db.insert(project_favourites).values({ user_id: userId, project_id: projectId }).onConflictDoNothing();
}

/** Removes a project favourite (absent is a no-op). */
export async function removeProjectFavourite(db: Db, userId: number, projectId: number): Promise<void> {
  await db
    .delete(project_favourites)
    .where(and(eq(project_favourites.user_id, userId), eq(project_favourites.project_id, projectId)));
}

/**
 * Which of these projects the viewer marked as favourite or showed interest in: what a project object needs
 * for its `is_favourite` and `is_interested` flags (empty sets for a visitor).
 */
export async function projectViewerFlags(
  db: Db,
  viewerId: number | null,
  projectIds: number[],
): Promise<{ favourites: Set<number>; interests: Set<number> }> {
  if (!viewerId || !projectIds.length) return { favourites: new Set(), interests: new Set() };
  const [favs, interests] = await Promise.all([
    db
      .select({ id: project_favourites.project_id })
      .from(project_favourites)
      .where(and(eq(project_favourites.user_id, viewerId), inArray(project_favourites.project_id, projectIds))),
    db
      .select({ id: project_interests.project_id })
      .from(project_interests)
      .where(and(eq(project_interests.customer_id, viewerId), inArray(project_interests.project_id, projectIds))),
  ]);
  return { favourites: new Set(favs.map((r) => r.id)), interests: new Set(interests.map((r) => r.id)) };
}

/** One page of the visible projects a user showed interest in, newest interest first, with that interest. */
export async function myProjectInterestPage(
  db: Db,
  userId: number,
  filter: InterestFilter,
  offset: number,
  limit: number,
) {
  const where = and(eq(project_interests.customer_id, userId), visibleProject, decisionFilter('project', filter));
  const [total] = await db
    .select({ n: count() })
    .from(project_interests)
    .innerJoin(projects, eq(projects.id, project_interests.project_id))
    .where(where);
  const rows = await db
    .select({
      project: projects,
      category: categories,
      interest: {
        is_shortlisted: project_interests.is_shortlisted,
        is_approved: project_interests.is_approved,
        created_at: project_interests.created_at,
      },
    })
    .from(project_interests)
    .innerJoin(projects, eq(projects.id, project_interests.project_id))
    .innerJoin(categories, eq(categories.id, projects.category_id))
    .where(where)
    .orderBy(desc(project_interests.id))
    .offset(offset)
    .limit(limit);
  return { total: total?.n ?? 0, rows };
}
