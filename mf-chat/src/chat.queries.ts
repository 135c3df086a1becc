// Chat queries, keyed under ['chats', …] so no other section collides in the shared cache. Keys carry the
// user id: a conversation list never outlives the account it belongs to. Property, project and repair-work
// conversations are the same three operations on different endpoints (api: modules/chat/conversation-routes.ts);
// the kind picks the endpoint and the listing's wire key.

import { call } from '@abode/shared';
import {
  deleteChatMessage as deleteChatMessageOp,
  getChats,
  getChatsByRepair,
  getMessages,
  getMessagesByRepair,
  getMessagesProject,
  getProjectChats,
  sendMessage,
  sendMessageRepair,
  sendProjectMessage,
} from '@abode/shared/operations';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChatAbout } from './chat-about.ts';
import {
  type ChatKind,
  type Conversation,
  fromProjectSummary,
  fromPropertySummary,
  fromRepairSummary,
} from './conversations.ts';

/** A page of one kind's conversations, in the common model. */
export interface ChatListPage {
  conversations: Conversation[];
  totalPages: number;
}

/**
 * The get_messages / get_messages_project / get_messages-by-repair answer: a paginator in `data` (newest message
 * first), and who the conversation is with and about (`conversation`, even before a first message).
 */
export type MessagesAnswer = z.infer<(typeof getMessages)['response']>;

/** Conversations per page (the upstream default of get_chats). */
export const CHATS_PER_PAGE = 15;

/** Messages fetched per page of a conversation. */
export const MESSAGES_PER_PAGE = 30;

/** The listing key of each kind (its wire name in queries and bodies). */
const KEYS = { property: 'property_id', project: 'project_id', repair_work: 'repair_works_id' } as const;

async function fetchList(kind: ChatKind, page: number, perPage: number, signal: AbortSignal): Promise<ChatListPage> {
  const input = { query: { page, per_page: perPage } };
  if (kind === 'property') {
    const answer = await call(getChats, input, { signal });
    return { conversations: answer.data.map(fromPropertySummary), totalPages: answer.total_page };
  }
  if (kind === 'project') {
    const answer = await call(getProjectChats, input, { signal });
    return { conversations: answer.data.map(fromProjectSummary), totalPages: answer.total_page };
  }
  const answer = await call(getChatsByRepair, input, { signal });
  return { conversations: answer.data.map(fromRepairSummary), totalPages: answer.total_page };
}

/** One page of a conversation about a property, a project or a repair work. */
function fetchMessages(userId: number, about: ChatAbout, page: number, signal: AbortSignal): Promise<MessagesAnswer> {
  const paging = { user_id: userId, page, per_page: MESSAGES_PER_PAGE };
  if (about.kind === 'property') return call(getMessages, { query: { ...paging, property_id: about.id } }, { signal });
  if (about.kind === 'project')
    return call(getMessagesProject, { query: { ...paging, project_id: about.id } }, { signal });
  return call(getMessagesByRepair, { query: { ...paging, repair_works_id: about.id } }, { signal });
}

export const chatQueries = {
  all: () => ['chats'] as const,
  lists: () => [...chatQueries.all(), 'list'] as const,
  /** The signed-in user's conversations of one kind, paged by page/per_page (spec §9). */
  list: (userId: number, kind: ChatKind, page: number, perPage = CHATS_PER_PAGE) =>
    queryOptions({
      queryKey: [...chatQueries.lists(), userId, kind, { page, per_page: perPage }] as const,
      queryFn: ({ signal }) => fetchList(kind, page, perPage, signal),
      placeholderData: keepPreviousData,
    }),
  threads: () => [...chatQueries.all(), 'thread'] as const,
  /** The key of one conversation's messages (what the live stream updates). */
  threadKey: (userId: number, otherId: number, about: ChatAbout) =>
    [...chatQueries.threads(), userId, about.kind, { user_id: otherId, [KEYS[about.kind]]: about.id }] as const,
  /** One conversation (with `otherId`, about a property, a project or a repair work), newest page first; reading marks it read. */
  thread: (userId: number, otherId: number, about: ChatAbout) =>
    infiniteQueryOptions({
      queryKey: chatQueries.threadKey(userId, otherId, about),
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) => fetchMessages(otherId, about, pageParam, signal),
      getNextPageParam: (last) =>
        last.data.current_page < last.data.last_page ? last.data.current_page + 1 : undefined,
    }),
};

/** What a message carries: text, and a file or a voice note. */
export interface OutgoingMessage {
  receiverId: number;
  about: ChatAbout;
  message: string;
  file?: File | undefined;
  audio?: Blob | undefined;
}

/**
 * Send a message about a property (send_message), a project (send_project_message) or a repair work
 * (send-message-repair); the server takes the sender from the token and answers the new message's id.
 */
export async function sendChatMessage(input: OutgoingMessage) {
  const { about } = input;
  const content = {
    message: input.message,
    ...(input.file ? { file: input.file } : {}),
    ...(input.audio ? { audio: new File([input.audio], 'voice-note.webm', { type: input.audio.type }) } : {}),
  };
  const to = { receiver_id: input.receiverId };
  if (about.kind === 'property') return call(sendMessage, { body: { ...to, property_id: about.id, ...content } });
  if (about.kind === 'project') return call(sendProjectMessage, { body: { ...to, project_id: about.id, ...content } });
  return call(sendMessageRepair, { body: { ...to, repair_works_id: about.id, ...content } });
}

/** Deletes one of my messages (delete_chat_message); the live stream removes it for both sides. */
export async function deleteChatMessage(messageId: number) {
  return call(deleteChatMessageOp, { body: { message_id: messageId } });
}
