import { myConstruction } from '@abode/shared/operations';
import { myListingsRoute } from '../listing-kit/listing-routes.ts';
import { ventureKit } from './venture-kit.ts';

/** GET /api/my-construction?request_status,offset,limit: as my-joint-venture, for construction profiles. */
export default myListingsRoute(myConstruction, ventureKit('construction'));
