import { getAddedProjects } from '@abode/shared/operations';
import { implement } from '../../../lib/define-route.ts';
import { toProjectDetails } from '../project-detail.ts';
import { findOwnProjects } from '../projects.repository.ts';

/**
 * GET /api/get-added-projects: the caller's projects in any review state, newest first, each with its
 * latest `reject_reason` (null when none); `request_status` filters by a comma list, `id`/`slug_id` pick one.
 * Divergence: `created_at` stays ISO (the client humanises it), as everywhere else in our API.
 */
export default implement(getAddedProjects, async ({ query, user, deps, urls }) => {
  const { total, rows } = await findOwnProjects(deps.db, user.id, query);
  const data = await toProjectDetails(deps.db, rows, user, urls);
  return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
});
