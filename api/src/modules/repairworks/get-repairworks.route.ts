import { getRepairworks } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listMessage } from '../listing-kit/listing.service.ts';
import { findRepairWorks } from './repairworks.repository.ts';
import { toRepairWorks } from './repairworks.service.ts';

/**
 * GET /api/get-repairworks?id,slug_id,category_id|repair_category_id,sub_category_id|repair_subcategory_id,
 * service_type_id,city,search,user_id,sort,offset,limit: approved, active repair works, newest first unless
 * `sort` says otherwise; `search` looks in the title, company, location and location of issue. Each carries its
 * category and sub-category names, gallery, documents, `rating_avg`, `rating_count` and `total_click`.
 */
export default implement(getRepairworks, async ({ query, deps, urls }) => {
  const { total, capped, rows } = await findRepairWorks(deps.db, query);
  const data = toRepairWorks(rows, urls);
  return { message: listMessage(data.length), total, total_capped: capped, data };
});
