// Phone numbers as people type them: stored and compared in E.164, so a phone sign-in with the number of an
// existing account opens that account (its listings, chats, favourites), never a new empty one; and the data
// migration that rewrites numbers stored as typed by older versions. Over real HTTP, on PGlite or PostgreSQL.
import { DEFAULT_PHONE_COUNTRY, normalisePhone } from '@abode/shared/wire';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type MigrationLog, runDataMigrations } from '../src/db/data-migrations.ts';
import { normaliseStoredPhones } from '../src/db/phone-numbers-e164.ts';
import { customers, number_otps, phone_login_tickets } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { MemoryRateLimiter } from '../src/lib/rate-limit.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer, testConfig } from './helpers.ts';

let s: TestServer;
// The same database behind an app whose rate-limit clock the test moves: one number signs in more often than
// the 5 codes per 15 minutes a number may ask for (the limit counts the number, whatever its spelling).
let app: FastifyInstance;
let clock = Date.now();
let demoUserId: number;
beforeAll(async () => {
  s = await startTestServer({ config: { outboxPage: true } });
  app = await buildApp({
    config: testConfig(s.dataDir, { outboxPage: true }),
    db: s.db,
    limiter: new MemoryRateLimiter(() => clock),
  });
  const [demo] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
  demoUserId = Number(demo?.id);
});
afterAll(async () => {
  await app?.close();
  await s?.close();
});

const enc = encodeURIComponent;

/** A log that keeps what a data migration says. */
function keptLog(): MigrationLog & { warnings: Record<string, unknown>[] } {
  const warnings: Record<string, unknown>[] = [];
  return { warnings, info: () => {}, warn: (obj) => warnings.push(obj) };
}

/** The whole phone sign-in as the login page does it, with the number spelled `typed` at every step. */
async function phoneSignIn(typed: string) {
  clock += 16 * 60_000;
  const call = async (url: string, payload?: URLSearchParams) => {
    const r = await app.inject(
      payload
        ? {
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: payload.toString(),
          }
        : { method: 'GET', url },
    );
    return { status: r.statusCode, body: r.json() as Record<string, unknown> };
  };
  const sent = await call(`/api/get-otp?number=${enc(typed)}`);
  expect(sent.status, `get-otp ${typed}`).toBe(200);
  const outbox = await call(`/api/dev/outbox?to=${enc(typed)}`);
  const [sms] = outbox.body.data as { otp: string | null }[];
  const verified = await call(`/api/verify-otp?number=${enc(typed)}&otp=${sms?.otp}`);
  expect(verified.status, `verify-otp ${typed}`).toBe(200);
  const auth_id = String(verified.body.auth_id);
  return call('/api/user_signup', new URLSearchParams({ type: '1', auth_id, mobile: typed }));
}

const authed = (token: string, path: string) => s.call(path, { headers: { Authorization: `Bearer ${token}` } });

describe('phone numbers in E.164', () => {
  it('reads the spellings people type, national ones in the default country (India)', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('IN');
    for (const typed of [
      '+91 98200 11111',
      '+919820011111',
      '09820011111',
      '9820011111',
      '98200-11111',
      '(+91) 98200 11111',
      '0091 98200 11111',
      '+91 (0) 98200 11111',
      '+91-98200-11111',
    ])
      expect(normalisePhone(typed), typed).toBe('+919820011111');
    expect(normalisePhone('+1 (415) 555-0100')).toBe('+14155550100');
    expect(normalisePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    for (const bad of ['', 'call me', '12345', '+0 98200 11111', '+91 98200 11111 ext. 5', '+91 98200 1111O'])
      expect(normalisePhone(bad), bad).toBeNull();
  });

  it('the seed stores the demo accounts’ numbers in E.164', async () => {
    const [demo] = await s.db.select().from(customers).where(eq(customers.id, demoUserId));
    expect(demo?.mobile).toBe('+919820011111');
  });

  it('every spelling of an email account’s number signs into that account, with its listings, chats and favourites', async () => {
    // As an older version stored it: exactly as typed.
    await s.db.update(customers).set({ mobile: '+91 98200 11111' }).where(eq(customers.id, demoUserId));
    await normaliseStoredPhones(s.db, keptLog());
    const before = await s.db.select({ n: sql<number>`count(*)::int` }).from(customers);

    const emailToken = (await s.login(DEMO_ACCOUNTS.user)).replace('Bearer ', '');
    const own = async (token: string) => ({
      listings: ((await authed(token, '/api/get-added-properties')).body.data as { id: number }[]).map((p) => p.id),
      favourites: ((await authed(token, '/api/get_favourite_property')).body.data as { id: number }[]).map((p) => p.id),
      chats: ((await authed(token, '/api/get_chats')).body.data as unknown[]).length,
    });
    const expected = await own(emailToken);
    expect(expected.listings.length).toBeGreaterThan(0);
    expect(expected.favourites.length).toBeGreaterThan(0);
    expect(expected.chats).toBeGreaterThan(0);

    for (const typed of [
      '+91 98200 11111',
      '+919820011111',
      '09820011111',
      '98200-11111',
      '(+91) 98200 11111',
      '0091 98200 11111',
    ]) {
      const r = await phoneSignIn(typed);
      expect(r.status, typed).toBe(200);
      expect(r.body, typed).toMatchObject({ error: false, message: 'Login Successfully' });
      expect((r.body.data as { id: number; email: string }).id, typed).toBe(demoUserId);
      expect((r.body.data as { email: string }).email).toBe(DEMO_ACCOUNTS.user);
      expect(await own(String(r.body.token)), typed).toEqual(expected);
    }
    // No account was made on the way.
    const after = await s.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(await s.db.select().from(customers).where(eq(customers.mobile, '+919820011111'))).toHaveLength(1);
  });

  it('prefers the number’s phone-login account, then the oldest account holding it verified', async () => {
    const number = '+919820077777';
    // Typed into a profile and never verified: it opens nothing (decision 026), however old.
    await s.db
      .insert(customers)
      .values({ name: 'Unverified Email', email: 'unverified-phone@abode.test', mobile: number, logintype: '3' });
    const proven = { mobile: number, logintype: '3', is_mobile_verified: true };
    const [older] = await s.db
      .insert(customers)
      .values({ name: 'Older Email', email: 'older-phone@abode.test', ...proven })
      .returning({ id: customers.id });
    await s.db.insert(customers).values({ name: 'Newer Email', email: 'newer-phone@abode.test', ...proven });
    const first = await phoneSignIn('98200 77777');
    expect((first.body.data as { id: number }).id).toBe(older?.id);
    // A phone-login account of the number was proven by a code when it was made: it wins over profiles.
    const [phone] = await s.db
      .insert(customers)
      .values({
        name: 'Phone Account',
        mobile: number,
        logintype: '1',
        auth_id: 'phone-account',
        is_mobile_verified: true,
      })
      .returning({ id: customers.id });
    const second = await phoneSignIn('+91 98200 77777');
    expect((second.body.data as { id: number }).id).toBe(phone?.id);
  });

  it('a new number still makes one new phone account, stored in E.164', async () => {
    const r = await phoneSignIn('098200 55555');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      message: 'User Register Successfully',
      data: { mobile: '+919820055555', logintype: '1' },
    });
    const again = await phoneSignIn('+91 98200 55555');
    expect((again.body.data as { id: number }).id).toBe((r.body.data as { id: number }).id);
  });

  it('registration and profile updates store the number in E.164; a non-number is refused', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Typed Number',
      email: 'typed-number@abode.test',
      mobile: '098200 66666',
      password: 'a-long-password',
      re_password: 'a-long-password',
    }))
      form.set(k, v);
    expect((await s.call('/api/user-register', { method: 'POST', body: form })).status).toBe(200);
    const [registered] = await s.db.select().from(customers).where(eq(customers.email, 'typed-number@abode.test'));
    expect(registered?.mobile).toBe('+919820066666');

    const token = await s.login(DEMO_ACCOUNTS.agent);
    const update = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return s.call('/api/update_profile', { method: 'POST', body: f, headers: { Authorization: token } });
    };
    const ok = await update({ mobile: '0091 98450-22222', whatsapp_number: '98450 22222' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ mobile: '+919845022222', whatsapp_number: '+919845022222' });
    const bad = await update({ mobile: '98450' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: true, message: 'Phone number is invalid' });
  });
});

describe('data migration 0015_phone_numbers_e164', () => {
  it('rewrites numbers stored as typed, leaves what is not a number, and runs once from the queue', async () => {
    const [legacy] = await s.db
      .insert(customers)
      .values({
        name: 'Legacy',
        email: 'legacy-phone@abode.test',
        mobile: '098200 88888',
        whatsapp_number: '(+91) 98200-88888',
        is_mobile_verified: true,
      })
      .returning({ id: customers.id });
    const [junk] = await s.db
      .insert(customers)
      .values({ name: 'Junk', email: 'junk-phone@abode.test', mobile: 'ask at the desk' })
      .returning({ id: customers.id });
    const [otp] = await s.db
      .insert(number_otps)
      .values({ number: '0091 98200 88888', otp: sha256('x'), expire_at: new Date(Date.now() + 60_000) })
      .returning({ id: number_otps.id });
    const [ticket] = await s.db
      .insert(phone_login_tickets)
      .values({ number: '98200 88888', token: sha256(`t-${Date.now()}`), expire_at: new Date(Date.now() + 60_000) })
      .returning({ id: phone_login_tickets.id });

    // Queued as the SQL migration queues it, then run as runMigrations runs it.
    await s.db.execute(
      sql`insert into data_migrations (name) values ('0015_phone_numbers_e164') on conflict do nothing`,
    );
    const log = keptLog();
    await runDataMigrations(s.db, log);

    const [l] = await s.db
      .select()
      .from(customers)
      .where(eq(customers.id, Number(legacy?.id)));
    expect(l).toMatchObject({ mobile: '+919820088888', whatsapp_number: '+919820088888' });
    const [j] = await s.db
      .select()
      .from(customers)
      .where(eq(customers.id, Number(junk?.id)));
    expect(j?.mobile).toBe('ask at the desk');
    expect(log.warnings).toContainEqual(
      expect.objectContaining({ table: 'customers', column: 'mobile', ids: [junk?.id] }),
    );
    const [o] = await s.db
      .select()
      .from(number_otps)
      .where(eq(number_otps.id, Number(otp?.id)));
    expect(o?.number).toBe('+919820088888');
    const [tk] = await s.db
      .select()
      .from(phone_login_tickets)
      .where(eq(phone_login_tickets.id, Number(ticket?.id)));
    expect(tk?.number).toBe('+919820088888');

    // Done: the queue is empty, and the migrated account is found by phone sign-in.
    const queued = (await s.db.execute(sql`select name from data_migrations`)) as unknown as { rows: unknown[] };
    expect(queued.rows).toEqual([]);
    const r = await phoneSignIn('+91 98200 88888');
    expect((r.body.data as { id: number }).id).toBe(legacy?.id);

    // Running again changes nothing.
    expect(await normaliseStoredPhones(s.db, keptLog())).toMatchObject({ normalised: 0, unparseable: 1 });
  });

  it('leaves a job a newer version queued', async () => {
    await s.db.execute(sql`insert into data_migrations (name) values ('9999_from_the_future')`);
    const log = keptLog();
    await runDataMigrations(s.db, log);
    expect(log.warnings).toEqual([{ name: '9999_from_the_future' }]);
    await s.db.execute(sql`delete from data_migrations`);
  });
});
