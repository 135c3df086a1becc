import { Worker } from 'node:worker_threads';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, favourites } from '../src/db/schema.ts';
import { AdmissionGate, BUSY_MESSAGE } from '../src/plugins/load-shed.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Sent {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  ms: number;
}

// The burst is sent from a worker thread: from the test's own thread the requests would wait for the server's
// event loop (PGlite runs on it) and reach the server one by one.
const BURST_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, sent } = workerData;
Promise.all(sent.map(async (r) => {
  const t0 = performance.now();
  const res = await fetch(base + r.path, { method: r.method ?? 'GET', headers: r.headers, body: r.body });
  const json = (res.headers.get('content-type') ?? '').includes('json');
  const body = json ? await res.json() : (await res.arrayBuffer(), {});
  return { status: res.status, headers: Object.fromEntries(res.headers), body, ms: performance.now() - t0 };
})).then((answers) => parentPort.postMessage(answers));
`;

function burst(base: string, sent: Sent[]): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const w = new Worker(BURST_WORKER, { eval: true, workerData: { base, sent } });
    w.once('message', (answers: Answer[]) => {
      resolve(answers);
      void w.terminate();
    });
    w.once('error', reject);
  });
}

describe('AdmissionGate', () => {
  const take = async (g: AdmissionGate) => {
    const got = await g.acquire();
    if (typeof got !== 'function') throw new Error(`refused: ${got}`);
    return got;
  };

  it('admits up to its concurrency, queues up to its limit in order, refuses beyond', async () => {
    const g = new AdmissionGate({ concurrency: 2, queueLimit: 2, waitMs: 5_000 });
    const a = await take(g);
    const b = await take(g);
    const order: string[] = [];
    const queued = (name: string) =>
      Promise.resolve(g.acquire()).then((r) => {
        order.push(name);
        return r;
      });
    const c = queued('c');
    const d = queued('d');
    expect(g.acquire()).toBe('full');
    expect(g.stats()).toMatchObject({ active: 2, waiting: 2, refusedFull: 1 });
    a();
    a(); // a second release of the same place changes nothing
    const releaseC = await c;
    expect(typeof releaseC).toBe('function');
    expect(g.stats()).toMatchObject({ active: 2, waiting: 1 });
    b();
    await d;
    expect(order).toEqual(['c', 'd']);
  });

  it('refuses a request that waited longer than the wait limit, and one whose client left', async () => {
    const g = new AdmissionGate({ concurrency: 1, queueLimit: 5, waitMs: 50 });
    const a = await take(g);
    const t0 = performance.now();
    expect(await g.acquire()).toBe('timeout');
    expect(performance.now() - t0).toBeGreaterThanOrEqual(45);
    let leave = () => {};
    const gone = g.acquire((l) => {
      leave = l;
    });
    leave();
    expect(await gone).toBe('gone');
    expect(g.stats()).toMatchObject({ active: 1, waiting: 0, refusedTimeout: 1 });
    a();
    expect(g.stats().active).toBe(0);
  });

  it('refuses at once when the line would outlast the wait limit', async () => {
    const g = new AdmissionGate({ concurrency: 1, queueLimit: 1_000, waitMs: 100 });
    const a = await take(g);
    await sleep(60);
    a(); // one place held for 60 ms: the gate now expects ~15 ms per request
    const held = await take(g);
    const queued: unknown[] = [];
    for (let i = 0; i < 20; i++) queued.push(g.acquire());
    expect(queued.filter((r) => r === 'full').length).toBeGreaterThan(0);
    held();
  });

  it('on close refuses everyone waiting and waits for the admitted requests', async () => {
    const g = new AdmissionGate({ concurrency: 1, queueLimit: 5, waitMs: 5_000 });
    const a = await take(g);
    const waiting = g.acquire();
    let drained = false;
    const drain = g.drain(5_000).then(() => {
      drained = true;
    });
    expect(await waiting).toBe('gone');
    await sleep(30);
    expect(drained).toBe(false);
    a();
    await drain;
    expect(g.stats()).toMatchObject({ active: 0, waiting: 0 });
  });

  it('runs an exclusive section once the admitted requests are done, holding newcomers back', async () => {
    const g = new AdmissionGate({ concurrency: 2, queueLimit: 10, waitMs: 5_000 });
    const a = await take(g);
    const events: string[] = [];
    const section = g.exclusive(async () => {
      events.push('section');
      await sleep(30);
      events.push('section done');
    });
    const later = Promise.resolve(g.acquire()).then((r) => {
      events.push('later admitted');
      return r;
    });
    await sleep(20);
    expect(events).toEqual([]); // waits for a
    a();
    await section;
    const r = await later;
    expect(events).toEqual(['section', 'section done', 'later admitted']);
    if (typeof r === 'function') r();
  });
});

describe('load shedding over HTTP', () => {
  let s: TestServer;
  const WAIT_MS = 1_000;
  beforeAll(async () => {
    s = await startTestServer({ config: { dbQueueLimit: 4, dbQueueWaitMs: WAIT_MS } });
  });
  afterAll(async () => {
    await s?.close();
  });

  const timed = async (path: string) => {
    const t0 = performance.now();
    const r = await s.call(path);
    return { ...r, ms: performance.now() - t0 };
  };

  /**
   * Holds the gate (as a backup does) until `enough` says so, at most `limitMs`: on a loaded machine the worker's
   * burst can reach the server so slowly that the line never fills by itself.
   */
  const holdUntil = (enough: (seen: { refused: number; waiting: number }) => boolean, limitMs = 3_000) => {
    const gate = s.app.dbGate;
    const before = gate.stats();
    const t0 = performance.now();
    const seen = () => {
      const now = gate.stats();
      const refused = now.refusedFull + now.refusedTimeout - before.refusedFull - before.refusedTimeout;
      return { refused, waiting: now.waiting };
    };
    return gate.exclusive(async () => {
      while (!enough(seen()) && performance.now() - t0 < limitMs) await sleep(5);
    });
  };

  it('answers part of a burst 503 with Retry-After and the envelope, the rest 200, none slower than the bound', async () => {
    const photo = (await s.call('/api/get_property?limit=1')).body.data as { title_image: string }[];
    const upload = new URL(String(photo[0]?.title_image)).pathname;
    // Until the line is full and has refused someone; the few in it are then served.
    const held = holdUntil(({ refused }) => refused > 0);
    const answers = await burst(s.url, [
      ...Array.from({ length: 150 }, (_, i) => ({ path: `/api/get_property?limit=12&offset=${i % 3}` })),
      // Static files are never shed: they do not touch the database.
      ...Array.from({ length: 20 }, () => ({ path: upload })),
    ]);
    await held;
    const api = answers.slice(0, 150);
    const busy = api.filter((r) => r.status === 503);
    const ok = api.filter((r) => r.status === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(ok.length).toBeGreaterThan(0);
    expect(busy.length + ok.length).toBe(api.length);
    for (const r of busy) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(r.body).toMatchObject({ error: true, message: BUSY_MESSAGE, data: null, code: 'UNAVAILABLE' });
      expect(String(r.body.request_id)).toBe(r.headers['x-request-id']);
    }
    for (const r of ok) expect(r.body).toMatchObject({ error: false });
    for (const r of answers.slice(150)) expect(r.status).toBe(200);
    // The wait is bounded by DB_QUEUE_WAIT_MS; the margin covers the answer itself on a busy machine.
    expect(Math.max(...answers.map((r) => r.ms))).toBeLessThan(WAIT_MS + 4_000);

    // After the burst every request is served again, and the gate holds nothing.
    for (let i = 0; i < 5; i++) expect((await s.call('/api/get_property?limit=12')).status).toBe(200);
    expect(s.app.dbGate.stats()).toMatchObject({ active: 0, waiting: 0 });
  });

  it('writes nothing for a refused request', async () => {
    const token = await s.login(DEMO_ACCOUNTS.user);
    const [me] = await s.db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    const userId = me?.id ?? 0;
    const list = (await s.call('/api/get-property-list?limit=100')).body.data as { id: number }[];
    const ids = list.map((p) => p.id);
    await s.db.delete(favourites).where(eq(favourites.user_id, userId));
    // Until every request has met the gate: all but the few in the line are refused, writers among them.
    const total = ids.length + 100;
    const held = holdUntil(({ refused, waiting }) => refused + waiting >= total, WAIT_MS + 2_000);
    const answers = await burst(s.url, [
      ...ids.map((id) => ({
        path: '/api/add_favourite',
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ property_id: id, type: 1 }),
      })),
      // A crowd of readers besides, so the writers meet a full line.
      ...Array.from({ length: 100 }, () => ({ path: '/api/get_property?limit=12' })),
    ]);
    await held;
    const writes = answers.slice(0, ids.length);
    const refused = ids.filter((_, i) => writes[i]?.status === 503);
    const added = ids.filter((_, i) => writes[i]?.status === 200);
    expect(refused.length + added.length).toBe(ids.length);
    expect(refused.length).toBeGreaterThan(0);
    const rows = await s.db
      .select({ id: favourites.property_id })
      .from(favourites)
      .where(and(eq(favourites.user_id, userId), inArray(favourites.property_id, ids)));
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(added.sort((a, b) => a - b));
  });

  it('answers 503 to a request that waited past DB_QUEUE_WAIT_MS, and serves again afterwards', async () => {
    // Hold the gate (as a backup does) longer than the wait limit: the waiting request gives up at the limit.
    const held = s.app.dbGate.exclusive(() => sleep(WAIT_MS + 500));
    await sleep(20);
    const r = await timed('/api/faqs');
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ code: 'UNAVAILABLE' });
    expect(r.ms).toBeGreaterThanOrEqual(WAIT_MS - 50);
    expect(r.ms).toBeLessThan(WAIT_MS + 1_000);
    await held;
    expect((await timed('/api/faqs')).status).toBe(200);
  });
});
