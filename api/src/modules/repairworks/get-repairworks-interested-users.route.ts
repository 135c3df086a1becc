import { getRepairworksInterestedUsers } from '@abode/shared/operations';
import { interestedListRoute } from './repair-interest-routes.ts';

/** GET /api/get_repairworks_interested_users?repairworks_id|slug_id,offset,limit: everyone interested in MY repair work. */
export default interestedListRoute(getRepairworksInterestedUsers, 'all');
