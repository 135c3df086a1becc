import { repairworksInterestedApproval, repairworksShortlistApproval } from '@abode/shared/operations';
import { SERVICE_MESSAGES as M } from '@abode/shared/wire';
import type { AnyRoute } from '../../lib/define-route.ts';
import { implement } from '../../lib/define-route.ts';
import { type DECISIONS, decide } from '../engagement/decision.ts';
import { ownedRepairWork } from './repairworks.service.ts';

function decisionRoute(
  op: typeof repairworksInterestedApproval | typeof repairworksShortlistApproval,
  flag: keyof typeof DECISIONS,
) {
  return implement(op, async (ctx) => {
    const { query, user, deps } = ctx;
    const repair = await ownedRepairWork(deps.db, user, { id: query.repairworks_id });
    const decision = { userId: query.user_id, flag, on: query.status === 1, notFound: M.interestNotFound };
    return decide(ctx, 'repair_work', repair.id, decision);
  });
}

/**
 * GET /api/repairworks_interested_approval?repairworks_id,user_id,status and
 * GET /api/repairworks_shortlist-approval (same query): approve / shortlist (`status=1`) an interest in MY
 * repair work, or take that back (`status=0`), as interested-approval and shortlist-approval do for properties:
 * each call states the flag wanted (never a toggle), so a repeat leaves it as asked. A change tells the user
 * (decision 028); a repeat does not. Answers the interested user.
 * Someone else's repair work, or a user who never showed interest, is a 404.
 */
export default [
  decisionRoute(repairworksInterestedApproval, 'is_approved'),
  decisionRoute(repairworksShortlistApproval, 'is_shortlisted'),
] satisfies AnyRoute[];
