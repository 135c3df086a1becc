import { getProjectDetail } from '@abode/shared/operations';
import {
  gateMessage,
  gateOutcome,
  PROJECT_WRITE_MESSAGES as M,
  type PackageCheckAnswer,
  type ProjectGate,
} from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { packageLimitCheck } from '../packages/packages.limits.ts';
import { projectDetail } from './project-detail.ts';
import { findSimilarProjects, projectWithCategory } from './projects.repository.ts';
import { isGatedFor, projectObject, withRelations } from './projects.service.ts';

/**
 * GET /api/get-project-detail?id|slug_id&get_similar=1: the project, and `similar_projects` (same category, up
 * to 10) when asked.
 *
 * The owner and admins always see all of a project, in any review state; anyone else only an approved, active
 * one (404). All of it needs `project_access` (spec §6: package_available and feature_available, decision 015);
 * without it the answer is still 200 with the project's public part (`gated: true`: cover, title, stage,
 * category, city, price, builder) and `gate`, which says why the rest is held back: UNAUTHENTICATED for a
 * visitor (signing in comes first), PACKAGE_REQUIRED ('You have not subscribed. Please subscribe first') or
 * FEATURE_REQUIRED (a package without project_access), with the check's flags (docs/decisions/025, which
 * amends 015's 401/403 so buyers and search engines see what they would pay for).
 *
 * The project with all its relations, the similar projects and the caller's package check are three
 * statements sent at once (none waits for another's answer); the check is wasted for owners and admins.
 */
export default implement(getProjectDetail, async ({ query, user, deps, urls }) => {
  const viewerId = user?.id ?? null;
  const [row, check, similar] = await Promise.all([
    projectWithCategory(deps.db, query, { viewerId, detail: true }),
    user ? packageLimitCheck(deps.db, user.id, 'project_access') : null,
    query.get_similar ? findSimilarProjects(deps.db, query, viewerId) : [],
  ]);
  const p = row?.project;
  const privileged = !!user && !!p && (user.role === 'admin' || p.added_by === user.id);
  if (!row || !p || (!privileged && !(p.request_status === 'approved' && p.status === 1)))
    throw new ApiError('NOT_FOUND', M.notFound);
  const gate = privileged ? null : gateOf(check);
  const access = user?.role === 'admin' || (!!check && gate === null);
  const [full] = await withRelations(deps.db, [row], user, true);
  const data = full ? [projectDetail(full, user, urls, gate !== null)] : [];
  const similar_projects = (await withRelations(deps.db, similar, user, false)).map((r) =>
    projectObject(r, user, urls, isGatedFor(r.project, user, access)),
  );
  return {
    message: gate?.message ?? 'Data Fetch Successfully',
    total: data.length,
    similar_projects,
    data,
    ...(gate ? { gate } : {}),
  };
});

/** Why the viewer gets only the public part (null when they may see all): a visitor, or their package check. */
function gateOf(check: PackageCheckAnswer | null): ProjectGate | null {
  if (!check) {
    return { code: 'UNAUTHENTICATED', message: M.notLoggedIn, package_available: false, feature_available: false };
  }
  const outcome = gateOutcome('project_access', check);
  if (outcome === 'allowed') return null;
  const code = outcome === 'no-package' ? 'PACKAGE_REQUIRED' : 'FEATURE_REQUIRED';
  return {
    code,
    message: gateMessage(outcome) ?? '',
    package_available: check.package_available,
    feature_available: check.feature_available,
  };
}
