import { getInterestedUsers } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { interestedUsersAnswer } from './engagement.service.ts';

/**
 * GET /api/get_interested_users?property_id|slug_id,offset,limit: the users interested in MY property.
 * Divergence: upstream answers an empty list with a 400 "No Data Found"; we answer `data: []` and
 * `error: false` (an empty list is not a failure).
 */
export default implement(getInterestedUsers, ({ query, user, deps, urls }) =>
  interestedUsersAnswer(
    { db: deps.db, user, urls },
    'property',
    { id: query.property_id, slug_id: query.slug_id },
    'all',
    query,
  ),
);
