import { constructionDetail } from '@abode/shared/operations';
import { ventureDetailRoute } from './venture-detail.ts';

/**
 * GET /api/construction-detail?slug (or slug_id, id),user_id: a construction profile's public page: the profile,
 * gallery, documents (`file_upload`), owner card, rating average and count, the newest ratings and the caller's
 * own. Approved and active profiles for everyone; the owner (and admins) also see theirs pending or rejected,
 * with the reject reason. `user_id` is accepted and ignored: the caller is the token's user.
 */
export default ventureDetailRoute(constructionDetail, 'construction');
