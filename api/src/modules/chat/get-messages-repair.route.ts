import { getMessagesByRepair } from '@abode/shared/operations';
import { messagesRoute } from './conversation-routes.ts';

/**
 * GET /api/get_messages-by-repair?user_id&repair_works_id (or repairworks_id)&page&per_page: one repair-work
 * conversation, newest first.
 */
export default messagesRoute(getMessagesByRepair, 'repair');
