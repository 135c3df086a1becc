import { getJvConstructionBySlug } from '@abode/shared/operations';
import { VENTURE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { canSee } from '../listing-kit/listing.service.ts';
import { ventureRepository } from './ventures.repository.ts';
import { toVentureDetail } from './ventures.service.ts';

/**
 * GET /api/get_jv_construction_by_slug?slug_id (or slug): a JV post or construction profile (told apart by
 * `kind`) with its view count `total_click`, as the detail calls answer it. Signed in (spec §7); hidden posts
 * only to their owner and admins. Reading it counts no view (post_jv_construction_view_count does).
 */
export default implement(getJvConstructionBySlug, async ({ query, user, deps, urls }) => {
  const found = await ventureRepository().findForDetail(deps.db, { slug_id: query.slug_id ?? query.slug });
  if (!found || !canSee(found.row, user)) throw new ApiError('NOT_FOUND', M.notFound);
  return { message: M.fetched, data: await toVentureDetail(deps.db, found, user, urls) };
});
