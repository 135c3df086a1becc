// The client of the live stream (GET /api/events, Server-Sent Events; decision 018). Read with fetch rather than
// EventSource, which cannot send the bearer token. It reconnects by itself after a drop, with a growing,
// jittered wait, and sends the last event id it saw as Last-Event-ID, so the server replays exactly what was
// missed: nothing lost, nothing twice (events at or below that id are never handed on again). A broadcast (a
// notification to everyone) comes without an id: it is handed on as it comes and leaves the last id alone.

import { authHeader, buildUrl } from '@abode/shared/core';
import { STREAM_EVENTS, type StreamEvent, type StreamEventType } from '../wire/events.ts';

/** Where the stream stands. */
export type StreamStatus = 'connecting' | 'live' | 'retrying' | 'closed';

export interface EventStreamOptions {
  onEvent: (event: StreamEvent) => void;
  onStatus?: (status: StreamStatus) => void;
  /** The wait before reconnect attempt `n` (0-based). */
  backoff?: (attempt: number) => number;
  fetchImpl?: typeof fetch;
}

/** An open stream: close it when its reader goes away. */
export interface EventStreamHandle {
  close: () => void;
  /** The last event id seen (what a reconnect sends). */
  readonly lastEventId: number | null;
}

/** 1 s, 2 s, 4 s … up to 30 s, each ±20 % so a restarted server is not met by every client at once. */
export function streamBackoff(attempt: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** One parsed SSE message: its event type, data text and id (when it had an `id:` line). */
export interface SseMessage {
  event: string;
  data: string;
  id: string | null;
}

/**
 * An incremental SSE parser (the WHATWG framing: `field: value` lines, a blank line ends a message, `:`
 * starts a comment). Feed it text as it arrives; it returns the messages completed by that text.
 */
export function createSseParser(): (chunk: string) => SseMessage[] {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;
  return (chunk) => {
    buffer += chunk;
    const out: SseMessage[] = [];
    let newline = buffer.search(/\r\n|\r|\n/);
    // A '\r' that ends the text so far may be the first half of a '\r\n': wait for the next chunk.
    while (newline >= 0 && !(newline === buffer.length - 1 && buffer[newline] === '\r')) {
      const line = buffer.slice(0, newline);
      const eol = buffer.startsWith('\r\n', newline) ? 2 : 1;
      buffer = buffer.slice(newline + eol);
      if (line === '') {
        if (data.length || event) out.push({ event: event || 'message', data: data.join('\n'), id });
        event = '';
        data = [];
        id = null;
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') id = value;
      }
      newline = buffer.search(/\r\n|\r|\n/);
    }
    return out;
  };
}

/**
 * The typed event of a parsed message, or null (unknown type, data not as the wire says, an id that is not a
 * number, or a `ready` / `reset` without the id they exist to give). Other events may come without an id
 * (broadcasts): their `id` is null.
 */
export function toStreamEvent(message: SseMessage): StreamEvent | null {
  const schema = STREAM_EVENTS[message.event as StreamEventType];
  if (!schema) return null;
  if (message.id === null ? message.event === 'ready' || message.event === 'reset' : !/^\d+$/.test(message.id))
    return null;
  let json: unknown;
  try {
    json = JSON.parse(message.data || '{}');
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return null;
  const id = message.id === null ? null : Number(message.id);
  return { id, type: message.event, data: parsed.data } as StreamEvent;
}

/** Opens the signed-in user's stream; it keeps itself open until `close()` or the session is refused (401/403). */
export function openEventStream(options: EventStreamOptions): EventStreamHandle {
  const { onEvent, onStatus, backoff = streamBackoff, fetchImpl = globalThis.fetch.bind(globalThis) } = options;
  let lastEventId: number | null = null;
  let closed = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const status = (s: StreamStatus) => onStatus?.(s);

  async function connect(): Promise<void> {
    controller = new AbortController();
    status(attempt ? 'retrying' : 'connecting');
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...authHeader() };
    if (lastEventId !== null) headers['Last-Event-ID'] = String(lastEventId);
    if (!headers.Authorization) return stop();
    const res = await fetchImpl(buildUrl('events'), { headers, signal: controller.signal, cache: 'no-store' });
    // The session is not (or no longer) valid: reconnecting would be refused again.
    if (res.status === 401 || res.status === 403) return stop();
    if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
    const parse = createSseParser();
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const message of parse(value)) {
        const event = toStreamEvent(message);
        if (!event) continue;
        // Not in the user's log (a broadcast): nothing to replay or repeat, no position to keep.
        if (event.id === null) {
          onEvent(event);
          continue;
        }
        if (event.type === 'ready' || event.type === 'reset') {
          if (event.type === 'ready') {
            attempt = 0;
            status('live');
          }
          lastEventId = event.id;
          onEvent(event);
          continue;
        }
        // Replays never repeat what was handed on (ids only grow).
        if (lastEventId !== null && event.id <= lastEventId) continue;
        lastEventId = event.id;
        onEvent(event);
      }
    }
  }

  function stop() {
    closed = true;
    status('closed');
  }

  function schedule() {
    if (closed) return;
    const wait = backoff(attempt++);
    status('retrying');
    timer = setTimeout(run, wait);
  }

  function run() {
    timer = null;
    connect().then(
      () => schedule(),
      (error: unknown) => {
        if (closed) return;
        if ((error as Error)?.name !== 'AbortError') console.info('[abode] live stream dropped; reconnecting');
        schedule();
      },
    );
  }

  run();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
      status('closed');
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
