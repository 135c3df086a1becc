// Ratings of services, repair works and JV / construction posts (spec §3 "Rating"): one per user per item (a
// second call edits it), never one's own, only visible items; the item's average and count recomputed in the
// same transaction, safely under concurrency; read back paged, newest first. Services and repair works are
// inserted directly, so these tests do not depend on their posting routes. Over real HTTP, on PGlite or
// PostgreSQL (DATABASE_URL).
import { MESSAGES, RATING_MESSAGES as R } from '@abode/shared/wire';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jv_constructions, ratings, repair_works, service_types, services } from '../src/db/schema.ts';
import type { Answer, TestServer } from './helpers.ts';
import { expectFailure, freshLookup, freshPost, freshUser, startTestServer, uniqueTag } from './helpers.ts';

let s: TestServer;
let serviceTypeId: number;
let repairCategoryId: number;

beforeAll(async () => {
  s = await startTestServer();
  const [type] = await s.db
    .select({ id: service_types.id })
    .from(service_types)
    .orderBy(asc(service_types.id))
    .limit(1);
  if (!type) throw new Error('no service type in the fixture');
  serviceTypeId = type.id;
  repairCategoryId = await freshLookup(s, 'repair_category');
});
afterAll(async () => {
  await s?.close();
});

type Visibility = { request_status?: 'approved' | 'pending' | 'rejected'; status?: number };

async function freshService(owner: number | null, v: Visibility = {}) {
  const tag = uniqueTag('service');
  const [row] = await s.db
    .insert(services)
    .values({
      service_type_id: serviceTypeId,
      user_id: owner,
      title: `Service ${tag}`,
      slug_id: tag,
      request_status: 'approved',
      status: 1,
      ...v,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('no service');
  return row.id;
}

async function freshRepairWork(owner: number | null, v: Visibility = {}) {
  const tag = uniqueTag('repair');
  const [row] = await s.db
    .insert(repair_works)
    .values({
      category_id: repairCategoryId,
      user_id: owner,
      title: `Repair ${tag}`,
      slug_id: tag,
      request_status: 'approved',
      status: 1,
      ...v,
    })
    .returning({ id: repair_works.id });
  if (!row) throw new Error('no repair work');
  return row.id;
}

/** The three kinds, each with its call, its id field, its read-back query and a way to make an item. */
const KINDS = [
  {
    name: 'service',
    url: '/api/service-ratting',
    field: 'service_id',
    make: freshService,
    stored: async (id: number) =>
      (await s.db.select().from(services).where(eq(services.id, id)))[0] as {
        rating_avg: number;
        rating_count: number;
      },
  },
  {
    name: 'repair work',
    url: '/api/repairworks-ratting',
    field: 'repairworks_id',
    make: freshRepairWork,
    stored: async (id: number) =>
      (await s.db.select().from(repair_works).where(eq(repair_works.id, id)))[0] as {
        rating_avg: number;
        rating_count: number;
      },
  },
  {
    name: 'JV post',
    url: '/api/jv-construction-ratting',
    field: 'post_id',
    make: async (owner: number | null, v: Visibility = {}) => (await freshPost(s, owner, v)).id,
    stored: async (id: number) =>
      (await s.db.select().from(jv_constructions).where(eq(jv_constructions.id, id)))[0] as {
        rating_avg: number;
        rating_count: number;
      },
  },
] as const;

describe.each(KINDS)('$name ratings', (k) => {
  it('adds a rating, edits it on a second call, and keeps the average and count on the item', async () => {
    const owner = await freshUser(s);
    const id = await k.make(owner.id);
    const a = await freshUser(s, { profile: 'seed/avatars/riya-sharma.svg' });
    const b = await freshUser(s);

    const first = await s.postJson(k.url, a.token, { [k.field]: id, ratting: 4, comment: ' Quick and tidy ' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      error: false,
      message: R.added,
      data: {
        rating: { ratting: 4, comment: 'Quick and tidy', user: { id: a.id, name: a.row.name } },
        rating_avg: 4,
        rating_count: 1,
      },
    });
    const second = await s.postJson(k.url, b.token, { [k.field]: String(id), ratting: '1' });
    expect(second.body).toMatchObject({ message: R.added, data: { rating_avg: 2.5, rating_count: 2 } });
    // The same user again: an edit, not a second row.
    const edit = await s.postJson(k.url, a.token, { [k.field]: id, ratting: 5, comment: 'Even better' });
    expect(edit.body).toMatchObject({
      message: R.updated,
      data: { rating: { ratting: 5, comment: 'Even better' }, rating_avg: 3, rating_count: 2 },
    });
    expect(await k.stored(id)).toMatchObject({ rating_avg: 3, rating_count: 2 });
    const col =
      k.field === 'service_id'
        ? ratings.service_id
        : k.field === 'repairworks_id'
          ? ratings.repair_work_id
          : ratings.post_id;
    expect(await s.db.select().from(ratings).where(eq(col, id))).toHaveLength(2);

    // Read back: newest written first, with the raters' names and photos.
    const list = await s.get(`/api/get-ratings?${k.field}=${id}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body).toMatchObject({ total: 2, rating_avg: 3, rating_count: 2 });
    const entries = list.body.data as { user: { id: number; profile: string }; ratting: number }[];
    expect(entries.map((e) => e.user.id)).toEqual([a.id, b.id]);
    expect(entries[0]?.user.profile).toMatch(/^http.*\/uploads\/seed\/avatars\/riya-sharma\.svg$/);
    const page = await s.get(`/api/get-ratings?${k.field}=${id}&offset=1&limit=1`);
    expect((page.body.data as { user: { id: number } }[]).map((e) => e.user.id)).toEqual([b.id]);
  });

  it('refuses one’s own item, hidden items and unknown ones, writing nothing', async () => {
    const owner = await freshUser(s);
    const id = await k.make(owner.id);
    expectFailure(await s.postJson(k.url, owner.token, { [k.field]: id, ratting: 5 }), 403, R.ownItem);
    const rater = await freshUser(s);
    const pending = await k.make(owner.id, { request_status: 'pending', status: 0 });
    expectFailure(await s.postJson(k.url, rater.token, { [k.field]: pending, ratting: 5 }), 404, R.notFound);
    const inactive = await k.make(owner.id, { status: 0 });
    expectFailure(await s.postJson(k.url, rater.token, { [k.field]: inactive, ratting: 5 }), 404, R.notFound);
    expectFailure(await s.postJson(k.url, rater.token, { [k.field]: 99_999_999, ratting: 5 }), 404, R.notFound);
    expect(await k.stored(id)).toMatchObject({ rating_avg: 0, rating_count: 0 });
    // A hidden item's ratings are not readable either (except by its owner).
    expectFailure(await s.get(`/api/get-ratings?${k.field}=${pending}`), 404, R.notFound);
    expect((await s.get(`/api/get-ratings?${k.field}=${pending}`, owner.token)).status).toBe(200);
  });

  it('answers each validation message, and 401 to a visitor before reading the body', async () => {
    const id = await k.make(null);
    const u = await freshUser(s);
    const cases: [Record<string, unknown>, string][] = [
      [{ [k.field]: id }, R.rattingRequired],
      [{ [k.field]: id, ratting: '' }, R.rattingRequired],
      [{ [k.field]: id, ratting: 0 }, R.rattingInvalid],
      [{ [k.field]: id, ratting: 6 }, R.rattingInvalid],
      [{ [k.field]: id, ratting: 3.5 }, R.rattingInvalid],
      [{ [k.field]: id, ratting: 'five' }, R.rattingInvalid],
      [{ [k.field]: id, ratting: 3, comment: 'x'.repeat(1001) }, R.commentTooLong],
      [
        { ratting: 3 },
        k.field === 'service_id' ? R.serviceRequired : k.field === 'repairworks_id' ? R.repairRequired : R.postRequired,
      ],
      [
        { [k.field]: 'abc', ratting: 3 },
        k.field === 'service_id' ? R.serviceRequired : k.field === 'repairworks_id' ? R.repairRequired : R.postRequired,
      ],
    ];
    for (const [body, message] of cases) expectFailure(await s.postJson(k.url, u.token, body), 400, message);
    expectFailure(await s.postJson(k.url, null, { nonsense: true }), 401);
    expectFailure(await s.postJson(k.url, null), 401);
    expect(await k.stored(id)).toMatchObject({ rating_count: 0 });
  });

  it('keeps the average exact under concurrent ratings by many users', async () => {
    const id = await k.make(null);
    const users = await Promise.all(Array.from({ length: 8 }, () => freshUser(s)));
    const stars = [5, 4, 3, 5, 1, 2, 5, 4];
    const answers = await Promise.all(
      users.map((u, i) => s.postJson(k.url, u.token, { [k.field]: id, ratting: stars[i] })),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    // One user racing with themselves: still one rating.
    const same = users[0];
    if (!same) throw new Error('no user');
    await Promise.all([1, 2, 3].map((n) => s.postJson(k.url, same.token, { [k.field]: id, ratting: n })));
    const rows = await s.db
      .select({ r: ratings.ratting })
      .from(ratings)
      .where(
        eq(
          k.field === 'service_id'
            ? ratings.service_id
            : k.field === 'repairworks_id'
              ? ratings.repair_work_id
              : ratings.post_id,
          id,
        ),
      );
    expect(rows).toHaveLength(8);
    const sum = rows.reduce((n, r) => n + r.r, 0);
    expect(await k.stored(id)).toMatchObject({ rating_count: 8, rating_avg: Math.round((sum / 8) * 100) / 100 });
  });
});

describe('a rating written while another is in flight (PostgreSQL: a second connection)', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'waits for the item row, so the recount sees every committed rating',
    async () => {
      const id = await freshService(null);
      const early = await freshUser(s);
      const late = await freshUser(s);
      let answer: Promise<Answer> | undefined;
      // An open transaction holds a rating of the item (and its foreign-key lock) while the call runs.
      await s.db.transaction(async (tx) => {
        await tx.insert(ratings).values({ user_id: early.id, service_id: id, ratting: 1 });
        answer = s.postJson('/api/service-ratting', late.token, { service_id: id, ratting: 5 });
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const r = await answer;
      expect(r?.status, JSON.stringify(r?.body)).toBe(200);
      // Without the lock the call would have counted before the other commit: 1 rating, average 5.
      expect(r?.body.data).toMatchObject({ rating_count: 2, rating_avg: 3 });
      const [row] = await s.db.select().from(services).where(eq(services.id, id));
      expect(row).toMatchObject({ rating_avg: 3, rating_count: 2 });
    },
  );
});

describe('get-ratings', () => {
  it('needs exactly one listing', async () => {
    expectFailure(await s.get('/api/get-ratings'), 400, R.targetRequired);
    expectFailure(await s.get('/api/get-ratings?service_id=1&post_id=2'), 400, R.targetRequired);
    const id = await freshService(null);
    const r = await s.get(`/api/get-ratings?service_id=${id}`);
    expect(r.body).toMatchObject({ error: false, total: 0, data: [], rating_avg: 0, rating_count: 0 });
  });
});

describe('ratings on the JV detail', () => {
  it('shows the newest ratings, the average, and the caller’s own rating', async () => {
    const owner = await freshUser(s);
    const p = await freshPost(s, owner.id, { kind: 'construction' });
    const raters = await Promise.all(Array.from({ length: 6 }, () => freshUser(s)));
    for (const [i, u] of raters.entries()) {
      const r = await s.postJson('/api/jv-construction-ratting', u.token, { post_id: p.id, ratting: (i % 5) + 1 });
      expect(r.status).toBe(200);
    }
    const me = raters[2];
    if (!me) throw new Error('no rater');
    const d = await s.get(`/api/construction-detail?slug=${p.slug_id}`, me.token);
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    const data = d.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ rating_count: 6, rating_avg: 2.67, my_rating: { ratting: 3, user: { id: me.id } } });
    expect(data.ratings).toHaveLength(5);
    const visitor = await s.get(`/api/construction-detail?slug=${p.slug_id}`);
    expect(visitor.body.data).toMatchObject({ my_rating: null });
  });
});

describe('account deletion', () => {
  it('takes the deleted user’s ratings out of the averages', async () => {
    const id = await freshService(null);
    const stays = await freshUser(s);
    const leaves = await freshUser(s);
    await s.postJson('/api/service-ratting', stays.token, { service_id: id, ratting: 5 });
    await s.postJson('/api/service-ratting', leaves.token, { service_id: id, ratting: 1 });
    const [before] = await s.db.select().from(services).where(eq(services.id, id));
    expect(before).toMatchObject({ rating_avg: 3, rating_count: 2 });
    expect((await s.post('/api/delete_user', leaves.token)).status).toBe(200);
    const [after] = await s.db.select().from(services).where(eq(services.id, id));
    expect(after).toMatchObject({ rating_avg: 5, rating_count: 1 });
  });
});

describe('demo mode', () => {
  it('is refused with the spec’s text', async () => {
    const demo = await startTestServer({ config: { demoMode: true } });
    try {
      const u = await freshUser(demo);
      const p = await freshPost(demo, null);
      expectFailure(
        await demo.postJson('/api/jv-construction-ratting', u.token, { post_id: p.id, ratting: 4 }),
        403,
        MESSAGES.demoMode,
      );
    } finally {
      await demo.close();
    }
  });
});
