// The conversation summary of `get_chats` (admin API reference §2.7): one row per (user pair, property).
// Parsed leniently at the edge: upstream sends flags as booleans or 0/1 and may send null texts.
import { z } from 'zod';

const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** One conversation in the chat list. `user_id` 0 is the admin. */
export const chatSummary = z.object({
  property_id: z.coerce.number().int(),
  title: text,
  title_image: text,
  date: text,
  unread_count: z.coerce.number().int().catch(0),
  user_id: z.coerce.number().int(),
  name: text,
  profile: text,
  is_blocked_by_me: flag.catch(false),
  is_blocked_by_user: flag.catch(false),
});
export type ChatSummary = z.infer<typeof chatSummary>;

/** The `get_chats` answer: the conversations of a page and the number of pages (top-level `total_page`). */
export const chatListAnswer = z.object({
  data: z.array(chatSummary),
  total_page: z.coerce.number().int().min(0).catch(1),
});
export type ChatListAnswer = z.infer<typeof chatListAnswer>;

/** One message of `get_messages`. */
export const chatMessage = z.object({
  id: z.coerce.number().int(),
  sender_id: z.coerce.number().int(),
  receiver_id: z.coerce.number().int(),
  message: text,
  is_read: flag.catch(false),
  created_at: text,
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The `get_messages` answer: a paginator in `data` (newest message first). */
export const messagesAnswer = z.object({
  data: z.object({
    current_page: z.coerce.number().int(),
    last_page: z.coerce.number().int().catch(1),
    total: z.coerce.number().int().catch(0),
    data: z.array(chatMessage),
  }),
});
export type MessagesAnswer = z.infer<typeof messagesAnswer>;
