// Bearer tokens expire (TOKEN_TTL_DAYS), slide on use (written at most once a minute), and can all be revoked
// at once (POST /api/logout-all-devices); tokens from before expiry existed get 30 days from the migration.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { customers, personal_access_tokens, usertokens } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { createPgDatabase, startTestServer } from './helpers.ts';

const DAY = 86_400_000;
// Not the default: proves the configured lifetime is the one used.
const TTL_MS = 3 * DAY;
const NOT_AUTHENTICATED = 'User is not authenticated';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ config: { tokenTtlMs: TTL_MS } });
});
afterAll(async () => {
  await s?.close();
});

const tokenId = (auth: string) => Number(auth.replace(/^Bearer /, '').split('|')[0]);
const me = (auth: string) => s.call('/api/get-user-data', { headers: { authorization: auth } });

async function tokenRow(auth: string) {
  const [row] = await s.db
    .select()
    .from(personal_access_tokens)
    .where(eq(personal_access_tokens.id, tokenId(auth)));
  return row;
}

async function setToken(auth: string, patch: { expires_at?: Date; last_used_at?: Date | null }) {
  await s.db
    .update(personal_access_tokens)
    .set(patch)
    .where(eq(personal_access_tokens.id, tokenId(auth)));
}

const near = (actual: Date | null | undefined, expected: number, slackMs = 10_000) => {
  expect(actual).toBeInstanceOf(Date);
  expect(Math.abs((actual as Date).getTime() - expected)).toBeLessThan(slackMs);
};

describe('token lifetime', () => {
  it('issues a token that expires after the configured lifetime', async () => {
    const auth = await s.login(DEMO_ACCOUNTS.user);
    const row = await tokenRow(auth);
    near(row?.expires_at, Date.now() + TTL_MS);
    expect(row?.last_used_at).toBeNull();
  });

  it('refuses an expired token like any bad token, on required and optional routes alike', async () => {
    const auth = await s.login(DEMO_ACCOUNTS.user);
    expect((await me(auth)).status).toBe(200);
    await setToken(auth, { expires_at: new Date(Date.now() - 1000) });
    const r = await me(auth);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ error: true, code: 'UNAUTHENTICATED', message: NOT_AUTHENTICATED });
    // Optional auth: the caller is a visitor, not an error.
    const list = await s.call('/api/get_property?limit=1', { headers: { authorization: auth } });
    expect(list.status).toBe(200);
    // Using it does not bring it back.
    expect((await tokenRow(auth))?.expires_at.getTime()).toBeLessThan(Date.now());
  });

  it('renews on use, writing at most once a minute', async () => {
    const auth = await s.login(DEMO_ACCOUNTS.user);
    // About to expire and never used: a use renews it for the full lifetime.
    await setToken(auth, { expires_at: new Date(Date.now() + 60 * 60_000), last_used_at: null });
    expect((await me(auth)).status).toBe(200);
    let row = await tokenRow(auth);
    near(row?.expires_at, Date.now() + TTL_MS);
    near(row?.last_used_at, Date.now());

    // Used again within the minute: nothing is written.
    const marker = new Date(Date.now() + 2 * DAY);
    const usedAt = new Date(Date.now() - 30_000);
    await setToken(auth, { expires_at: marker, last_used_at: usedAt });
    for (let i = 0; i < 3; i++) expect((await me(auth)).status).toBe(200);
    row = await tokenRow(auth);
    expect(row?.expires_at.getTime()).toBe(marker.getTime());
    expect(row?.last_used_at?.getTime()).toBe(usedAt.getTime());

    // A minute later: renewed again.
    await setToken(auth, { last_used_at: new Date(Date.now() - 61_000) });
    expect((await me(auth)).status).toBe(200);
    row = await tokenRow(auth);
    near(row?.expires_at, Date.now() + TTL_MS);
    near(row?.last_used_at, Date.now());
  });

  it('does not renew a token of a deactivated account', async () => {
    const auth = await s.login(DEMO_ACCOUNTS.user);
    const [user] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    const expires = new Date(Date.now() + DAY);
    await setToken(auth, { expires_at: expires, last_used_at: null });
    await s.db
      .update(customers)
      .set({ isActive: 0 })
      .where(eq(customers.id, Number(user?.id)));
    try {
      expect((await me(auth)).status).toBe(403);
      expect((await tokenRow(auth))?.expires_at.getTime()).toBe(expires.getTime());
    } finally {
      await s.db
        .update(customers)
        .set({ isActive: 1 })
        .where(eq(customers.id, Number(user?.id)));
    }
  });
});

describe('POST /api/logout-all-devices', () => {
  it('refuses visitors and bad tokens', async () => {
    const anon = await s.call('/api/logout-all-devices', { method: 'POST' });
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error: true, message: NOT_AUTHENTICATED });
    const forged = await s.call('/api/logout-all-devices', {
      method: 'POST',
      headers: { authorization: 'Bearer 1|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(forged.status).toBe(401);
  });

  it("revokes every token and push registration of the caller, this device's too, and nobody else's", async () => {
    const phone = await s.login(DEMO_ACCOUNTS.agent);
    const laptop = await s.login(DEMO_ACCOUNTS.agent);
    const other = await s.login(DEMO_ACCOUNTS.user);
    const [agent] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.agent));
    const agentId = Number(agent?.id);
    // Both devices registered for pushes.
    for (const [auth, fcm] of [
      [phone, 'fcm-phone-token'],
      [laptop, 'fcm-laptop-token'],
    ] as const) {
      const form = new FormData();
      form.set('fcm_id', fcm);
      expect(
        (await s.call('/api/update_profile', { method: 'POST', headers: { authorization: auth }, body: form })).status,
      ).toBe(200);
    }
    expect(await s.db.select().from(usertokens).where(eq(usertokens.customer_id, agentId))).toHaveLength(2);

    const r = await s.call('/api/logout-all-devices', { method: 'POST', headers: { authorization: laptop } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'Logged out from all devices' });
    expect(r.body.data).toEqual({ revoked: 2 });

    for (const auth of [phone, laptop]) {
      const again = await me(auth);
      expect(again.status).toBe(401);
      expect(again.body.message).toBe(NOT_AUTHENTICATED);
    }
    expect(
      await s.db.select().from(personal_access_tokens).where(eq(personal_access_tokens.tokenable_id, agentId)),
    ).toHaveLength(0);
    expect(await s.db.select().from(usertokens).where(eq(usertokens.customer_id, agentId))).toHaveLength(0);
    const [after] = await s.db.select().from(customers).where(eq(customers.id, agentId));
    expect(after?.fcm_id).toBeNull();

    // Another account is untouched, and signing in again works.
    expect((await me(other)).status).toBe(200);
    expect((await me(await s.login(DEMO_ACCOUNTS.agent))).status).toBe(200);
  });
});

describe('migration 0014', () => {
  it('gives tokens without an expiry 30 days from the deploy, so nobody is signed out and none lives forever', async () => {
    // The migrations before 0014, in a folder of their own.
    const all = join(import.meta.dirname, '..', 'drizzle');
    const dir = mkdtempSync(join(tmpdir(), 'abode-migrations-'));
    const pg = process.env.DATABASE_URL ? await createPgDatabase(process.env.DATABASE_URL) : undefined;
    const handle = await openDb({ databaseUrl: pg?.url, pgliteDir: 'memory://' });
    try {
      cpSync(all, dir, { recursive: true });
      const journal = JSON.parse(readFileSync(join(all, 'meta', '_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      };
      const at = journal.entries.findIndex((e) => e.tag.startsWith('0014_'));
      expect(at).toBeGreaterThan(0);
      writeFileSync(
        join(dir, 'meta', '_journal.json'),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
      );
      const config = { migrationsFolder: dir };
      if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
      else await migrateNodePg(handle.db as unknown as NodePgDatabase, config);

      await handle.db.execute(sql`INSERT INTO customers (id, name, email) VALUES (1, 'Old', 'old@example.com')`);
      await handle.db.execute(
        sql`INSERT INTO personal_access_tokens (tokenable_id, name, token, created_at) VALUES (1, 'web', 'digest-old', now() - interval '400 days')`,
      );
      await handle.db.execute(
        sql`INSERT INTO personal_access_tokens (tokenable_id, name, token, expires_at) VALUES (1, 'web', 'digest-set', now() + interval '2 days')`,
      );

      await runMigrations(handle);
      const rows = await handle.db.select().from(personal_access_tokens);
      const old = rows.find((r) => r.token === 'digest-old');
      const set = rows.find((r) => r.token === 'digest-set');
      near(old?.expires_at, Date.now() + 30 * DAY, 60_000);
      near(set?.expires_at, Date.now() + 2 * DAY, 60_000);
      // A token inserted without an expiry still gets one.
      await handle.db.insert(personal_access_tokens).values({ tokenable_id: 1, name: 'web', token: 'digest-new' });
      const [fresh] = await handle.db
        .select()
        .from(personal_access_tokens)
        .where(eq(personal_access_tokens.token, 'digest-new'));
      near(fresh?.expires_at, Date.now() + 30 * DAY, 60_000);
    } finally {
      await handle.close();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
    // Every migration twice over (on a busy machine PGlite takes its time).
  }, 180_000);
});
