import { postJvConstructionViewCount } from '@abode/shared/operations';
import { VENTURE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { canSee } from '../listing-kit/listing.service.ts';
import { visitorOf } from '../properties/property-views.ts';
import { ventureRepository } from './ventures.repository.ts';
import { countVentureView } from './views.ts';

/**
 * POST /api/post_jv_construction_view_count (multipart `post_id` or `id`, or `slug_id`): counts a view of an
 * approved, active post once per visitor per 24 hours (the signed-in user, else the client address), like
 * property views, and answers the post's `total_click`. The owner's view of a hidden post is answered without
 * counting; anyone else's gets 404.
 */
export default implement(postJvConstructionViewCount, async ({ body, user, deps, req }) => {
  const found = await ventureRepository().find(deps.db, { id: body.post_id ?? body.id, slug_id: body.slug_id });
  const row = found?.row;
  if (!row || !canSee(row, user)) throw new ApiError('NOT_FOUND', M.notFound);
  const visible = row.request_status === 'approved' && row.status === 1;
  const counted = visible ? await countVentureView(deps.db, row.id, visitorOf(user, req.ip)) : null;
  return {
    message: counted === null ? M.viewSeen : M.viewCounted,
    data: { id: row.id, total_click: counted ?? row.total_click, counted: counted !== null },
  };
});
