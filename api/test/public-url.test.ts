// Links in mail and API answers come from configuration (PUBLIC_URL, or the embedded default's listen
// address), never from the request's Host or X-Forwarded-Host: a forged Host once mailed the reset token
// to the attacker's site.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

const PUBLIC = 'https://abode.example.com';
const EVIL = 'attacker.example';

let s: TestServer;

/** A GET with any Host header (fetch would not let us set one); answers the status and the body text. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

const forged = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' };

// Unset PUBLIC_URL is the default, and was the vulnerable case: links then name the listen address.
describe.each([
  ['PUBLIC_URL unset (the embedded default)', undefined],
  ['PUBLIC_URL set', PUBLIC],
])('links with %s', (_name, publicUrl) => {
  let origin = '';
  beforeAll(async () => {
    s = await startTestServer({ config: { outboxPage: true, ...(publicUrl ? { publicUrl } : {}) } });
    origin = publicUrl ?? s.url;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('mails the password-reset link on the configured origin whatever Host the request names', async () => {
    const r = await rawGet(`/api/forgot-password?email=${encodeURIComponent(DEMO_ACCOUNTS.user)}`, forged);
    expect(r.status).toBe(200);
    // The mail may be written just after the answer: poll the outbox for it.
    let body = '';
    for (let i = 0; i < 50 && !body.includes('reset-password'); i++) {
      const out = await s.call(`/api/dev/outbox?to=${encodeURIComponent(DEMO_ACCOUNTS.user)}`);
      body = String((out.body.data as { body: string }[])[0]?.body ?? '');
      if (!body.includes('reset-password')) await new Promise((res) => setTimeout(res, 20));
    }
    expect(body).toContain(`${origin}/reset-password?token=`);
    expect(body).not.toContain(EVIL);
  });

  it('names uploads on the configured origin in list answers', async () => {
    const r = await rawGet('/api/get_property?limit=5', forged);
    expect(r.status).toBe(200);
    expect(r.text).not.toContain(EVIL);
    const rows = JSON.parse(r.text).data as { title_image: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.title_image.startsWith(`${origin}/uploads/`)).toBe(true);
  });

  it('builds paging links on the configured origin', async () => {
    const token = await s.login(DEMO_ACCOUNTS.user);
    const r = await rawGet('/api/get_messages?user_id=1&property_id=1', { ...forged, authorization: token });
    expect(r.status).toBe(200);
    expect(r.text).not.toContain(EVIL);
    expect(JSON.parse(r.text).data.path).toBe(`${origin}/api/get_messages`);
  });
});

describe('PUBLIC_URL in the environment', () => {
  it('defaults to the listen address on the embedded database', () => {
    expect(parseEnv({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(parseEnv({ PORT: '8080', HOST: '0.0.0.0' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(parseEnv({ PUBLIC_URL: 'https://abode.example.com/' }).publicUrl).toBe('https://abode.example.com');
  });

  it('is required in production: with NODE_ENV=production or a DATABASE_URL the server refuses to start without it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db/abode' })).toThrow(/PUBLIC_URL: required in production/);
    const ok = parseEnv({ DATABASE_URL: 'postgres://db/abode', PUBLIC_URL: PUBLIC });
    expect(ok).toMatchObject({ publicUrl: PUBLIC, production: true });
  });

  it('must be an origin: a path, query or credentials are refused', () => {
    for (const bad of ['https://a.example/app', 'https://a.example/?x=1', 'https://u:p@a.example', 'ftp://a.example'])
      expect(() => parseEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
  });
});
