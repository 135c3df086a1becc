import { shortlistApproval } from '@abode/shared/operations';
import { decisionRoute } from './decision.ts';

/** GET /api/shortlist-approval?property_id,user_id,status: shortlist (1) or un-shortlist (0) an interest. */
export default decisionRoute(shortlistApproval, 'is_shortlisted');
