import { constructionGet } from '@abode/shared/operations';
import { ventureDetailRoute } from './venture-detail.ts';

/** GET /api/construction-get?slug_id,user_id: the same answer as construction-detail (the edit form reads it). */
export default ventureDetailRoute(constructionGet, 'construction');
