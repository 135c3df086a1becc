// The table of operations (docs/decisions/032): every operation is served by exactly one route at its method and
// path, registered by walking the table, the routes outside it are named with their reasons, and the OpenAPI document
// generated from the table is a valid OpenAPI 3.1 document with every public operation in it, browsable as a page.

import { OPERATIONS } from '@abode/shared/operations/table';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byOperation, routesOf } from '../src/lib/implementations.ts';
import { IMPLEMENTATIONS, ROUTES } from '../src/modules/routes.ts';
import { settingsRoutes } from '../src/modules/settings/index.ts';
import { openApiPath } from '../src/openapi/document.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const key = (method: string, path: string) => `${method} ${path}`;

/**
 * The API's routes that are deliberately not operations of the table, and why: none is a call of the API's
 * contract that a client makes and parses. Any other route outside the table fails here.
 */
const OUTSIDE_THE_TABLE: Record<string, string> = {
  'POST /api/internal/backup':
    "./abode backup's half on the running server: only on an embedded database in a directory, only for a loopback " +
    'caller with the key the server wrote to its data directory (modules/routes.ts OUTSIDE_THE_TABLE)',
  'GET /api/dev/outbox':
    'a development page (the mails and texts recorded for an address, to read a code), served on loopback with the ' +
    'embedded database or with OUTBOX_PAGE only (app.ts)',
  'POST /api/webhook/stripe': "the gateway's own call, in its own signed format on the raw body (app.ts)",
  'POST /api/webhook/paystack': "the gateway's own call, in its own signed format on the raw body (app.ts)",
  'POST /api/webhook/paypal': "the gateway's own call, in its own signed format on the raw body (app.ts)",
  'POST /api/webhook/flutterwave': "the gateway's own call, in its own signed format on the raw body (app.ts)",
  'GET /api/events': "the live stream of the user's events, server-sent events rather than an answer (app.ts)",
};

describe('the table of operations', () => {
  it('has one operation per id and per method and path', () => {
    const ids = OPERATIONS.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = OPERATIONS.map((o) => key(o.method, o.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const op of OPERATIONS) {
      expect(op.id, op.path).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(op.path, op.id).toMatch(/^\/api\//);
      expect(op.response, op.id).toBeDefined();
    }
  });

  it('is served route for route: each operation once, at its method and path', () => {
    const served = ROUTES.filter((r) => 'operation' in r);
    const byKey = new Map(served.map((r) => [key(r.method, r.url), r]));
    for (const op of OPERATIONS) {
      const route = byKey.get(key(op.method, op.path));
      expect(route, `${op.id} has no route`).toBeDefined();
      expect((route as { operation?: unknown }).operation).toBe(op);
    }
    expect(served).toHaveLength(OPERATIONS.length);
  });

  it('leaves no route outside the table but the named ones, none of them at the path of an operation', () => {
    const outside = ROUTES.filter((r) => !('operation' in r)).map((r) => key(r.method, r.url));
    expect(outside).toEqual(['POST /api/internal/backup']);
    for (const route of Object.keys(OUTSIDE_THE_TABLE)) {
      expect(OPERATIONS.map((o) => key(o.method, o.path))).not.toContain(route);
    }
    // app.ts's own: served beside the table (the outbox page where outboxPageEnabled says, as in this suite on
    // the embedded database).
    for (const route of Object.keys(OUTSIDE_THE_TABLE).filter((r) => !outside.includes(r))) {
      const [method = '', url = ''] = route.split(' ');
      if (url === '/api/dev/outbox' && s.kind !== 'pglite') continue;
      expect(s.app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
    }
  });

  it('is registered by walking the table: an operation without its implementation, or implemented twice, is refused', () => {
    expect(ROUTES.slice(0, OPERATIONS.length).map((r) => 'operation' in r && r.operation)).toEqual([...OPERATIONS]);
    const { getWebSettings: _left, ...withoutOne } = IMPLEMENTATIONS;
    // Past the type only with a cast (implementations.test-d.ts shows the compile error): refused at start-up too.
    expect(() => routesOf(OPERATIONS, withoutOne)).toThrow('getWebSettings has no implementation');
    // @ts-expect-error implementedTwice: "getWebSettings"
    expect(() => byOperation(settingsRoutes, settingsRoutes)).toThrow('getWebSettings is implemented twice');
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with every public operation', async () => {
    const r = await s.get('/api/openapi.json');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = r.body as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [op.operationId, key(method.toUpperCase(), path)]),
    );
    const expected = OPERATIONS.filter((o) => !o.internal).map((o) => [o.id, key(o.method, openApiPath(o.path))]);
    expect(documented.sort()).toEqual(expected.sort());
  });

  it("describes an operation's query, answer and refusals as the route validates them", async () => {
    const doc = (await s.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const detail = doc.paths['/api/get-project-detail']?.get as {
      parameters: { name: string; in: string }[];
      responses: Record<string, { content: { 'application/json': { schema: Record<string, unknown> } } }>;
      security: unknown[];
    };
    expect(detail.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['id', 'slug_id', 'get_similar']));
    expect(detail.security).toEqual([{}, { bearer: [] }]);
    expect(Object.keys(detail.responses).sort()).toEqual(['200', '400', '404', '429', '500', '503']);
    const answer = detail.responses['200']?.content['application/json'].schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(answer.properties)).toEqual(expect.arrayContaining(['data', 'similar_projects', 'gate']));
  });
});

describe('GET /api/docs', () => {
  it('is a page listing every public operation, with no script', async () => {
    const res = await fetch(`${s.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    for (const op of OPERATIONS.filter((o) => !o.internal)) {
      expect(html).toContain(`id="${op.id}"`);
    }
    expect(html).toContain('<code>/api/get-project-map</code>');
  });
});
