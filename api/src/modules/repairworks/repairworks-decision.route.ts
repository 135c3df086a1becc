import { repairworksInterestedApproval, repairworksShortlistApproval } from '@abode/shared/operations';
import { SERVICE_MESSAGES as M } from '@abode/shared/wire';
import type { AnyRoute } from '../../lib/define-route.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { announceDecision } from '../notifications/decisions.ts';
import { setRepairDecision } from './interests.repository.ts';
import { ownedRepairWork, toInterestedUser } from './interests.service.ts';

const TEXTS = {
  is_approved: { on: M.approved, off: M.unapproved },
  is_shortlisted: { on: M.shortlisted, off: M.unshortlisted },
} as const;

function decisionRoute(
  op: typeof repairworksInterestedApproval | typeof repairworksShortlistApproval,
  flag: keyof typeof TEXTS,
) {
  return implement(op, async ({ query, user, deps, urls, req }) => {
    const repair = await ownedRepairWork(deps.db, user, { id: query.repairworks_id });
    const on = query.status === 1;
    const decided = await setRepairDecision(deps.db, repair.id, query.user_id, flag, on);
    if (!decided) throw new ApiError('NOT_FOUND', M.interestNotFound);
    if (decided.changed)
      await announceDecision({ deps, urls, log: req.log }, query.user_id, user.id, {
        kind: 'interest',
        listing: 'repair_work',
        listingId: repair.id,
        flag,
        on,
      });
    return { message: on ? TEXTS[flag].on : TEXTS[flag].off, data: toInterestedUser(decided.row, urls) };
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
