import { messagesRoute } from './conversation-routes.ts';

/**
 * GET /api/get_messages-by-repair?user_id&repair_works_id (or repairworks_id)&page&per_page: one repair-work
 * conversation, newest first.
 */
export default messagesRoute('/api/get_messages-by-repair', 'repair');
