import { getRepairworksInterestedUsers, repairworksApprovedUsers } from '@abode/shared/operations';
import type { AnyRoute } from '../../lib/define-route.ts';
import { implement } from '../../lib/define-route.ts';
import type { InterestFilter } from '../engagement/engagement.repository.ts';
import { interestedUsersOf } from '../engagement/engagement.service.ts';
import { ownedRepairWork } from './repairworks.service.ts';

function interestedListRoute(
  op: typeof getRepairworksInterestedUsers | typeof repairworksApprovedUsers,
  filter: InterestFilter,
) {
  return implement(op, async ({ query, user, deps, urls }) => {
    const repair = await ownedRepairWork(deps.db, user, { id: query.repairworks_id, slug_id: query.slug_id });
    return interestedUsersOf({ db: deps.db, urls }, 'repair_work', repair.id, filter, query);
  });
}

/**
 * GET /api/get_repairworks_interested_users?repairworks_id|slug_id,offset,limit: the users interested in MY
 * repair work, oldest interest first, with the shortlist and approval flags; GET /api/repairworks_approved_users
 * (same query): only the approved ones. Anyone but the owner gets the 404 of a missing repair work; an empty
 * list is `error:false` (docs/decisions/007).
 */
export default [
  interestedListRoute(getRepairworksInterestedUsers, 'all'),
  interestedListRoute(repairworksApprovedUsers, 'approved'),
] satisfies AnyRoute[];
