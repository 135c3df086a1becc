// The table of operations (docs/decisions/032): every operation is served by exactly one route at its method and
// path, the routes not yet declared as operations are a known list that only shrinks, and the OpenAPI document
// generated from the table is a valid OpenAPI 3.1 document with every public operation in it, browsable as a page.

import { OPERATIONS } from '@abode/shared/operations/table';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../src/modules/routes.ts';
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

// Routes still written with defineRoute, to be declared in the table (issue 24): this list may only shrink. A new
// route that is not an operation fails here.
const NOT_YET_OPERATIONS = 21;

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

  it('leaves no route outside the table but the known ones, which only get fewer', () => {
    const legacy = ROUTES.filter((r) => !('operation' in r));
    expect(legacy.length).toBeLessThanOrEqual(NOT_YET_OPERATIONS);
    // Lower NOT_YET_OPERATIONS when routes become operations, so that the list cannot grow back.
    expect(legacy.length).toBe(NOT_YET_OPERATIONS);
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
