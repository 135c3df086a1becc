// GET /api/events: the caller's live stream (Server-Sent Events) of chat messages, deletions and notifications
// (decision 018). Authenticated by the bearer token like every call (the client reads it with fetch, which can
// send the header; EventSource cannot). `Last-Event-ID` (header, or `last_event_id` in the query) replays what
// a reconnecting client missed; without it the stream starts at the caller's latest event. A broadcast (an
// admin's notification to everyone) is sent without an `id:` line: it is not in the caller's log, and a client
// keeps its Last-Event-ID.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyRoute, Deps } from '../lib/define-route.ts';
import { unauthenticated } from '../lib/errors.ts';
import { resolveUser } from '../plugins/auth.ts';
import type { LoadShedRouteConfig } from '../plugins/load-shed.ts';
import { eventsAfter, latestEventId, oldestKeptId, REPLAY_LIMIT, type StoredEvent } from './events.ts';
import type { OutgoingEvent, StreamConnection, StreamHub } from './hub.ts';

export const EVENTS_URL = '/api/events';
/** A comment line this often keeps proxies and the client's idle timer from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the client reconnects with its Last-Event-ID (nothing is lost): a signed-out
 * or deactivated account does not keep a stream it opened before.
 */
export const STREAM_LIFETIME_MS = 15 * 60_000;
/** What the client waits before reconnecting after a clean end (its own backoff takes over after failures). */
const RETRY_MS = 1_000;

/** One event in SSE framing (no `id:` line for a broadcast's, which leaves the client's last id alone). */
export function frame(e: OutgoingEvent): string {
  return `${e.id === null ? '' : `id: ${e.id}\n`}event: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

/** The last event id a client says it has: a whole number, or null (absent or not a number). */
export function lastEventIdOf(req: FastifyRequest): number | null {
  const header = req.headers['last-event-id'];
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.last_event_id;
  const raw = (Array.isArray(header) ? header[0] : header) ?? (typeof fromQuery === 'string' ? fromQuery : undefined);
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

export function streamRoute(hub: StreamHub): AnyRoute {
  return {
    method: 'GET',
    url: EVENTS_URL,
    auth: 'required',
    register(app: FastifyInstance, deps: Deps) {
      const config: LoadShedRouteConfig = { loadShed: false };
      app.route({
        method: 'GET',
        url: EVENTS_URL,
        config,
        handler: async (req, reply) => {
          const user = await resolveUser(deps.db, req.headers.authorization, true, deps.config.tokenTtlMs);
          if (!user) throw unauthenticated();
          const asked = lastEventIdOf(req);
          let start: number;
          let replay: StoredEvent[] = [];
          let reset = false;
          if (asked === null) {
            start = await latestEventId(deps.db, user.id);
          } else {
            // Below the oldest kept event, something may have been swept: the client reloads what it shows.
            const oldest = await oldestKeptId(deps.db);
            reset = oldest > 0 && asked < oldest - 1;
            replay = reset ? [] : await eventsAfter(deps.db, user.id, asked, REPLAY_LIMIT);
            reset ||= replay.length === REPLAY_LIMIT;
            start = reset ? await latestEventId(deps.db, user.id) : (replay.at(-1)?.id ?? asked);
            if (reset) replay = [];
          }

          reply.hijack();
          const res = reply.raw;
          res.writeHead(200, {
            ...(reply.getHeaders() as Record<string, string>),
            'Content-Type': 'text/event-stream; charset=utf-8',
            'Cache-Control': 'no-store',
            Connection: 'keep-alive',
            // nginx and similar proxies would otherwise hold the stream back.
            'X-Accel-Buffering': 'no',
          });
          res.write(`retry: ${RETRY_MS}\n\n`);
          if (reset) res.write(`id: ${start}\nevent: reset\ndata: {}\n\n`);
          for (const e of replay) res.write(frame(e));
          res.write(`id: ${start}\nevent: ready\ndata: ${JSON.stringify({ last_event_id: start })}\n\n`);

          let ended = false;
          const conn: StreamConnection = {
            userId: user.id,
            lastId: start,
            send: (events) => {
              if (!ended) res.write(events.map(frame).join(''));
            },
            close: () => end(),
          };
          const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
          const lifetime = setTimeout(() => end(), STREAM_LIFETIME_MS);
          heartbeat.unref();
          lifetime.unref();
          function end() {
            if (ended) return;
            ended = true;
            clearInterval(heartbeat);
            clearTimeout(lifetime);
            hub.remove(conn);
            res.end();
          }
          res.on('close', end);
          res.on('error', end);
          hub.add(conn);
          // Anything stored between the reads above and joining the hub is fetched now.
          void hub.deliver(user.id);
        },
      });
    },
  };
}
