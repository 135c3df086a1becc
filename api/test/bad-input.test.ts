// Bad input over raw sockets (fetch would fix the bodies up): malformed multipart bodies, request heads
// over Node's limit, and anonymous calls to routes that need a token. Each is answered in the envelope with
// a 4xx, never a 5xx, and logged at info.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '../src/lib/define-route.ts';
import { ROUTES } from '../src/modules/routes.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { type ChildApi, startChildApi } from './child-api.ts';
import type { TestServer } from './helpers.ts';
import { createPgDatabase, startTestServer } from './helpers.ts';
import { type RawAnswer, raw } from './raw-http.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login(DEMO_ACCOUNTS.admin);
});
afterAll(async () => {
  await s?.close();
});

const BOUNDARY = 'abode-test-boundary';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`;

/** Multipart bodies no parser can read, each with the headers it is sent with. */
const MALFORMED: { name: string; contentType: string; body: string }[] = [
  { name: 'no boundary', contentType: 'multipart/form-data', body: part('type', '3') },
  {
    name: 'cut mid-part',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${part('type', '3')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nuser@ab`,
  },
  {
    name: 'cut mid-file',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${part('name', 'x')}${filePart('profile')}\x00\x00\x00\rIHDR`,
  },
  {
    name: 'garbage',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: '\x00\x01\x02 not multipart at all \xff\xfe',
  },
];

const headOf = (method: string, path: string, headers: Record<string, string>) =>
  [`${method} ${path} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');

function expectEnvelope(r: RawAnswer, status: number, code: string) {
  expect(r.status).toBe(status);
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  expect(r.body).toMatchObject({ error: true, code, data: null });
  expect(typeof r.body.message).toBe('string');
  expect(String(r.body.request_id)).toMatch(/^[\w.:-]{1,64}$/);
  expect(JSON.stringify(r.body)).not.toMatch(/at .+\.(js|ts):\d+|Error:/);
}

/** A URL that reaches the route: path parameters get a plausible value. */
const pathOf = (route: AnyRoute) => route.url.replace(/:(\w+)/g, '1');

// Some routes are registered only in some setups (the backup route on a file-backed PGlite).
const served = (r: AnyRoute) => s.app.hasRoute({ method: r.method, url: r.url });
const posts = () => ROUTES.filter((r) => r.method === 'POST' && served(r));
const required = () => ROUTES.filter((r) => (r.auth === 'required' || r.auth === 'admin') && served(r));

describe('malformed multipart bodies', () => {
  for (const [path, auth] of [
    ['/api/user_signup', false],
    ['/api/post_property', true],
    ['/api/update_profile', true],
  ] as const) {
    for (const m of MALFORMED) {
      it(`answers 400 on ${path} (${m.name})`, async () => {
        const headers: Record<string, string> = {
          'Content-Type': m.contentType,
          'Content-Length': String(Buffer.byteLength(m.body, 'latin1')),
        };
        if (auth) headers.Authorization = admin;
        const r = await raw(s.url, headOf('POST', path, headers), Buffer.from(m.body, 'latin1'));
        expectEnvelope(r, 400, 'BAD_REQUEST');
        expect(r.body.message).toBe('Malformed multipart body');
      });
    }
  }

  it('answers 400 to a body shorter than its Content-Length when the client stops sending', async () => {
    const body = `${part('type', '3')}${part('email', DEMO_ACCOUNTS.user)}--${BOUNDARY}\r\nContent-Disp`;
    for (const path of ['/api/user_signup', '/api/update_profile']) {
      const r = await raw(
        s.url,
        headOf('POST', path, {
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': String(body.length + 5_000),
          Authorization: admin,
        }),
        body,
        { end: true },
      );
      expectEnvelope(r, 400, 'BAD_REQUEST');
    }
  });

  it('answers 4xx, never 5xx, on every POST route', async () => {
    expect(posts().length).toBeGreaterThan(20);
    for (const route of posts()) {
      for (const m of MALFORMED) {
        const r = await raw(
          s.url,
          headOf('POST', pathOf(route), {
            'Content-Type': m.contentType,
            'Content-Length': String(Buffer.byteLength(m.body, 'latin1')),
            Authorization: admin,
          }),
          Buffer.from(m.body, 'latin1'),
        );
        expect(r.status, `${route.url} (${m.name})`).toBe(400);
        expect(r.body, `${route.url} (${m.name})`).toMatchObject({
          error: true,
          code: 'BAD_REQUEST',
          message: 'Malformed multipart body',
        });
      }
    }
  });

  it('still reads a well-formed multipart body', async () => {
    const body = `${part('type', '3')}${part('email', DEMO_ACCOUNTS.user)}${part('password', 'abode-demo')}--${BOUNDARY}--\r\n`;
    const r = await raw(
      s.url,
      headOf('POST', '/api/user_signup', {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(body.length),
      }),
      body,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false });
  });
});

describe('request heads over the limit', () => {
  it('answers 431 in the envelope to a 100 KB URL', async () => {
    const r = await raw(s.url, headOf('GET', `/api/faqs?q=${'a'.repeat(100 * 1024)}`, {}));
    expectEnvelope(r, 431, 'BAD_REQUEST');
    expect(r.headers['x-request-id']).toBe(r.body.request_id);
  });

  it('answers 431 in the envelope to oversized headers', async () => {
    const r = await raw(s.url, headOf('GET', '/api/faqs', { 'X-Padding': 'b'.repeat(40 * 1024) }));
    expectEnvelope(r, 431, 'BAD_REQUEST');
  });

  it('answers 400 in the envelope to a request Node cannot parse', async () => {
    const r = await raw(s.url, 'GET /api/faqs HTTP/1.1\r\nBad Header Line Without Colon');
    expectEnvelope(r, 400, 'BAD_REQUEST');
  });

  it('keeps serving afterwards', async () => {
    const r = await s.call('/api/faqs');
    expect(r.status).toBe(200);
  });
});

describe('routes that need a token', () => {
  it('are declared with their auth mode', () => {
    expect(required().length).toBeGreaterThanOrEqual(17);
    for (const r of ROUTES) expect(['none', 'optional', 'required', 'admin'], r.url).toContain(r.auth);
  });

  it('answer 401 to a visitor whatever the input, before looking at it', async () => {
    for (const route of required()) {
      const path = `${pathOf(route).replace(/\/1(\/|$)/, '/abc$1')}?id=abc&offset=-3&limit=zz&property_id=x&type=%00`;
      const bodies: { type?: string; body: string }[] =
        route.method === 'GET'
          ? [{ body: '' }]
          : [
              { body: '' },
              { type: 'application/json', body: '{"title": ' },
              { type: 'application/json', body: '{"id":"x","user_id":[],"status":{}}' },
              { type: 'application/x-www-form-urlencoded', body: 'id=x&limit=-1' },
              { type: 'multipart/form-data', body: 'no boundary at all' },
              { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `${part('id', 'x')}--${BOUNDARY}\r\nCont` },
              { type: 'application/xml', body: '<a/>' },
            ];
      for (const b of bodies) {
        for (const authorization of [
          undefined,
          'Bearer nope',
          'Bearer 999999|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
        ]) {
          const headers: Record<string, string> = { 'Content-Length': String(Buffer.byteLength(b.body)) };
          if (b.type) headers['Content-Type'] = b.type;
          if (authorization) headers.Authorization = authorization;
          const r = await raw(s.url, headOf(route.method, path, headers), b.body);
          const what = `${route.method} ${route.url} ${b.type ?? '(no body type)'} ${authorization ?? 'anonymous'}`;
          expect(r.status, what).toBe(401);
          expect(r.body, what).toMatchObject({ error: true, code: 'UNAUTHENTICATED' });
        }
      }
    }
  });

  it('refuse a visitor before an upload is sent, let alone buffered', async () => {
    // 50 MB announced, a few bytes sent: the 401 comes back while the client is still "uploading".
    const started = Date.now();
    const r = await raw(
      s.url,
      headOf('POST', '/api/post_property', {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(50 * 1024 * 1024),
      }),
      part('title', 'x'),
    );
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('let a signed-in caller reach input validation as before', async () => {
    const r = await s.call('/api/update_profile', {
      method: 'POST',
      headers: { authorization: await s.login(DEMO_ACCOUNTS.user), 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('logging of bad input (the real process)', () => {
  let api: ChildApi;
  let dataDir: string;
  let dropDb: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'abode-bad-input-'));
    const pgDb = process.env.DATABASE_URL ? await createPgDatabase(process.env.DATABASE_URL) : undefined;
    dropDb = pgDb?.drop;
    api = await startChildApi({ dataDir, databaseUrl: pgDb?.url });
  });
  afterAll(async () => {
    await api?.stop();
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs client errors at info, with no stack and nothing at error level', async () => {
    const ids: string[] = [];
    for (const m of MALFORMED) {
      const r = await raw(
        api.url,
        headOf('POST', '/api/user_signup', {
          'Content-Type': m.contentType,
          'Content-Length': String(Buffer.byteLength(m.body, 'latin1')),
        }),
        Buffer.from(m.body, 'latin1'),
      );
      expectEnvelope(r, 400, 'BAD_REQUEST');
      ids.push(String(r.body.request_id));
    }
    const cut = `${part('type', '3')}--${BOUNDARY}\r\nContent-Disp`;
    const truncated = await raw(
      api.url,
      headOf('POST', '/api/user_signup', {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(cut.length + 1_000),
      }),
      cut,
      { end: true },
    );
    expectEnvelope(truncated, 400, 'BAD_REQUEST');
    const json = '{"name": "x", "email": "a@b.c"';
    const truncatedJson = await raw(
      api.url,
      headOf('POST', '/api/user-register', {
        'Content-Type': 'application/json',
        'Content-Length': String(json.length + 1_000),
      }),
      json,
      { end: true },
    );
    expectEnvelope(truncatedJson, 400, 'BAD_REQUEST');
    const long = await raw(api.url, headOf('GET', `/api/faqs?q=${'a'.repeat(100 * 1024)}`, {}));
    expectEnvelope(long, 431, 'BAD_REQUEST');
    ids.push(String(long.body.request_id));

    for (const id of ids) {
      const line = await api.waitForLog((l) => l.reqId === id && l.msg === 'client error', 10_000);
      expect(line.level, id).toBe(30);
      expect(JSON.stringify(line)).not.toMatch(/"stack":"[^"]/);
    }
    // Let the server log whatever the cut connection causes, then look for anything at error level.
    await new Promise((r) => setTimeout(r, 300));
    expect(api.logs.filter((l) => l.level >= 50)).toEqual([]);
  });
});
