import { interestedListRoute } from './interested-list.ts';

/** GET /api/approved-users?property_id|slug_id,offset,limit: the approved interested users of MY property. */
export default interestedListRoute('/api/approved-users', 'property', 'approved');
