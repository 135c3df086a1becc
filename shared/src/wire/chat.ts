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

/** A conversation of get_chats (admin API reference §2.7): one per (other user, property). */
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
});
export type ChatSummary = z.infer<typeof chatSummary>;

/** One message of get_messages. */
export const chatMessage = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  property_id: z.number().int().nullable(),
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
