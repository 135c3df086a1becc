import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Db, DbHandle } from '../src/db/client.ts';
import { openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import {
  categories,
  customers,
  features,
  jv_constructions,
  package_features,
  packages,
  projects,
  propertys,
  repair_works,
  service_lookups,
  service_types,
  services,
  user_package_limits,
  user_packages,
} from '../src/db/schema.ts';
import type { AppConfig } from '../src/env.ts';
import { hashPassword } from '../src/lib/password.ts';
import type { SeedSummary } from '../src/seed/index.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/index.ts';
import { LocalStorage } from '../src/storage/storage.ts';
import { recordAnswers } from './answer-record.ts';

/** An answer of the test server: status, parsed JSON body (or `{ raw }`), headers. */
export type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

/** A running API on a fresh database, reached over real HTTP. */
export interface TestServer {
  url: string;
  db: Db;
  kind: DbHandle['kind'];
  seeded: SeedSummary;
  dataDir: string;
  app: FastifyInstance;
  /** GET or POST a path under the server and parse the JSON answer. */
  call: (path: string, init?: RequestInit) => Promise<Answer>;
  /** GET a path, with a bearer header when given. */
  get: (path: string, token?: string | null) => Promise<Answer>;
  /** POST a multipart form (see `form`), with a bearer header when given. */
  post: (path: string, token: string | null, fields?: FormFields) => Promise<Answer>;
  /** POST a JSON body (none when `body` is undefined), with a bearer header when given. */
  postJson: (path: string, token: string | null, body?: unknown) => Promise<Answer>;
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
    chatAwayMs: 15_000,
    pushEndpointHosts: ['fcm.googleapis.com'],
    vapidSubject: undefined,
    pushCa: undefined,
    logLevel: 'silent',
    seedDemo: false,
    remotesConfig: undefined,
    webRoot: dataDir,
    demoMode: false,
    outboxPage: false,
    payments: { keys: {}, apiBase: {} },
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
  if (process.env.ABODE_RECORD_ANSWERS) recordAnswers(app, process.env.ABODE_RECORD_ANSWERS);
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
  const auth = (token: string | null | undefined): Record<string, string> => (token ? { authorization: token } : {});
  const login: TestServer['login'] = async (email, password = DEMO_PASSWORD) => {
    const r = await call('/api/user_signup', { method: 'POST', body: form({ type: '3', email, password }) });
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
    get: (path, token) => call(path, { headers: auth(token) }),
    post: (path, token, fields = {}) => call(path, { method: 'POST', headers: auth(token), body: form(fields) }),
    postJson: (path, token, body) =>
      call(path, {
        method: 'POST',
        headers: { ...auth(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    login,
    close: async () => {
      await app.close();
      await handle.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The test kit: request bodies and fresh rows, shared by every test file.
// ---------------------------------------------------------------------------------------------

/** A file part of a test form. */
export type Upload = { data: Buffer | Uint8Array; name: string; type?: string };
/** A form field: text, a Blob, a file, or several of them under one name (sent as repeated parts). */
export type FormValue = string | Blob | Upload | (string | Blob | Upload)[];
/** The fields of a test form. */
export type FormFields = Record<string, FormValue>;

/** A file part from bytes, a file name and (by default) an opaque content type. */
export const upload = (data: Buffer | Uint8Array, name: string, type = 'application/octet-stream'): Upload => ({
  data,
  name,
  type,
});

/** A multipart body as the web client sends it: arrays become repeated parts, uploads file parts with a name. */
export function form(fields: FormFields): FormData {
  const f = new FormData();
  const add = (k: string, v: string | Blob | Upload) => {
    if (typeof v === 'string' || v instanceof Blob) f.append(k, v);
    else f.append(k, new Blob([new Uint8Array(v.data)], { type: v.type ?? 'application/octet-stream' }), v.name);
  };
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const item of v) add(k, item);
    else add(k, v);
  }
  return f;
}

/** The password of every fresh user. */
export const FRESH_PASSWORD = 'secret-1';

/** A customer made for one test, with its bearer header. */
export interface FreshUser {
  id: number;
  email: string;
  /** The bearer header (`Bearer <id>|<token>`). */
  token: string;
  row: typeof customers.$inferSelect;
}

let freshCount = 0;
/** A tag no other fresh row of this process has (isolation by unique rows, never shared state). */
export function uniqueTag(prefix = 'fresh'): string {
  freshCount += 1;
  return `${prefix}-${freshCount}-${randomBytes(4).toString('hex')}`;
}

/**
 * A new customer with a unique email and slug (verified email, password FRESH_PASSWORD, email login) — the
 * overrides on top —, signed in over HTTP as the web client does.
 */
export async function freshUser(
  app: TestServer,
  overrides: Partial<typeof customers.$inferInsert> = {},
): Promise<FreshUser> {
  const tag = uniqueTag('user');
  const [row] = await app.db
    .insert(customers)
    .values({
      name: `Person ${tag}`,
      email: `${tag}@example.com`,
      slug_id: tag,
      logintype: '3',
      is_email_verified: true,
      password: await hashPassword(FRESH_PASSWORD),
      ...overrides,
    })
    .returning();
  if (!row?.email) throw new Error('freshUser: no customer');
  return { id: row.id, email: row.email, row, token: await app.login(row.email, FRESH_PASSWORD) };
}

/** What a complete profile adds to a fresh user (posting a listing or a project needs it). */
export const COMPLETE_PROFILE = {
  mobile: '+91 90000 12345',
  address: 'Bandra West, Mumbai',
  profile: 'seed/avatars/riya-sharma.svg',
};

/**
 * A new customer who may post (a listing, a project, a service or a post): a complete profile and a running
 * package, Premium unless told.
 */
export async function freshPoster(
  app: TestServer,
  pkg: 'Starter' | 'Professional' | 'Premium' = 'Premium',
): Promise<FreshUser> {
  const u = await freshUser(app, COMPLETE_PROFILE);
  await givePackage(app, u.id, pkg);
  return u;
}

/** A picture of `width`×`height` as a PNG (or a JPEG), for the upload checks (photos need 120×120 at least). */
export function testPicture(width = 200, height = 160, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const picture = sharp({ create: { width, height, channels: 3, background: '#3a7' } });
  return (format === 'png' ? picture.png() : picture.jpeg()).toBuffer();
}

/** The smallest PDF the document checks accept (they judge by content). */
export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** The tables a fresh row goes into: each has an id, a title, a unique slug and the review columns. */
type FreshTable = typeof propertys | typeof projects | typeof jv_constructions | typeof services | typeof repair_works;

/**
 * A new visible (active and approved) row of `table` titled `<label> <tag>` with the tag as its slug, the values
 * and overrides on top; returns its id and slug.
 */
async function freshRow(
  app: TestServer,
  table: FreshTable,
  label: string,
  values: Record<string, unknown>,
): Promise<{ id: number; slug_id: string }> {
  const tag = uniqueTag(label.toLowerCase());
  // The tables share the columns written here; drizzle types a statement by one table, not a union.
  const t = table as typeof services;
  const [row] = await app.db
    .insert(t)
    .values({ title: `${label} ${tag}`, slug_id: tag, status: 1, request_status: 'approved', ...values } as never)
    .returning({ id: t.id, slug_id: t.slug_id });
  if (!row) throw new Error(`fresh ${label}: no row`);
  return row;
}

/** The id of the first row of a lookup table (a category, a service type…), in id order. */
async function firstId(app: TestServer, table: typeof categories | typeof service_types): Promise<number> {
  const [row] = await app.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  return row?.id ?? 0;
}

/**
 * A new listing of `owner` (a user or a customer id), visible (active and approved) unless the overrides say
 * otherwise, in the first category; returns its id and slug.
 */
export async function freshProperty(
  app: TestServer,
  owner: number | { id: number },
  overrides: Partial<typeof propertys.$inferInsert> = {},
): Promise<{ id: number; slug_id: string }> {
  return freshRow(app, propertys, 'Listing', {
    category_id: await firstId(app, categories),
    propery_type: 0,
    price: 1_000_000,
    added_by: typeof owner === 'number' ? owner : owner.id,
    ...overrides,
  });
}

/**
 * A new project of `owner` (a customer id, or null for the admin's own), visible (approved and enabled) unless
 * the overrides say otherwise, in the first category; returns its id and slug.
 */
export async function freshProject(
  app: TestServer,
  owner: number | null,
  overrides: Partial<typeof projects.$inferInsert> = {},
): Promise<{ id: number; slug_id: string }> {
  return freshRow(app, projects, 'Project', {
    category_id: await firstId(app, categories),
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    added_by: owner,
    is_admin_listing: owner === null,
    ...overrides,
  });
}

/** A new active entry of a services-domain lookup list (get-jvtypes, get-post-type…); returns its id. */
export async function freshLookup(
  app: TestServer,
  kind: (typeof service_lookups.kind.enumValues)[number],
  overrides: Partial<typeof service_lookups.$inferInsert> = {},
): Promise<number> {
  const [row] = await app.db
    .insert(service_lookups)
    .values({ kind, name: `Lookup ${uniqueTag(kind)}`, ...overrides })
    .returning({ id: service_lookups.id });
  if (!row) throw new Error('freshLookup: no entry');
  return row.id;
}

/** Where a fresh listing of the services domain is, and who posted it. */
const placed = (owner: number | null) => ({ city: 'Pune', location: 'Baner, Pune', user_id: owner });

/**
 * A new JV post (or construction profile with `kind: 'construction'`) of `owner` (a customer id, or null for
 * the admin's own), visible (approved and active) unless the overrides say otherwise; returns its id and slug.
 */
export async function freshPost(
  app: TestServer,
  owner: number | null,
  overrides: Partial<typeof jv_constructions.$inferInsert> = {},
): Promise<{ id: number; slug_id: string }> {
  return freshRow(app, jv_constructions, 'Post', { kind: 'jv', ...placed(owner), ...overrides });
}

/**
 * A new service of `owner` (a customer id, or null for the admin's own), visible (approved and active) unless
 * the overrides say otherwise, of the first service type; returns its id and slug.
 */
export async function freshService(
  app: TestServer,
  owner: number | null,
  overrides: Partial<typeof services.$inferInsert> = {},
): Promise<{ id: number; slug_id: string }> {
  return freshRow(app, services, 'Service', {
    service_type_id: await firstId(app, service_types),
    ...placed(owner),
    ...overrides,
  });
}

/**
 * A new repair work of `owner` (a customer id, or null for the admin's own), visible (approved and active)
 * unless the overrides say otherwise, in the first repair category; returns its id and slug.
 */
export async function freshRepairWork(
  app: TestServer,
  owner: number | null,
  overrides: Partial<typeof repair_works.$inferInsert> = {},
): Promise<{ id: number; slug_id: string }> {
  const [category] = await app.db
    .select({ id: service_lookups.id })
    .from(service_lookups)
    .where(eq(service_lookups.kind, 'repair_category'))
    .orderBy(asc(service_lookups.id))
    .limit(1);
  return freshRow(app, repair_works, 'Repair', {
    category_id: category?.id ?? (await freshLookup(app, 'repair_category')),
    ...placed(owner),
    ...overrides,
  });
}

/** Gives a user a running seeded package by name, with its limit counters; returns the user package id. */
export async function givePackage(
  app: TestServer,
  userId: number,
  name: 'Starter' | 'Professional' | 'Premium',
): Promise<number> {
  const [pkg] = await app.db.select().from(packages).where(eq(packages.name, name));
  if (!pkg) throw new Error(`no package ${name}`);
  const [up] = await app.db
    .insert(user_packages)
    .values({ user_id: userId, package_id: pkg.id, end_date: new Date(Date.now() + 86_400_000) })
    .returning();
  if (!up) throw new Error('givePackage: no user package');
  const limited = await app.db
    .select()
    .from(package_features)
    .where(and(eq(package_features.package_id, pkg.id), eq(package_features.limit_type, 'limited')));
  if (limited.length)
    await app.db
      .insert(user_package_limits)
      .values(limited.map((f) => ({ user_package_id: up.id, package_feature_id: f.id, total_limit: f.limit ?? 0 })));
  return up.id;
}

/** The units of a feature a user has used, summed over their packages. */
export async function usedFeature(app: TestServer, userId: number, type: string): Promise<number> {
  const rows = await app.db
    .select({ used: user_package_limits.used_limit })
    .from(user_package_limits)
    .innerJoin(user_packages, eq(user_packages.id, user_package_limits.user_package_id))
    .innerJoin(package_features, eq(package_features.id, user_package_limits.package_feature_id))
    .innerJoin(features, eq(features.id, package_features.feature_id))
    .where(and(eq(user_packages.user_id, userId), eq(features.type, type)));
  return rows.reduce((n, r) => n + r.used, 0);
}

/** Every stored file under `uploads/<folder>` of a test server (paths below the folder), sorted. */
export function storedFiles(app: TestServer, folder: string): string[] {
  const root = join(app.dataDir, 'uploads', folder);
  return existsSync(root)
    ? (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.includes('.')).sort()
    : [];
}

/** The path on disk of the stored file an answer's upload URL names. */
export const uploadedFile = (app: TestServer, url: unknown): string =>
  join(app.dataDir, 'uploads', String(url).replace(/^.*\/uploads\//, ''));

/** Asserts the failure envelope: the status, `error: true`, and the message and code when given. */
export function expectFailure(r: Answer, status: number, message?: string, code?: string): void {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body).toMatchObject({
    error: true,
    ...(message === undefined ? {} : { message }),
    ...(code === undefined ? {} : { code }),
  });
}

/** Polls `check` until it returns a truthy value or the deadline passes. */
export async function until<T>(check: () => Promise<T> | T, ms = 5_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A self-signed P-256 certificate made by openssl for one run, for a local HTTPS server standing in for a
 * service: `altNames` are its subjectAltName entries ('IP:127.0.0.1', 'DNS:fcm.googleapis.com').
 */
export function selfSignedCertificate(altNames: string[]): { key: Buffer; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'abode-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=abode-test',
        '-addext',
        `subjectAltName=${altNames.join(',')}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every table's row count and a digest of its rows: equal snapshots mean nothing was written. Tables in
 * `countOnly` are compared by their count alone (a token's last use is recorded by any call that carries it).
 */
export async function tableSnapshot(db: Db, countOnly: string[] = []): Promise<Record<string, string>> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number; h: string }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
          from ${sql.identifier(name)} t`,
    );
    out[name] = countOnly.includes(name) ? `${row?.n}` : `${row?.n}:${row?.h}`;
  }
  expect(Object.keys(out).length).toBeGreaterThan(20);
  return out;
}
