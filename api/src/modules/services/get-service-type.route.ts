import { serviceTypeAnswer } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { listMessage } from './listing.service.ts';
import { findServiceTypes } from './lookups.repository.ts';

/** GET /api/get-service-type: the active service types, by id (`total` their number). No auth. */
export default defineRoute({
  method: 'GET',
  url: '/api/get-service-type',
  auth: 'none',
  response: serviceTypeAnswer,
  handler: async ({ deps, urls }) => {
    const rows = await findServiceTypes(deps.db);
    const data = rows.map((r) => ({ id: r.id, name: r.name, image: urls.upload(r.image) }));
    return { message: listMessage(data.length), total: data.length, data };
  },
});
