import { repairworksShortlistApproval } from '@abode/shared/operations';
import { decisionRoute } from './repair-interest-routes.ts';

/** GET /api/repairworks_shortlist-approval?repairworks_id,user_id,status: shortlist an interest, or take it back. */
export default decisionRoute(repairworksShortlistApproval, 'is_shortlisted');
