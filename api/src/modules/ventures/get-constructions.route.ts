import { getConstructions } from '@abode/shared/operations';
import { VENTURE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { findVentures } from './ventures.repository.ts';
import { toConstructionProfile } from './ventures.service.ts';

/**
 * GET /api/get-constructions?category,work,city,search,user_id,sort_by,offset,limit: approved, active
 * construction profiles, newest first unless `sort_by` (oldest, top_rated, most_viewed) says otherwise, with `total`
 * (exact up to 1,000, then 1,000 and `total_capped`); `category` is the construction type (get-projecttype id).
 */
export default implement(getConstructions, async ({ query, deps, urls }) => {
  const { category, ...rest } = query;
  const { total, capped, rows } = await findVentures(deps.db, { kind: 'construction', type: category, ...rest });
  const data = rows.map((r) => toConstructionProfile(r.row, r.names, urls));
  return { message: data.length ? M.fetched : M.empty, total, total_capped: capped, data };
});
