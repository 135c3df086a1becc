import { getInterestedProject } from '@abode/shared/operations';
import { implement } from '../../../lib/define-route.ts';
import { interestedUsersAnswer } from '../../engagement/engagement.service.ts';

/**
 * GET /api/get_interested_project?project_id|slug_id,offset,limit: the users interested in MY project, as
 * get_interested_users for a property. Not upstream (admin API reference §5).
 */
export default implement(getInterestedProject, ({ query, user, deps, urls }) =>
  interestedUsersAnswer(
    { db: deps.db, user, urls },
    'project',
    { id: query.project_id, slug_id: query.slug_id },
    'all',
    query,
  ),
);
