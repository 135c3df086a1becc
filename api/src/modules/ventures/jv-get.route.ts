import { jvGet } from '@abode/shared/operations';
import { ventureDetailRoute } from './venture-detail.ts';

/**
 * GET /api/jv-get?slug_id (or slug, id),user_id: a joint-venture post's detail, for its public page and its edit
 * form, with the same rules and extras as construction-detail.
 */
export default ventureDetailRoute(jvGet, 'jv');
