import { listEnvelopeOf, property } from '@abode/shared/wire';
import { and, count, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, propertys } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const visible = and(eq(propertys.request_status, 'approved'), eq(propertys.status, 1));

async function countVisible(extra?: ReturnType<typeof and>): Promise<number> {
  const [row] = await s.db
    .select({ n: count() })
    .from(propertys)
    .innerJoin(categories, eq(categories.id, propertys.category_id))
    .where(extra ? and(visible, extra) : visible);
  return row?.n ?? 0;
}

type Item = {
  id: number;
  slug_id: string;
  property_type: string;
  price: number;
  city: string;
  category: { id: number; slug_id: string };
  is_premium: boolean;
  request_status: string;
  status: number;
  total_view: number;
  title: string;
};

async function list(query: string) {
  const r = await s.call(`/api/get_property?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { ...r, items: r.body.data as Item[], total: r.body.total as number };
}

describe('GET /api/get_property', () => {
  it('lists only approved and active properties, parsable by the wire schema', async () => {
    const r = await list('limit=100');
    expect(r.body.error).toBe(false);
    expect(r.body.message).toBe('Data Fetch Successfully');
    expect(r.total).toBe(await countVisible());
    expect(r.total).toBe(s.seeded.visibleProperties);
    expect(r.total).toBeLessThan(s.seeded.properties); // the fixture has pending, rejected and inactive ones
    for (const p of r.items) {
      expect(p.request_status).toBe('approved');
      expect(p.status).toBe(1);
    }
    const parsed = listEnvelopeOf(property).safeParse(r.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    const first = r.items[0] as unknown as Record<string, unknown>;
    expect(String(first.title_image)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/seed\/photos\/.+\.jpg$/);
    expect((first.gallery as unknown[]).length).toBeGreaterThan(0);
    expect((first.parameters as unknown[]).length).toBeGreaterThan(0);
    expect((first.assign_facilities as unknown[]).length).toBeGreaterThan(0);
    expect(first.post_created).toMatch(/ago$/);
  });

  it('serves the generated photos', async () => {
    const r = await list('limit=1');
    const img = await fetch(String((r.items[0] as unknown as { title_image: string }).title_image));
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect((await img.arrayBuffer()).byteLength).toBeGreaterThan(5000);
  });

  it('lists premium properties to visitors, flagged', async () => {
    const r = await list('limit=100');
    expect(r.items.some((p) => p.is_premium)).toBe(true);
  });

  it('pages with offset and limit, total unchanged', async () => {
    const a = await list('offset=0&limit=5');
    const b = await list('offset=5&limit=5');
    expect(a.items).toHaveLength(5);
    expect(a.total).toBe(b.total);
    expect(a.items.map((p) => p.id)).not.toEqual(expect.arrayContaining(b.items.map((p) => p.id)));
    const d = await list('');
    expect(d.items).toHaveLength(Math.min(10, d.total)); // default limit 10
  });

  it('filters by property_type', async () => {
    for (const [type, name] of [
      [0, 'sell'],
      [1, 'rent'],
    ] as const) {
      const r = await list(`property_type=${type}&limit=100`);
      expect(r.total).toBe(await countVisible(and(eq(propertys.propery_type, type))));
      expect(r.total).toBeGreaterThan(0);
      expect(r.items.every((p) => p.property_type === name)).toBe(true);
    }
  });

  it('filters by category id and slug', async () => {
    const [cat] = await s.db.select().from(categories).where(eq(categories.slug_id, 'apartment'));
    if (!cat) throw new Error('no apartment category');
    const byId = await list(`category_id=${cat.id}&limit=100`);
    const bySlug = await list('category_slug_id=apartment&limit=100');
    expect(byId.total).toBe(await countVisible(and(eq(propertys.category_id, cat.id))));
    expect(bySlug.total).toBe(byId.total);
    expect(byId.items.every((p) => p.category.id === cat.id)).toBe(true);
  });

  it('filters by city, case-insensitively', async () => {
    const r = await list('city=pune&limit=100');
    expect(r.total).toBe(await countVisible(and(eq(propertys.city, 'Pune'))));
    expect(r.total).toBeGreaterThan(0);
    expect(r.items.every((p) => p.city === 'Pune')).toBe(true);
  });

  it('filters by price range', async () => {
    const r = await list('min_price=5000000&max_price=20000000&limit=100');
    expect(r.total).toBe(await countVisible(and(gte(propertys.price, 5_000_000), lte(propertys.price, 20_000_000))));
    expect(r.items.every((p) => p.price >= 5_000_000 && p.price <= 20_000_000)).toBe(true);
  });

  it('searches word prefixes of title, address and city, and category names', async () => {
    const r = await list('search=villa&limit=100');
    const expected = await countVisible(
      and(
        sql`(${propertys.title} ~* '(^|[^[:alnum:]])villa' or ${propertys.address} ~* '(^|[^[:alnum:]])villa' or ${propertys.city} ~* '(^|[^[:alnum:]])villa' or ${categories.category} ilike '%villa%')`,
      ),
    );
    expect(r.total).toBe(expected);
    expect(r.total).toBeGreaterThan(0);
    // A category name alone finds every visible property of that category, whatever its title says.
    const [office] = await s.db.select().from(categories).where(sql`${categories.category} ilike 'office'`);
    if (office) {
      const inCategory = await countVisible(eq(propertys.category_id, office.id));
      expect((await list('search=office&limit=100')).total).toBeGreaterThanOrEqual(inCategory);
      expect(inCategory).toBeGreaterThan(0);
    }
    const none = await list('search=zzzz-nothing');
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
    expect(none.body.error).toBe(false);
  });

  it('filters by posted_since (0 last week, 1 yesterday)', async () => {
    const week = await list('posted_since=0&limit=100');
    const day = await list('posted_since=1&limit=100');
    expect(week.total).toBe(await countVisible(and(gte(propertys.created_at, new Date(Date.now() - 7 * 86_400_000)))));
    expect(day.total).toBe(await countVisible(and(gte(propertys.created_at, new Date(Date.now() - 86_400_000)))));
    expect(day.total).toBeGreaterThan(0);
    expect(week.total).toBeGreaterThan(day.total);
  });

  it('treats empty values as absent and accepts the ignored client flags', async () => {
    const all = await list('limit=100');
    const r = await list('city=&search=&category_id=&limit=100&get_simiilar=1&get_similar=1&current_user=');
    expect(r.total).toBe(all.total);
  });

  it('answers a slug_id detail with similar properties and counts the view', async () => {
    const [target] = await s.db
      .select()
      .from(propertys)
      .where(and(visible, eq(propertys.is_premium, false)))
      .limit(1);
    if (!target) throw new Error('no property');
    const r = await list(`slug_id=${target.slug_id}`);
    expect(r.total).toBe(1);
    expect(r.items[0]?.id).toBe(target.id);
    expect(r.items[0]?.total_view).toBe(target.total_click + 1);
    const similar = r.body.similar_properties as Item[];
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(10);
    expect(similar.every((p) => p.category.id === target.category_id && p.id !== target.id)).toBe(true);
    const [after] = await s.db.select({ c: propertys.total_click }).from(propertys).where(eq(propertys.id, target.id));
    expect(after?.c).toBe(target.total_click + 1);
  });

  it('refuses a premium detail to a visitor (403) but opens it for a package holder', async () => {
    const [premium] = await s.db
      .select()
      .from(propertys)
      .where(and(visible, eq(propertys.is_premium, true), eq(propertys.added_by, 0)))
      .limit(1);
    if (!premium) throw new Error('no premium property in the fixture');
    const r = await s.call(`/api/get_property?slug_id=${premium.slug_id}`);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: true, message: 'Cannot Access Premium Property, Feature Not Available' });
    const byId = await s.call(`/api/get_property?id=${premium.id}`, {
      headers: { authorization: await s.login(DEMO_ACCOUNTS.user) },
    });
    expect(byId.status).toBe(403);
    // The agent runs a package with premium access.
    const ok = await s.call(`/api/get_property?slug_id=${premium.slug_id}`, {
      headers: { authorization: await s.login(DEMO_ACCOUNTS.agent) },
    });
    expect(ok.status).toBe(200);
    expect((ok.body.data as Item[])[0]?.is_premium).toBe(true);
  });

  it('orders by clicks with top_rated and filters the owner with userid', async () => {
    const r = await list('top_rated=1&limit=20');
    const views = r.items.map((p) => p.total_view);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const owner = await list('userid=2&limit=100');
    expect(owner.total).toBe(await countVisible(and(eq(propertys.added_by, 2))));
  });

  it('answers 400 envelopes for bad filter values', async () => {
    for (const [q, field] of [
      ['min_price=abc', 'min_price'],
      ['limit=-1', 'limit'],
      ['limit=1000', 'limit'],
      ['offset=x', 'offset'],
      ['property_type=7', 'property_type'],
      ['posted_since=abc', 'posted_since'],
    ]) {
      const r = await s.call(`/api/get_property?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.error).toBe(true);
      expect(r.body.code).toBe('VALIDATION');
      expect(String(r.body.message)).toContain(field);
    }
  });

  it('users_promoted needs a token', async () => {
    const r = await s.call('/api/get_property?users_promoted=1');
    expect(r.status).toBe(401);
  });

  it('matches a word prefix of the title, not the middle of a word (sanity: same rows as direct SQL)', async () => {
    const rows = await s.db
      .select({ id: propertys.id })
      .from(propertys)
      .where(and(visible, sql`${propertys.title} ~* '(^|[^[:alnum:]])bh'`));
    const r = await list('search=bh&limit=100');
    expect(rows.length).toBeGreaterThan(0);
    expect(r.total).toBeGreaterThanOrEqual(rows.length);
    const infix = await s.db
      .select({ id: propertys.id })
      .from(propertys)
      .where(and(visible, ilike(propertys.title, '%hk%')));
    expect(infix.length).toBeGreaterThan(0);
    expect((await list('search=hk&limit=100')).total).toBeLessThan(infix.length);
  });
});
