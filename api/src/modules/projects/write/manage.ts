// Ownership, the owner's view and deletion of projects, shared by the write routes.
import { isProfileComplete, PROJECT_WRITE_MESSAGES as M } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { project_documents, project_parameters, project_plans, projects } from '../../../db/schema.ts';
import type { Deps } from '../../../lib/define-route.ts';
import { ApiError } from '../../../lib/errors.ts';
import type { UrlBuilder } from '../../../lib/urls.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { toProjectDetails } from '../project-detail.ts';
import { projectWithCategory } from '../projects.repository.ts';
import { projectFiles } from './files.ts';

/** Spec §5: listing a project needs a complete profile. */
export function assertProfileComplete(user: AuthUser): void {
  if (!isProfileComplete(user)) throw new ApiError('FORBIDDEN', M.profileIncomplete);
}

/** The caller's own project: 404 when there is none, 403 when it is someone else's. */
export async function ownProject(db: Db, user: AuthUser, id: number) {
  const row = await projectWithCategory(db, { id });
  if (!row) throw new ApiError('NOT_FOUND', M.notFound);
  if (row.project.added_by !== user.id) throw new ApiError('FORBIDDEN', M.notOwner);
  return row.project;
}

/** The full project as its owner sees it (any review state). */
export async function ownerView(db: Db, user: AuthUser, urls: UrlBuilder, id: number) {
  const row = await projectWithCategory(db, { id });
  return row ? toProjectDetails(db, [row], user, urls) : [];
}

/** Deletes an owned project with its relations (cascade), then the files it uploaded. */
export async function deleteProject(deps: Deps, user: AuthUser, id: number): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.added_by, user.id)))
      .for('update');
    if (!row) throw new ApiError('NOT_FOUND', M.notFound);
    const docs = await tx
      .select({ k: project_documents.name })
      .from(project_documents)
      .where(eq(project_documents.project_id, id));
    const plans = await tx
      .select({ k: project_plans.document })
      .from(project_plans)
      .where(eq(project_plans.project_id, id));
    const params = await tx
      .select({ k: project_parameters.value })
      .from(project_parameters)
      .where(eq(project_parameters.project_id, id));
    await tx.delete(projects).where(eq(projects.id, id));
    return [row.image, row.meta_image, ...docs.map((d) => d.k), ...plans.map((p) => p.k), ...params.map((p) => p.k)];
  });
  // Only keys under projects/ go (seed pictures are shared).
  await projectFiles.remove(deps.storage, keys);
}
