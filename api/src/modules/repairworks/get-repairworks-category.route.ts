import { repairLookupAnswer } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { listMessage } from '../services/listing.service.ts';
import { findLookups } from '../services/lookups.repository.ts';

/** GET /api/get-repairworks-category: the active repair categories, by id. No auth. */
export default defineRoute({
  method: 'GET',
  url: '/api/get-repairworks-category',
  auth: 'none',
  response: repairLookupAnswer,
  handler: async ({ deps, urls }) => {
    const rows = await findLookups(deps.db, 'repair_category');
    const data = rows.map((r) => ({ ...r, image: urls.upload(r.image) }));
    return { message: listMessage(data.length), total: data.length, data };
  },
});
