import { postRepairworks } from '@abode/shared/operations';
import { postListingRoute } from '../listing-kit/listing-routes.ts';
import { repairKit } from './repair-kit.ts';

/**
 * POST /api/post-repairworks (multipart; encoding in shared/src/wire/service.ts): creates a repair work, or
 * edits the caller's one named by the query parameter `slug_id` (someone else's: 403; unknown: 404). The
 * service fields plus `category_id` (or `repair_category_id`), `sub_category_id` (or `repair_subcategory_id`,
 * of that category), `service_date`, `contact_name`, `location_of_issue`. Needs a complete profile; a new one
 * also needs `service_list` (all three package flags; one unit used in the insert's transaction). Pending until
 * an admin approves it. `data` is the saved repair work as its owner sees it.
 */
export default postListingRoute(postRepairworks, repairKit);
