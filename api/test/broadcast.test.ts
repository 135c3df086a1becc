// An admin's notification to everyone (send_type all), end to end over real HTTP: it reaches every open stream of
// a reader with notifications on at once (their own unread count, no event id, so stream positions and replay are
// untouched), never one whose notifications are off; it is pushed by Web Push (to a local push service that
// decrypts it as a browser would) after the answer, in batches, to subscribed readers with notifications on only.
// On PostgreSQL, a broadcast sent through one API process reaches a stream held by another (LISTEN/NOTIFY).
import { join } from 'node:path';
import { notificationEvent, pushPayload } from '@abode/shared/wire';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, notifications, user_events } from '../src/db/schema.ts';
import { urlBuilder } from '../src/lib/urls.ts';
import { pushBroadcast } from '../src/modules/notifications/broadcast.ts';
import { decodeSignal, decodeUsers, encodeBroadcast, encodeUsers, MemoryBus } from '../src/realtime/bus.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/index.ts';
import { startChildApi } from './child-api.ts';
import { type FreshUser, form, freshUser, startTestServer, type TestServer, testConfig, until } from './helpers.ts';
import { browserKeys, decrypt, openStream as openLiveStream, type Pushed, startPushService } from './live-kit.ts';

/** Opens a stream (live-kit) and waits for it to be ready; `about(id)` are its events about notification `id`. */
async function openStream(url: string, token: string, lastEventId?: number) {
  const { events, waitFor, close } = await openLiveStream(url, token, lastEventId);
  await waitFor((e) => e.some((v) => v.type === 'ready'));
  const ready = events.find((e) => e.type === 'ready')?.id ?? 0;
  /** The notification events about notification `id`. */
  const about = (id: number) =>
    events.filter((e) => e.type === 'notification' && notificationEvent.parse(e.data).notification.id === id);
  return {
    events,
    ready,
    about,
    waitFor,
    close,
  };
}

/** How long the push service takes to answer a `/slow/…` endpoint. */
const SLOW_PUSH_MS = 1_500;

let s: TestServer;
let admin: string;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let pushOrigin: string;
let pushCa: string;
/** Every push the local push service took: its path and body, with when it arrived. */
let received: Pushed[];

beforeAll(async () => {
  pushService = await startPushService((path) => ({ delayMs: path.startsWith('/slow/') ? SLOW_PUSH_MS : 0 }));
  ({ origin: pushOrigin, received, cert: pushCa } = pushService);
  s = await startTestServer({ config: { pushEndpointHosts: ['127.0.0.1'], pushCa } });
  admin = await s.login(DEMO_ACCOUNTS.admin);
});
afterAll(async () => {
  await s?.close();
  await pushService?.close();
});

/** Sends a notification to everyone through `url` (the test server by default); answers its id. */
async function broadcast(title: string, url = s.url, token = admin): Promise<number> {
  const res = await fetch(`${url}/api/admin/notifications`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ title, message: `${title}: details`, send_type: 'all' }),
  });
  const body = (await res.json()) as { data: { id: number; send_type: string } };
  expect(res.status).toBe(200);
  expect(body.data.send_type).toBe('all');
  return body.data.id;
}

/** The reader's unread count as get_notification_list answers it. */
async function unreadOf(user: FreshUser): Promise<number> {
  return Number((await s.get('/api/get_notification_list', user.token)).body.unread);
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a notification to everyone, live', () => {
  it('reaches every open stream of readers with notifications on at once, each with their own unread count', async () => {
    const first = await freshUser(s);
    const second = await freshUser(s);
    const quiet = await freshUser(s, { notification: 0 });
    // The second reader has one more unread notification of their own.
    const personal = await s.postJson('/api/admin/notifications', admin, {
      title: 'Just for you',
      message: 'Hello',
      send_type: 'one',
      user_id: second.id,
    });
    expect(personal.status).toBe(200);
    const streams = await Promise.all([
      openStream(s.url, first.token),
      openStream(s.url, second.token),
      openStream(s.url, second.token), // a second tab
      openStream(s.url, quiet.token),
    ]);
    const [firstTab, secondTab, secondOtherTab, quietTab] = streams;
    if (!firstTab || !secondTab || !secondOtherTab || !quietTab) throw new Error('streams');
    const eventsBefore = (await s.db.select({ n: sql<number>`count(*)::int` }).from(user_events))[0]?.n;

    const t0 = performance.now();
    const id = await broadcast('Festive offers');
    for (const tab of [firstTab, secondTab, secondOtherTab]) await tab.waitFor(() => tab.about(id).length > 0);
    expect(performance.now() - t0).toBeLessThan(2_000);

    const [toFirst] = firstTab.about(id);
    const [toSecond] = secondTab.about(id);
    // No position: the event is not in anyone's log, and the stream says so by sending no id.
    expect(toFirst?.id).toBeNull();
    expect(toSecond?.id).toBeNull();
    expect(toFirst?.data).toMatchObject({
      notification: { id, title: 'Festive offers', send_type: 1, customers_id: null, is_read: false },
    });
    // Each reader's own count, the same the list answers.
    const [unreadFirst, unreadSecond] = [await unreadOf(first), await unreadOf(second)];
    expect(unreadSecond).toBe(unreadFirst + 1);
    expect(notificationEvent.parse(toFirst?.data).unread).toBe(unreadFirst);
    expect(notificationEvent.parse(toSecond?.data).unread).toBe(unreadSecond);
    expect(secondOtherTab.about(id)).toHaveLength(1);
    expect(firstTab.about(id)).toHaveLength(1);

    // Notifications off: no live notification (the list still shows what is for everyone, as before).
    await wait(200);
    expect(quietTab.about(id)).toEqual([]);
    // One row, no per-user events.
    expect(await s.db.select().from(notifications).where(eq(notifications.id, id))).toHaveLength(1);
    const eventsAfter = (await s.db.select({ n: sql<number>`count(*)::int` }).from(user_events))[0]?.n;
    expect(eventsAfter).toBe(eventsBefore);
    await Promise.all(streams.map((x) => x.close()));
  });

  it('leaves the stream’s position alone: a later personal event gets the next id and replays exactly', async () => {
    const reader = await freshUser(s);
    const tab = await openStream(s.url, reader.token);
    const id = await broadcast('Site maintenance tonight');
    await tab.waitFor(() => tab.about(id).length > 0);
    const personal = await s.postJson('/api/admin/notifications', admin, {
      title: 'Your visit',
      message: 'Saturday',
      send_type: 'one',
      user_id: reader.id,
    });
    const personalId = (personal.body.data as { id: number }).id;
    await tab.waitFor(() => tab.about(personalId).length > 0);
    const [logged] = tab.about(personalId);
    expect(logged?.id).toBeGreaterThan(tab.ready);
    // Its unread count includes the broadcast before it.
    expect(notificationEvent.parse(logged?.data).unread).toBe(await unreadOf(reader));
    expect(tab.events.map((e) => e.type)).toEqual(['ready', 'notification', 'notification']);
    await tab.close();

    // Reconnecting from before both: the log replays the personal one (same id), never the broadcast.
    const again = await openStream(s.url, reader.token, tab.ready);
    expect(again.events.filter((e) => e.type === 'notification')).toEqual([logged]);
    expect(again.ready).toBe(logged?.id);
    await again.close();
    // From the personal one: nothing to replay.
    const latest = await openStream(s.url, reader.token, logged?.id ?? 0);
    expect(latest.events.map((e) => e.type)).toEqual(['ready']);
    await latest.close();
  });
});

describe('a notification to everyone, pushed', () => {
  /** Subscribes `user`'s browser at `<pushOrigin><path>`; answers its keys. */
  async function subscribe(user: FreshUser, path: string) {
    const keys = browserKeys();
    const r = await s.postJson('/api/push/subscribe', user.token, {
      endpoint: `${pushOrigin}${path}`,
      keys: keys.json,
    });
    expect(r.status).toBe(200);
    return keys;
  }
  /** The pushes of notification `id` that reached `path` (decrypted with that browser's keys). */
  const pushesOf = (id: number, path: string, keys: ReturnType<typeof browserKeys>) =>
    received
      .filter((r) => r.path === path)
      .map((r) => ({ ...r, payload: pushPayload.parse(JSON.parse(decrypt(r.body, keys))) }))
      .filter((r) => r.payload.link === `/user/notifications?open=${id}`);

  it('goes by Web Push after the answer to subscribed readers with notifications on, and not to the others', async () => {
    const on = await freshUser(s);
    const slow = await freshUser(s);
    const off = await freshUser(s, { notification: 0 });
    const gone = await freshUser(s);
    const [onKeys, slowKeys, offKeys, goneKeys] = [
      await subscribe(on, `/on/${on.id}`),
      await subscribe(slow, `/slow/${slow.id}`),
      await subscribe(off, `/off/${off.id}`),
      await subscribe(gone, `/gone/${gone.id}`),
    ];
    await s.db.update(customers).set({ isActive: 0 }).where(eq(customers.id, gone.id));

    const t0 = Date.now();
    const id = await broadcast('New listings in Pune');
    const answeredIn = Date.now() - t0;
    const [push] = await until(() => {
      const got = pushesOf(id, `/on/${on.id}`, onKeys);
      return got.length ? got : null;
    });
    expect(push?.payload).toMatchObject({
      title: 'New listings in Pune',
      body: 'New listings in Pune: details',
      link: `/user/notifications?open=${id}`,
      tag: `n-${id}`,
      type: 'general',
    });
    // A slow push service does not hold the answer back.
    await until(() => pushesOf(id, `/slow/${slow.id}`, slowKeys).length);
    expect(answeredIn).toBeLessThan(SLOW_PUSH_MS);
    await wait(SLOW_PUSH_MS + 300);
    expect(pushesOf(id, `/on/${on.id}`, onKeys)).toHaveLength(1);
    expect(pushesOf(id, `/off/${off.id}`, offKeys)).toEqual([]);
    expect(pushesOf(id, `/gone/${gone.id}`, goneKeys)).toEqual([]);
  }, 15_000);

  it('reads the readers a batch at a time and reaches every one of them', async () => {
    const readers = await Promise.all(Array.from({ length: 5 }, () => freshUser(s)));
    const keys = await Promise.all(readers.map((r) => subscribe(r, `/batch/${r.id}`)));
    const off = await freshUser(s, { notification: 0 });
    const offKeys = await subscribe(off, `/batch-off/${off.id}`);
    const [row] = await s.db
      .insert(notifications)
      .values({ title: 'In batches', message: 'Two by two', type: 'general', send_type: 1 })
      .returning();
    if (!row) throw new Error('no notification');
    const report = await pushBroadcast(
      {
        deps: {
          db: s.db,
          bus: new MemoryBus(),
          config: testConfig(s.dataDir, { pushEndpointHosts: ['127.0.0.1'], pushCa }),
        },
        urls: urlBuilder(s.url),
        log: s.app.log,
      },
      row,
      { batch: 2, concurrency: 2 },
    );
    readers.forEach((r, i) => {
      const k = keys[i];
      if (!k) throw new Error('keys');
      expect(pushesOf(row.id, `/batch/${r.id}`, k)).toHaveLength(1);
    });
    expect(pushesOf(row.id, `/batch-off/${off.id}`, offKeys)).toEqual([]);
    // Every subscribed reader with notifications on in this database (other tests' too), each once.
    expect(report.users).toBeGreaterThanOrEqual(readers.length);
    expect(report.sent).toBe(report.users);
    expect(report.failed).toBe(0);
  }, 15_000);
});

describe('the bus signal of a broadcast', () => {
  it('rides the users channel with a prefix that instances without broadcasts ignore', () => {
    expect(encodeBroadcast(42)).toBe('b:42');
    expect(decodeSignal(encodeBroadcast(42))).toEqual({ kind: 'broadcast', notificationId: 42 });
    expect(decodeUsers(encodeBroadcast(42))).toEqual([]);
    expect(decodeSignal(encodeUsers([3, 4, 3]))).toEqual({ kind: 'users', userIds: [3, 4] });
    expect(decodeSignal('b:x')).toBeNull();
    expect(decodeSignal('')).toBeNull();
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two API processes on one PostgreSQL', () => {
  it('a broadcast sent through process A reaches streams held by process B, not a reader with it off', async () => {
    const current = await s.db.execute(sql`select current_database() as db`);
    const name = (current as unknown as { rows: { db: string }[] }).rows[0]?.db;
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const [a, b] = await Promise.all(
      ['a', 'b'].map((dir) => startChildApi({ dataDir: join(s.dataDir, dir), databaseUrl: url.toString() })),
    );
    if (!a || !b) throw new Error('processes');
    try {
      const reader = await freshUser(s);
      const quiet = await freshUser(s, { notification: 0 });
      const login = await fetch(`${a.url}/api/user_signup`, {
        method: 'POST',
        body: form({ type: '3', email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
      });
      const adminOnA = `Bearer ${String(((await login.json()) as { token: string }).token)}`;
      const onB = await openStream(b.url, reader.token);
      const quietOnB = await openStream(b.url, quiet.token);
      const t0 = performance.now();
      const id = await broadcast('Across processes', a.url, adminOnA);
      await onB.waitFor(() => onB.about(id).length > 0);
      expect(performance.now() - t0).toBeLessThan(2_000);
      const [event] = onB.about(id);
      expect(event?.id).toBeNull();
      expect(notificationEvent.parse(event?.data)).toMatchObject({
        notification: { id, title: 'Across processes', send_type: 1 },
        unread: await unreadOf(reader),
      });
      // Chat and personal events on B still arrive, with the next position.
      const personal = await fetch(`${a.url}/api/admin/notifications`, {
        method: 'POST',
        headers: { authorization: adminOnA, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'After', message: 'it', send_type: 'one', user_id: reader.id }),
      });
      const personalId = ((await personal.json()) as { data: { id: number } }).data.id;
      await onB.waitFor(() => onB.about(personalId).length > 0);
      expect(onB.about(personalId)[0]?.id).toBeGreaterThan(onB.ready);
      await wait(200);
      expect(quietOnB.about(id)).toEqual([]);
      await Promise.all([onB.close(), quietOnB.close()]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 120_000);
});
