import { z } from 'zod';

/** The spec §5 text for a chat message with neither text, file nor audio. */
export const MESSAGE_REQUIRED = 'Please enter a message before sending.';

// An id from a query string, a form field or JSON; absent stays absent so the answer says "is required".
const id = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z.number().int().min(1).max(2_147_483_647),
);

/** page/per_page paging of the chat endpoints (upstream defaults 1 and 15; at most 100 a page). */
export const chatPaging = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
export type ChatPaging = z.infer<typeof chatPaging>;

/** Query of GET get_messages: the other party and the property the conversation is about. */
export const getMessagesQuery = chatPaging.extend({
  user_id: id,
  property_id: id,
});
export type GetMessagesQuery = z.infer<typeof getMessagesQuery>;

/** Query of GET get_messages_project: the other party and the project the conversation is about. */
export const getProjectMessagesQuery = chatPaging.extend({
  user_id: id,
  project_id: id,
});
export type GetProjectMessagesQuery = z.infer<typeof getProjectMessagesQuery>;

// A multipart file arrives as a Buffer, a JSON or form field as a string; blank means absent.
const attachment = z.unknown().optional();

/**
 * Body of POST send_message. `sender_id` is accepted for upstream clients but never used: the sender is
 * the token's user.
 */
export const sendMessageBody = z.object({
  sender_id: z.unknown().optional(),
  receiver_id: id,
  property_id: id,
  message: z.string().trim().max(5000).optional(),
  file: attachment,
  audio: attachment,
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** Body of POST send_project_message: as send_message, about a project. */
export const sendProjectMessageBody = sendMessageBody.omit({ property_id: true }).extend({ project_id: id });
export type SendProjectMessageBody = z.infer<typeof sendProjectMessageBody>;

/** Texts of the project chat refusals. */
export const PROJECT_CHAT_MESSAGES = {
  projectNotFound: 'Project not found',
  ownerOnly: 'You can only message the owner of this project',
  notInterested: 'This user has not shown interest in this project',
} as const;

/** What the latest message of a conversation carries, for its line in the inbox. */
export const CHAT_LAST_KINDS = ['text', 'photo', 'file', 'voice'] as const;

/** The latest message of a conversation as the lists show it (ours: upstream lists show none). */
export const chatLastMessage = z.object({
  sender_id: z.number().int(),
  message: z.string(),
  kind: z.enum(CHAT_LAST_KINDS),
});
export type ChatLastMessage = z.infer<typeof chatLastMessage>;

/**
 * A conversation of get_chats (admin API reference §2.7): one per (other user, property). `last_message` is
 * ours, so the inbox shows each conversation's latest line.
 */
export const chatSummary = z.object({
  property_id: z.number().int(),
  title: z.string(),
  title_image: z.string(),
  date: z.string(),
  unread_count: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  profile: z.string(),
  is_blocked_by_me: z.boolean(),
  is_blocked_by_user: z.boolean(),
  last_message: chatLastMessage,
});
export type ChatSummary = z.infer<typeof chatSummary>;

/** A conversation of get_project_chats: one per (other user, project); `title_image` is the project's image. */
export const projectChatSummary = chatSummary.omit({ property_id: true }).extend({ project_id: z.number().int() });
export type ProjectChatSummary = z.infer<typeof projectChatSummary>;

/** One message of get_messages. */
export const chatMessage = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  property_id: z.number().int().nullable(),
  // Set on project conversations (get_messages_project); null about a property.
  project_id: z.number().int().nullable().default(null),
  // Set on repair-work conversations (get_messages-by-repair); null otherwise.
  repair_works_id: z.number().int().nullable().default(null),
  message: z.string(),
  is_read: z.boolean(),
  file: z.string(),
  audio: z.string(),
  chat_message_type: z.enum(['text', 'file', 'file_and_text', 'audio']),
  user_profile: z.string(),
  time_ago: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * Who a conversation is with and what it is about, beside get_messages' page (ours), so a conversation
 * without a message yet still shows the other person, the listing and whether either side blocked the other.
 * Null when the other user or the listing does not exist.
 */
export const chatConversation = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), profile: z.string() }),
  listing: z.object({ id: z.number().int(), title: z.string(), title_image: z.string(), slug_id: z.string() }),
  is_blocked_by_me: z.boolean(),
  is_blocked_by_user: z.boolean(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

/** The Laravel-paginator-like `data` of get_messages (newest message first). */
export const messagePage = z.object({
  current_page: z.number().int(),
  data: z.array(chatMessage),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  path: z.string(),
  first_page_url: z.string(),
  last_page_url: z.string(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePage>;
