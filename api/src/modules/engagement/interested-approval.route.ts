import { interestedApproval } from '@abode/shared/operations';
import { decisionRoute } from './decision.ts';

/** GET /api/interested-approval?property_id,user_id,status: approve (1) or un-approve (0) an interest. */
export default decisionRoute(interestedApproval, 'is_approved');
