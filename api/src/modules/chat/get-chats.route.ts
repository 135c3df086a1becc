import { getChats } from '@abode/shared/operations';
import { conversationsRoute } from './conversation-routes.ts';

/**
 * GET /api/get_chats?page&per_page: the caller's PROPERTY conversations, latest first, with `total_page`.
 * Project conversations have their own list, get_project_chats (README "Chat").
 */
export default conversationsRoute(getChats, 'property');
