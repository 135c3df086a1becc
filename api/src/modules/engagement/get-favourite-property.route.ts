import { listEnvelopeOf, pagination, property } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { toPropertyObjects } from '../properties/properties.service.ts';
import { favouritePage } from './engagement.repository.ts';

/** GET /api/get_favourite_property?offset,limit: my favourite properties (visible ones), newest first. */
export default defineRoute({
  method: 'GET',
  url: '/api/get_favourite_property',
  auth: 'required',
  response: listEnvelopeOf(property),
  query: pagination,
  handler: async ({ query, user, deps, urls }) => {
    const { total, rows } = await favouritePage(deps.db, user.id, query.offset, query.limit);
    const data = await toPropertyObjects(deps.db, rows, user, urls);
    return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
  },
});
