import { getRatings } from '@abode/shared/operations';
import { RATING_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { canSee } from '../listing-kit/listing.service.ts';
import { findRatedListing, findRatings, type RatingTarget } from './ratings.repository.ts';

/**
 * GET /api/get-ratings?service_id|repairworks_id|post_id&offset&limit: the ratings of one listing, most
 * recently written first, with each rater's name and photo, and the listing's `rating_avg` / `rating_count`.
 * A listing that is not approved and active answers 404, except to its owner and admins. Ours (the spec shows
 * ratings on detail pages but names no call to page through them; decision 017).
 */
export default implement(getRatings, async ({ query, user, deps, urls }) => {
  const target: RatingTarget =
    query.service_id !== undefined
      ? { kind: 'service', id: query.service_id }
      : query.repairworks_id !== undefined
        ? { kind: 'repair_work', id: query.repairworks_id }
        : { kind: 'venture', id: query.post_id ?? 0 };
  const item = await findRatedListing(deps.db, target);
  if (!item || !canSee(item, user)) throw new ApiError('NOT_FOUND', M.notFound);
  const { total, rows } = await findRatings(deps.db, target, query, urls);
  return {
    message: rows.length ? 'Data Fetch Successfully' : 'No data found!',
    total,
    data: rows,
    rating_avg: item.rating_avg,
    rating_count: item.rating_count,
  };
});
