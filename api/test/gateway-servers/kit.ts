// What the local gateway servers share: a plain node:http server on 127.0.0.1 that records every request, answers
// through one handler, and can deliver a webhook to a URL as the gateway would.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received. */
export interface Seen {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What a handler answers: a status and a JSON body (or HTML / a redirect through `headers`). */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A JSON answer. */
export const json = (status: number, body: unknown): Answer => ({ status, body });

/** A webhook delivery as the gateway makes it: the exact bytes and the (lower-case) headers. */
export interface Delivery {
  rawBody: Buffer;
  headers: Record<string, string>;
}

/** A running local server and the controls every gateway server has. */
export interface Running {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** Every request received, in order. */
  readonly requests: Seen[];
  /** How many requests matched `method` and `path` (a string is an exact path). */
  count(method: string, path: string | RegExp): number;
  /** Runs before each request is handled (fault injection: e.g. a change made "meanwhile" by someone else). */
  beforeHandle: ((req: Seen) => void | Promise<void>) | undefined;
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 (`port` 0: any free port) answering through `handle`. */
export async function serve(
  handle: (req: Seen) => Answer | Promise<Answer>,
  options: { port?: number; cors?: boolean } = {},
): Promise<Running> {
  const requests: Seen[] = [];
  const cors: Record<string, string> = options.cors
    ? {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
        'access-control-max-age': '300',
      }
    : {};
  const running: Running = {
    url: '',
    port: 0,
    requests,
    count: (method, path) =>
      requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)))
        .length,
    beforeHandle: undefined,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const seen: Seen = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      let answer: Answer;
      if (seen.method === 'OPTIONS' && options.cors) answer = { status: 204 };
      else {
        requests.push(seen);
        try {
          await running.beforeHandle?.(seen);
          answer = await handle(seen);
        } catch (err) {
          answer = json(500, { error: { message: err instanceof Error ? err.message : String(err) } });
        }
      }
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
      res.writeHead(answer.status, {
        ...cors,
        ...(answer.status === 204 ? {} : { 'content-type': 'application/json; charset=utf-8' }),
        ...answer.headers,
      });
      res.end(answer.status === 204 ? undefined : text);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  Object.assign(running, { url: `http://127.0.0.1:${port}`, port });
  return running;
}

/** POSTs a delivery to `url`; answers the receiver's status and body. */
export async function deliver(url: string, delivery: Delivery): Promise<{ status: number; body: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: delivery.headers,
    body: new Uint8Array(delivery.rawBody),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: await res.text() };
}

/** The bearer token of a request ('' when none). */
export const bearer = (req: Seen): string => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';

/** The user and password of a Basic authorization header. */
export function basic(req: Seen): { user: string; password: string } | null {
  const m = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
  if (!m?.[1]) return null;
  const text = Buffer.from(m[1], 'base64').toString('utf8');
  const at = text.indexOf(':');
  return at < 0 ? null : { user: text.slice(0, at), password: text.slice(at + 1) };
}

/** A JSON body as an object (null when it is not one). */
export function jsonBody(req: Seen): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(req.body);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A random id with a prefix, as gateways make them (`pi_3Mtw…`, `evt_…`): `length` characters after the prefix. */
export function newId(prefix: string, length = 24): string {
  return prefix + randomBytes(length).toString('base64url').replace(/[-_]/g, '0').slice(0, length);
}
