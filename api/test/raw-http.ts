// Requests written on a raw socket, for what fetch would refuse to send or fix up (malformed bodies, heads over
// Node's limit, broken framing).
import net from 'node:net';

/** An answer read off a raw socket. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * Writes `head` (request line and headers, without the blank line) and `body` on a fresh socket, then
 * half-closes it when `end` is set; resolves with the answer once it is complete.
 */
export function raw(base: string, head: string, body: Buffer | string = '', options: { end?: boolean } = {}) {
  const { port } = new URL(base);
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let data = Buffer.alloc(0);
    let done = false;
    const finish = (err?: Error) => {
      if (done) return;
      const text = data.toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) {
        if (err) {
          done = true;
          reject(new Error(`no answer (${err.message})`));
        }
        return;
      }
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length'] ?? 'NaN');
      const payload = data.subarray(Buffer.byteLength(text.slice(0, split + 4), 'latin1'));
      if (!err && !(payload.length >= length)) return; // more to come
      done = true;
      socket.destroy();
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(payload.toString('utf8')) as Record<string, unknown>;
      } catch {
        parsed = { raw: payload.toString('utf8') };
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: parsed });
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      finish();
    });
    socket.on('error', (err) => finish(err));
    socket.on('close', () => finish(new Error('closed')));
    socket.setTimeout(15_000, () => finish(new Error('timeout')));
    socket.on('connect', () => {
      socket.write(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      socket.write(body);
      if (options.end) socket.end();
    });
  });
}
