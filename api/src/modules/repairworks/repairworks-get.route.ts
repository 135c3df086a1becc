import { repairworksGet } from '@abode/shared/operations';
import { listingDetailRoute } from '../listing-kit/listing-routes.ts';
import { repairKit } from './repair-kit.ts';

/** GET /api/repairworks-get?slug_id: the older name of repairworks-detail, answered by the same route. */
export default listingDetailRoute(repairworksGet, repairKit);
