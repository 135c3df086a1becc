import { getChatsByRepair } from '@abode/shared/operations';
import { conversationsRoute } from './conversation-routes.ts';

/**
 * GET /api/get_chats-by-repair?page&per_page: the caller's repair-work conversations grouped by (other user,
 * repair work), latest first: `repair_works_id`, the repair work's `title` and `title_image`, unread count and
 * block flags, plus `total_page`. Not upstream (admin API reference §5).
 */
export default conversationsRoute(getChatsByRepair, 'repair');
