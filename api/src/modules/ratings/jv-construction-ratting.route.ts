import { jvConstructionRatting } from '@abode/shared/operations';
import { rattingRoute } from './rate.ts';

/**
 * POST /api/jv-construction-ratting (JSON `post_id`, `ratting` 1–5, `comment`): as service-ratting, for an
 * approved, active JV post or construction profile.
 */
export default rattingRoute(jvConstructionRatting, 'venture', (b) => b.post_id);
