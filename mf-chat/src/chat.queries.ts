// Chat queries, keyed under ['chats', …] so no other section collides in the shared cache. Keys carry the
// user id: a conversation list never outlives the account it belongs to.
import { apiCall, apiRequest, parseAnswer } from '@abode/shared';
import { chatSummary, envelope, messagePage } from '@abode/shared/wire';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** The get_chats answer: a page of conversations and the number of pages (top-level `total_page`). */
const chatListAnswer = envelope.extend({ data: z.array(chatSummary), total_page: z.number().int() });
export type ChatListAnswer = z.infer<typeof chatListAnswer>;

/** The get_messages answer: a paginator in `data` (newest message first). */
const messagesAnswer = envelope.extend({ data: messagePage, total_page: z.number().int() });
export type MessagesAnswer = z.infer<typeof messagesAnswer>;

/** Conversations per page (the upstream default of get_chats). */
export const CHATS_PER_PAGE = 15;

/** Messages fetched per page of a conversation. */
export const MESSAGES_PER_PAGE = 30;

export const chatQueries = {
  all: () => ['chats'] as const,
  lists: () => [...chatQueries.all(), 'list'] as const,
  /** The signed-in user's conversations, paged by page/per_page (spec §9). */
  list: (userId: number, page: number, perPage = CHATS_PER_PAGE) =>
    queryOptions({
      queryKey: [...chatQueries.lists(), userId, { page, per_page: perPage }] as const,
      queryFn: async ({ signal }): Promise<ChatListAnswer> => {
        const body = await apiRequest<unknown>('get_chats', { params: { page, per_page: perPage }, signal });
        return parseAnswer(chatListAnswer, body, 'get_chats');
      },
      placeholderData: keepPreviousData,
    }),
  threads: () => [...chatQueries.all(), 'thread'] as const,
  /** One conversation (with `otherId`, about `propertyId`), newest page first; get_messages marks it read. */
  thread: (userId: number, otherId: number, propertyId: number) =>
    infiniteQueryOptions({
      queryKey: [...chatQueries.threads(), userId, { user_id: otherId, property_id: propertyId }] as const,
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }): Promise<MessagesAnswer> => {
        const body = await apiRequest<unknown>('get_messages', {
          params: { user_id: otherId, property_id: propertyId, page: pageParam, per_page: MESSAGES_PER_PAGE },
          signal,
        });
        return parseAnswer(messagesAnswer, body, 'get_messages');
      },
      getNextPageParam: (last) =>
        last.data.current_page < last.data.last_page ? last.data.current_page + 1 : undefined,
    }),
};

/** Send a text message about a property (send_message; the server takes the sender from the token). */
export async function sendChatMessage(input: { receiverId: number; propertyId: number; message: string }) {
  return apiCall('send_message', envelope.shape.data, {
    method: 'POST',
    multipart: true,
    body: { receiver_id: input.receiverId, property_id: input.propertyId, message: input.message },
  });
}
