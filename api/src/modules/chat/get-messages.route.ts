import { messagesRoute } from './conversation-routes.ts';

/** GET /api/get_messages?user_id&property_id&page&per_page: one property conversation, newest first. */
export default messagesRoute('/api/get_messages', 'property');
