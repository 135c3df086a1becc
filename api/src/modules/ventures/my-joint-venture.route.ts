import { myJointVenture } from '@abode/shared/operations';
import { VENTURE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { findOwnVentures } from './ventures.repository.ts';
import { toJvPosts, withRejectReasons } from './ventures.service.ts';

/**
 * GET /api/my-joint-venture?request_status,offset,limit: the caller's JV posts in every review state (or one),
 * newest first, each with its latest `reject_reason`. The spec lists it among optional-auth calls; it is the
 * caller's own list, so a visitor gets 401.
 */
export default implement(myJointVenture, async ({ query, user, deps, urls }) => {
  const { total, rows } = await findOwnVentures(deps.db, user.id, 'jv', query);
  const data = await withRejectReasons(deps.db, await toJvPosts(deps.db, rows, urls));
  return { message: data.length ? M.fetched : M.empty, total, data };
});
