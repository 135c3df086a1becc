import { getRepairworksCategory } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listMessage } from '../listing-kit/listing.service.ts';
import { findLookups } from '../services/lookups.repository.ts';

/** GET /api/get-repairworks-category: the active repair categories, by id. No auth. */
export default implement(getRepairworksCategory, async ({ deps, urls }) => {
  const rows = await findLookups(deps.db, 'repair_category');
  const data = rows.map((r) => ({ ...r, image: urls.upload(r.image) }));
  return { message: listMessage(data.length), total: data.length, data };
});
