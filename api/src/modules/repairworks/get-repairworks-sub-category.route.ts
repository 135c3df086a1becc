import { getRepairworksSubCategory } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listMessage } from '../listing-kit/listing.service.ts';
import { findLookups } from '../services/lookups.repository.ts';

/**
 * GET /api/get-repairworks-sub-category?repair_category_id: the active sub-categories of one repair category
 * (of every category when absent), by id; `parent_id` is the category. No auth.
 */
export default implement(getRepairworksSubCategory, async ({ query, deps, urls }) => {
  const rows = await findLookups(deps.db, 'repair_sub_category', query.repair_category_id);
  const data = rows.map((r) => ({ ...r, image: urls.upload(r.image) }));
  return { message: listMessage(data.length), total: data.length, data };
});
