import { getService } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listMessage } from '../listing-kit/listing.service.ts';
import { findServices } from './services.repository.ts';
import { toServices } from './services.service.ts';

/**
 * GET /api/get-service?id,slug_id,service_type_id,city,search,user_id,sort,offset,limit: approved, active
 * services, newest first unless `sort` (oldest, price_asc, price_desc, top_rated, most_viewed) says otherwise;
 * `search` looks in the title, company, location and service type; `total` counts the matches up to 1,000 (then 1,000 and `total_capped`). Each carries
 * its gallery and documents (with the ids `remove_gallery` / `remove_doc` take), `rating_avg`, `rating_count`
 * and `total_click`. Not upstream (admin API reference §5).
 */
export default implement(getService, async ({ query, deps, urls }) => {
  const { total, capped, rows } = await findServices(deps.db, query);
  const data = toServices(rows, urls);
  return { message: listMessage(data.length), total, total_capped: capped, data };
});
