import { repairworksInterestedApproval } from '@abode/shared/operations';
import { decisionRoute } from './repair-interest-routes.ts';

/** GET /api/repairworks_interested_approval?repairworks_id,user_id,status: approve an interest, or take it back. */
export default decisionRoute(repairworksInterestedApproval, 'is_approved');
