import { getServiceType } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listMessage } from '../listing-kit/listing.service.ts';
import { findServiceTypes } from './lookups.repository.ts';

/** GET /api/get-service-type: the active service types, by id (`total` their number). No auth. */
export default implement(getServiceType, async ({ deps, urls }) => {
  const rows = await findServiceTypes(deps.db);
  const data = rows.map((r) => ({ id: r.id, name: r.name, image: urls.upload(r.image) }));
  return { message: listMessage(data.length), total: data.length, data };
});
