import { repairworksDetail } from '@abode/shared/operations';
import { listingDetailRoute } from '../listing-kit/listing-routes.ts';
import { repairKit } from './repair-kit.ts';

/**
 * GET /api/repairworks-detail?slug (or slug_id): one repair work with its gallery, documents, owner card, rating
 * average and count, newest ratings, the caller's own rating and interest (`is_interested`, `my_interest` with the
 * owner's decision on it) and, for the owner, how many are interested. Visitors see approved, active ones only;
 * the owner (and admins) also pending and rejected ones, the owner with the latest reject reason. `user_id` is
 * read from the token, never from the query. Anything else is 404.
 */
export default listingDetailRoute(repairworksDetail, repairKit);
