import { myService } from '@abode/shared/operations';
import { myListingsRoute } from '../listing-kit/listing-routes.ts';
import { serviceKit } from './service-kit.ts';

/**
 * GET /api/my-service?offset,limit,request_status,id,slug_id: the caller's services in every review state,
 * newest first, each as the detail answers it (with its latest `reject_reason`).
 */
export default myListingsRoute(myService, serviceKit);
