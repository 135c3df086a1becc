import { interestedListRoute } from '../../engagement/interested-list.ts';

/**
 * GET /api/get_interested_project?project_id|slug_id,offset,limit: the users interested in MY project, as
 * get_interested_users for a property. Not upstream (admin API reference §5).
 */
export default interestedListRoute('/api/get_interested_project', 'project', 'all');
