// Web Push at its boundary: the API's real sender (`web-push`, VAPID) against a local push service that speaks
// the protocol (RFC 8030): it checks the VAPID JWT (RFC 8292) with the key the API publishes and decrypts the
// aes128gcm payload (RFC 8291) with the subscription's own keys, as a browser's push service and the browser would.

import { createPublicKey, verify } from 'node:crypto';
import { pushPayload } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { web_push_subscriptions } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { expectFailure, freshProperty, freshUser, startTestServer, type TestServer, until } from './helpers.ts';
import { browserKeys, decrypt, type Pushed, startPushService } from './live-kit.ts';

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292) for an endpoint; answers the JWT claims. */
function checkVapid(header: string | undefined, endpoint: string, publicKey: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a vapid header: ${header}`);
  const [, jwt = '', k = ''] = match;
  expect(k).toBe(publicKey);
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(ok).toBe(true);
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(payload.aud).toBe(new URL(endpoint).origin);
  expect(payload.exp * 1000).toBeGreaterThan(Date.now());
  return payload;
}

let s: TestServer;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let pushOrigin: string;
let received: Pushed[];
beforeAll(async () => {
  pushService = await startPushService((path) => ({ status: path.startsWith('/gone') ? 410 : 201 }));
  ({ origin: pushOrigin, received } = pushService);
  s = await startTestServer({
    config: { pushEndpointHosts: ['127.0.0.1'], chatAwayMs: 100, pushCa: pushService.cert },
  });
});
afterAll(async () => {
  await s?.close();
  await pushService?.close();
});

describe('Web Push', () => {
  it('publishes one VAPID public key per database', async () => {
    const a = await s.get('/api/push/vapid-public-key');
    const b = await s.get('/api/push/vapid-public-key');
    expect(a.status).toBe(200);
    const key = String((a.body.data as { public_key: string }).public_key);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((b.body.data as { public_key: string }).public_key).toBe(key);
  });

  it('refuses visitors, bad keys and endpoints that are not a push service', async () => {
    const keys = browserKeys().json;
    expectFailure(await s.postJson('/api/push/subscribe', null, { endpoint: `${pushOrigin}/x`, keys }), 401);
    const u = await freshUser(s);
    for (const endpoint of [
      'https://10.0.0.1/push',
      'https://evil.example/push',
      `${pushOrigin.replace('https:', 'http:')}/x`,
      'not a url',
    ]) {
      expectFailure(
        await s.postJson('/api/push/subscribe', u.token, { endpoint, keys }),
        400,
        'endpoint must be an https URL of a push service',
      );
    }
    expectFailure(
      await s.postJson('/api/push/subscribe', u.token, { endpoint: `${pushOrigin}/x`, keys: { p256dh: 'x' } }),
      400,
      'keys.p256dh and keys.auth are required',
    );
    expect(await s.db.select().from(web_push_subscriptions).where(eq(web_push_subscriptions.user_id, u.id))).toEqual(
      [],
    );
  });

  it('delivers a notification encrypted for the browser and signed with the server’s VAPID key', async () => {
    const reader = await freshUser(s);
    const keys = browserKeys();
    const endpoint = `${pushOrigin}/sub/${reader.id}`;
    const sub = await s.postJson('/api/push/subscribe', reader.token, { endpoint, keys: keys.json });
    expect(sub.status).toBe(200);
    const admin = await s.login(DEMO_ACCOUNTS.admin);
    const sent = await s.postJson('/api/admin/notifications', admin, {
      title: 'Your visit is confirmed',
      message: 'Saturday, 11 am',
      send_type: 'one',
      user_id: reader.id,
    });
    expect(sent.status).toBe(200);
    const push = await until(() => received.find((r) => r.path === `/sub/${reader.id}`));
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const publicKey = String(
      ((await s.get('/api/push/vapid-public-key')).body.data as { public_key: string }).public_key,
    );
    checkVapid(push.headers.authorization, endpoint, publicKey);
    const payload = pushPayload.parse(JSON.parse(decrypt(push.body, keys)));
    const id = (sent.body.data as { id: number }).id;
    expect(payload).toMatchObject({
      title: 'Your visit is confirmed',
      body: 'Saturday, 11 am',
      link: `/user/notifications?open=${id}`,
      type: 'general',
    });
  });

  it('an unread chat message reaches the receiver’s browser; an expired subscription (410) is dropped', async () => {
    const owner = await freshUser(s);
    const buyer = await freshUser(s, { name: 'Asha' });
    const live = browserKeys();
    const gone = browserKeys();
    await s.postJson('/api/push/subscribe', owner.token, {
      endpoint: `${pushOrigin}/live/${owner.id}`,
      keys: live.json,
    });
    await s.postJson('/api/push/subscribe', owner.token, {
      endpoint: `${pushOrigin}/gone/${owner.id}`,
      keys: gone.json,
    });
    const listing = await freshProperty(s, owner);
    await s.post('/api/send_message', buyer.token, {
      receiver_id: String(owner.id),
      property_id: String(listing.id),
      message: 'Can I visit tomorrow?',
    });
    const push = await until(() => received.find((r) => r.path === `/live/${owner.id}`));
    const payload = pushPayload.parse(JSON.parse(decrypt(push.body, live)));
    expect(payload).toMatchObject({ title: 'New message from Asha', body: 'Can I visit tomorrow?', type: 'chat' });
    expect(payload.tag).toBe(`chat-${buyer.id}-property-${listing.id}`);
    await until(() => received.find((r) => r.path === `/gone/${owner.id}`));
    // The 410 is answered before the row is deleted: wait for the delete.
    await new Promise((r) => setTimeout(r, 300));
    const rows = await s.db.select().from(web_push_subscriptions).where(eq(web_push_subscriptions.user_id, owner.id));
    expect(rows.map((r) => r.endpoint)).toEqual([`${pushOrigin}/live/${owner.id}`]);
  });

  it('moves a browser’s subscription to whoever signs in last; unsubscribe removes only one’s own', async () => {
    const a = await freshUser(s);
    const b = await freshUser(s);
    const keys = browserKeys().json;
    const endpoint = `${pushOrigin}/shared-browser`;
    await s.postJson('/api/push/subscribe', a.token, { endpoint, keys });
    await s.postJson('/api/push/subscribe', b.token, { endpoint, keys });
    let [row] = await s.db.select().from(web_push_subscriptions).where(eq(web_push_subscriptions.endpoint, endpoint));
    expect(row?.user_id).toBe(b.id);
    expect((await s.postJson('/api/push/unsubscribe', a.token, { endpoint })).status).toBe(200);
    [row] = await s.db.select().from(web_push_subscriptions).where(eq(web_push_subscriptions.endpoint, endpoint));
    expect(row?.user_id).toBe(b.id);
    await s.postJson('/api/push/unsubscribe', b.token, { endpoint });
    expect(
      await s.db.select().from(web_push_subscriptions).where(eq(web_push_subscriptions.endpoint, endpoint)),
    ).toEqual([]);
  });
});
