import { serviceGet } from '@abode/shared/operations';
import { listingDetailRoute } from '../listing-kit/listing-routes.ts';
import { serviceKit } from './service-kit.ts';

/** GET /api/service-get?slug_id: the older name of service-detail, answered by the same route. */
export default listingDetailRoute(serviceGet, serviceKit);
