import { getMessages } from '@abode/shared/operations';
import { messagesRoute } from './conversation-routes.ts';

/** GET /api/get_messages?user_id&property_id&page&per_page: one property conversation, newest first. */
export default messagesRoute(getMessages, 'property');
