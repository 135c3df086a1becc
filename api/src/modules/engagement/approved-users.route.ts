import { interestedUser, interestedUsersQuery, listEnvelopeOf } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { interestedUsersPage } from './engagement.repository.ts';
import { ownedProperty, toInterestedUser } from './engagement.service.ts';

/** GET /api/approved-users?property_id|slug_id,offset,limit: the approved interested users of MY property. */
export default defineRoute({
  method: 'GET',
  url: '/api/approved-users',
  auth: 'required',
  response: listEnvelopeOf(interestedUser),
  query: interestedUsersQuery,
  handler: async ({ query, user, deps, urls }) => {
    const p = await ownedProperty(deps.db, user, { id: query.property_id, slug_id: query.slug_id });
    const { total, rows } = await interestedUsersPage(deps.db, p.id, 'approved', query.offset, query.limit);
    return {
      message: rows.length ? 'Data Fetch Successfully' : 'No data found!',
      total,
      data: rows.map((r) => toInterestedUser(r, urls)),
    };
  },
});
