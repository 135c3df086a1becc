import { serviceRatting } from '@abode/shared/operations';
import { rattingRoute } from './rate.ts';

/**
 * POST /api/service-ratting (JSON `service_id`, `ratting` 1–5, `comment`): rates an approved, active service;
 * a second call by the same user edits the rating; one's own service is refused (403). Answers the rating and
 * the service's new `rating_avg` / `rating_count`. No upstream (reference §5).
 */
export default rattingRoute(serviceRatting, 'service', (b) => b.service_id);
