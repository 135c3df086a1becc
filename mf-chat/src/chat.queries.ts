// Chat queries, keyed under ['chats', …] so no other section collides in the shared cache. Keys carry the
// user id: a conversation list never outlives the account it belongs to.
import { ApiError, apiRequest, MESSAGES } from '@abode/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ChatListAnswer, chatListAnswer } from './chat.types.ts';

/** Conversations per page (the upstream default of get_chats). */
export const CHATS_PER_PAGE = 15;

export const chatQueries = {
  all: () => ['chats'] as const,
  lists: () => [...chatQueries.all(), 'list'] as const,
  /** The signed-in user's conversations, paged by page/per_page (spec §9). */
  list: (userId: number, page: number, perPage = CHATS_PER_PAGE) =>
    queryOptions({
      queryKey: [...chatQueries.lists(), userId, { page, per_page: perPage }] as const,
      queryFn: async ({ signal }): Promise<ChatListAnswer> => {
        const body = await apiRequest<unknown>('get_chats', {
          params: { page, per_page: perPage },
          signal,
          silent: true,
        });
        const parsed = chatListAnswer.safeParse(body);
        if (!parsed.success) throw new ApiError(MESSAGES.somethingWentWrong, 200, undefined, body);
        return parsed.data;
      },
      placeholderData: keepPreviousData,
    }),
};
