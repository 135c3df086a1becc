import { repairworksApprovedUsers } from '@abode/shared/operations';
import { interestedListRoute } from './repair-interest-routes.ts';

/** GET /api/repairworks_approved_users?repairworks_id|slug_id,offset,limit: the approved ones of those interested. */
export default interestedListRoute(repairworksApprovedUsers, 'approved');
