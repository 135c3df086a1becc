import { getProjectChats } from '@abode/shared/operations';
import { conversationsRoute } from './conversation-routes.ts';

/**
 * GET /api/get_project_chats?page&per_page: the caller's project conversations grouped by (other user,
 * project), latest first: `project_id`, the project's `title` and `image` (as `title_image`), unread count
 * and block flags, plus `total_page`. Not upstream (admin API reference §5).
 */
export default conversationsRoute(getProjectChats, 'project');
