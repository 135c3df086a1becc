// One inbox from the two lists: get_chats (property conversations) and get_project_chats (project ones), page
// by page, merged by date, newest first (api/README.md "Chat": a client that wants one inbox asks both).
import { useQuery } from '@tanstack/react-query';
import { chatQueries } from './chat.queries.ts';
import { type Conversation, mergeByDate } from './conversations.ts';

export interface Inbox {
  isPending: boolean;
  isPlaceholderData: boolean;
  /** Both lists failed: nothing to show. */
  error: Error | null;
  /** One list failed: the other is shown, with this. */
  partialError: Error | null;
  refetch: () => void;
  conversations: Conversation[];
  /** The longer list's page count: page n shows page n of both. */
  totalPages: number;
}

/** Page `page` of the signed-in user's conversations of both kinds. */
export function useInbox(userId: number, page: number): Inbox {
  const properties = useQuery(chatQueries.list(userId, 'property', page));
  const projects = useQuery(chatQueries.list(userId, 'project', page));
  const both = properties.isError && projects.isError;
  return {
    isPending: properties.isPending || projects.isPending,
    isPlaceholderData: properties.isPlaceholderData || projects.isPlaceholderData,
    error: both ? properties.error : null,
    partialError: both ? null : (properties.error ?? projects.error),
    refetch: () => {
      if (properties.isError) void properties.refetch();
      if (projects.isError) void projects.refetch();
    },
    conversations: mergeByDate(properties.data?.conversations ?? [], projects.data?.conversations ?? []),
    totalPages: Math.max(properties.data?.totalPages ?? 0, projects.data?.totalPages ?? 0),
  };
}
