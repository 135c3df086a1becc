// Chat queries, keyed under ['chats', …] so no other section collides in the shared cache. Keys carry the
// user id: a conversation list never outlives the account it belongs to. Property, project and repair-work
// conversations are the same three operations on different endpoints (api: modules/chat/conversation-routes.ts);
// the kind picks the endpoint and the listing's wire key.
import { apiCall, apiRequest, type ChatAbout, parseAnswer } from '@abode/shared';
import {
  chatConversation,
  chatSummary,
  deleteChatMessageAnswer,
  envelope,
  messagePage,
  projectChatSummary,
  repairChatSummary,
} from '@abode/shared/wire';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ChatKind,
  type Conversation,
  fromProjectSummary,
  fromPropertySummary,
  fromRepairSummary,
} from './conversations.ts';

/** The get_chats answer: a page of property conversations and the number of pages (top-level `total_page`). */
const chatListAnswer = envelope.extend({ data: z.array(chatSummary), total_page: z.number().int() });
/** The get_project_chats answer: as get_chats, about projects. */
const projectChatListAnswer = envelope.extend({ data: z.array(projectChatSummary), total_page: z.number().int() });
/** The get_chats-by-repair answer: as get_chats, about repair works. */
const repairChatListAnswer = envelope.extend({ data: z.array(repairChatSummary), total_page: z.number().int() });

/** A page of one kind's conversations, in the common model. */
export interface ChatListPage {
  conversations: Conversation[];
  totalPages: number;
}

/**
 * The get_messages / get_messages_project / get_messages-by-repair answer: a paginator in `data` (newest message
 * first), and who the conversation is with and about (`conversation`, even before a first message).
 */
const messagesAnswer = envelope.extend({
  data: messagePage,
  total_page: z.number().int(),
  // An API from before `conversation` answers without it: the list and the hand-off name the conversation then.
  conversation: chatConversation.nullable().default(null),
});
export type MessagesAnswer = z.infer<typeof messagesAnswer>;

/** Conversations per page (the upstream default of get_chats). */
export const CHATS_PER_PAGE = 15;

/** Messages fetched per page of a conversation. */
export const MESSAGES_PER_PAGE = 30;

/** The endpoints and listing key of each kind. */
const ENDPOINTS = {
  property: { list: 'get_chats', messages: 'get_messages', send: 'send_message', key: 'property_id' },
  project: {
    list: 'get_project_chats',
    messages: 'get_messages_project',
    send: 'send_project_message',
    key: 'project_id',
  },
  repair_work: {
    list: 'get_chats-by-repair',
    messages: 'get_messages-by-repair',
    send: 'send-message-repair',
    key: 'repair_works_id',
  },
} as const satisfies Record<ChatKind, { list: string; messages: string; send: string; key: string }>;

async function fetchList(kind: ChatKind, page: number, perPage: number, signal: AbortSignal): Promise<ChatListPage> {
  const endpoint = ENDPOINTS[kind].list;
  const body = await apiRequest<unknown>(endpoint, { params: { page, per_page: perPage }, signal });
  if (kind === 'property') {
    const answer = parseAnswer(chatListAnswer, body, endpoint);
    return { conversations: answer.data.map(fromPropertySummary), totalPages: answer.total_page };
  }
  if (kind === 'project') {
    const answer = parseAnswer(projectChatListAnswer, body, endpoint);
    return { conversations: answer.data.map(fromProjectSummary), totalPages: answer.total_page };
  }
  const answer = parseAnswer(repairChatListAnswer, body, endpoint);
  return { conversations: answer.data.map(fromRepairSummary), totalPages: answer.total_page };
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
    [
      ...chatQueries.threads(),
      userId,
      about.kind,
      { user_id: otherId, [ENDPOINTS[about.kind].key]: about.id },
    ] as const,
  /** One conversation (with `otherId`, about a property, a project or a repair work), newest page first; reading marks it read. */
  thread: (userId: number, otherId: number, about: ChatAbout) =>
    infiniteQueryOptions({
      queryKey: chatQueries.threadKey(userId, otherId, about),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }): Promise<MessagesAnswer> => {
        const { messages, key } = ENDPOINTS[about.kind];
        const body = await apiRequest<unknown>(messages, {
          params: { user_id: otherId, [key]: about.id, page: pageParam, per_page: MESSAGES_PER_PAGE },
          signal,
        });
        return parseAnswer(messagesAnswer, body, messages);
      },
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
  const { send, key } = ENDPOINTS[input.about.kind];
  return apiCall(send, envelope.shape.data, {
    method: 'POST',
    multipart: true,
    body: {
      receiver_id: input.receiverId,
      [key]: input.about.id,
      message: input.message,
      ...(input.file ? { file: input.file } : {}),
      ...(input.audio ? { audio: new File([input.audio], 'voice-note.webm', { type: input.audio.type }) } : {}),
    },
  });
}

/** Deletes one of my messages (delete_chat_message); the live stream removes it for both sides. */
export async function deleteChatMessage(messageId: number) {
  return apiCall('delete_chat_message', deleteChatMessageAnswer.shape.data, {
    method: 'POST',
    multipart: true,
    body: { message_id: messageId },
  });
}
