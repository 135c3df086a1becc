import { postService } from '@abode/shared/operations';
import { postListingRoute } from '../listing-kit/listing-routes.ts';
import { serviceKit } from './service-kit.ts';

/**
 * POST /api/post-service (multipart; encoding in shared/src/wire/service.ts): creates a service, or edits the
 * caller's service named by the query parameter `slug_id` (someone else's: 403; unknown: 404). Needs a complete
 * profile; a new service also needs `service_list` (all three package flags; one unit used in the insert's
 * transaction). A new service is pending until an admin approves it; an edited approved one goes back to review
 * (docs/decisions/007). `data` is the saved service as its owner sees it.
 */
export default postListingRoute(postService, serviceKit);
