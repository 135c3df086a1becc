import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { Db, DbHandle } from '../src/db/client.ts';
import { openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { AppConfig } from '../src/env.ts';
import type { SeedSummary } from '../src/seed/index.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/index.ts';
import { LocalStorage } from '../src/storage/storage.ts';

/** A running API on a fresh database, reached over real HTTP. */
export interface TestServer {
  url: string;
  db: Db;
  kind: DbHandle['kind'];
  seeded: SeedSummary;
  dataDir: string;
  app: FastifyInstance;
  /** GET or POST a path under the server and parse the JSON answer. */
  call: (
    path: string,
    init?: RequestInit,
  ) => Promise<{ status: number; body: Record<string, unknown>; headers: Headers }>;
  /** Logs a demo account in and returns its bearer header. */
  login: (email: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

/** A brand-new PostgreSQL database next to DATABASE_URL's, dropped on close (isolation by unique name). */
export async function createPgDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `abode_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The configuration of a test app: the embedded-default values, over `dataDir`, with the overrides on top.
 * `publicUrl` is a placeholder until the server listens (startTestServer sets it to the real address).
 */
export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir,
    publicUrl: 'http://127.0.0.1:0',
    production: false,
    trustProxy: false,
    corsOrigins: [],
    redisUrl: undefined,
    tokenTtlMs: 30 * 86_400_000,
    dbQueueLimit: 64,
    dbQueueWaitMs: 5_000,
    uploadSweepAgeMs: 3_600_000,
    logLevel: 'silent',
    seedDemo: false,
    remotesConfig: undefined,
    webRoot: dataDir,
    demoMode: false,
    outboxPage: false,
    ...overrides,
  };
}

/** Starts the API on port 0 over a fresh database (PGlite memory, or a new PostgreSQL database when DATABASE_URL is set) with a small seeded fixture. */
export async function startTestServer(
  options: { scale?: number; config?: Partial<AppConfig> } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'abode-test-'));
  const baseUrl = process.env.DATABASE_URL || undefined;
  const pgDb = baseUrl ? await createPgDatabase(baseUrl) : undefined;
  const handle = await openDb({ databaseUrl: pgDb?.url, pgliteDir: 'memory://' });
  await runMigrations(handle);
  const storage = new LocalStorage(join(dataDir, 'uploads'));
  const seeded = await seedDemo(handle.db, storage, { scale: options.scale ?? 0.1 });
  const config = testConfig(dataDir, { databaseUrl: pgDb?.url, ...options.config });
  const app = await buildApp({ config, db: handle.db, storage });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  // As main.ts does for PORT=0: links name the address the server really listens on.
  if (!options.config?.publicUrl) config.publicUrl = url;

  const call: TestServer['call'] = async (path, init) => {
    const res = await fetch(url + path, init);
    const text = await res.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { raw: text };
    }
    return { status: res.status, body, headers: res.headers };
  };
  const login: TestServer['login'] = async (email, password = DEMO_PASSWORD) => {
    const form = new FormData();
    form.set('type', '3');
    form.set('email', email);
    form.set('password', password);
    const r = await call('/api/user_signup', { method: 'POST', body: form });
    if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
    return `Bearer ${String(r.body.token)}`;
  };

  return {
    url,
    db: handle.db,
    kind: handle.kind,
    seeded,
    dataDir,
    app,
    call,
    login,
    close: async () => {
      await app.close();
      await handle.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
