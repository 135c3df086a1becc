import { getMessagesProject } from '@abode/shared/operations';
import { messagesRoute } from './conversation-routes.ts';

/** GET /api/get_messages_project?user_id&project_id&page&per_page: one project conversation, newest first. */
export default messagesRoute(getMessagesProject, 'project');
