import { interestedProperty, listEnvelopeOf, myInterestedQuery } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { toPropertyObjects } from '../properties/properties.service.ts';
import { myInterestPage } from './engagement.repository.ts';

/**
 * GET /api/my-interested?offset,limit,type: the (visible) properties I showed interest in, newest first,
 * each with `interest: {is_shortlisted, is_approved, created_at}`. `type` narrows by the owner's decision:
 * approved, shortlisted or pending; all (or property) lists every one.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/my-interested',
  auth: 'required',
  response: listEnvelopeOf(interestedProperty),
  query: myInterestedQuery,
  handler: async ({ query, user, deps, urls }) => {
    const filter = !query.type || query.type === 'property' ? 'all' : query.type;
    const { total, interests, rows } = await myInterestPage(deps.db, user.id, filter, query.offset, query.limit);
    const byId = new Map(interests.map((i) => [i.property_id, i]));
    const data = (await toPropertyObjects(deps.db, rows, user, urls)).map((p) => {
      const i = byId.get(p.id);
      return {
        ...p,
        interest: {
          is_shortlisted: i?.is_shortlisted ?? false,
          is_approved: i?.is_approved ?? false,
          created_at: i?.created_at.toISOString() ?? '',
        },
      };
    });
    return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
  },
});
