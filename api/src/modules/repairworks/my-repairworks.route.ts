import { myRepairworks } from '@abode/shared/operations';
import { myListingsRoute } from '../listing-kit/listing-routes.ts';
import { repairKit } from './repair-kit.ts';

/**
 * GET /api/my-repairworks?offset,limit,request_status,id,slug_id: the caller's repair works in every review
 * state, newest first, each as the detail answers it (latest `reject_reason`, `interested_count`).
 */
export default myListingsRoute(myRepairworks, repairKit);
