import { ENGAGEMENT_MESSAGES as M } from '@abode/shared/wire';
import type { Db } from '../../../db/client.ts';
import { ApiError } from '../../../lib/errors.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { findProjectFacts, type ProjectFacts } from './project-engagement.repository.ts';

const notFound = () => new ApiError('NOT_FOUND', M.projectNotFound);

/** A project visitors may see (approved and enabled), or 404. */
export async function visibleProject(db: Db, id: number): Promise<ProjectFacts> {
  const p = await findProjectFacts(db, { id });
  if (!p?.visible) throw notFound();
  return p;
}

/** Whether a user owns a project: its author, or an admin for the admin's own projects. */
export function ownsProject(p: ProjectFacts, user: Pick<AuthUser, 'id' | 'role'>): boolean {
  if (p.added_by !== null && !p.is_admin_listing) return p.added_by === user.id;
  return user.role === 'admin';
}

/**
 * A project the caller owns, whatever its status. Anyone else gets the same 404 as for a project that does
 * not exist, so they learn nothing about it (as for properties).
 */
export async function ownedProject(
  db: Db,
  user: AuthUser,
  ref: { id?: number | undefined; slug_id?: string | undefined },
): Promise<ProjectFacts> {
  const p = await findProjectFacts(db, ref);
  if (!p || !ownsProject(p, user)) throw notFound();
  return p;
}
