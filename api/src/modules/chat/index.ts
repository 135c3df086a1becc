import { deleteMessageRoute } from './conversation-routes.ts';
import getChats from './get-chats.route.ts';
import getMessages from './get-messages.route.ts';
import getMessagesProject from './get-messages-project.route.ts';
import getMessagesRepair from './get-messages-repair.route.ts';
import getProjectChats from './get-project-chats.route.ts';
import getRepairChats from './get-repair-chats.route.ts';
import sendMessage from './send-message.route.ts';
import sendProjectMessage from './send-project-message.route.ts';
import sendRepairMessage from './send-repair-message.route.ts';

/** Conversations about properties, projects and repair works, and deleting one's messages (routes.ts composes it). */
export const chatRoutes = [
  getChats,
  getMessages,
  sendMessage,
  getProjectChats,
  getMessagesProject,
  sendProjectMessage,
  getRepairChats,
  getMessagesRepair,
  sendRepairMessage,
  deleteMessageRoute,
] as const;
