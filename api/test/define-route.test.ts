// The route contract (lib/define-route.ts): path params validated into the 400 envelope, answers checked
// against their response schema outside production, the admin guard before any input, and one status per
// error code (lib/errors.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { defineOperation } from '@abode/shared/operations';
import { apiErrorCode, envelopeOf } from '@abode/shared/wire';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Deps, defineRoute, implement } from '../src/lib/define-route.ts';
import { ApiError, STATUS_OF } from '../src/lib/errors.ts';
import { idParams } from '../src/lib/validation.ts';
import { registerErrorHandler } from '../src/plugins/errors.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { expectFailure, freshUser, startTestServer, type TestServer, testConfig } from './helpers.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login(DEMO_ACCOUNTS.admin);
});
afterAll(async () => {
  await s?.close();
});

/** A bare fastify app with the error envelope and the given routes (auth 'none' needs no database). */
async function bareApp(routes: ReturnType<typeof defineRoute>[]): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  const deps = { config: testConfig('/nonexistent') } as unknown as Deps;
  for (const r of routes) r.register(app, deps);
  await app.ready();
  return app;
}

const point = z.object({ id: z.number().int(), name: z.string() });

/** A route whose answer breaks its own response schema (`name` is a number). */
const lying = () =>
  defineRoute({
    method: 'GET',
    url: '/api/test/lying/:id',
    auth: 'none',
    params: idParams,
    response: envelopeOf(point),
    handler: async ({ params }) => ({ message: 'ok', data: { id: params.id, name: 42 } }),
  });

describe('params', () => {
  it('answers 400 in the envelope for bad path params, and hands the handler a parsed id', async () => {
    const app = await bareApp([
      defineRoute({
        method: 'GET',
        url: '/api/test/things/:id',
        auth: 'none',
        params: idParams,
        response: envelopeOf(point),
        handler: async ({ params }) => ({ message: 'ok', data: { id: params.id, name: 'thing' } }),
      }),
    ]);
    try {
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const r = await app.inject({ method: 'GET', url: `/api/test/things/${bad}` });
        expect(r.statusCode, bad).toBe(400);
        expect(r.json(), bad).toMatchObject({
          error: true,
          message: 'id must be a positive whole number',
          code: 'VALIDATION',
          data: null,
        });
      }
      const ok = await app.inject({ method: 'GET', url: '/api/test/things/42' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ error: false, data: { id: 42, name: 'thing' } });
    } finally {
      await app.close();
    }
  });

  it('does so on a real admin route, after the admin guard', async () => {
    const r = await s.postJson('/api/admin/properties/not-a-number/approve', admin);
    expectFailure(r, 400, 'id must be a positive whole number', 'VALIDATION');
    // A visitor still learns only that a token is needed.
    expectFailure(await s.postJson('/api/admin/properties/not-a-number/approve', null), 401);
  });
});

describe('response schemas', () => {
  it('fail loudly outside production: an answer that breaks its schema is a 500 in the envelope', async () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    const app = await bareApp([lying()]);
    try {
      const r = await app.inject({ method: 'GET', url: '/api/test/lying/7' });
      expect(r.statusCode).toBe(500);
      const body = r.json();
      expect(body).toMatchObject({ error: true, code: 'INTERNAL', data: null });
      expect(body.message).toContain('data.name');
    } finally {
      await app.close();
    }
  });

  it('are not checked in production (the answer goes out as made)', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let app: FastifyInstance | undefined;
    try {
      app = await bareApp([lying()]);
    } finally {
      process.env.NODE_ENV = before;
    }
    try {
      const r = await app.inject({ method: 'GET', url: '/api/test/lying/7' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ error: false, data: { id: 7, name: 42 } });
    } finally {
      await app.close();
    }
  });
});

describe('an operation of the table (implement)', () => {
  const things = defineOperation({
    id: 'testThings',
    method: 'GET',
    path: '/api/test/things/:id',
    auth: 'none',
    tag: 'test',
    summary: 'A test operation',
    params: idParams,
    response: envelopeOf(z.array(point)).extend({ total: z.number().int() }),
  });
  /** Its handler answers a field its schema does not declare, in each item and at the top (the way a leak looks). */
  const leaking = () =>
    implement(things, async ({ params }) => {
      const data = [{ id: params.id, name: 'thing', password_hash: 'x' }];
      return { message: 'ok', total: 1, data, internal_note: 'y' } as unknown as {
        message: string;
        total: number;
        data: [];
      };
    });
  const honest = () =>
    implement(things, async ({ params }) => ({ message: 'ok', total: 1, data: [{ name: 'thing', id: params.id }] }));

  it('answers what it declares, in the order the handler wrote it, with the server flag and request id', async () => {
    const app = await bareApp([honest()]);
    try {
      const r = await app.inject({ method: 'GET', url: '/api/test/things/3' });
      expect(r.statusCode).toBe(200);
      expect(r.body).toMatch(
        /^\{"error":false,"message":"ok","total":1,"data":\[\{"name":"thing","id":3\}\],"request_id":"[^"]+"\}$/,
      );
    } finally {
      await app.close();
    }
  });

  it('fails outside production when an answer has a field its schema does not declare, naming it', async () => {
    const app = await bareApp([leaking()]);
    try {
      const r = await app.inject({ method: 'GET', url: '/api/test/things/3' });
      expect(r.statusCode).toBe(500);
      expect(r.json().message).toBe(
        'Answer has fields its response schema does not declare (data[0].password_hash, internal_note)',
      );
    } finally {
      await app.close();
    }
  });

  it('in production, sends only the declared fields: nothing else leaves the server', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let app: FastifyInstance | undefined;
    try {
      app = await bareApp([leaking()]);
    } finally {
      process.env.NODE_ENV = before;
    }
    try {
      const r = await app.inject({ method: 'GET', url: '/api/test/things/3' });
      expect(r.statusCode).toBe(200);
      expect(r.body).not.toContain('password_hash');
      expect(r.body).not.toContain('internal_note');
      expect(r.json()).toMatchObject({ error: false, total: 1, data: [{ id: 3, name: 'thing' }] });
    } finally {
      await app.close();
    }
  });

  it("is registered at the operation's method and path, with its schemas", () => {
    const route = honest();
    expect(route).toMatchObject({ method: 'GET', url: '/api/test/things/:id', auth: 'none', operation: things });
  });
});

/** Sends a POST whose multipart body announces 5 MB and never arrives; resolves with the answer's status and body. */
function postWithoutBody(
  path: string,
  token: string | null,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { port } = new URL(s.url);
  const boundary = 'neverendingboundary';
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer before the body was sent: ${text}`));
    }, 5_000);
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const [head, body] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? -1);
      if (body !== undefined && length >= 0 && Buffer.byteLength(body) >= length) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ status: Number(head?.split(' ')[1]), body: JSON.parse(body) as Record<string, unknown> });
      }
    });
    socket.on('error', reject);
    socket.write(
      [
        `POST ${path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${5 * 1024 * 1024}`,
        ...(token ? [`Authorization: ${token}`] : []),
        '',
        `--${boundary}\r\nContent-Disposition: form-data; name="reason"\r\n\r\nbecause`,
      ].join('\r\n'),
    );
  });
}

describe("auth: 'admin'", () => {
  it('answers 401 without a token and 403 to a customer, before the body has arrived', async () => {
    const customer = await freshUser(s);
    for (const path of ['/api/admin/properties/1/reject', '/api/admin/settings', '/api/admin/users/1/deactivate']) {
      const visitor = await postWithoutBody(path, null);
      expect(visitor.status, path).toBe(401);
      expect(visitor.body).toMatchObject({ error: true, code: 'UNAUTHENTICATED' });
      const notAdmin = await postWithoutBody(path, customer.token);
      expect(notAdmin.status, path).toBe(403);
      expect(notAdmin.body).toMatchObject({ error: true, code: 'FORBIDDEN', message: 'Forbidden' });
    }
  });

  it('lets an admin through to the input', async () => {
    const r = await s.postJson('/api/admin/properties/1/reject', admin, {});
    expectFailure(r, 400, undefined, 'VALIDATION');
  });
});

describe('the status map', () => {
  it('gives every closed error code exactly one status', () => {
    expect(Object.keys(STATUS_OF).sort()).toEqual([...apiErrorCode.options].sort());
    for (const code of apiErrorCode.options) {
      const status = STATUS_OF[code];
      expect(Number.isInteger(status) && status >= 400 && status < 600, code).toBe(true);
      expect(new ApiError(code, 'x').statusCode).toBe(status);
    }
    expect(STATUS_OF).toMatchObject({ VALIDATION: 400, UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 });
  });

  it('is what the envelope answers for each code', async () => {
    const app = await bareApp(
      apiErrorCode.options.map((code) =>
        defineRoute({
          method: 'GET',
          url: `/api/test/fail/${code}`,
          auth: 'none',
          handler: async () => {
            throw new ApiError(code, `failed with ${code}`);
          },
        }),
      ),
    );
    try {
      for (const code of apiErrorCode.options) {
        const r = await app.inject({ method: 'GET', url: `/api/test/fail/${code}` });
        expect(r.statusCode, code).toBe(STATUS_OF[code]);
        expect(r.json()).toMatchObject({ error: true, code });
      }
    } finally {
      await app.close();
    }
  });

  it("carries the thrower's extras in the envelope, and answers a client-only code as the bug it is", async () => {
    const fail = (url: string, error: ApiError) =>
      defineRoute({
        method: 'GET',
        url,
        auth: 'none',
        handler: async () => {
          throw error;
        },
      });
    const app = await bareApp([
      fail('/api/test/extras', new ApiError('ACCOUNT_DEACTIVATED', 'Deactivated', { is_active: false })),
      // The one ApiError class also carries the client's codes (docs/decisions/034); none names an answer.
      fail('/api/test/client-code', new ApiError('NETWORK', 'offline')),
    ]);
    try {
      const extras = await app.inject({ method: 'GET', url: '/api/test/extras' });
      expect(extras.statusCode).toBe(403);
      expect(Object.keys(extras.json())).toEqual(['error', 'message', 'data', 'is_active', 'code', 'request_id']);
      expect(extras.json()).toMatchObject({ is_active: false, code: 'ACCOUNT_DEACTIVATED' });
      const bug = await app.inject({ method: 'GET', url: '/api/test/client-code' });
      expect(bug.statusCode).toBe(500);
      expect(bug.json()).toMatchObject({ error: true, code: 'INTERNAL', message: 'Something Went Wrong' });
    } finally {
      await app.close();
    }
  });

  it('is the only place a status is written beside a code', () => {
    const root = join(import.meta.dirname, '..', 'src');
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && d.name.endsWith('.ts'))
      .map((d) => join(d.parentPath, d.name));
    const offenders = files.filter((f) => /new ApiError\(\s*\d/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
