import { interestedUser, interestedUsersQuery, listEnvelopeOf } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { interestedUsersPage } from './engagement.repository.ts';
import { ownedProperty, toInterestedUser } from './engagement.service.ts';

/**
 * GET /api/get_interested_users?property_id|slug_id,offset,limit: the users interested in MY property,
 * with the shortlist and approval flags. Anyone but the owner gets 404, as for a missing property.
 * Divergence: upstream answers an empty list with a 400 "No Data Found"; we answer `data: []` and
 * `error: false` (an empty list is not a failure).
 */
export default defineRoute({
  method: 'GET',
  url: '/api/get_interested_users',
  auth: 'required',
  response: listEnvelopeOf(interestedUser),
  query: interestedUsersQuery,
  handler: async ({ query, user, deps, urls }) => {
    const p = await ownedProperty(deps.db, user, { id: query.property_id, slug_id: query.slug_id });
    const { total, rows } = await interestedUsersPage(deps.db, p.id, 'all', query.offset, query.limit);
    return {
      message: rows.length ? 'Data Fetch Successfully' : 'No data found!',
      total,
      data: rows.map((r) => toInterestedUser(r, urls)),
    };
  },
});
