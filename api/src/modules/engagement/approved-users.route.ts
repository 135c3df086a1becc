import { approvedUsers } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { interestedUsersAnswer } from './engagement.service.ts';

/** GET /api/approved-users?property_id|slug_id,offset,limit: the approved interested users of MY property. */
export default implement(approvedUsers, ({ query, user, deps, urls }) =>
  interestedUsersAnswer(
    { db: deps.db, user, urls },
    'property',
    { id: query.property_id, slug_id: query.slug_id },
    'approved',
    query,
  ),
);
