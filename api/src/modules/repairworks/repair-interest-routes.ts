// The owner's side of interests in a repair work, one handler per shape: the list of interested users (all, or
// only the approved ones) and a decision on one (approve or shortlist). Each route file gives it its operation.
import type {
  getRepairworksInterestedUsers,
  repairworksApprovedUsers,
  repairworksInterestedApproval,
  repairworksShortlistApproval,
} from '@abode/shared/operations';
import { SERVICE_MESSAGES as M } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { type DECISIONS, decide } from '../engagement/decision.ts';
import type { InterestFilter } from '../engagement/engagement.repository.ts';
import { interestedUsersOf } from '../engagement/engagement.service.ts';
import { ownedRepairWork } from './repairworks.service.ts';

/**
 * The users interested in MY repair work (by `repairworks_id` or `slug_id`), oldest interest first, with the
 * shortlist and approval flags, paged; `approved` keeps the approved ones. Anyone but the owner gets the 404 of a
 * missing repair work; an empty list is `error:false` (docs/decisions/007).
 */
export function interestedListRoute(
  op: typeof getRepairworksInterestedUsers | typeof repairworksApprovedUsers,
  filter: InterestFilter,
) {
  return implement(op, async ({ query, user, deps, urls }) => {
    const repair = await ownedRepairWork(deps.db, user, { id: query.repairworks_id, slug_id: query.slug_id });
    return interestedUsersOf({ db: deps.db, urls }, 'repair_work', repair.id, filter, query);
  });
}

/**
 * Approve / shortlist (`status=1`) an interest in MY repair work, or take that back (`status=0`), as
 * interested-approval and shortlist-approval do for properties: each call states the flag wanted (never a
 * toggle), so a repeat leaves it as asked. A change tells the user (decision 028); a repeat does not. Answers the
 * interested user. Someone else's repair work, or a user who never showed interest, is a 404.
 */
export function decisionRoute(
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
