import { serviceDetail } from '@abode/shared/operations';
import { listingDetailRoute } from '../listing-kit/listing-routes.ts';
import { serviceKit } from './service-kit.ts';

/**
 * GET /api/service-detail?slug (or slug_id): one service with its gallery, documents, owner card, rating average
 * and count, newest ratings, the caller's own rating, and the caller's request of it (`is_requested`,
 * `my_request` with the provider's answer). Visitors see approved, active services only; the owner (and admins)
 * also pending and rejected ones, the owner with the latest reject reason. `user_id` is read from the token, never
 * from the query. Anything else is 404.
 */
export default listingDetailRoute(serviceDetail, serviceKit);
