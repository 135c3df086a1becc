import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, outboxPageEnabled } from '../src/app.ts';
import { customers, number_otps, outbox } from '../src/db/schema.ts';
import type { AppConfig } from '../src/env.ts';
import { MemoryRateLimiter } from '../src/lib/rate-limit.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { form, startTestServer, testConfig } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  // The outbox page on, on both databases, so the flows below read codes the way a developer would.
  s = await startTestServer({ config: { outboxPage: true } });
});
afterAll(async () => {
  await s?.close();
});

let n = 0;
/** Registers a fresh account; returns its email and password. */
async function registerFresh(): Promise<{ email: string; password: string }> {
  n += 1;
  const email = `otp-${n}-${Date.now()}@example.com`;
  const password = 'secret-otp';
  const r = await s.call('/api/user-register', {
    method: 'POST',
    body: form({ name: `Otp Person ${n}`, email, password, re_password: password }),
  });
  expect(r.status).toBe(200);
  return { email, password };
}

/** The latest code mailed to an address, read from GET /api/dev/outbox. */
async function latestOtp(email: string): Promise<string> {
  const r = await s.call(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(r.status).toBe(200);
  const [first] = r.body.data as { otp: string | null }[];
  return String(first?.otp);
}

const getOtp = (email: string) => s.call(`/api/get-otp?email=${encodeURIComponent(email)}`);
const verify = (email: string, otp: string) =>
  s.call(`/api/verify-otp?email=${encodeURIComponent(email)}&otp=${encodeURIComponent(otp)}`);
const signup = (email: string, password: string) =>
  s.call('/api/user_signup', { method: 'POST', body: form({ type: '3', email, password }) });

/** Any 6-digit code other than `otp`. */
const wrongCode = (otp: string) => (otp === '000000' ? '111111' : '000000');

describe('register → verify-otp → user_signup', () => {
  it('refuses login before verification and signs in after it', async () => {
    const { email, password } = await registerFresh();
    const before = await signup(email, password);
    expect(before.status).toBe(403);
    expect(before.body).toMatchObject({ error: true, message: 'Email is not verified', code: 'EMAIL_NOT_VERIFIED' });

    const otp = await latestOtp(email);
    expect(otp).toMatch(/^\d{6}$/);
    const ok = await verify(email, otp);
    expect(ok.status).toBe(200);
    const [row] = await s.db.select().from(customers).where(eq(customers.email, email));
    expect(ok.body).toMatchObject({ error: false, message: 'OTP verified successfully!', auth_id: row?.auth_id });
    expect(row?.is_email_verified).toBe(true);

    const after = await signup(email, password);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ error: false, message: 'Login Successfully' });
    expect(String(after.body.token)).toMatch(/^\d+\|/);
  });
});

describe('GET /api/get-otp', () => {
  it('issues a fresh hashed code that replaces the previous one', async () => {
    const { email } = await registerFresh();
    const first = await latestOtp(email);
    const r = await getOtp(email.toUpperCase());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'OTP sent successfully' });
    const second = await latestOtp(email);
    const rows = await s.db.select().from(number_otps).where(eq(number_otps.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.otp).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.otp).not.toContain(second);
    const minutes = ((rows[0]?.expire_at.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    if (first !== second) {
      const old = await verify(email, first);
      expect(old.body.message).toBe('Invalid OTP.');
    }
    expect((await verify(email, second)).status).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const { email } = await registerFresh();
    const known = await getOtp(email);
    const unknown = await getOtp('nobody-here@example.com');
    expect(unknown.status).toBe(known.status);
    const { request_id: _a, ...a } = known.body;
    const { request_id: _b, ...b } = unknown.body;
    expect(b).toEqual(a);
    const mails = await s.db.select().from(outbox).where(eq(outbox.recipient, 'nobody-here@example.com'));
    expect(mails).toHaveLength(0);
    // Guessing afterwards tells the two apart no better.
    const guessKnown = await verify(email, '123456');
    const guessUnknown = await verify('nobody-here@example.com', '123456');
    expect(guessUnknown.status).toBe(guessKnown.status);
    expect(guessUnknown.body.message).toBe(guessKnown.body.message);
  });

  it('validates the query and answers phone numbers cleanly', async () => {
    const none = await s.call('/api/get-otp');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: true, message: 'Email is required', code: 'VALIDATION' });
    const bad = await getOtp('not-an-email');
    expect(bad.body.message).toBe('Email address is invalid');
    // Phone codes are covered in signin.test.ts; here only that a number is no longer refused outright.
    const phone = await s.call('/api/get-otp?number=%2B919820011111');
    expect(phone.status).toBe(200);
    expect(phone.body).toMatchObject({ error: false, message: 'OTP sent successfully' });
  });
});

describe('GET /api/verify-otp', () => {
  it("says 'Please enter OTP first.' without a code", async () => {
    for (const path of ['/api/verify-otp?email=a%40example.com', '/api/verify-otp?email=a%40example.com&otp=']) {
      const r = await s.call(path);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: true, message: 'Please enter OTP first.', code: 'VALIDATION' });
    }
  });

  it("answers 'Invalid OTP.' for a wrong code and keeps the right one valid", async () => {
    const { email } = await registerFresh();
    const otp = await latestOtp(email);
    for (const guess of [wrongCode(otp), 'abc', '12345678']) {
      const r = await verify(email, guess);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: true, message: 'Invalid OTP.', code: 'OTP_INVALID' });
    }
    expect((await verify(email, otp)).status).toBe(200);
  });

  it("answers 'OTP expired.' once expire_at has passed", async () => {
    const { email } = await registerFresh();
    const otp = await latestOtp(email);
    await s.db
      .update(number_otps)
      .set({ expire_at: new Date(Date.now() - 1000) })
      .where(eq(number_otps.email, email));
    const r = await verify(email, otp);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: true, message: 'OTP expired.', code: 'OTP_EXPIRED' });
    const [row] = await s.db.select().from(customers).where(eq(customers.email, email));
    expect(row?.is_email_verified).toBe(false);
  });

  it("is single use: the second try says 'OTP not found.'", async () => {
    const { email } = await registerFresh();
    const otp = await latestOtp(email);
    expect((await verify(email, otp)).status).toBe(200);
    const again = await verify(email, otp);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: true, message: 'OTP not found.', code: 'NOT_FOUND' });
    const never = await verify('never-asked@example.com', '123456');
    expect(never.status).toBe(404);
    expect(never.body.message).toBe('OTP not found.');
  });

  it('voids a code after five wrong guesses, even for the right one', async () => {
    const { email } = await registerFresh();
    const otp = await latestOtp(email);
    for (let i = 0; i < 5; i++) {
      const r = await verify(email, wrongCode(otp));
      expect(r.body.message).toBe('Invalid OTP.');
    }
    const late = await verify(email, otp);
    expect(late.status).toBe(404);
    expect(late.body.message).toBe('OTP not found.');
    const [row] = await s.db
      .select()
      .from(customers)
      .where(and(eq(customers.email, email), eq(customers.logintype, '3')));
    expect(row?.is_email_verified).toBe(false);
  });
});

describe('rate limits', () => {
  // A separate app over the same database: its own limiter, and inject() to choose the client address.
  async function isolatedApp(config: Partial<AppConfig> = {}) {
    return buildApp({ config: { ...configOf(), ...config }, db: s.db, limiter: new MemoryRateLimiter() });
  }

  it('allows 5 requests per address in 15 minutes, then answers the 429 envelope', async () => {
    const app = await isolatedApp();
    try {
      const ask = (ip: string) =>
        app.inject({ method: 'GET', url: `/api/get-otp?email=${DEMO_ACCOUNTS.user}`, remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await ask(`10.0.0.${i + 1}`)).statusCode).toBe(200);
      const sixth = await ask('10.0.0.99');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({
        error: true,
        message: 'Too many requests, try again later',
        code: 'RATE_LIMITED',
      });
      // An unknown address is limited the same way, so the 429 tells nothing either.
      for (let i = 0; i < 5; i++)
        await app.inject({ method: 'GET', url: '/api/get-otp?email=ghost@example.com', remoteAddress: `10.1.0.${i}` });
      const ghost = await app.inject({
        method: 'GET',
        url: '/api/get-otp?email=ghost@example.com',
        remoteAddress: '10.1.0.99',
      });
      expect(ghost.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('allows 20 requests per IP in 15 minutes across addresses', async () => {
    const app = await isolatedApp();
    try {
      const ask = (i: number) =>
        app.inject({ method: 'GET', url: `/api/get-otp?email=spray-${i}@example.com`, remoteAddress: '10.2.0.1' });
      for (let i = 0; i < 20; i++) expect((await ask(i)).statusCode).toBe(200);
      const over = await ask(20);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ error: true, code: 'RATE_LIMITED' });
      const other = await app.inject({
        method: 'GET',
        url: '/api/get-otp?email=spray-0@example.com',
        remoteAddress: '10.2.0.2',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('slides: a request leaves the window after 15 minutes', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 5; i++) expect((await limiter.hit('k', 5, 900_000)).allowed).toBe(true);
    const refused = await limiter.hit('k', 5, 900_000);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 900_000 });
    now += 900_001;
    expect((await limiter.hit('k', 5, 900_000)).allowed).toBe(true);
  });
});

const configOf = () => testConfig(s.dataDir);

describe('GET /api/dev/outbox availability', () => {
  it('is on for the embedded database on loopback, off for PostgreSQL or a public host unless OUTBOX_PAGE=1', async () => {
    expect(outboxPageEnabled({ ...configOf(), host: '127.0.0.1' })).toBe(true);
    expect(outboxPageEnabled({ ...configOf(), host: '0.0.0.0' })).toBe(false);
    expect(outboxPageEnabled({ ...configOf(), host: '0.0.0.0', outboxPage: true })).toBe(true);
    const prod = { ...configOf(), databaseUrl: 'postgres://db.example.com/abode' };
    expect(outboxPageEnabled(prod)).toBe(false);
    expect(outboxPageEnabled({ ...prod, outboxPage: true })).toBe(true);

    const url = `/api/dev/outbox?to=${DEMO_ACCOUNTS.user}`;
    const off = await buildApp({ config: prod, db: s.db });
    const on = await buildApp({ config: { ...prod, outboxPage: true }, db: s.db });
    const embedded = await buildApp({ config: { ...configOf(), host: '127.0.0.1' }, db: s.db });
    try {
      const hidden = await off.inject({ method: 'GET', url });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
      expect(hidden.body).not.toMatch(/otp/i);
      for (const app of [on, embedded]) {
        const shown = await app.inject({ method: 'GET', url });
        expect(shown.statusCode).toBe(200);
        expect(shown.json()).toMatchObject({ error: false });
      }
    } finally {
      await Promise.all([off.close(), on.close(), embedded.close()]);
    }
  });

  it('lists the latest messages for an address, newest first, with the code', async () => {
    const { email } = await registerFresh();
    await getOtp(email);
    const r = await s.call(`/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(r.status).toBe(200);
    const data = r.body.data as { subject: string; body: string; otp: string; created_at: string; id: number }[];
    expect(data).toHaveLength(2);
    expect((data[0]?.id ?? 0) > (data[1]?.id ?? 0)).toBe(true);
    expect(data[0]).toMatchObject({ subject: 'Verify your email address', otp: expect.stringMatching(/^\d{6}$/) });
    expect(data[0]?.body).toContain(data[0]?.otp);
    expect(Number.isNaN(Date.parse(data[0]?.created_at ?? ''))).toBe(false);
    const missing = await s.call('/api/dev/outbox');
    expect(missing.status).toBe(400);
  });
});
