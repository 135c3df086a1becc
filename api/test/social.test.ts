// Social sign-in (user_signup types 0 and 2) against the real Firebase Auth emulator (firebase-tools, offline):
// the emulator issues real Firebase ID tokens for fake Google/Apple credentials, and the API verifies them with
// firebase-admin. Over real HTTP, on PGlite or PostgreSQL (DATABASE_URL).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema.ts';
import type { FirebaseConfig } from '../src/env.ts';
import { DEACTIVATED_MESSAGE } from '../src/plugins/auth.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

const PROJECT = 'demo-abode';
const BAD = 'The details entered are incorrect Please enter the correct details and try again.';

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? ok(addr.port) : fail(new Error('no port'))));
    });
  });
}

let emulator: ChildProcess | undefined;
let emulatorDir = '';
let emulatorLog = '';
let authHost = '';
let s: TestServer;
let plain: TestServer;

/** Starts `firebase emulators:start --only auth` on free ports and waits until it answers. */
async function startEmulator(): Promise<void> {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  emulatorDir = mkdtempSync(join(tmpdir(), 'abode-fb-'));
  writeFileSync(
    join(emulatorDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const bin = resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'firebase');
  emulator = spawn(bin, ['emulators:start', '--only', 'auth', '--project', PROJECT], {
    cwd: emulatorDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '' },
  });
  emulator.stdout?.on('data', (d) => {
    emulatorLog += String(d);
  });
  emulator.stderr?.on('data', (d) => {
    emulatorLog += String(d);
  });
  authHost = `127.0.0.1:${auth}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (emulator.exitCode !== null) throw new Error(`the Auth emulator exited:\n${emulatorLog}`);
    const up = await fetch(`http://${authHost}/`).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the Auth emulator did not start in 90 s:\n${emulatorLog}`);
}

beforeAll(async () => {
  await startEmulator();
  const firebase: FirebaseConfig = {
    projectId: PROJECT,
    apiKey: 'fake-api-key',
    authDomain: `${PROJECT}.firebaseapp.com`,
    appId: '1:123:web:abc',
    emulatorHost: authHost,
  };
  [s, plain] = await Promise.all([startTestServer({ config: { firebase } }), startTestServer()]);
}, 150_000);

afterAll(async () => {
  await Promise.all([s?.close(), plain?.close()]);
  if (emulator?.pid && emulator.exitCode === null) {
    try {
      process.kill(-emulator.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (emulatorDir) rmSync(emulatorDir, { recursive: true, force: true });
});

/** Signs a fake IdP user in at the emulator; returns the emulator-issued Firebase ID token and uid. */
async function idpToken(
  provider: 'google.com' | 'apple.com',
  claims: Record<string, unknown>,
): Promise<{ idToken: string; localId: string }> {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=${provider}`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  const body = (await res.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) throw new Error(`signInWithIdp failed: ${JSON.stringify(body)}`);
  return { idToken: body.idToken, localId: body.localId };
}

let seq = 0;
const fresh = (tag: string) => {
  seq += 1;
  return { sub: `${tag}-${Date.now()}-${seq}`, email: `${tag}${seq}.${Date.now()}@example.com` };
};

const signup = (server: TestServer, fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return server.call('/api/user_signup', { method: 'POST', body: f });
};

describe('web-settings', () => {
  it('offers social sign-in with the public Firebase settings only when Firebase is configured', async () => {
    const on = await s.call('/api/web-settings');
    const data = on.body.data as Record<string, unknown>;
    expect(data.social_login).toBe(true);
    expect(data.firebase_config).toEqual({
      apiKey: 'fake-api-key',
      authDomain: `${PROJECT}.firebaseapp.com`,
      projectId: PROJECT,
      appId: '1:123:web:abc',
      emulator_url: `http://${authHost}`,
    });
    const off = await plain.call('/api/web-settings');
    const offData = off.body.data as Record<string, unknown>;
    expect(offData.social_login).toBe(false);
    expect(offData).not.toHaveProperty('firebase_config');
  });
});

describe('user_signup type 0 (Google)', () => {
  it('registers on the first sign-in from the verified claims, then logs in', async () => {
    const who = fresh('ann');
    const { idToken, localId } = await idpToken('google.com', {
      sub: who.sub,
      email: who.email,
      email_verified: true,
      name: 'Ann Google',
    });
    // Body fields other than the token are never trusted.
    const first = await signup(s, { type: '0', firebase_token: idToken, name: 'Mallory', email: 'm@evil.test' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ error: false, message: 'User Register Successfully' });
    expect(first.body.token).toMatch(/^\d+\|/);
    const data = first.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ name: 'Ann Google', email: who.email, logintype: '0' });
    const [row] = await s.db
      .select()
      .from(customers)
      .where(eq(customers.id, Number(data.id)));
    expect(row).toMatchObject({ auth_id: localId, logintype: '0', email: who.email, is_email_verified: true });

    const again = await signup(s, { type: '0', auth_id: idToken });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Login Successfully');
    expect((again.body.data as Record<string, unknown>).id).toBe(data.id);

    const me = await s.call('/api/get-user-data', { headers: { authorization: `Bearer ${again.body.token}` } });
    expect(me.status).toBe(200);
    expect((me.body.data as Record<string, unknown>).id).toBe(data.id);
  });

  it('keeps the email unverified when the provider does not vouch for it', async () => {
    const who = fresh('ben');
    const { idToken } = await idpToken('google.com', { sub: who.sub, email: who.email, email_verified: false });
    const r = await signup(s, { type: '0', firebase_token: idToken });
    expect(r.body.message).toBe('User Register Successfully');
    const [row] = await s.db
      .select()
      .from(customers)
      .where(eq(customers.id, Number((r.body.data as Record<string, unknown>).id)));
    expect(row?.is_email_verified).toBe(false);
  });

  it('refuses a tampered, expired, foreign or malformed token with 401', async () => {
    const { idToken } = await idpToken('google.com', { ...fresh('cat'), email_verified: true });
    const [header = '', payload = ''] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forge = (patch: Record<string, unknown>, signature = '') =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, ...patch })).toString('base64url')}.${signature}`;
    const tampered = [
      forge({ exp: Math.floor(Date.now() / 1000) - 60 }), // expired
      forge({ aud: 'someone-else', iss: 'https://securetoken.google.com/someone-else' }), // another project
      forge({ sub: '' }), // no user
      `${idToken}x`, // a garbled token
      'not-a-token',
    ];
    for (const token of tampered) {
      const r = await signup(s, { type: '0', firebase_token: token });
      expect(r.status, token).toBe(401);
      expect(r.body).toMatchObject({ error: true, message: BAD, code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses a token of another provider (provider mismatch) with 401', async () => {
    const google = await idpToken('google.com', { ...fresh('dan'), email_verified: true });
    const asApple = await signup(s, { type: '2', firebase_token: google.idToken });
    expect(asApple.status).toBe(401);
    expect(asApple.body.message).toBe(BAD);
    // A Firebase email/password user is not a Google user either.
    const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: fresh('eve').email, password: 'secret123', returnSecureToken: true }),
    });
    const pw = (await res.json()) as { idToken: string };
    const asGoogle = await signup(s, { type: '0', firebase_token: pw.idToken });
    expect(asGoogle.status).toBe(401);
    expect(asGoogle.body.message).toBe(BAD);
  });

  it('asks for the token when it is missing', async () => {
    const r = await signup(s, { type: '0' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: true, message: 'firebase_token is required' });
  });

  it('refuses a deactivated customer with the deactivated message', async () => {
    const { idToken } = await idpToken('google.com', { ...fresh('fay'), email_verified: true });
    const first = await signup(s, { type: '0', firebase_token: idToken });
    const id = Number((first.body.data as Record<string, unknown>).id);
    await s.db.update(customers).set({ isActive: 0 }).where(eq(customers.id, id));
    const r = await signup(s, { type: '0', firebase_token: idToken });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: true, message: DEACTIVATED_MESSAGE, is_active: false });
  });
});

describe('user_signup type 2 (Apple)', () => {
  it('registers, then logs in, as a customer separate from the Google one of the same address', async () => {
    const who = fresh('gus');
    const google = await idpToken('google.com', { ...who, email_verified: true });
    const apple = await idpToken('apple.com', { sub: `apple-${who.sub}`, email: who.email, email_verified: true });
    const g = await signup(s, { type: '0', firebase_token: google.idToken });
    const first = await signup(s, { type: '2', firebase_token: apple.idToken });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('User Register Successfully');
    const data = first.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ email: who.email, logintype: '2' });
    expect(data.id).not.toBe((g.body.data as Record<string, unknown>).id);
    const again = await signup(s, { type: '2', firebase_token: apple.idToken });
    expect(again.body.message).toBe('Login Successfully');
    expect((again.body.data as Record<string, unknown>).id).toBe(data.id);
  });
});

describe('without Firebase', () => {
  it('answers 400 Social login is not configured.', async () => {
    const { idToken } = await idpToken('google.com', { ...fresh('hal'), email_verified: true });
    for (const type of ['0', '2']) {
      const r = await signup(plain, { type, firebase_token: idToken });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: true, message: 'Social login is not configured.' });
    }
  });
});

describe('login limits', () => {
  it('throttles a client IP after repeated refused tokens (429), as email logins are', async () => {
    let last = 0;
    for (let i = 0; i < 51; i += 1) last = (await signup(s, { type: '0', firebase_token: `bad-${i}` })).status;
    expect(last).toBe(429);
    // Even a good token is refused while the IP is throttled.
    const { idToken } = await idpToken('google.com', { ...fresh('ivy'), email_verified: true });
    expect((await signup(s, { type: '0', firebase_token: idToken })).status).toBe(429);
  });
});
