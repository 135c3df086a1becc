import { buildChatMessage, buildMessagePage } from '@abode/shared/test';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatQueries, type MessagesAnswer } from '../chat.queries.ts';
import { applyLiveEvent } from './live-chat.ts';

const ME = 7;
const OTHER = 3;
const about = { kind: 'property' as const, id: 1 };

function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = chatQueries.threadKey(ME, OTHER, about);
  const answer: MessagesAnswer = {
    error: false,
    message: 'Data Fetch Successfully',
    data: buildMessagePage([buildChatMessage({ id: 1 })]),
    total_page: 1,
  } as MessagesAnswer;
  client.setQueryData(key, { pages: [answer], pageParams: [1] });
  const ids = () =>
    (client.getQueryData(key) as { pages: MessagesAnswer[] }).pages.flatMap((p) => p.data.data.map((m) => m.id));
  return { client, key, ids };
}

describe('applyLiveEvent', () => {
  it('puts an arriving message at the top of its open conversation, once', () => {
    const { client, ids } = seeded();
    const message = buildChatMessage({ id: 5, sender_id: OTHER, receiver_id: ME, message: 'New!' });
    applyLiveEvent(client, ME, { id: 40, type: 'message', data: message });
    applyLiveEvent(client, ME, { id: 41, type: 'message', data: message });
    expect(ids()).toEqual([5, 1]);
  });

  it('files my own message (sent from another tab) under the conversation with the receiver', () => {
    const { client, ids } = seeded();
    applyLiveEvent(client, ME, {
      id: 42,
      type: 'message',
      data: buildChatMessage({ id: 6, sender_id: ME, receiver_id: OTHER }),
    });
    expect(ids()).toEqual([6, 1]);
  });

  it('leaves other conversations alone and drops a deleted message', () => {
    const { client, ids } = seeded();
    applyLiveEvent(client, ME, {
      id: 43,
      type: 'message',
      data: buildChatMessage({ id: 8, sender_id: OTHER, receiver_id: ME, property_id: 2 }),
    });
    expect(ids()).toEqual([1]);
    applyLiveEvent(client, ME, {
      id: 44,
      type: 'message_deleted',
      data: { id: 1, sender_id: OTHER, receiver_id: ME, property_id: 1, project_id: null, repair_works_id: null },
    });
    expect(ids()).toEqual([]);
  });

  it('marks the lists stale on every change, and everything on reset', () => {
    const { client, key } = seeded();
    client.setQueryData([...chatQueries.lists(), ME, 'property', { page: 1, per_page: 15 }], { conversations: [] });
    applyLiveEvent(client, ME, {
      id: 45,
      type: 'message',
      data: buildChatMessage({ id: 9, sender_id: OTHER, receiver_id: ME }),
    });
    expect(
      client.getQueryState([...chatQueries.lists(), ME, 'property', { page: 1, per_page: 15 }])?.isInvalidated,
    ).toBe(true);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    client.clear();
    const fresh = seeded();
    applyLiveEvent(fresh.client, ME, { id: 46, type: 'reset', data: {} });
    expect(fresh.client.getQueryState(fresh.key)?.isInvalidated).toBe(true);
  });
});
