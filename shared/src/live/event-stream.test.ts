import { abodeStore, userSignupAtom } from '@abode/shared/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSseParser, openEventStream, type StreamStatus, toStreamEvent } from './event-stream.ts';

const message = (id: number, text = `hello ${id}`) => ({
  id,
  sender_id: 2,
  receiver_id: 1,
  property_id: 9,
  project_id: null,
  repair_works_id: null,
  message: text,
  is_read: false,
  file: '',
  audio: '',
  chat_message_type: 'text',
  user_profile: '',
  time_ago: 'just now',
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
});
const frame = (id: number | null, type: string, data: unknown) =>
  `${id === null ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
/** A `notification` event's data for a notification to everyone (as the server sends it, without an id). */
const broadcast = (id: number) => ({
  notification: {
    id,
    title: 'Festive offers',
    message: 'Zero brokerage this week',
    type: 'general',
    send_type: 1,
    customers_id: null,
    propertys_id: null,
    created_at: '2026-11-24T10:00:00.000Z',
    property: null,
    created: 'just now',
    notification_image: '',
    is_read: false,
    item_type: '',
    item_id: null,
    item_slug: '',
    other_user_id: null,
  },
  unread: 4,
});

/** A response whose body yields the chunks, then ends (or stays open with `hold`). */
function streamResponse(chunks: string[], { hold = false, status = 200 } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      if (!hold) controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

describe('createSseParser', () => {
  it('parses messages split anywhere, with comments, CRLF and multi-line data', () => {
    const parse = createSseParser();
    const text =
      ': ping\r\nid: 4\r\nevent: message\r\ndata: {"a":\r\ndata: 1}\r\n\r\nretry: 1000\n\nid: 5\nevent: ready\ndata: {}\n\n';
    const out = [];
    for (let i = 0; i < text.length; i += 3) out.push(...parse(text.slice(i, i + 3)));
    expect(out).toEqual([
      { event: 'message', data: '{"a":\n1}', id: '4' },
      { event: 'ready', data: '{}', id: '5' },
    ]);
  });

  it('toStreamEvent keeps only known types whose data matches the wire', () => {
    expect(toStreamEvent({ event: 'message', data: JSON.stringify(message(3)), id: '3' })?.id).toBe(3);
    expect(toStreamEvent({ event: 'message', data: '{"id":"x"}', id: '3' })).toBeNull();
    expect(toStreamEvent({ event: 'nope', data: '{}', id: '3' })).toBeNull();
    expect(toStreamEvent({ event: 'message', data: JSON.stringify(message(3)), id: 'x' })).toBeNull();
  });

  it('toStreamEvent takes an event without an id (a broadcast) with id null, but never ready or reset', () => {
    const notification = toStreamEvent({ event: 'notification', data: JSON.stringify(broadcast(7)), id: null });
    expect(notification).toMatchObject({ id: null, type: 'notification', data: { unread: 4 } });
    expect(toStreamEvent({ event: 'ready', data: '{"last_event_id":3}', id: null })).toBeNull();
    expect(toStreamEvent({ event: 'reset', data: '{}', id: null })).toBeNull();
  });
});

describe('openEventStream', () => {
  beforeEach(() => {
    abodeStore.set(userSignupAtom, { token: 'tok', data: { id: 1 } } as never);
  });
  afterEach(() => {
    abodeStore.set(userSignupAtom, { token: '', data: null } as never);
  });

  it('reconnects after a drop with Last-Event-ID and hands on each event once', async () => {
    const calls: Array<Record<string, string>> = [];
    const responses = [
      // First connection: ready at 10, two messages, then the connection drops.
      streamResponse([
        frame(10, 'ready', { last_event_id: 10 }),
        frame(11, 'message', message(11)),
        frame(12, 'message', message(12)),
      ]),
      // Second: the server replays from 12 — and a buggy proxy repeats 12 — then 13, and stays open.
      streamResponse(
        [
          frame(12, 'message', message(12)),
          frame(13, 'message', message(13)),
          frame(13, 'ready', { last_event_id: 13 }),
        ],
        {
          hold: true,
        },
      ),
    ];
    const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(init.headers as Record<string, string>);
      const next = responses.shift();
      if (!next) throw new Error('no more');
      return next;
    });
    const seen: number[] = [];
    const statuses: StreamStatus[] = [];
    const handle = openEventStream({
      onEvent: (e) => {
        if (e.type === 'message') seen.push(e.data.id);
      },
      onStatus: (s) => statuses.push(s),
      backoff: () => 5,
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await vi.waitFor(() => expect(seen).toEqual([11, 12, 13]));
    expect(calls[0]?.Authorization).toBe('Bearer tok');
    expect(calls[0]?.['Last-Event-ID']).toBeUndefined();
    expect(calls[1]?.['Last-Event-ID']).toBe('12');
    expect(handle.lastEventId).toBe(13);
    expect(statuses).toContain('live');
    handle.close();
    expect(statuses.at(-1)).toBe('closed');
  });

  it('hands on an event without an id (a broadcast) and keeps its last id for the next reconnect', async () => {
    const calls: Array<Record<string, string>> = [];
    const responses = [
      // A broadcast between two logged events, then the connection drops.
      streamResponse([
        frame(10, 'ready', { last_event_id: 10 }),
        frame(11, 'message', message(11)),
        frame(null, 'notification', broadcast(70)),
      ]),
      // The reconnect replays nothing before 11; the next logged event (12) is handed on as usual.
      streamResponse([frame(11, 'ready', { last_event_id: 11 }), frame(12, 'message', message(12))], { hold: true }),
    ];
    const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(init.headers as Record<string, string>);
      const next = responses.shift();
      if (!next) throw new Error('no more');
      return next;
    });
    // Each event with the last id the handle held right after it was handed on.
    const seen: Array<{ type: string; id: number | null; last: number | null }> = [];
    const handle = openEventStream({
      // Called from the stream's reads, after openEventStream has answered.
      onEvent: (e) => {
        if (e.type !== 'ready') seen.push({ type: e.type, id: e.id, last: handle.lastEventId });
      },
      backoff: () => 5,
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await vi.waitFor(() =>
      expect(seen).toEqual([
        { type: 'message', id: 11, last: 11 },
        { type: 'notification', id: null, last: 11 },
        { type: 'message', id: 12, last: 12 },
      ]),
    );
    expect(calls[1]?.['Last-Event-ID']).toBe('11');
    expect(handle.lastEventId).toBe(12);
    handle.close();
  });

  it('stops for good when the session is refused, and never starts without one', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 401 }));
    const statuses: StreamStatus[] = [];
    openEventStream({ onEvent: () => {}, onStatus: (s) => statuses.push(s), backoff: () => 1, fetchImpl });
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('closed'));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    abodeStore.set(userSignupAtom, { token: '', data: null } as never);
    const none = vi.fn();
    openEventStream({ onEvent: () => {}, fetchImpl: none as unknown as typeof fetch });
    await new Promise((r) => setTimeout(r, 20));
    expect(none).not.toHaveBeenCalled();
  });

  it('retries with backoff while the server is away', async () => {
    let n = 0;
    const fetchImpl = vi.fn(async () => {
      n++;
      if (n < 3) throw new TypeError('Failed to fetch');
      return streamResponse([frame(1, 'ready', { last_event_id: 1 })], { hold: true });
    });
    const waits: number[] = [];
    const statuses: StreamStatus[] = [];
    const handle = openEventStream({
      onEvent: () => {},
      onStatus: (s) => statuses.push(s),
      backoff: (a) => {
        waits.push(a);
        return 2;
      },
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('live'));
    expect(waits).toEqual([0, 1]);
    handle.close();
  });
});
