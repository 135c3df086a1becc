import { myJointVenture } from '@abode/shared/operations';
import { myListingsRoute } from '../listing-kit/listing-routes.ts';
import { ventureKit } from './venture-kit.ts';

/**
 * GET /api/my-joint-venture?request_status,offset,limit: the caller's JV posts in every review state (or one),
 * newest first, each with its latest `reject_reason`. The spec lists it among optional-auth calls; it is the
 * caller's own list, so a visitor gets 401.
 */
export default myListingsRoute(myJointVenture, ventureKit('jv'));
