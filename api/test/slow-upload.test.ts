// A request with a body takes its place at the database gate only once its body has arrived: an upload whose
// bytes trickle in (a slow phone, or an attacker doing it on purpose) must not hold the embedded database's
// one place while every other visitor waits and is refused.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

const WAIT_MS = 1_000;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ config: { dbQueueWaitMs: WAIT_MS } });
});
afterAll(async () => {
  await s?.close();
});

describe('slow uploads and the database gate', () => {
  it('keeps answering others while a multipart body is still arriving', async () => {
    const { port } = new URL(s.url);
    const boundary = 'slowboundary';
    // Announces 5 MB and sends the first part only; the rest never comes while the test runs.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/user_signup HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${5 * 1024 * 1024}`,
        '',
        `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n3\r\n--${boundary}\r\nContent-Disposition: form-data; name="profile"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ].join('\r\n'),
    );
    try {
      await new Promise((r) => setTimeout(r, 200));
      // Longer than the gate's wait: a held place would have turned these into 503s.
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        const r = await s.call('/api/web-settings');
        expect(r.status).toBe(200);
        expect(performance.now() - t0).toBeLessThan(WAIT_MS);
        await new Promise((res) => setTimeout(res, WAIT_MS / 2));
      }
    } finally {
      socket.destroy();
    }
  });
});
