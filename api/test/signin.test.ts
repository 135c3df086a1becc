// The other ways in: phone OTP login, forgot/reset password, and the sign-in hardening (login limits, weak
// passwords, demo mode). Over real HTTP, on PGlite or PostgreSQL (DATABASE_URL).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  customers,
  number_otps,
  password_resets,
  personal_access_tokens,
  phone_login_tickets,
} from '../src/db/schema.ts';
import type { AppConfig } from '../src/env.ts';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../src/lib/common-passwords.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { MemoryRateLimiter } from '../src/lib/rate-limit.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { form, startTestServer, testConfig } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ config: { outboxPage: true } });
});
afterAll(async () => {
  await s?.close();
});

const post = (path: string, fields: Record<string, string>) => s.call(path, { method: 'POST', body: form(fields) });
const enc = encodeURIComponent;

let seq = 0;
/** A fresh Indian mobile number in E.164 and as a person types it. */
function freshNumber(): { e164: string; typed: string } {
  seq += 1;
  const tail = String(Date.now() % 100_000).padStart(5, '0');
  const head = String(90_000 + seq).slice(0, 5);
  return { e164: `+91${head}${tail}`, typed: `+91 ${head} ${tail}` };
}

/** The latest outbox entry for a recipient, through the developer outbox page. */
async function latestOutbox(to: string) {
  const r = await s.call(`/api/dev/outbox?to=${enc(to)}`);
  expect(r.status).toBe(200);
  const [first] = r.body.data as { otp: string | null; body: string; channel: string; template: string }[];
  return first;
}

/** get-otp → code from the outbox → verify-otp; answers the ticket (auth_id). */
async function verifiedTicket(typed: string, e164: string): Promise<string> {
  const sent = await s.call(`/api/get-otp?number=${enc(typed)}`);
  expect(sent.status).toBe(200);
  const sms = await latestOutbox(e164);
  const verified = await s.call(`/api/verify-otp?number=${enc(typed)}&otp=${sms?.otp}`);
  expect(verified.status).toBe(200);
  return String(verified.body.auth_id);
}

const phoneSignup = (fields: Record<string, string>) => post('/api/user_signup', { type: '1', ...fields });

describe('phone OTP login', () => {
  it('texts a code, verifies it, creates the customer on first sign-in and logs in afterwards', async () => {
    const { e164, typed } = freshNumber();
    const sent = await s.call(`/api/get-otp?number=${enc(typed)}`);
    expect(sent.body).toMatchObject({ error: false, message: 'OTP sent successfully' });

    // Stored under the E.164 number, as a digest only.
    const [stored] = await s.db.select().from(number_otps).where(eq(number_otps.number, e164));
    const sms = await latestOutbox(e164);
    expect(sms).toMatchObject({ channel: 'sms', template: 'phone_otp' });
    expect(sms?.otp).toMatch(/^\d{6}$/);
    expect(sms?.body).toContain(String(sms?.otp));
    expect(stored?.otp).toBe(sha256(String(sms?.otp)));
    // An unencoded '+' reaches the server as a space; the outbox page still finds the number.
    expect((await s.call(`/api/dev/outbox?to=${e164}`)).body.data).toHaveLength(1);

    const verified = await s.call(`/api/verify-otp?number=${enc(e164)}&otp=${sms?.otp}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ error: false, message: 'OTP verified successfully!' });
    const authId = String(verified.body.auth_id);
    expect(authId).toMatch(/^[A-Za-z0-9]{40}$/);
    // Verifying creates nothing yet.
    expect(await s.db.select().from(customers).where(eq(customers.mobile, e164))).toHaveLength(0);
    const [ticket] = await s.db.select().from(phone_login_tickets).where(eq(phone_login_tickets.number, e164));
    expect(ticket?.token).toBe(sha256(authId));
    expect(ticket?.expire_at.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(ticket?.expire_at.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);

    const first = await phoneSignup({ auth_id: authId, mobile: typed, name: 'Phone Person' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      error: false,
      message: 'User Register Successfully',
      data: { mobile: e164, logintype: '1', name: 'Phone Person' },
    });
    expect(String(first.body.token)).toMatch(/^\d+\|/);
    expect(JSON.stringify(first.body)).not.toMatch(/argon2|"password"/);
    const me = await s.call('/api/get-user-data', { headers: { Authorization: `Bearer ${first.body.token}` } });
    expect(me.status).toBe(200);
    const id = (first.body.data as { id: number }).id;

    const again = await phoneSignup({ auth_id: await verifiedTicket(typed, e164), mobile: e164 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ error: false, message: 'Login Successfully', data: { id } });
    expect(await s.db.select().from(customers).where(eq(customers.mobile, e164))).toHaveLength(1);
  });

  it('makes one customer when two first sign-ins race', async () => {
    const { e164, typed } = freshNumber();
    const a = await verifiedTicket(typed, e164);
    // A second code and ticket for the same number would replace the first; forge the race at the table instead.
    const b = 'B'.repeat(40);
    await s.db
      .insert(phone_login_tickets)
      .values({ number: e164, token: sha256(b), expire_at: new Date(Date.now() + 60_000) });
    const [r1, r2] = await Promise.all([
      phoneSignup({ auth_id: a, mobile: e164 }),
      phoneSignup({ auth_id: b, mobile: e164 }),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect([r1.body.message, r2.body.message].sort()).toEqual(['Login Successfully', 'User Register Successfully']);
    expect(await s.db.select().from(customers).where(eq(customers.mobile, e164))).toHaveLength(1);
  });

  it('answers bad and missing numbers with the spec texts', async () => {
    // A number without a country code is read in India (DEFAULT_PHONE_COUNTRY), so '9876543210' is valid now.
    for (const bad of ['abc', '12345', '+0 98765 43210', '+91 98765 43210 12345 6789']) {
      const r = await s.call(`/api/get-otp?number=${enc(bad)}`);
      expect(r.status, bad).toBe(400);
      expect(r.body, bad).toMatchObject({ error: true, message: 'Phone number is invalid', code: 'VALIDATION' });
    }
    const empty = await s.call('/api/get-otp?number=');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: true, message: 'Phone number is required' });
    const emptyVerify = await s.call('/api/verify-otp?number=&otp=123456');
    expect(emptyVerify.body.message).toBe('Phone number is required');
    // Accepted forms: spaces, dashes, brackets, a leading 00.
    for (const ok of ['+91 98765-43210', '0091 (98765) 43210', '+1 415 555 0100']) {
      expect((await s.call(`/api/get-otp?number=${enc(ok)}`)).status, ok).toBe(200);
    }

    const noMobile = await phoneSignup({ auth_id: 'x'.repeat(40) });
    expect(noMobile.status).toBe(400);
    expect(noMobile.body).toMatchObject({ error: true, message: 'Phone number is required', code: 'VALIDATION' });
    const badMobile = await phoneSignup({ auth_id: 'x'.repeat(40), mobile: '98765' });
    expect(badMobile.body.message).toBe('Phone number is invalid');
  });

  it('refuses a forged, reused, expired or other-number auth_id', async () => {
    const { e164, typed } = freshNumber();
    const message = 'Your phone verification has expired. Please request a new code.';

    const forged = await phoneSignup({ auth_id: 'A'.repeat(40), mobile: e164 });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ error: true, message, code: 'UNAUTHENTICATED' });
    const none = await phoneSignup({ mobile: e164 });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(message);

    // Someone else's verified number's ticket does not sign in as this one (and stays usable for its own).
    const other = freshNumber();
    const otherTicket = await verifiedTicket(other.typed, other.e164);
    const crossed = await phoneSignup({ auth_id: otherTicket, mobile: e164 });
    expect(crossed.status).toBe(401);
    expect((await phoneSignup({ auth_id: otherTicket, mobile: other.e164 })).status).toBe(200);

    const ticket = await verifiedTicket(typed, e164);
    expect((await phoneSignup({ auth_id: ticket, mobile: e164 })).status).toBe(200);
    const reused = await phoneSignup({ auth_id: ticket, mobile: e164 });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(message);

    const late = await verifiedTicket(typed, e164);
    await s.db
      .update(phone_login_tickets)
      .set({ expire_at: new Date(Date.now() - 1000) })
      .where(eq(phone_login_tickets.number, e164));
    expect((await phoneSignup({ auth_id: late, mobile: e164 })).status).toBe(401);

    // The email customer's auth_id (what verify-otp answers for emails) is no phone ticket either.
    const [demo] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    expect((await phoneSignup({ auth_id: String(demo?.auth_id), mobile: e164 })).status).toBe(401);
  });

  it('keeps the email rules for phone codes: wrong, expired and single use', async () => {
    const { e164, typed } = freshNumber();
    await s.call(`/api/get-otp?number=${enc(typed)}`);
    const otp = String((await latestOutbox(e164))?.otp);
    const wrong = await s.call(`/api/verify-otp?number=${enc(e164)}&otp=${otp === '000000' ? '111111' : '000000'}`);
    expect(wrong.body).toMatchObject({ error: true, message: 'Invalid OTP.', code: 'OTP_INVALID' });
    expect((await s.call(`/api/verify-otp?number=${enc(e164)}&otp=${otp}`)).status).toBe(200);
    const twice = await s.call(`/api/verify-otp?number=${enc(e164)}&otp=${otp}`);
    expect(twice.body).toMatchObject({ error: true, message: 'OTP not found.' });

    await s.call(`/api/get-otp?number=${enc(typed)}`);
    await s.db
      .update(number_otps)
      .set({ expire_at: new Date(Date.now() - 1000) })
      .where(eq(number_otps.number, e164));
    const code = String((await latestOutbox(e164))?.otp);
    const expired = await s.call(`/api/verify-otp?number=${enc(e164)}&otp=${code}`);
    expect(expired.body).toMatchObject({ error: true, message: 'OTP expired.' });
  });
});

const configOf = (overrides: Partial<AppConfig> = {}) => testConfig(s.dataDir, { outboxPage: true, ...overrides });

/** A separate app over the same database with its own limiter; inject() chooses the client address. */
const isolatedApp = (overrides: Partial<AppConfig> = {}) =>
  buildApp({ config: configOf(overrides), db: s.db, limiter: new MemoryRateLimiter() });

function loginPayload(email: string, password: string) {
  return {
    method: 'POST' as const,
    url: '/api/user_signup',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ type: '3', email, password }).toString(),
  };
}

const TOO_MANY = { error: true, message: 'Too many requests, try again later', code: 'RATE_LIMITED' };

describe('rate limits', () => {
  it('texts 5 codes per number in 15 minutes, then answers the 429 envelope', async () => {
    const app = await isolatedApp();
    try {
      const { e164 } = freshNumber();
      const ask = (ip: string) =>
        app.inject({ method: 'GET', url: `/api/get-otp?number=${enc(e164)}`, remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await ask(`10.9.0.${i + 1}`)).statusCode).toBe(200);
      const sixth = await ask('10.9.0.99');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject(TOO_MANY);
    } finally {
      await app.close();
    }
  });

  it('refuses a client after 10 failures on an account, even with the right password; the owner signs in elsewhere', async () => {
    const app = await isolatedApp();
    try {
      for (let i = 0; i < 10; i++) {
        const r = await app.inject({
          ...loginPayload(DEMO_ACCOUNTS.user, 'wrong-password'),
          remoteAddress: '10.8.0.1',
        });
        expect(r.statusCode).toBe(401);
      }
      const right = await app.inject({ ...loginPayload(DEMO_ACCOUNTS.user, DEMO_PASSWORD), remoteAddress: '10.8.0.1' });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject(TOO_MANY);
      // The owner, from another client, is not locked out; the same client may still sign in to another account.
      const owner = await app.inject({ ...loginPayload(DEMO_ACCOUNTS.user, DEMO_PASSWORD), remoteAddress: '10.8.1.1' });
      expect(owner.statusCode).toBe(200);
      const agent = await app.inject({
        ...loginPayload(DEMO_ACCOUNTS.agent, DEMO_PASSWORD),
        remoteAddress: '10.8.0.1',
      });
      expect(agent.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('does not lock an account after 10 failures spread over clients', async () => {
    const app = await isolatedApp();
    try {
      for (let i = 0; i < 10; i++) {
        const r = await app.inject({
          ...loginPayload(DEMO_ACCOUNTS.user, 'wrong-password'),
          remoteAddress: `10.8.2.${i}`,
        });
        expect(r.statusCode).toBe(401);
      }
      const right = await app.inject({ ...loginPayload(DEMO_ACCOUNTS.user, DEMO_PASSWORD), remoteAddress: '10.8.3.1' });
      expect(right.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses logins from an IP after 50 failures across addresses; successes do not count', async () => {
    const app = await isolatedApp();
    try {
      for (let i = 0; i < 20; i++) {
        const ok = await app.inject({ ...loginPayload(DEMO_ACCOUNTS.agent, DEMO_PASSWORD), remoteAddress: '10.7.0.1' });
        expect(ok.statusCode).toBe(200);
      }
      for (let i = 0; i < 50; i++) {
        const r = await app.inject({
          ...loginPayload(`spray-${i}@example.com`, 'nope-nope'),
          remoteAddress: '10.7.0.1',
        });
        expect(r.statusCode).toBe(401);
      }
      const blocked = await app.inject({
        ...loginPayload(DEMO_ACCOUNTS.agent, DEMO_PASSWORD),
        remoteAddress: '10.7.0.1',
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject(TOO_MANY);
      const elsewhere = await app.inject({
        ...loginPayload(DEMO_ACCOUNTS.agent, DEMO_PASSWORD),
        remoteAddress: '10.7.0.2',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('limits reset-link requests per address', async () => {
    const app = await isolatedApp();
    try {
      const ask = (ip: string) =>
        app.inject({ method: 'GET', url: '/api/forgot-password?email=limit@example.com', remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await ask(`10.6.0.${i}`)).statusCode).toBe(200);
      const over = await ask('10.6.0.99');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject(TOO_MANY);
    } finally {
      await app.close();
    }
  });
});

let accounts = 0;
/** A fresh email account (registered, not verified); answers its email. */
async function registerFresh(password = 'first-pass-1'): Promise<string> {
  accounts += 1;
  const email = `reset-${accounts}-${Date.now()}@example.com`;
  const r = await post('/api/user-register', { name: `Reset ${accounts}`, email, password, re_password: password });
  expect(r.status).toBe(200);
  return email;
}

/** Asks for a reset link and reads its token from the mail in the outbox. */
async function resetToken(email: string): Promise<string> {
  const r = await s.call(`/api/forgot-password?email=${enc(email)}`);
  expect(r.body).toMatchObject({
    error: false,
    message: 'If an account exists for this email, a reset link has been sent.',
  });
  // The mail is written just after the answer (decision 011): poll the outbox for it.
  let token: string | undefined;
  for (let i = 0; i < 50 && !token; i++) {
    const mail = await latestOutbox(email);
    token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(String(mail?.body))?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 20));
  }
  expect(token).toBeDefined();
  return String(token);
}

const reset = (token: string, password: string, re_password = password) =>
  post('/api/reset-password', { token, password, re_password });

describe('forgot and reset password', () => {
  it('mails a link, sets the new password, revokes every token and is single use', async () => {
    const email = await registerFresh();
    const token = await resetToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = await latestOutbox(email);
    expect(mail?.body).toContain(`${s.url}/reset-password?token=${token}`);
    const [row] = await s.db.select().from(password_resets).where(eq(password_resets.email, email));
    expect(row?.token).toBe(sha256(token));
    expect(row?.expires_at.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);

    // Sessions from before the reset: the account has a token (issued directly, as a login would).
    const [c] = await s.db.select().from(customers).where(eq(customers.email, email));
    await s.db
      .insert(personal_access_tokens)
      .values({ tokenable_id: Number(c?.id), name: 'web', token: sha256('x'.repeat(40)) });

    const done = await reset(token, 'brand-new-pass');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ error: false, message: 'Password Reset Successfully' });
    expect(
      await s.db
        .select()
        .from(personal_access_tokens)
        .where(eq(personal_access_tokens.tokenable_id, Number(c?.id))),
    ).toHaveLength(0);

    // The link proved the address, so the new password signs straight in; the old one does not.
    const login = await post('/api/user_signup', { type: '3', email, password: 'brand-new-pass' });
    expect(login.body).toMatchObject({ error: false, message: 'Login Successfully' });
    expect((await post('/api/user_signup', { type: '3', email, password: 'first-pass-1' })).status).toBe(401);

    const again = await reset(token, 'another-pass-2');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: true,
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses an expired or unknown token', async () => {
    const email = await registerFresh();
    const token = await resetToken(email);
    await s.db
      .update(password_resets)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(password_resets.email, email));
    const expired = await reset(token, 'brand-new-pass');
    expect(expired.body).toMatchObject({
      error: true,
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
    expect((await reset('made-up-token', 'brand-new-pass')).status).toBe(400);
    expect((await post('/api/user_signup', { type: '3', email, password: 'brand-new-pass' })).status).toBe(401);
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const known = await s.call(`/api/forgot-password?email=${enc(DEMO_ACCOUNTS.agent)}`);
    const unknown = await s.call('/api/forgot-password?email=nobody-here%40example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.message).toBe(known.body.message);
    expect(unknown.body.message).toBe('If an account exists for this email, a reset link has been sent.');
    expect((await s.call('/api/dev/outbox?to=nobody-here%40example.com')).body.data).toEqual([]);
    expect(
      await s.db.select().from(password_resets).where(eq(password_resets.email, 'nobody-here@example.com')),
    ).toEqual([]);
  });

  it('validates with the spec texts and refuses weak passwords without burning the link', async () => {
    const missing = await s.call('/api/forgot-password');
    expect(missing.body).toMatchObject({ error: true, message: 'Email is required' });
    const invalid = await s.call('/api/forgot-password?email=nope');
    expect(invalid.body.message).toBe('Email address is invalid');

    const email = await registerFresh();
    const token = await resetToken(email);
    const cases: [string, string, string][] = [
      ['', '', 'Password is required'],
      ['12345', '12345', 'Password must be 6 characters or more'],
      ['brand-new-pass', 'other', 'Passwords do not match'],
      ['Password123', 'Password123', 'Password is too weak.'],
      ['QWERTY123', 'QWERTY123', 'Password is too weak.'],
    ];
    for (const [password, re, message] of cases) {
      const r = await reset(token, password, re);
      expect(r.status, message).toBe(400);
      expect(r.body, message).toMatchObject({ error: true, message });
    }
    expect((await reset(token, 'strong-enough-9')).status).toBe(200);
  });
});

describe('weak passwords at registration', () => {
  it("refuses the most common passwords in any case with 'Password is too weak.'", async () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1000);
    for (const p of ['password', '123456', 'qwerty', 'abode123', 'iloveyou']) expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
    for (const password of ['password1', 'Abode123', 'LETMEIN123']) {
      const r = await post('/api/user-register', {
        name: 'Weak',
        email: `weak-${password}@example.com`,
        password,
        re_password: password,
      });
      expect(r.status, password).toBe(400);
      expect(r.body, password).toMatchObject({ error: true, message: 'Password is too weak.', code: 'VALIDATION' });
    }
    const short = await post('/api/user-register', {
      name: 'W',
      email: 'weak-s@example.com',
      password: '12345',
      re_password: '12345',
    });
    expect(short.body.message).toBe('Password must be 6 characters or more');
    expect(await s.db.select().from(customers).where(eq(customers.email, 'weak-password1@example.com'))).toEqual([]);
  });
});

describe('demo mode', () => {
  it('refuses account writes with the spec text and still lets people sign in', async () => {
    const app = await isolatedApp({ demoMode: true });
    const demoText = { error: true, message: 'This Action is Not Allowed in Demo Mode', code: 'FORBIDDEN' };
    try {
      const reg = await app.inject({
        method: 'POST',
        url: '/api/user-register',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          name: 'D',
          email: 'demo-new@example.com',
          password: 'good-pass-9',
          re_password: 'good-pass-9',
        }).toString(),
      });
      expect(reg.statusCode).toBe(403);
      expect(reg.json()).toMatchObject(demoText);
      const forgot = await app.inject({ method: 'GET', url: `/api/forgot-password?email=${enc(DEMO_ACCOUNTS.user)}` });
      expect(forgot.json()).toMatchObject(demoText);
      const rst = await app.inject({
        method: 'POST',
        url: '/api/reset-password',
        headers: { 'content-type': 'application/json' },
        payload: { token: 'x'.repeat(43), password: 'good-pass-9', re_password: 'good-pass-9' },
      });
      expect(rst.json()).toMatchObject(demoText);

      // Email login works.
      const login = await app.inject(loginPayload(DEMO_ACCOUNTS.user, DEMO_PASSWORD));
      expect(login.statusCode).toBe(200);

      // A phone number signs in when its customer exists, but a first sign-in (an account write) is refused.
      const known = freshNumber();
      await s.db.insert(customers).values({
        name: 'Known Phone',
        mobile: known.e164,
        logintype: '1',
        auth_id: 'known-phone',
        is_mobile_verified: true,
      });
      const fresh = freshNumber();
      for (const [n, status] of [
        [known, 200],
        [fresh, 403],
      ] as const) {
        await app.inject({ method: 'GET', url: `/api/get-otp?number=${enc(n.e164)}` });
        const otp = String((await latestOutbox(n.e164))?.otp);
        const v = await app.inject({ method: 'GET', url: `/api/verify-otp?number=${enc(n.e164)}&otp=${otp}` });
        const r = await app.inject({
          method: 'POST',
          url: '/api/user_signup',
          headers: { 'content-type': 'application/json' },
          payload: { type: 1, auth_id: v.json().auth_id, mobile: n.e164 },
        });
        expect(r.statusCode, n.e164).toBe(status);
        if (status === 403) expect(r.json()).toMatchObject(demoText);
      }
      expect(
        await s.db
          .select()
          .from(customers)
          .where(and(eq(customers.mobile, fresh.e164), eq(customers.logintype, '1'))),
      ).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
