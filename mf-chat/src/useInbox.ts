// One inbox from the three lists: get_chats (property conversations), get_project_chats (project ones) and
// get_chats-by-repair (repair-work ones), page by page, merged by date, newest first (api/README.md "Chat": a
// client that wants one inbox asks each).
import { useQuery } from '@tanstack/react-query';
import { chatQueries } from './chat.queries.ts';
import { type Conversation, mergeByDate } from './conversations.ts';

export interface Inbox {
  isPending: boolean;
  isPlaceholderData: boolean;
  /** Every list failed: nothing to show. */
  error: Error | null;
  /** Some list failed: the others are shown, with this. */
  partialError: Error | null;
  refetch: () => void;
  conversations: Conversation[];
  /** The longest list's page count: page n shows page n of each. */
  totalPages: number;
}

/** Page `page` of the signed-in user's conversations of every kind. */
export function useInbox(userId: number, page: number): Inbox {
  const properties = useQuery(chatQueries.list(userId, 'property', page));
  const projects = useQuery(chatQueries.list(userId, 'project', page));
  const repairs = useQuery(chatQueries.list(userId, 'repair_work', page));
  const lists = [properties, projects, repairs];
  const all = lists.every((l) => l.isError);
  return {
    isPending: lists.some((l) => l.isPending),
    isPlaceholderData: lists.some((l) => l.isPlaceholderData),
    error: all ? properties.error : null,
    partialError: all ? null : (lists.find((l) => l.isError)?.error ?? null),
    refetch: () => {
      for (const l of lists) if (l.isError) void l.refetch();
    },
    conversations: mergeByDate(...lists.map((l) => l.data?.conversations ?? [])),
    totalPages: Math.max(...lists.map((l) => l.data?.totalPages ?? 0)),
  };
}
