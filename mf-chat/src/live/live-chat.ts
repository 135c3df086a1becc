// The live stream applied to the chat's cache (decision 018): a message that arrives appears in its open
// conversation at once (each message once, by id), a deleted one disappears, and the conversation lists
// (last message, unread counts) are refetched. One stream per page, shared by whoever needs it.

import { openEventStream, type StreamStatus } from '@abode/shared';
import type { ChatMessage, MessageDeletedEvent, StreamEvent } from '@abode/shared/wire';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatQueries, type MessagesAnswer } from '../chat.queries.ts';
import type { ChatAbout } from '../chat-about.ts';

type Thread = InfiniteData<MessagesAnswer, number>;

/** What a message (or a deleted one) is about. */
export function aboutOf(m: Pick<ChatMessage, 'property_id' | 'project_id' | 'repair_works_id'>): ChatAbout | null {
  if (m.repair_works_id) return { kind: 'repair_work', id: m.repair_works_id };
  if (m.project_id) return { kind: 'project', id: m.project_id };
  if (m.property_id) return { kind: 'property', id: m.property_id };
  return null;
}

function threadKeyOf(userId: number, m: MessageDeletedEvent) {
  const about = aboutOf(m);
  if (!about) return null;
  const other = m.sender_id === userId ? m.receiver_id : m.sender_id;
  return chatQueries.threadKey(userId, other, about);
}

function withMessage(thread: Thread | undefined, message: ChatMessage): Thread | undefined {
  if (!thread?.pages.length) return thread;
  if (thread.pages.some((p) => p.data.data.some((m) => m.id === message.id))) return thread;
  const [first, ...rest] = thread.pages;
  if (!first) return thread;
  const data = { ...first.data, data: [message, ...first.data.data], total: first.data.total + 1 };
  return { ...thread, pages: [{ ...first, data }, ...rest] };
}

function withoutMessage(thread: Thread | undefined, id: number): Thread | undefined {
  if (!thread) return thread;
  return {
    ...thread,
    pages: thread.pages.map((p) => ({ ...p, data: { ...p.data, data: p.data.data.filter((m) => m.id !== id) } })),
  };
}

/** Applies one stream event to the cache of the signed-in user `userId`. */
export function applyLiveEvent(client: QueryClient, userId: number, event: StreamEvent): void {
  if (event.type === 'reset') {
    void client.invalidateQueries({ queryKey: chatQueries.all() });
    return;
  }
  if (event.type !== 'message' && event.type !== 'message_deleted') return;
  const key = threadKeyOf(userId, event.data);
  if (!key) return;
  if (event.type === 'message') {
    const message = event.data;
    client.setQueryData<Thread>(key, (t) => withMessage(t, message));
    // Read while the conversation is open: its refetch marks it read on the server.
    if (message.sender_id !== userId) void client.invalidateQueries({ queryKey: key, refetchType: 'active' });
  } else {
    client.setQueryData<Thread>(key, (t) => withoutMessage(t, event.data.id));
  }
  void client.invalidateQueries({ queryKey: chatQueries.lists() });
}

type Listener = (event: StreamEvent) => void;
type StatusListener = (status: StreamStatus) => void;

let stream: { userId: number; close: () => void } | null = null;
const listeners = new Set<Listener>();
const statusListeners = new Set<StatusListener>();
let lastStatus: StreamStatus = 'closed';

/**
 * Joins the page's stream for `userId` (opened by the first to join, closed when the last leaves, reopened when
 * the user changes); answers the leave function.
 */
export function joinLiveStream(userId: number, onEvent: Listener, onStatus?: StatusListener): () => void {
  if (stream && stream.userId !== userId) {
    stream.close();
    stream = null;
  }
  listeners.add(onEvent);
  if (onStatus) {
    statusListeners.add(onStatus);
    onStatus(lastStatus);
  }
  if (!stream) {
    const handle = openEventStream({
      onEvent: (e) => {
        for (const l of listeners) l(e);
      },
      onStatus: (s) => {
        lastStatus = s;
        for (const l of statusListeners) l(s);
      },
    });
    stream = { userId, close: () => handle.close() };
  }
  return () => {
    listeners.delete(onEvent);
    if (onStatus) statusListeners.delete(onStatus);
    if (!listeners.size && stream) {
      stream.close();
      stream = null;
    }
  };
}
