import { interestedListRoute } from './interested-list.ts';

/**
 * GET /api/get_interested_users?property_id|slug_id,offset,limit: the users interested in MY property.
 * Divergence: upstream answers an empty list with a 400 "No Data Found"; we answer `data: []` and
 * `error: false` (an empty list is not a failure).
 */
export default interestedListRoute('/api/get_interested_users', 'property', 'all');
