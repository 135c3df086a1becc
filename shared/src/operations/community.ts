// The operations of the community area (docs/decisions/032): chat, notifications, web push, people, content,
// languages and the site's settings.
import { z } from 'zod';
import {
  chatConversation,
  chatPaging,
  chatSummary,
  getMessagesQuery,
  getProjectMessagesQuery,
  messagePage,
  projectChatSummary,
  sendMessageBody,
  sendProjectMessageBody,
} from '../wire/chat.ts';
import { deleteChatMessageAnswer, deleteChatMessageBody } from '../wire/chat-media.ts';
import { envelope, envelopeOf, listEnvelopeOf, pagination } from '../wire/common.ts';
import { article, faq, getArticlesQuery, getFaqsQuery } from '../wire/content.ts';
import { getLanguagesQuery, language } from '../wire/language.ts';
import {
  adminNotificationAnswer,
  adminNotificationBody,
  notificationListAnswer,
  notificationListQuery,
  notificationsReadAnswer,
  notificationsReadBody,
} from '../wire/notification.ts';
import { agentPropertiesData, agentPropertiesQuery, builderProjectQuery, personListItem } from '../wire/people.ts';
import { pushSubscribeBody, pushSubscriptionAnswer, pushUnsubscribeBody, vapidKeyAnswer } from '../wire/push.ts';
import { getRepairMessagesQuery, repairChatSummary, sendRepairMessageBody } from '../wire/service.ts';
import { webSettings } from '../wire/settings.ts';
import { defineOperation } from './operation.ts';

// Chat: the same three operations for property, project and repair-work conversations.

const conversationsAnswer = <T extends z.ZodType>(summary: T) =>
  envelope.extend({ data: z.array(summary), total_page: z.number().int() });
const messagesAnswer = envelope.extend({
  data: messagePage,
  total_page: z.number().int(),
  // Always sent; an API from before `conversation` answered without it: the client's list and hand-off name the
  // conversation then.
  conversation: chatConversation.nullable().default(null),
});
const sentAnswer = envelope.extend({ id: z.number().int() });

export const getChats = defineOperation({
  id: 'getChats',
  method: 'GET',
  path: '/api/get_chats',
  auth: 'required',
  tag: 'chats',
  summary: "The caller's property conversations, latest first, with `total_page`",
  query: chatPaging,
  response: conversationsAnswer(chatSummary),
});

export const getProjectChats = defineOperation({
  id: 'getProjectChats',
  method: 'GET',
  path: '/api/get_project_chats',
  auth: 'required',
  tag: 'chats',
  summary: "The caller's project conversations, latest first, with `total_page`",
  query: chatPaging,
  response: conversationsAnswer(projectChatSummary),
});

export const getChatsByRepair = defineOperation({
  id: 'getChatsByRepair',
  method: 'GET',
  path: '/api/get_chats-by-repair',
  auth: 'required',
  tag: 'chats',
  summary: "The caller's repair-work conversations, latest first, with `total_page`",
  query: chatPaging,
  response: conversationsAnswer(repairChatSummary),
});

export const getMessages = defineOperation({
  id: 'getMessages',
  method: 'GET',
  path: '/api/get_messages',
  auth: 'required',
  tag: 'chats',
  summary: 'One property conversation, newest first, paginated; marks what the other party sent read',
  query: getMessagesQuery,
  response: messagesAnswer,
});

export const getMessagesProject = defineOperation({
  id: 'getMessagesProject',
  method: 'GET',
  path: '/api/get_messages_project',
  auth: 'required',
  tag: 'chats',
  summary: 'One project conversation, newest first, paginated; marks what the other party sent read',
  query: getProjectMessagesQuery,
  response: messagesAnswer,
});

export const getMessagesByRepair = defineOperation({
  id: 'getMessagesByRepair',
  method: 'GET',
  path: '/api/get_messages-by-repair',
  auth: 'required',
  tag: 'chats',
  summary: 'One repair-work conversation, newest first, paginated; marks what the other party sent read',
  query: getRepairMessagesQuery,
  response: messagesAnswer,
});

export const sendMessage = defineOperation({
  id: 'sendMessage',
  method: 'POST',
  path: '/api/send_message',
  auth: 'required',
  tag: 'chats',
  summary: 'Sends a message about a property: text, a file or a voice note',
  body: sendMessageBody,
  encoding: 'multipart',
  response: sentAnswer,
  errors: ['NOT_FOUND', 'BLOCKED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
});

export const sendProjectMessage = defineOperation({
  id: 'sendProjectMessage',
  method: 'POST',
  path: '/api/send_project_message',
  auth: 'required',
  tag: 'chats',
  summary: 'Sends a message about a project, between its owner and one other user',
  body: sendProjectMessageBody,
  encoding: 'multipart',
  response: sentAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'BLOCKED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
});

export const sendMessageRepair = defineOperation({
  id: 'sendMessageRepair',
  method: 'POST',
  path: '/api/send-message-repair',
  auth: 'required',
  tag: 'chats',
  summary: 'Sends a message about a repair work, between its owner and one other user',
  body: sendRepairMessageBody,
  encoding: 'multipart',
  response: sentAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'BLOCKED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
});

export const deleteChatMessage = defineOperation({
  id: 'deleteChatMessage',
  method: 'POST',
  path: '/api/delete_chat_message',
  auth: 'required',
  tag: 'chats',
  summary: 'The sender deletes one of their messages, or all they sent in one conversation',
  body: deleteChatMessageBody,
  encoding: 'multipart',
  response: deleteChatMessageAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

// Notifications and web push.

export const getNotificationList = defineOperation({
  id: 'getNotificationList',
  method: 'GET',
  path: '/api/get_notification_list',
  auth: 'required',
  tag: 'notifications',
  summary: "The caller's notifications and everyone's, newest first, with `total` and `unread`",
  query: notificationListQuery,
  response: notificationListAnswer,
});

export const notificationsRead = defineOperation({
  id: 'notificationsRead',
  method: 'POST',
  path: '/api/notifications-read',
  auth: 'required',
  tag: 'notifications',
  summary: "Marks one of the caller's notifications read (`id`), or all of them",
  body: notificationsReadBody,
  encoding: 'multipart',
  response: notificationsReadAnswer,
  errors: ['NOT_FOUND'],
});

export const adminNotifications = defineOperation({
  id: 'adminNotifications',
  method: 'POST',
  path: '/api/admin/notifications',
  auth: 'admin',
  tag: 'notifications',
  summary: 'The admin sends a notification to everyone or to one user',
  body: adminNotificationBody,
  response: adminNotificationAnswer,
  errors: ['NOT_FOUND'],
});

export const pushVapidPublicKey = defineOperation({
  id: 'pushVapidPublicKey',
  method: 'GET',
  path: '/api/push/vapid-public-key',
  auth: 'none',
  tag: 'push',
  summary: "The server's VAPID public key, for a browser's push subscription",
  response: vapidKeyAnswer,
});

export const pushSubscribe = defineOperation({
  id: 'pushSubscribe',
  method: 'POST',
  path: '/api/push/subscribe',
  auth: 'required',
  tag: 'push',
  summary: "Stores this browser's push subscription for the caller",
  body: pushSubscribeBody,
  response: pushSubscriptionAnswer,
});

export const pushUnsubscribe = defineOperation({
  id: 'pushUnsubscribe',
  method: 'POST',
  path: '/api/push/unsubscribe',
  auth: 'required',
  tag: 'push',
  summary: "Forgets this browser's push subscription (the caller's own)",
  body: pushUnsubscribeBody,
  response: pushSubscriptionAnswer,
});

// People: agents and builders.

export const agentList = defineOperation({
  id: 'agentList',
  method: 'GET',
  path: '/api/agent-list',
  auth: 'none',
  tag: 'people',
  summary: 'People with at least one visible property, verified agents first, paged',
  query: pagination,
  response: listEnvelopeOf(personListItem),
});

export const builderList = defineOperation({
  id: 'builderList',
  method: 'GET',
  path: '/api/builder-list',
  auth: 'none',
  tag: 'people',
  summary: 'People with at least one visible project, verified builders first, paged',
  query: pagination,
  response: listEnvelopeOf(personListItem),
});

export const agentProperties = defineOperation({
  id: 'agentProperties',
  method: 'GET',
  path: '/api/agent-properties',
  auth: 'optional',
  tag: 'people',
  summary: "An agent's page: their details and one page of their properties, or with `is_projects` projects",
  query: agentPropertiesQuery,
  response: envelope.extend({ data: agentPropertiesData, total: z.number().int() }),
  errors: ['NOT_FOUND'],
});

export const builderProject = defineOperation({
  id: 'builderProject',
  method: 'GET',
  path: '/api/builder-project',
  auth: 'optional',
  tag: 'people',
  summary: "A builder's page: their details and one page of their projects",
  query: builderProjectQuery,
  response: envelope.extend({ data: agentPropertiesData, total: z.number().int() }),
  errors: ['NOT_FOUND'],
});

// Content and languages.

export const getArticles = defineOperation({
  id: 'getArticles',
  method: 'GET',
  path: '/api/get_articles',
  auth: 'none',
  tag: 'articles',
  summary: 'Articles, paged; one by slug or id also answers `similar_articles`',
  query: getArticlesQuery,
  response: listEnvelopeOf(article).extend({ similar_articles: z.array(article) }),
});

export const faqs = defineOperation({
  id: 'faqs',
  method: 'GET',
  path: '/api/faqs',
  auth: 'none',
  tag: 'faqs',
  summary: 'Questions and answers, paged',
  query: getFaqsQuery,
  response: listEnvelopeOf(faq),
});

export const getLanguages = defineOperation({
  id: 'getLanguages',
  method: 'GET',
  path: '/api/get_languages',
  auth: 'none',
  tag: 'languages',
  summary: 'One language with its translation dictionary',
  query: getLanguagesQuery,
  response: envelopeOf(language),
  errors: ['NOT_FOUND'],
});

export const getWebSettings = defineOperation({
  id: 'getWebSettings',
  method: 'GET',
  path: '/api/web-settings',
  auth: 'optional',
  // The client's cache root of the settings (the shell drops ['settings'] when the session changes).
  tag: 'settings',
  summary: "The site's settings as one flat object; with a token, the caller's verification and package state too",
  response: envelopeOf(webSettings),
});
