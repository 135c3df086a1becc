// FCM at its boundary: the API's real sender (firebase-admin with a service account) against a local server that
// speaks Google's two documented protocols, reached under their real host names with a certificate made for this
// run: the OAuth 2.0 JWT-bearer grant at oauth2.googleapis.com (the service account's RS256 assertion is checked
// with its public key) and FCM HTTP v1 `projects/{id}/messages:send` at fcm.googleapis.com (the bearer must be
// the token just granted; a token the server does not know answers UNREGISTERED, as FCM does).

import { createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer, type IncomingMessage } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { connect, getCACertificates, setDefaultCACertificates } from 'node:tls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usertokens } from '../src/db/schema.ts';
import { type FcmConfig, parseEnv } from '../src/env.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { freshUser, selfSignedCertificate, startTestServer, type TestServer, until } from './helpers.ts';

const PROJECT = 'abode-fcm-test';
const CLIENT_EMAIL = `push@${PROJECT}.iam.gserviceaccount.com`;
/** Registration tokens FCM knows; any other answers UNREGISTERED. */
const LIVE = new Set(['phone-token-live-1', 'phone-token-live-2']);

interface Sent {
  host: string;
  path: string;
  message: Record<string, unknown>;
}

let s: TestServer;
let google: Server;
const grants: { host: string; path: string; claims: Record<string, unknown> }[] = [];
const sent: Sent[] = [];
const refused: string[] = [];
let issued = 0;
const unknown: string[] = [];
let proxy: HttpServer;
const proxied: string[] = [];
let savedProxy: string | undefined;
let defaultCas: string[] | undefined;
let agent: Agent;
const tunnels = new Set<Duplex>();

function b64json(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

beforeAll(async () => {
  const { key, cert } = selfSignedCertificate(['DNS:fcm.googleapis.com', 'DNS:oauth2.googleapis.com']);
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

  google = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
      const path = req.url ?? '';
      const body = Buffer.concat(chunks).toString('utf8');
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(value));

      if (req.method === 'POST' && host === 'oauth2.googleapis.com' && path === '/token') {
        const form = new URLSearchParams(body);
        const [head = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.');
        const verifier = createVerify('RSA-SHA256');
        verifier.update(`${head}.${claims}`);
        const good =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          b64json(head).alg === 'RS256' &&
          verifier.verify(publicKey, Buffer.from(signature, 'base64url'));
        if (!good) return json(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
        grants.push({ host, path, claims: b64json(claims) });
        issued += 1;
        return json(200, { access_token: `ya29.local-${issued}`, expires_in: 3599, token_type: 'Bearer' });
      }

      const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path);
      if (req.method === 'POST' && host === 'fcm.googleapis.com' && send) {
        if (req.headers.authorization !== `Bearer ya29.local-${issued}` || send[1] !== PROJECT)
          return json(401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
        const { message } = JSON.parse(body) as { message: Record<string, unknown> };
        if (!LIVE.has(String(message.token))) {
          refused.push(String(message.token));
          return json(404, {
            error: {
              code: 404,
              message: 'Requested entity was not found.',
              status: 'NOT_FOUND',
              details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
            },
          });
        }
        sent.push({ host, path, message });
        return json(200, { name: `projects/${PROJECT}/messages/${sent.length}` });
      }
      unknown.push(`${req.method} ${host}${path} ${body.slice(0, 300)}`);
      json(404, { error: { code: 404, message: `no ${req.method} ${host}${path}` } });
    });
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  const address = google.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // The certificate is trusted as Google's own would be (for this run, in this process only).
  defaultCas = getCACertificates('default');
  setDefaultCACertificates([...defaultCas, cert]);
  // FCM sends go through the agent firebase-admin is given (httpAgent): every connection it opens reaches the
  // local server, and the TLS name checked stays Google's.
  agent = new Agent({ keepAlive: true });
  agent.createConnection = (options: { host?: string; servername?: string }) =>
    connect({ ...(options as object), host: '127.0.0.1', port, servername: options.servername ?? options.host });
  // The OAuth grant does not take that agent (google-auth-library's token request uses its own transport), but it
  // honours HTTPS_PROXY, as a deployment behind a proxy relies on: a local CONNECT proxy leads it to the server.
  proxy = createHttpServer();
  proxy.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    proxied.push(String(req.url));
    tunnels.add(client);
    const upstream = netConnect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyAddress = proxy.address();
  savedProxy = process.env.HTTPS_PROXY;
  process.env.HTTPS_PROXY = `http://127.0.0.1:${typeof proxyAddress === 'object' && proxyAddress ? proxyAddress.port : 0}`;

  const fcm: FcmConfig = {
    serviceAccount: { project_id: PROJECT, client_email: CLIENT_EMAIL, private_key: privateKey },
    agent,
  };
  s = await startTestServer({ config: { fcm } });
});

afterAll(async () => {
  await s?.close();
  if (savedProxy === undefined) delete process.env.HTTPS_PROXY;
  else process.env.HTTPS_PROXY = savedProxy;
  if (defaultCas) setDefaultCACertificates(defaultCas);
  // Kept-alive connections and open tunnels would hold the servers' close for minutes.
  agent?.destroy();
  for (const t of tunnels) t.destroy();
  google?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await new Promise((resolve) => google?.close(resolve));
});

describe('FCM', () => {
  it('sends a notification to every registered device of its reader and forgets the tokens FCM no longer knows', async () => {
    const reader = await freshUser(s);
    for (const fcm_id of ['phone-token-live-1', 'phone-token-uninstalled', 'phone-token-live-2']) {
      expect((await s.post('/api/update_profile', reader.token, { fcm_id })).status).toBe(200);
    }
    const other = await freshUser(s);
    expect((await s.post('/api/update_profile', other.token, { fcm_id: 'someone-elses-phone' })).status).toBe(200);

    const admin = await s.login(DEMO_ACCOUNTS.admin);
    const r = await s.postJson('/api/admin/notifications', admin, {
      title: 'Your visit is confirmed',
      message: 'Saturday, 11 am',
      send_type: 'one',
      user_id: reader.id,
    });
    expect(r.status).toBe(200);
    const id = (r.body.data as { id: number }).id;

    await until(() => (sent.length >= 2 && refused.length >= 1 ? true : undefined));
    expect(unknown).toEqual([]);
    expect(proxied).toContain('oauth2.googleapis.com:443');
    // The grant was asked for with the service account's own signed assertion, for FCM's scope.
    expect(grants.at(-1)?.claims).toMatchObject({
      iss: CLIENT_EMAIL,
      aud: 'https://oauth2.googleapis.com/token',
      scope: expect.stringContaining('https://www.googleapis.com/auth/firebase.messaging'),
    });
    expect(sent.map((m) => m.message.token).sort()).toEqual(['phone-token-live-1', 'phone-token-live-2']);
    expect(refused).toEqual(['phone-token-uninstalled']);
    const link = `${s.url}/user/notifications?open=${id}`;
    expect(sent[0]?.message).toMatchObject({
      notification: { title: 'Your visit is confirmed', body: 'Saturday, 11 am' },
      data: { type: expect.any(String), link, tag: `n-${id}` },
      webpush: { fcmOptions: { link } },
    });
    // Nobody else's device was sent anything.
    expect([...sent.map((m) => m.message.token), ...refused]).not.toContain('someone-elses-phone');

    // The uninstalled app's token is deleted; the live ones stay.
    await expect
      .poll(async () =>
        (await s.db.select().from(usertokens).where(eq(usertokens.customer_id, reader.id))).map((t) => t.fcm_id).sort(),
      )
      .toEqual(['phone-token-live-1', 'phone-token-live-2']);
  });

  it('a device signed out with before-logout gets nothing more', async () => {
    const reader = await freshUser(s);
    expect((await s.post('/api/update_profile', reader.token, { fcm_id: 'phone-token-live-1' })).status).toBe(200);
    expect((await s.post('/api/before-logout', reader.token, { fcm_id: 'phone-token-live-1' })).status).toBe(200);
    const before = sent.length;
    const admin = await s.login(DEMO_ACCOUNTS.admin);
    const r = await s.postJson('/api/admin/notifications', admin, {
      title: 'Anyone there?',
      message: 'This device signed out',
      send_type: 'one',
      user_id: reader.id,
    });
    expect(r.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      sent.slice(before).filter((m) => (m.message.notification as { title: string }).title === 'Anyone there?'),
    ).toEqual([]);
  });
});

describe('FCM settings', () => {
  it('reads the service account from FCM_SERVICE_ACCOUNT_FILE and refuses a file that is not one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'abode-fcm-env-'));
    try {
      const key = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      }).privateKey;
      const good = join(dir, 'good.json');
      writeFileSync(
        good,
        JSON.stringify({ type: 'service_account', project_id: PROJECT, client_email: CLIENT_EMAIL, private_key: key }),
      );
      expect(parseEnv({ FCM_SERVICE_ACCOUNT_FILE: good }).fcm?.serviceAccount).toEqual({
        project_id: PROJECT,
        client_email: CLIENT_EMAIL,
        private_key: key,
      });
      expect(parseEnv({}).fcm).toBeUndefined();

      const notJson = join(dir, 'not.json');
      writeFileSync(notJson, 'project_id=abode');
      expect(() => parseEnv({ FCM_SERVICE_ACCOUNT_FILE: notJson })).toThrow(
        /FCM_SERVICE_ACCOUNT_FILE: not a JSON file/,
      );
      const noKey = join(dir, 'nokey.json');
      writeFileSync(noKey, JSON.stringify({ project_id: PROJECT, client_email: CLIENT_EMAIL, private_key: 'hunter2' }));
      let message = '';
      try {
        parseEnv({ FCM_SERVICE_ACCOUNT_FILE: noKey });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toContain('FCM_SERVICE_ACCOUNT_FILE private_key: must be a PEM private key');
      expect(message).not.toContain('hunter2');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
