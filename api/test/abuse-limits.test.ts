// Abuse limits that stop attackers, not owners (decision 011): which client a limit counts (TRUST_PROXY), login
// budgets per account and client, sign-up limits, atomic OTP guesses, a forgot-password answer whose timing
// tells nothing, and limits shared by several instances through Redis (REDIS_URL). Over real HTTP, on PGlite
// or PostgreSQL (DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { customers, outbox as outboxTable } from '../src/db/schema.ts';
import type { AppConfig } from '../src/env.ts';
import { parseTrustProxy } from '../src/env.ts';
import type { RateLimiter } from '../src/lib/rate-limit.ts';
import { backoffWaitMs, MemoryRateLimiter } from '../src/lib/rate-limit.ts';
import { RedisRateLimiter } from '../src/lib/redis-rate-limit.ts';
import { MAX_OTP_ATTEMPTS } from '../src/modules/otp/otp.repository.ts';
import { FORGOT_LIMITS } from '../src/modules/password/forgot-password.route.ts';
import { LOGIN_LIMITS } from '../src/modules/users/login-limits.ts';
import { REGISTER_LIMITS } from '../src/modules/users/user-register.route.ts';
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

const TOO_MANY = { error: true, message: 'Too many requests, try again later', code: 'RATE_LIMITED' };
const enc = encodeURIComponent;

/** Another API instance over the test database, on its own port, with its own configuration and limiter. */
interface Instance {
  app: FastifyInstance;
  url: string;
  /** A request from the socket 127.0.0.1, naming `from` in X-Forwarded-For when given. */
  call: (
    path: string,
    init?: RequestInit & { from?: string | undefined },
  ) => Promise<{ status: number; body: Record<string, unknown> }>;
  close: () => Promise<void>;
}

async function instance(config: Partial<AppConfig>, limiter: RateLimiter = new MemoryRateLimiter()): Promise<Instance> {
  const app = await buildApp({ config: testConfig(s.dataDir, { outboxPage: true, ...config }), db: s.db, limiter });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    call: async (path, { from, ...init } = {}) => {
      const headers = new Headers(init.headers);
      if (from) headers.set('x-forwarded-for', from);
      const res = await fetch(url + path, { ...init, headers });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    close: () => app.close(),
  };
}

const login = (api: Instance, email: string, password: string, from?: string) =>
  api.call('/api/user_signup', { method: 'POST', body: form({ type: '3', email, password }), from });

const register = (api: Instance, email: string, from?: string) =>
  api.call('/api/user-register', {
    method: 'POST',
    body: form({ name: 'Limit Person', email, password: 'limits-pass-9', re_password: 'limits-pass-9' }),
    from,
  });

/** A fresh address, unique per test run. */
const freshEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** The latest outbox entries for a recipient, through the developer outbox page. */
async function outbox(to: string) {
  const r = await s.call(`/api/dev/outbox?to=${enc(to)}`);
  expect(r.status).toBe(200);
  return r.body.data as { otp: string | null; body: string; template: string }[];
}

describe('TRUST_PROXY: which client a limit counts', () => {
  // forgot-password counts FORGOT_LIMITS.perIp requests per client; a new address each time keeps the
  // per-address limit out of the way.
  const ask = (api: Instance, from: string) =>
    api.call(`/api/forgot-password?email=${enc(freshEmail('proxy'))}`, { from });

  it('ignores X-Forwarded-For without TRUST_PROXY: everyone on that socket shares one limit', async () => {
    const api = await instance({ trustProxy: parseTrustProxy(undefined) });
    try {
      for (let i = 0; i < FORGOT_LIMITS.perIp; i++) expect((await ask(api, `198.51.100.${i + 1}`)).status).toBe(200);
      const spoofed = await ask(api, '203.0.113.77');
      expect(spoofed.status).toBe(429);
      expect(spoofed.body).toMatchObject(TOO_MANY);
    } finally {
      await api.close();
    }
  });

  it.each(['loopback', '1'])('with TRUST_PROXY=%s, two forwarded addresses are two clients', async (value) => {
    const api = await instance({ trustProxy: parseTrustProxy(value) });
    try {
      for (let i = 0; i < FORGOT_LIMITS.perIp; i++) expect((await ask(api, '198.51.100.1')).status).toBe(200);
      const a = await ask(api, '198.51.100.1');
      expect(a.status).toBe(429);
      expect(a.body).toMatchObject(TOO_MANY);
      expect((await ask(api, '198.51.100.2')).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe('login limits', () => {
  const A = '198.51.100.10';
  const B = '198.51.100.20';

  it("refuses an attacker's client after its failures; the owner signs in from another client", async () => {
    const api = await instance({ trustProxy: 'loopback' });
    try {
      for (let i = 0; i < LOGIN_LIMITS.perAccountClient; i++)
        expect((await login(api, DEMO_ACCOUNTS.user, `wrong-${i}`, A)).status).toBe(401);
      const refused = await login(api, DEMO_ACCOUNTS.user, 'wrong-again', A);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject(TOO_MANY);
      // Refused before the password is checked: the right one from A is refused too.
      expect((await login(api, DEMO_ACCOUNTS.user, DEMO_PASSWORD, A)).status).toBe(429);
      // The attacker keeps going; the refusals are not counted against the account.
      for (let i = 0; i < 30; i++) expect((await login(api, DEMO_ACCOUNTS.user, `more-${i}`, A)).status).toBe(429);
      const owner = await login(api, DEMO_ACCOUNTS.user, DEMO_PASSWORD, B);
      expect(owner.status).toBe(200);
      expect(owner.body).toMatchObject({ error: false, message: 'Login Successfully' });
    } finally {
      await api.close();
    }
  });

  it('counts concurrent guesses before checking them: one client gets exactly its budget', async () => {
    const api = await instance({ trustProxy: 'loopback' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(api, DEMO_ACCOUNTS.agent, `burst-${i}`, A)),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((x) => x === 401)).toHaveLength(LOGIN_LIMITS.perAccountClient);
      expect(statuses.filter((x) => x === 429)).toHaveLength(30 - LOGIN_LIMITS.perAccountClient);
      expect((await login(api, DEMO_ACCOUNTS.agent, DEMO_PASSWORD, B)).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('spaces out guesses spread over many clients with growing delays; a client that signed in before is let through', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const api = await instance({ trustProxy: 'loopback' }, new MemoryRateLimiter(() => now));
    const { free, baseMs, maxMs } = LOGIN_LIMITS.account;
    const owner = '198.51.100.30';
    let bot = 0;
    const fromBot = () => `203.0.113.${++bot}`;
    try {
      expect((await login(api, DEMO_ACCOUNTS.admin, DEMO_PASSWORD, owner)).status).toBe(200);
      // One client alone can never spend the free part: it is refused for the account first.
      expect(free).toBeGreaterThan(LOGIN_LIMITS.perAccountClient);
      for (let i = 0; i < free; i++)
        expect((await login(api, DEMO_ACCOUNTS.admin, 'botnet', fromBot())).status).toBe(401);
      // Now each attempt waits 1 s, 2 s, 4 s… after the previous failure, whoever makes it.
      const held = await login(api, DEMO_ACCOUNTS.admin, 'botnet', fromBot());
      expect(held.status).toBe(429);
      expect(held.body).toMatchObject(TOO_MANY);
      now += baseMs;
      expect((await login(api, DEMO_ACCOUNTS.admin, 'botnet', fromBot())).status).toBe(401);
      now += 2 * baseMs - 1;
      expect((await login(api, DEMO_ACCOUNTS.admin, 'botnet', fromBot())).status).toBe(429);
      // A new client is held off with the right password too (the delay is shared) …
      expect((await login(api, DEMO_ACCOUNTS.admin, DEMO_PASSWORD, fromBot())).status).toBe(429);
      // … but the owner's client, known from its earlier sign-in, is not.
      expect((await login(api, DEMO_ACCOUNTS.admin, DEMO_PASSWORD, owner)).status).toBe(200);
      now += 1;
      expect((await login(api, DEMO_ACCOUNTS.admin, 'botnet', fromBot())).status).toBe(401);
      // The delay doubles per failure and stops growing at the cap.
      expect(backoffWaitMs(LOGIN_LIMITS.account, free + 3, now, now)).toBe(8 * baseMs);
      expect(backoffWaitMs(LOGIN_LIMITS.account, free + 40, now, now)).toBe(maxMs);
    } finally {
      await api.close();
    }
  });
});

describe('MemoryRateLimiter', () => {
  it('takes a counted request back, and keeps each key for its own window when it prunes', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    const first = await limiter.hit('k', 1, 60_000);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
    await limiter.forget('k', String(first.id));
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(true);

    const month = 30 * 86_400_000;
    await limiter.hit('long', 100, month);
    for (let i = 0; i < 10_001; i++) await limiter.hit(`short:${i}`, 1, 1_000);
    now += 120_000;
    await limiter.hit('trigger', 1, 1_000);
    expect((await limiter.peek('long', 1, month)).allowed).toBe(false);
  });
});

describe('sign-up limits', () => {
  it('limits sign-ups per client (429 envelope); another client still signs up', async () => {
    const api = await instance({ trustProxy: 'loopback' });
    try {
      for (let i = 0; i < REGISTER_LIMITS.perClient; i++)
        expect((await register(api, freshEmail('spray'), '198.51.100.40')).status).toBe(200);
      const over = await register(api, freshEmail('spray'), '198.51.100.40');
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject(TOO_MANY);
      expect((await register(api, freshEmail('spray'), '198.51.100.41')).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('limits sign-ups per address, whichever client asks', async () => {
    const api = await instance({ trustProxy: 'loopback' });
    const email = freshEmail('target');
    try {
      expect((await register(api, email, '198.51.100.50')).status).toBe(200);
      for (let i = 1; i < REGISTER_LIMITS.perEmail; i++) {
        const again = await register(api, email, `198.51.100.${50 + i}`);
        // Answered as a new address would be (decision 026); its owner is mailed instead.
        expect(again.body).toMatchObject({ error: false, message: 'User Registered Successfully' });
      }
      const over = await register(api, email, '198.51.100.99');
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject(TOO_MANY);
      // One code mailed, for the one sign-up.
      expect((await outbox(email)).filter((m) => m.template === 'verify_mail')).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});

describe('OTP guesses are counted atomically', () => {
  /** 40 wrong guesses at once, then the right code: at most five guesses are ever compared. */
  async function burst(target: string, otp: string) {
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => s.call(`/api/verify-otp?${target}&otp=${wrong}`)),
    );
    const messages = answers.map((r) => String(r.body.message));
    expect(messages.filter((m) => m === 'Invalid OTP.')).toHaveLength(MAX_OTP_ATTEMPTS);
    expect(messages.filter((m) => m === 'OTP not found.')).toHaveLength(40 - MAX_OTP_ATTEMPTS);
    const right = await s.call(`/api/verify-otp?${target}&otp=${otp}`);
    expect(right.status).toBe(404);
    expect(right.body).toMatchObject({ error: true, message: 'OTP not found.' });
  }

  async function registerForOtp(tag: string): Promise<{ email: string; otp: string }> {
    const email = freshEmail(tag);
    const r = await s.call('/api/user-register', {
      method: 'POST',
      body: form({ name: 'Otp Burst', email, password: 'burst-pass-9', re_password: 'burst-pass-9' }),
    });
    expect(r.status).toBe(200);
    return { email, otp: String((await outbox(email))[0]?.otp) };
  }

  it('for an email code: 40 concurrent wrong guesses, then the right code is refused', async () => {
    const { email, otp } = await registerForOtp('otp-burst');
    await burst(`email=${enc(email)}`, otp);
    const [row] = await s.db.select().from(customers).where(eq(customers.email, email));
    expect(row?.is_email_verified).toBe(false);
  });

  it('for a phone code: 40 concurrent wrong guesses, then the right code is refused', async () => {
    const number = `+9199${String(Date.now()).slice(-8)}`;
    expect((await s.call(`/api/get-otp?number=${enc(number)}`)).status).toBe(200);
    const [sms] = await outbox(number);
    await burst(`number=${enc(number)}`, String(sms?.otp));
  });

  it('still accepts the right code as the fifth guess', async () => {
    const { email, otp } = await registerForOtp('otp-fifth');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i < MAX_OTP_ATTEMPTS; i++)
      expect((await s.call(`/api/verify-otp?email=${enc(email)}&otp=${wrong}`)).body.message).toBe('Invalid OTP.');
    expect((await s.call(`/api/verify-otp?email=${enc(email)}&otp=${otp}`)).status).toBe(200);
  });
});

describe('forgot-password timing', () => {
  // Limits are not what is measured here: a limiter that allows everything.
  const unlimited: RateLimiter = {
    hit: async () => ({ allowed: true, retryAfterMs: 0 }),
    peek: async () => ({ allowed: true, retryAfterMs: 0 }),
    backoff: async () => ({ allowed: true, retryAfterMs: 0 }),
    forget: async () => {},
  };
  const resetMails = async (to: string) => {
    const [row] = await s.db
      .select({ n: count() })
      .from(outboxTable)
      .where(and(eq(outboxTable.recipient, to), eq(outboxTable.template, 'reset_password')));
    return row?.n ?? 0;
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

  /**
   * Times GET `paths` from a worker thread, one at a time with `gapMs` between them: the client then has an
   * event loop of its own, as a remote attacker would, instead of sharing the server's.
   */
  async function timeFromWorker(url: string, paths: string[], gapMs: number) {
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      (async () => {
        const out = [];
        for (const path of workerData.paths) {
          await new Promise((r) => setTimeout(r, workerData.gapMs));
          const t0 = performance.now();
          const res = await fetch(workerData.url + path);
          const body = await res.json();
          out.push({ ms: performance.now() - t0, status: res.status, message: body.message });
        }
        parentPort.postMessage(out);
      })();`,
      { eval: true, workerData: { url, paths, gapMs } },
    );
    try {
      const [out] = (await once(worker, 'message')) as [{ ms: number; status: number; message: string }[]];
      return out;
    } finally {
      await worker.terminate();
    }
  }

  it('answers as fast for an existing account as for an unknown address, and the mail still arrives', async () => {
    const api = await instance({}, unlimited);
    const email = DEMO_ACCOUNTS.agent;
    const before = await resetMails(email);
    try {
      const rounds = 40;
      const nobody = Array.from({ length: rounds }, () => freshEmail('nobody'));
      const known = `/api/forgot-password?email=${enc(email)}`;
      const unknown = (i: number) => `/api/forgot-password?email=${enc(nobody[i] ?? '')}`;
      // Pairs in K U, U K order: each kind follows either kind equally often, and a pair shares the machine's
      // load of the moment (other work on a small machine swings single answers from 2 to 70 ms).
      const paths = [
        ...Array.from({ length: 5 }, () => `/api/forgot-password?email=${enc(freshEmail('warm-up'))}`),
        ...nobody.flatMap((_, i) => (i % 2 ? [unknown(i), known] : [known, unknown(i)])),
      ];
      const answers = (await timeFromWorker(api.url, paths, 75)).slice(5);
      for (const a of answers)
        expect(a).toMatchObject({
          status: 200,
          message: 'If an account exists for this email, a reset link has been sent.',
        });
      const pairs = nobody.map((_, i) => {
        const [first, second] = [answers[2 * i]?.ms ?? 0, answers[2 * i + 1]?.ms ?? 0];
        return i % 2 ? { known: second, unknown: first } : { known: first, unknown: second };
      });
      const [k, u] = [median(pairs.map((p) => p.known)), median(pairs.map((p) => p.unknown))];
      const gap = median(pairs.map((p) => p.known - p.unknown));
      // Before the answer came first, a known account took 3 to 8 ms more (a lookup, a token, an outbox row).
      expect(
        Math.abs(gap),
        `median known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms, gap ${gap.toFixed(2)} ms`,
      ).toBeLessThan(Math.max(2, 0.5 * u));

      // The work happened after the answers: every known request left a reset mail.
      let mails = before;
      for (let i = 0; i < 100 && mails < before + rounds; i++) {
        await new Promise((r) => setTimeout(r, 50));
        mails = await resetMails(email);
      }
      expect(mails).toBe(before + rounds);
      const [latest] = await outbox(email);
      expect(latest?.body).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      // Unknown addresses got nothing.
      for (const address of nobody.slice(0, 5)) expect(await outbox(address)).toEqual([]);
    } finally {
      await api.close();
    }
  });
});

// Against the real Redis at REDIS_URL (CI sets redis://127.0.0.1:6379). Keys carry a prefix unique to this run,
// so runs on one Redis never see each other's counts; they are deleted at the end.
const REDIS_URL = process.env.REDIS_URL || undefined;
const REDIS_SKIPPED = 'REDIS_URL is not set: the Redis cases are skipped (run with REDIS_URL=redis://127.0.0.1:6379)';
if (!REDIS_URL) {
  console.warn(`abuse-limits.test.ts: ${REDIS_SKIPPED}`);
  describe('RedisRateLimiter', () => {
    it.skip(REDIS_SKIPPED, () => {});
  });
}

describe.skipIf(!REDIS_URL)(`RedisRateLimiter against REDIS_URL=${REDIS_URL}`, () => {
  const prefix = `abode:rl:test:${randomUUID()}:`;
  const opened: { close: () => Promise<void> }[] = [];
  const errors: Error[] = [];
  const connect = async () => {
    const redis = await RedisRateLimiter.connect(String(REDIS_URL), { prefix, onError: (err) => errors.push(err) });
    opened.push(redis);
    return redis.limiter;
  };
  afterAll(async () => {
    const client = createClient({ url: REDIS_URL });
    client.on('error', () => {});
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
      if (keys.length) await client.del(keys);
    await client.close();
    await Promise.all(opened.map((r) => r.close()));
    expect(errors).toEqual([]);
  });

  it('counts, refuses with a retry time, peeks without counting and takes a request back', async () => {
    const limiter = await connect();
    const key = `unit:${randomUUID()}`;
    expect((await limiter.peek(key, 3, 60_000)).allowed).toBe(true);
    const first = await limiter.hit(key, 3, 60_000);
    expect(first).toMatchObject({ allowed: true, retryAfterMs: 0 });
    expect(first.id).toBeTruthy();
    await limiter.hit(key, 3, 60_000);
    await limiter.hit(key, 3, 60_000);
    const refused = await limiter.hit(key, 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.id).toBeUndefined();
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.peek(key, 3, 60_000)).allowed).toBe(false);
    await limiter.forget(key, String(first.id));
    expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(true);
  });

  it('slides: a request leaves the window when it ages out', async () => {
    const limiter = await connect();
    const key = `slide:${randomUUID()}`;
    expect((await limiter.hit(key, 1, 300)).allowed).toBe(true);
    expect((await limiter.hit(key, 1, 300)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 350));
    expect((await limiter.hit(key, 1, 300)).allowed).toBe(true);
  });

  it('is atomic: of 50 concurrent hits on a limit of 10 from two connections, exactly 10 pass', async () => {
    const [one, two] = [await connect(), await connect()];
    const key = `burst:${randomUUID()}`;
    const verdicts = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).hit(key, 10, 60_000)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
  });

  it('spaces requests out with growing delays after the free ones', async () => {
    const limiter = await connect();
    const key = `backoff:${randomUUID()}`;
    const schedule = { free: 2, baseMs: 200, maxMs: 1_000, windowMs: 60_000 };
    expect((await limiter.backoff(key, schedule)).allowed).toBe(true);
    expect((await limiter.backoff(key, schedule)).allowed).toBe(true);
    const held = await limiter.backoff(key, schedule);
    expect(held.allowed).toBe(false);
    expect(held.retryAfterMs).toBeGreaterThan(100);
    expect(held.retryAfterMs).toBeLessThanOrEqual(200);
    await new Promise((r) => setTimeout(r, 220));
    expect((await limiter.backoff(key, schedule)).allowed).toBe(true);
    const longer = await limiter.backoff(key, schedule);
    expect(longer.allowed).toBe(false);
    expect(longer.retryAfterMs).toBeGreaterThan(300);
    expect(longer.retryAfterMs).toBeLessThanOrEqual(400);
  });

  it('lets two API instances share one login limit; the owner still signs in from another client', async () => {
    const [first, second] = [
      await instance({ trustProxy: 'loopback' }, await connect()),
      await instance({ trustProxy: 'loopback' }, await connect()),
    ];
    // A unique attacker address too, so nothing but this run's keys could count.
    const attacker = `2001:db8::${randomUUID().slice(0, 4)}`;
    try {
      for (let i = 0; i < LOGIN_LIMITS.perAccountClient; i++) {
        const api = i % 2 ? second : first;
        expect((await login(api, DEMO_ACCOUNTS.user, `shared-${i}`, attacker)).status).toBe(401);
      }
      for (const api of [first, second]) {
        const refused = await login(api, DEMO_ACCOUNTS.user, 'shared-more', attacker);
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject(TOO_MANY);
      }
      expect((await login(second, DEMO_ACCOUNTS.user, DEMO_PASSWORD, '2001:db8::beef')).status).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
