// What the live-stream and push tests share: a stream reader that collects Server-Sent Events as a browser
// receives them (with or without an id), a local Web Push service, and a browser's side of Web Push (its keys,
// and decrypting a push).
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import { selfSignedCertificate } from './helpers.ts';

/** One SSE message as it came: its id (null without an `id:` line: a broadcast), type and data. */
export interface Received {
  id: number | null;
  type: string;
  data: Record<string, unknown>;
}

/** Opens the caller's stream (`token` may be null: a visitor) and collects its events until closed. */
export async function openStream(url: string, token: string | null, lastEventId?: number) {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = token;
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(`${url}/api/events`, { headers, signal: controller.signal });
  const events: Received[] = [];
  let buffer = '';
  const pump = (async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':') && l.includes(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          if (fields.event)
            events.push({
              id: 'id' in fields ? Number(fields.id) : null,
              type: fields.event,
              data: JSON.parse(fields.data || '{}'),
            });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  /** Resolves once `pred` holds for the events received (polled every 10 ms), else throws after `ms`. */
  const waitFor = async (pred: (e: Received[]) => boolean, ms = 5_000) => {
    const until = Date.now() + ms;
    while (!pred(events)) {
      if (Date.now() > until) throw new Error(`timed out; got ${JSON.stringify(events.map((e) => e.type))}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return {
    res,
    events,
    waitFor,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

/** One push as the local push service took it: the endpoint's path, the headers and body, and when it came. */
export interface Pushed {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

/**
 * A push service on loopback that speaks HTTPS with a certificate made for the run, as every real one does
 * (RFC 8030: a push is a POST to the subscription's endpoint, answered 201). It keeps every push in `received`;
 * `answer` may pick another status (410: the subscription is gone) or a delay for a path. Give the API
 * `pushEndpointHosts: ['127.0.0.1']` and `pushCa: cert`.
 */
export async function startPushService(answer: (path: string) => { status?: number; delayMs?: number } = () => ({})) {
  const { key, cert } = selfSignedCertificate(['IP:127.0.0.1']);
  const received: Pushed[] = [];
  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      const { status = 201, delayMs = 0 } = answer(path);
      setTimeout(() => res.writeHead(status).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    origin: `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    cert,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** RFC 8291 + RFC 8188 (aes128gcm, one record): what the browser does with a push body. */
export function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = keys.ecdh.computeSecret(serverPublic);
  const uaPublic = keys.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}
