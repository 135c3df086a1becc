import { getJv } from '@abode/shared/operations';
import { VENTURE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { findVentures } from './ventures.repository.ts';
import { toJvPost } from './ventures.service.ts';

/**
 * GET /api/get-jv?post_type,jv_type,city,search,user_id,sort_by,offset,limit: approved, active joint-venture
 * posts, newest first unless `sort_by` (oldest, top_rated, most_viewed) says otherwise, with `total` (exact up
 * to 1,000, then 1,000 and `total_capped`). The spec names no JV list call; this one is ours (decision 017).
 */
export default implement(getJv, async ({ query, deps, urls }) => {
  const { total, capped, rows } = await findVentures(deps.db, { kind: 'jv', ...query });
  const data = rows.map((r) => toJvPost(r.row, r.names, urls));
  return { message: data.length ? M.fetched : M.empty, total, total_capped: capped, data };
});
