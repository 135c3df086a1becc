import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/client.ts';
import { customers } from '../src/db/schema.ts';
import { parseEnv } from '../src/env.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

function baseOf(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function customerCount(): Promise<number> {
  const [row] = await s.db.select({ n: count() }).from(customers);
  return row?.n ?? 0;
}

describe('envelope', () => {
  it('wraps successes with error:false, a message and the request id', async () => {
    const r = await s.call('/api/faqs', { headers: { 'x-request-id': 'test-abc-123' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'Data Fetch Successfully', request_id: 'test-abc-123' });
    expect(r.headers.get('x-request-id')).toBe('test-abc-123');
    const generated = await s.call('/api/faqs');
    expect(String(generated.body.request_id)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 envelopes for unknown /api paths and methods', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/get_property'],
      ['GET', '/anything/else.js'],
    ] as const) {
      const r = await s.call(path, { method });
      expect(r.status, path).toBe(404);
      expect(r.body).toMatchObject({ error: true, code: 'NOT_FOUND' });
      expect(typeof r.body.message).toBe('string');
    }
  });

  it('answers 400 for a malformed JSON body and writes nothing', async () => {
    const before = await customerCount();
    const r = await s.call('/api/user-register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "x", "email": ',
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: true, code: 'BAD_REQUEST', message: 'Request body is not valid JSON' });
    expect(JSON.stringify(r.body)).not.toMatch(/at .+\.(js|ts):\d+/);
    expect(await customerCount()).toBe(before);
  });

  it('answers 400 for a malformed query, naming the field', async () => {
    const r = await s.call('/api/faqs?limit=abc');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: true, code: 'VALIDATION', message: 'limit must be a number' });
  });

  it('answers 415 for an unsupported content type', async () => {
    const r = await s.call('/api/user-register', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(r.status).toBe(415);
    expect(r.body).toMatchObject({ error: true, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('hides internal errors behind a generic 500', async () => {
    // A closed database makes every query throw.
    const dead = await openDb({ pgliteDir: 'memory://' });
    await dead.close();
    const app = await buildApp({
      config: { ...parseEnv({ LOG_LEVEL: 'silent', DATA_DIR: s.dataDir }), webRoot: s.dataDir },
      db: dead.db,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`${baseOf(app)}/api/faqs`);
      const body = (await res.json()) as Record<string, unknown>;
      expect(res.status).toBe(500);
      expect(body).toMatchObject({ error: true, message: 'Something Went Wrong', code: 'INTERNAL' });
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'error', 'message', 'request_id']);
    } finally {
      await app.close();
    }
  });
});

describe('env', () => {
  it('applies defaults and refuses bad values with a clear message', () => {
    const c = parseEnv({});
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', logLevel: 'info', seedDemo: false, demoMode: false });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ REMOTES_CONFIG: '/no/such/file.json' })).toThrow(/REMOTES_CONFIG: file does not exist/);
    expect(parseEnv({ PORT: '', HOST: '0.0.0.0', SEED_DEMO: '1' })).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      seedDemo: true,
    });
  });
});

describe('compression', () => {
  it('compresses API answers for clients that accept it, and not for those that do not', async () => {
    const url = `${s.url}/api/get_property?limit=12`;
    const br = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(((await br.json()) as { error: boolean }).error).toBe(false);
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});

describe('web product', () => {
  it('serves remotes.json, the shell with SPA fallback and remote builds with CORS', async () => {
    const root = s.dataDir;
    mkdirSync(join(root, 'shell', 'dist', 'assets'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Abode</title>');
    writeFileSync(join(root, 'shell', 'dist', 'assets', 'main.3f2a9b1c.js'), 'console.log(1)');
    // What the production build writes beside each asset (shared/build/rspack.mjs PrecompressPlugin).
    const bundle = `console.log(${'"abode",'.repeat(400)})`;
    writeFileSync(join(root, 'shell', 'dist', 'assets', 'big.0badc0de.js'), bundle);
    writeFileSync(join(root, 'shell', 'dist', 'assets', 'big.0badc0de.js.br'), brotliCompressSync(bundle));
    mkdirSync(join(root, 'mf-listings', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mf-listings', 'dist', 'mf-manifest.json'), '{"id":"mf_listings"}');
    writeFileSync(join(root, 'mf-listings', 'dist', 'section.json'), '{"name":"mf_listings"}');
    // A new section is a new folder with a build: served and listed with no change to the API.
    mkdirSync(join(root, 'mf-reviews', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mf-reviews', 'dist', 'mf-manifest.json'), '{"id":"mf_reviews"}');
    const app = await buildApp({
      config: { ...parseEnv({ LOG_LEVEL: 'silent', DATA_DIR: root }), webRoot: root },
      db: s.db,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = baseOf(app);
    try {
      const remotes = await (await fetch(`${base}/remotes.json`)).json();
      // Only built remotes are listed (one without a build would only cost the shell a failed fetch).
      expect(remotes).toEqual({
        mf_listings: '/remotes/mf-listings/mf-manifest.json',
        mf_reviews: '/remotes/mf-reviews/mf-manifest.json',
      });
      const section = await fetch(`${base}/remotes/mf-listings/section.json`);
      expect(section.headers.get('cache-control')).toBe('no-cache');
      expect(section.headers.get('access-control-allow-origin')).toBe('*');
      expect((await fetch(`${base}/remotes/mf-reviews/mf-manifest.json`)).status).toBe(200);
      const page = await fetch(`${base}/properties-details/some-slug`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<title>Abode</title>');
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>Abode</title>');
      const asset = await fetch(`${base}/assets/main.3f2a9b1c.js`);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      // A precompressed build file is sent as it is to a browser that accepts brotli.
      const big = await fetch(`${base}/assets/big.0badc0de.js`, { headers: { 'accept-encoding': 'br' } });
      expect(big.headers.get('content-encoding')).toBe('br');
      expect(await big.text()).toBe(bundle);
      const manifest = await fetch(`${base}/remotes/mf-listings/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      const missingRemote = await fetch(`${base}/remotes/mf-chat/mf-manifest.json`);
      expect(missingRemote.status).toBe(404);
      const api404 = await fetch(`${base}/api/unknown`);
      expect(api404.status).toBe(404);
      expect(((await api404.json()) as { error: boolean }).error).toBe(true);
      const missingFile = await fetch(`${base}/missing.png`);
      expect(missingFile.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
