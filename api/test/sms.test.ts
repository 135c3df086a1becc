// The Twilio adapter at its boundary: a local HTTP server stands in for api.twilio.com (this machine cannot
// reach it), checking the request Twilio's Messages API expects and answering as Twilio does.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { number_otps, outbox } from '../src/db/schema.ts';
import { parseEnv } from '../src/env.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { MemoryRateLimiter } from '../src/lib/rate-limit.ts';
import { SmsError, TwilioSms } from '../src/lib/sms.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-1';
const FROM = '+15005550006';

let fake: Server;
let base = '';
let seen: Seen[] = [];
let answer: { status: number; body: string; type?: string } = { status: 201, body: '{}' };

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, form: new URLSearchParams(raw) });
      res.writeHead(answer.status, { 'Content-Type': answer.type ?? 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  seen = [];
  answer = { status: 201, body: JSON.stringify({ sid: 'SM123', status: 'queued' }) };
});

const twilio = (apiBase = base) => new TwilioSms({ accountSid: SID, authToken: TOKEN, from: FROM, apiBase });
const twilioError = (status: number, code: number, message: string) => ({
  status,
  body: JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }),
});

async function failure(p: Promise<unknown>): Promise<SmsError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsError);
  return err as SmsError;
}

describe('TwilioSms', () => {
  it("POSTs a form to the account's Messages resource with HTTP Basic auth", async () => {
    await twilio().send({
      to: '+919876543210',
      body: 'Your code is 123456',
      template: 'phone_otp',
      payload: { otp: '123456' },
    });
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(req?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(req?.form ?? [])).toEqual({
      To: '+919876543210',
      From: FROM,
      Body: 'Your code is 123456',
    });
  });

  it("maps Twilio's errors: bad numbers, throttling, everything else", async () => {
    answer = twilioError(400, 21211, "The 'To' number +91123 is not a valid phone number.");
    const bad = await failure(twilio().send({ to: '+91123', body: 'x', template: 't' }));
    expect(bad).toMatchObject({ kind: 'invalid_number', status: 400, providerCode: 21211 });
    expect(bad.message).toContain('21211');

    answer = twilioError(429, 20429, 'Too Many Requests');
    expect(await failure(twilio().send({ to: '+919876543210', body: 'x', template: 't' }))).toMatchObject({
      kind: 'rate_limited',
      status: 429,
    });

    answer = twilioError(401, 20003, 'Authenticate');
    expect(await failure(twilio().send({ to: '+919876543210', body: 'x', template: 't' }))).toMatchObject({
      kind: 'unavailable',
      status: 401,
      providerCode: 20003,
    });

    answer = { status: 502, body: '<html>Bad gateway</html>', type: 'text/html' };
    expect(await failure(twilio().send({ to: '+919876543210', body: 'x', template: 't' }))).toMatchObject({
      kind: 'unavailable',
      status: 502,
    });
  });

  it('reports an unreachable Twilio as unavailable', async () => {
    // A port nothing listens on: the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await failure(
      twilio(`http://127.0.0.1:${port}`).send({ to: '+919876543210', body: 'x', template: 't' }),
    );
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/unreachable/);
  });
});

describe('the environment', () => {
  it('configures Twilio only with all three variables', () => {
    expect(parseEnv({}).twilio).toBeUndefined();
    expect(
      parseEnv({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: FROM, TWILIO_API_BASE: base }).twilio,
    ).toEqual({ accountSid: SID, authToken: TOKEN, from: FROM, apiBase: base });
    expect(parseEnv({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: FROM }).twilio?.apiBase).toBe(
      'https://api.twilio.com',
    );
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: SID })).toThrow(/set all three, or none/);
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: FROM })).toThrow(
      /TWILIO_ACCOUNT_SID/,
    );
  });
});

describe('get-otp through Twilio', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      config: { outboxPage: true, twilio: { accountSid: SID, authToken: TOKEN, from: FROM, apiBase: base } },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('texts the code through Twilio and keeps it out of the outbox', async () => {
    const r = await s.call(`/api/get-otp?number=${encodeURIComponent('+91 98200 12345')}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'OTP sent successfully' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.form.get('To')).toBe('+919820012345');
    const otp = /\b(\d{6})\b/.exec(seen[0]?.form.get('Body') ?? '')?.[1];
    const [stored] = await s.db.select().from(number_otps).where(eq(number_otps.number, '+919820012345'));
    expect(stored?.otp).toBe(sha256(String(otp)));
    expect(await s.db.select().from(outbox).where(eq(outbox.recipient, '+919820012345'))).toEqual([]);
    const verified = await s.call(`/api/verify-otp?number=%2B919820012345&otp=${otp}`);
    expect(verified.body).toMatchObject({ error: false, message: 'OTP verified successfully!' });
  });

  it("answers Twilio's failures as envelopes, never a 500", async () => {
    answer = twilioError(400, 21614, "'To' number is not a valid mobile number");
    const bad = await s.call('/api/get-otp?number=%2B919820012346');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: true, message: 'Phone number is invalid', code: 'VALIDATION' });

    answer = twilioError(429, 20429, 'Too Many Requests');
    const throttled = await s.call('/api/get-otp?number=%2B919820012347');
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ error: true, message: 'Too many requests, try again later' });

    answer = twilioError(401, 20003, 'Authenticate');
    const down = await s.call('/api/get-otp?number=%2B919820012348');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      error: true,
      message: 'The code could not be sent right now. Please try again later.',
      code: 'UNAVAILABLE',
    });
    expect(JSON.stringify(down.body)).not.toContain('20003');
  });

  it('uses the outbox when Twilio is not configured', async () => {
    const app = await buildApp({
      config: { ...parseEnv({ DATA_DIR: s.dataDir, LOG_LEVEL: 'silent' }), twilio: undefined },
      db: s.db,
      limiter: new MemoryRateLimiter(),
    });
    try {
      const r = await app.inject({ method: 'GET', url: '/api/get-otp?number=%2B919820012349' });
      expect(r.statusCode).toBe(200);
      expect(seen).toHaveLength(0);
      const rows = await s.db.select().from(outbox).where(eq(outbox.recipient, '+919820012349'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.channel).toBe('sms');
    } finally {
      await app.close();
    }
  });
});
