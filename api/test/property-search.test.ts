import {
  encodePolygon,
  envelopeOf,
  listEnvelopeOf,
  POLYGON_MESSAGE,
  personalisedFields,
  property,
  propertyListResponse,
  propertyMapResponse,
  reverseLocation,
} from '@abode/shared/wire';
import type { SQL } from 'drizzle-orm';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertisements,
  amenities,
  assign_parameters,
  categories,
  customers,
  favourites,
  interested_users,
  property_amenities,
  propertys,
} from '../src/db/schema.ts';
import { geoCell } from '../src/modules/properties/search/index.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

let s: TestServer;
/** Fixture listings far from every demo city (South Atlantic), at known points. */
const FIX_CITY = 'Testville';
const fixture: Record<string, number> = {};

beforeAll(async () => {
  s = await startTestServer();
  const [cat] = await s.db.select().from(categories).limit(1);
  if (!cat) throw new Error('no category');
  const at = (name: string, lat: number, lng: number, extra: Partial<typeof propertys.$inferInsert> = {}) => ({
    category_id: cat.id,
    title: `Fixture ${name}`,
    slug_id: `fixture-${name}`,
    propery_type: 0,
    price: 1000 + lat * 10,
    city: FIX_CITY,
    state: 'Fixture State',
    country: 'Nowhere',
    latitude: lat,
    longitude: lng,
    request_status: 'approved' as const,
    status: 1,
    ...extra,
  });
  const rows = await s.db
    .insert(propertys)
    .values([
      at('centre', -30, -20), // inside box and triangle
      at('near', -30.05, -20.05), // ~7 km from centre
      at('far', -30.5, -20.5), // ~70 km
      at('corner', -30.9, -19.1), // inside the box, outside the triangle
      at('outside', -32, -22), // outside everything
      at('rent', -30.01, -20.01, { propery_type: 1 }),
      at('sold', -30.02, -20.02, { propery_type: 2 }), // never in light lists
      at('hidden', -30.03, -20.03, { status: 0 }), // never visible
    ])
    .returning({ id: propertys.id, slug_id: propertys.slug_id });
  for (const r of rows) fixture[r.slug_id.replace('fixture-', '')] = r.id;
});
afterAll(async () => {
  await s?.close();
});

const visible = and(eq(propertys.request_status, 'approved'), eq(propertys.status, 1));
const lightVisible = and(visible, inArray(propertys.propery_type, [0, 1]));

async function countLight(extra?: SQL): Promise<number> {
  const [row] = await s.db
    .select({ n: count() })
    .from(propertys)
    .where(extra ? and(lightVisible, extra) : lightVisible);
  return row?.n ?? 0;
}

/** Months in one rent period, as price_per_month divides (decision 029). */
const RENT_MONTHS: Record<string, number> = { daily: 365 / 12, monthly: 1, quarterly: 1 / 3, yearly: 1 / 12 };

/** What the price sort compares: a rent's price per month, else the price. */
const perMonth = (p: { property_type: string; price: number; rentduration: string }) =>
  p.property_type === 'rent' ? p.price * (RENT_MONTHS[p.rentduration.toLowerCase()] ?? 1) : p.price;

type Item = {
  id: number;
  rentduration: string;
  slug_id: string;
  title: string;
  price: number;
  city: string;
  state: string;
  country: string;
  category_id: number;
  property_type: string;
  is_premium: boolean;
  promoted: boolean;
  total_click: number;
  favourite_count: number;
  is_favourite: number;
  distance?: number;
  parameters: { id: number; value: unknown }[];
  created_at: string;
};

async function list(query: string, init?: RequestInit) {
  const r = await s.call(`/api/get-property-list?${query}`, init);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { ...r, items: r.body.data as Item[], total: r.body.total as number };
}

/** Counts the SQL statements the app sends while `fn` runs (the driver's query, wrapped). */
async function statements(fn: () => Promise<unknown>): Promise<number> {
  const client = (s.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let n = 0;
  client.query = function (this: unknown, ...a: unknown[]) {
    n++;
    return original.apply(this, a);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return n;
}

describe('GET /api/get-property-list', () => {
  it('lists visible sell and rent listings as light items, parsable by the wire schema', async () => {
    const r = await list('limit=100');
    expect(r.body.message).toBe('Data Fetch Successfully');
    expect(r.total).toBe(await countLight());
    const parsed = propertyListResponse.safeParse(r.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    expect(r.items.every((p) => p.property_type === 'sell' || p.property_type === 'rent')).toBe(true);
    const ids = r.items.map((p) => p.id);
    expect(ids).not.toContain(fixture.sold);
    expect(ids).not.toContain(fixture.hidden);
    const first = r.items[0] as unknown as Record<string, unknown>;
    expect(first).not.toHaveProperty('gallery');
    expect(first).not.toHaveProperty('description');
    expect(r.items.some((p) => p.parameters.length > 0 && p.parameters.length <= 4)).toBe(true);
  });

  it('runs one SQL statement per list request (two with a text search)', async () => {
    expect(await statements(() => list('city=mumbai&property_type=0&min_price=1&limit=12'))).toBe(1);
    expect(await statements(() => list('city=mumbai&search=flat&limit=12'))).toBe(2);
  });

  it('pages with offset and limit and refuses a limit over 100', async () => {
    const a = await list('offset=0&limit=5');
    const b = await list('offset=5&limit=5');
    expect(a.total).toBe(b.total);
    expect(a.items.map((p) => p.id).filter((id) => b.items.some((x) => x.id === id))).toEqual([]);
    const bad = await s.call('/api/get-property-list?limit=101');
    expect(bad.status).toBe(400);
  });

  it('filters by type, category id and slug, city, state and country (case-insensitive)', async () => {
    const rent = await list('property_type=1&limit=100');
    expect(rent.total).toBe(await countLight(eq(propertys.propery_type, 1)));
    expect(rent.items.every((p) => p.property_type === 'rent')).toBe(true);
    const [cat] = await s.db.select().from(categories).where(eq(categories.slug_id, 'apartment'));
    if (!cat) throw new Error('no apartment');
    const byId = await list(`category_id=${cat.id}&limit=100`);
    const bySlug = await list('category_slug_id=apartment&limit=100');
    expect(byId.total).toBe(await countLight(eq(propertys.category_id, cat.id)));
    expect(bySlug.total).toBe(byId.total);
    expect(byId.items.every((p) => p.category_id === cat.id)).toBe(true);
    const pune = await list('city=PUNE&limit=100');
    expect(pune.total).toBe(await countLight(eq(propertys.city, 'Pune')));
    expect(pune.total).toBeGreaterThan(0);
    const state = await list('state=fixture%20state&country=nowhere&limit=100');
    expect(state.items.map((p) => p.slug_id).sort()).toEqual(
      ['fixture-centre', 'fixture-corner', 'fixture-far', 'fixture-near', 'fixture-outside', 'fixture-rent'].sort(),
    );
  });

  it('filters by price range', async () => {
    const r = await list('min_price=5000000&max_price=20000000&limit=100');
    expect(r.total).toBe(await countLight(sql`${propertys.price} between 5000000 and 20000000`));
    expect(r.items.every((p) => p.price >= 5_000_000 && p.price <= 20_000_000)).toBe(true);
  });

  it('filters by posted_since (0 last week, 1 since yesterday)', async () => {
    await s.db
      .update(propertys)
      .set({ created_at: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(propertys.id, fixture.far ?? 0));
    const week = await list(`posted_since=0&city=${FIX_CITY}&limit=100`);
    const day = await list(`posted_since=1&city=${FIX_CITY}&limit=100`);
    expect(week.items.map((p) => p.id)).toContain(fixture.far);
    expect(day.items.map((p) => p.id)).not.toContain(fixture.far);
    expect(day.items.map((p) => p.id)).toContain(fixture.centre);
    const weekAll = await list('posted_since=0&limit=1');
    expect(weekAll.total).toBe(await countLight(gte(propertys.created_at, new Date(Date.now() - 7 * 86_400_000))));
  });

  /**
   * The light-visible ids a text search should find, worked out here: every word of the text starts a word
   * of title, address or city, or the category's name contains the whole text.
   */
  async function searchOracle(text: string): Promise<number[]> {
    const rows = await s.db
      .select({
        id: propertys.id,
        title: propertys.title,
        address: propertys.address,
        city: propertys.city,
        cat: categories.category,
      })
      .from(propertys)
      .innerJoin(categories, eq(categories.id, propertys.category_id))
      .where(lightVisible);
    const wordsOf = (t: string) => t.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
    const want = wordsOf(text);
    return rows
      .filter((r) => {
        const doc = wordsOf(`${r.title} ${r.address} ${r.city}`);
        return want.every((w) => doc.some((d) => d.startsWith(w))) || r.cat.toLowerCase().includes(text.toLowerCase());
      })
      .map((r) => r.id);
  }

  it('searches word prefixes of title, address and city, and category names', async () => {
    const r = await list('search=villa&limit=100');
    expect(r.total).toBe((await searchOracle('villa')).length);
    expect(r.total).toBeGreaterThan(0);
    const fx = await list('search=fixture%20corner');
    expect(fx.items.map((p) => p.id)).toEqual([fixture.corner]);
    // A prefix of a word matches ("fixt cor"), its middle does not ("ixture orner").
    expect((await list('search=FIXT%20cor')).items.map((p) => p.id)).toEqual([fixture.corner]);
    const infix = await list('search=ixture%20orner&limit=100');
    expect(infix.items.map((p) => p.id)).not.toContain(fixture.corner);
    expect(infix.total).toBe((await searchOracle('ixture orner')).length);
    // The city is searched too.
    const town = await list(`search=${FIX_CITY.slice(0, 5)}&limit=100`);
    expect(town.items.map((p) => p.id).sort()).toEqual((await searchOracle(FIX_CITY.slice(0, 5))).sort());
    expect(town.items.map((p) => p.id)).toContain(fixture.rent);
  });

  it('ANDs the words of a search: every word must match', async () => {
    const both = await list('search=fixture%20centre&limit=100');
    expect(both.items.map((p) => p.id)).toEqual([fixture.centre]);
    const none = await list('search=fixture%20zzzznothing&limit=100');
    expect(none.total).toBe(0);
    expect(none.body.error).toBe(false);
  });

  it('treats tsquery operators and punctuation in the search as word separators', async () => {
    const ops = await list(`search=${encodeURIComponent("fixture & | ! : * ( ) ' <-> corner:*")}&limit=100`);
    expect(ops.status).toBe(200);
    expect(ops.items.map((p) => p.id)).toEqual([fixture.corner]);
    const quoted = await list(`search=${encodeURIComponent("'fixture''' \\")}&limit=100`);
    expect(quoted.status).toBe(200);
    expect(quoted.items.map((p) => p.id)).toContain(fixture.corner);
    // Nothing left after the punctuation: no text condition at all.
    const only = await list(`search=${encodeURIComponent("&|!:*()'\\")}&limit=1`);
    expect(only.status).toBe(200);
    expect(only.total).toBe(Math.min(await countLight(), 1000));
  });

  it('finds every listing of a category whose name matches, whatever its title says', async () => {
    const [row] = await s.db
      .select({ id: categories.id, name: categories.category })
      .from(propertys)
      .innerJoin(categories, eq(categories.id, propertys.category_id))
      .where(eq(propertys.id, fixture.corner ?? 0));
    if (!row) throw new Error('no category');
    const r = await list(`search=${encodeURIComponent(row.name)}&limit=100`);
    const inCategory = await countLight(eq(propertys.category_id, row.id));
    expect(inCategory).toBeGreaterThan(0);
    expect(r.total).toBeGreaterThanOrEqual(Math.min(inCategory, 1000));
    expect(r.total).toBe(Math.min((await searchOracle(row.name)).length, 1000));
    // The fixture's title ("Fixture corner") says nothing of its category.
    const all = await list(`search=${encodeURIComponent(row.name)}&city=${FIX_CITY}&limit=100`);
    expect(all.items.map((p) => p.id)).toContain(fixture.corner);
  });

  it('filters by a comma list of parameters (a value for each)', async () => {
    const [a, b] = await s.db
      .select({ id: assign_parameters.parameter_id, n: count() })
      .from(assign_parameters)
      .groupBy(assign_parameters.parameter_id)
      .orderBy(sql`count(*) desc`)
      .limit(2);
    if (!a || !b) throw new Error('no parameters');
    const hasValue = (pid: number) =>
      sql`exists (select 1 from assign_parameters ap where ap.property_id = ${propertys.id} and ap.parameter_id = ${pid} and coalesce(ap.value, '') <> '')`;
    const one = await list(`parameter_id=${a.id}&limit=100`);
    const both = await list(`parameter_id=${a.id},${b.id}&limit=100`);
    expect(one.total).toBe(await countLight(hasValue(a.id)));
    expect(both.total).toBe(await countLight(and(hasValue(a.id), hasValue(b.id))));
    expect(both.total).toBeLessThanOrEqual(one.total);
    expect((await s.call('/api/get-property-list?parameter_id=1,x')).status).toBe(400);
  });

  it('filters premium listings and promoted ones, promoted first within a page', async () => {
    const premium = await list('get_all_premium_properties=1&limit=100');
    expect(premium.total).toBe(await countLight(eq(propertys.is_premium, true)));
    expect(premium.total).toBeGreaterThan(0);
    expect(premium.items.every((p) => p.is_premium)).toBe(true);
    const notPremium = await list('is_premium=0&limit=100');
    expect(notPremium.items.every((p) => !p.is_premium)).toBe(true);
    expect(notPremium.total + premium.total).toBe(await countLight());

    // Promote the fixture's oldest row: first on its page although newest-first would put it last.
    await s.db.insert(advertisements).values({ for: 'property', property_id: fixture.centre, status: 0 });
    const page = await list(`city=${FIX_CITY}&limit=100`);
    expect(page.items[0]?.id).toBe(fixture.centre);
    expect(page.items[0]?.promoted).toBe(true);
    expect(page.items.slice(1).map((p) => p.id)).toEqual(
      [...page.items.slice(1).map((p) => p.id)].sort((x, y) => y - x),
    );
    const promoted = await list('promoted=1&limit=100');
    expect(promoted.items.map((p) => p.id)).toContain(fixture.centre);
    expect(promoted.items.every((p) => p.promoted)).toBe(true);
    const [adCount] = await s.db
      .select({ n: sql<number>`count(distinct ${advertisements.property_id})::int` })
      .from(advertisements)
      .innerJoin(propertys, eq(propertys.id, advertisements.property_id))
      .where(and(lightVisible, eq(advertisements.status, 0), eq(advertisements.is_enable, true)));
    expect(promoted.total).toBe(adCount?.n);
  });

  it('sorts by price, views and likes, newest by default', async () => {
    const ids = (items: Item[]) => items.map((p) => p.id);
    const newest = await list('limit=50');
    expect(ids(newest.items.filter((p) => !p.promoted))).toEqual(
      [...ids(newest.items.filter((p) => !p.promoted))].sort((a, b) => b - a),
    );
    // Rents are compared per month (decision 029): the demo lets shops and offices monthly or yearly.
    const asc = await list('sort=price_asc&limit=50&is_premium=0');
    const prices = asc.items.filter((p) => !p.promoted).map(perMonth);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await list('sort=price_desc&limit=50');
    const dprices = desc.items.filter((p) => !p.promoted).map(perMonth);
    expect(dprices).toEqual([...dprices].sort((a, b) => b - a));
    expect(desc.items[0]?.price ?? 0).toBeGreaterThan(asc.items[0]?.price ?? 0);
    for (const q of ['sort=most_viewed', 'most_viewed=1']) {
      const v = (await list(`${q}&limit=50`)).items.filter((p) => !p.promoted).map((p) => p.total_click);
      expect(v).toEqual([...v].sort((a, b) => b - a));
    }
    // Likes: the favourite counter follows the favourites table (trigger).
    const [u] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.agent));
    if (!u) throw new Error('no agent');
    await s.db.insert(favourites).values({ user_id: u.id, property_id: fixture.rent ?? 0 });
    for (const q of ['sort=most_liked', 'most_liked=1']) {
      const liked = (await list(`${q}&limit=50`)).items.filter((p) => !p.promoted);
      const counts = liked.map((p) => p.favourite_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts[0]).toBeGreaterThan(0);
    }
    const [real] = await s.db
      .select({ n: count() })
      .from(favourites)
      .where(eq(favourites.property_id, fixture.rent ?? 0));
    const rentItem = (await list(`city=${FIX_CITY}&property_type=1`)).items[0];
    expect(rentItem?.favourite_count).toBe(real?.n);
    expect((await s.call('/api/get-property-list?sort=random')).status).toBe(400);
  });

  it('puts promoted listings first only in the default order, never ahead of an asked sort', async () => {
    // The fixture's cheapest listing, promoted: first when newest, at its price place when sorted.
    const cheapest = fixture.outside ?? 0;
    await s.db.insert(advertisements).values({ for: 'property', property_id: cheapest, status: 0 });
    for (const q of ['', '&sort=newest']) {
      const page = await list(`city=${FIX_CITY}&limit=100${q}`);
      expect(page.items[0]?.promoted, q).toBe(true);
      expect(page.items.findIndex((p) => p.id === cheapest)).toBeLessThan(page.items.findIndex((p) => !p.promoted));
    }
    const desc = await list(`city=${FIX_CITY}&sort=price_desc&limit=100`);
    const prices = desc.items.map((p) => p.price);
    expect(desc.items.some((p) => p.promoted)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(desc.items.at(-1)?.id).toBe(cheapest);
    const asc = await list(`city=${FIX_CITY}&sort=price_asc&limit=100`);
    expect(asc.items[0]?.id).toBe(cheapest);
    expect(asc.items.map((p) => p.price)).toEqual([...asc.items.map((p) => p.price)].sort((a, b) => a - b));
    await s.db.delete(advertisements).where(eq(advertisements.property_id, cheapest));
  });

  it('marks the viewer favourites', async () => {
    const token = await s.login(DEMO_ACCOUNTS.agent);
    const r = await list(`city=${FIX_CITY}&property_type=1`, { headers: { authorization: token } });
    expect(r.items[0]?.is_favourite).toBe(1);
    const anon = await list(`city=${FIX_CITY}&property_type=1`);
    expect(anon.items[0]?.is_favourite).toBe(0);
  });

  it('searches within map bounds', async () => {
    const r = await list(`bounds=${encodeURIComponent('-31,-29.9,-21,-19')}&limit=100`);
    const got = r.items.map((p) => p.id).sort();
    expect(got).toEqual([fixture.centre, fixture.near, fixture.far, fixture.corner, fixture.rent].sort());
    expect(r.total).toBe(5);
    // Across the antimeridian: min_lng > max_lng is two boxes, finding nothing here but answering 200.
    const wrap = await list(`bounds=${encodeURIComponent('-31,-29.9,170,-170')}`);
    expect(wrap.items.map((p) => p.id)).not.toContain(fixture.centre);
    for (const bad of ['1,2,3', '10,5,0,1', 'a,b,c,d', '-91,0,0,1']) {
      const b = await s.call(`/api/get-property-list?bounds=${encodeURIComponent(bad)}`);
      expect(b.status).toBe(400);
      expect(b.body.message).toBe('Bounds must be min_lat,max_lat,min_lng,max_lng');
    }
  });

  it('searches within a drawn polygon', async () => {
    // A triangle around the centre whose bounding box holds "corner" but the triangle does not.
    const triangle: [number, number][] = [
      [-29.5, -19],
      [-31, -21],
      [-29.5, -21],
    ];
    const r = await list(`polygon=${encodeURIComponent(encodePolygon(triangle))}&limit=100`);
    const got = r.items.map((p) => p.id);
    expect(got).toContain(fixture.centre);
    expect(got).toContain(fixture.near);
    expect(got).not.toContain(fixture.corner);
    expect(got).not.toContain(fixture.outside);
    expect(got.sort()).toEqual([fixture.centre, fixture.near, fixture.far, fixture.rent].sort());
    // A closed ring (first point repeated) is the same area.
    const closed = await list(
      `polygon=${encodeURIComponent(encodePolygon([...triangle, triangle[0] as [number, number]]))}`,
    );
    expect(closed.total).toBe(r.total);
    const tooMany = Array.from({ length: 101 }, (_, i): [number, number] => [
      Math.sin(i / 16) * 10,
      Math.cos(i / 16) * 10,
    ]);
    for (const bad of ['1,2;3,4', 'x', '1,2;3,4;5', '95,0;1,1;2,2', encodePolygon(tooMany)]) {
      const b = await s.call(`/api/get-property-list?polygon=${encodeURIComponent(bad)}`);
      expect(b.status, bad).toBe(400);
      expect(b.body.message).toBe(POLYGON_MESSAGE);
      expect(b.body.error).toBe(true);
    }
  });

  it('searches within a radius (km) and needs both coordinates', async () => {
    const r = await list('latitude=-30&longitude=-20&radius=10&limit=100');
    expect(r.items.map((p) => p.id).sort()).toEqual([fixture.centre, fixture.near, fixture.rent].sort());
    expect(r.items.every((p) => (p.distance ?? 99) <= 10)).toBe(true);
    expect((await s.call('/api/get-property-list?latitude=10')).status).toBe(400);
    expect((await s.call('/api/get-property-list?radius=5')).status).toBe(400);
  });

  it('drops empty values', async () => {
    const r = await list('city=&search=&bounds=&polygon=&sort=&limit=3');
    expect(r.total).toBe(await countLight());
  });
});

describe('GET /api/get-property-map', () => {
  it('answers markers inside the bounds, numbers for coordinates, truncated when over the limit', async () => {
    const r = await s.call(`/api/get-property-map?bounds=${encodeURIComponent('-31,-29.9,-21,-19')}`);
    expect(r.status).toBe(200);
    const parsed = propertyMapResponse.safeParse(r.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    const data = r.body.data as { id: number; latitude: number }[];
    expect(data).toHaveLength(5);
    expect(r.body.truncated).toBe(false);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(
      [
        'category_id',
        'id',
        'latitude',
        'longitude',
        'price',
        'property_type',
        'slug_id',
        'title',
        'title_image',
      ].sort(),
    );
    const small = await s.call(`/api/get-property-map?bounds=${encodeURIComponent('-31,-29.9,-21,-19')}&limit=2`);
    expect((small.body.data as unknown[]).length).toBe(2);
    expect(small.body.truncated).toBe(true);
    expect(small.body.total).toBe(5);
    expect((await s.call('/api/get-property-map?limit=2001')).status).toBe(400);
  });
});

describe('GET /api/get_nearby_properties', () => {
  it('answers up to 12 light items, nearest first, with a radius and a type', async () => {
    const r = await s.call('/api/get_nearby_properties?latitude=-30.04&longitude=-20.04');
    expect(r.status).toBe(200);
    const items = r.body.data as Item[];
    expect(items.length).toBeLessThanOrEqual(12);
    expect(items.slice(0, 4).map((p) => p.id)).toEqual([fixture.near, fixture.rent, fixture.centre, fixture.far]);
    const d = items.map((p) => p.distance ?? -1);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    const within = await s.call('/api/get_nearby_properties?latitude=-30&longitude=-20&radius=10&type=0');
    expect((within.body.data as Item[]).map((p) => p.id)).toEqual([fixture.centre, fixture.near]);
    const byCity = await s.call('/api/get_nearby_properties?city=testvil');
    const cityItems = byCity.body.data as Item[];
    expect(cityItems.length).toBe(6);
    expect(cityItems.every((p) => p.city === FIX_CITY)).toBe(true);
    const many = await s.call('/api/get_nearby_properties?city=Mumbai');
    expect((many.body.data as Item[]).length).toBe(
      Math.min(12, await countLight(sql`${propertys.city} ilike '%mumbai%'`)),
    );
  });
});

describe('personalised fields and recommendations', () => {
  it('round-trips the fields, recommends matching listings and deletes them', async () => {
    const token = await s.login(DEMO_ACCOUNTS.user);
    const auth = { authorization: token };
    expect((await s.call('/api/personalised-fields')).status).toBe(401);
    const none = await s.call('/api/personalised-fields', { headers: auth });
    expect(none.status).toBe(200);
    expect(none.body.message).toBe('No data found!');
    expect((none.body.data as { category_ids: number[] }).category_ids).toEqual([]);

    const cats = await s.db.select({ id: categories.id }).from(categories).orderBy(categories.id).limit(2);
    const catIds = cats.map((c) => c.id);
    const form = new FormData();
    form.set('category_ids', catIds.join(','));
    form.set('outdoor_facilitiy_ids', '');
    form.set('price_range', '0,100000000');
    form.set('property_type', '0');
    form.set('city', 'Mumbai');
    const saved = await s.call('/api/personalised-fields', { method: 'POST', body: form, headers: auth });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const got = await s.call('/api/personalised-fields', { headers: auth });
    const parsed = envelopeOf(personalisedFields).parse(got.body);
    expect(parsed.data).toMatchObject({
      category_ids: catIds,
      price_range: [0, 100000000],
      property_type: [0],
      outdoor_facilitiy_ids: [],
      city: 'Mumbai',
    });

    const rec = await s.call('/api/get_user_recommendation?limit=100', { headers: auth });
    expect(rec.status).toBe(200);
    const items = rec.body.data as Item[];
    expect(rec.body.total).toBe(
      await countLight(
        and(
          inArray(propertys.category_id, catIds),
          eq(propertys.propery_type, 0),
          sql`lower(${propertys.city}) = 'mumbai'`,
        ),
      ),
    );
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every((p) => catIds.includes(p.category_id) && p.property_type === 'sell' && p.city === 'Mumbai'),
    ).toBe(true);

    // JSON works too, and a bad price range is refused.
    const bad = await s.call('/api/personalised-fields', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ price_range: '10,5' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Price range must be min,max');

    const del = await s.call('/api/personalised-fields', { method: 'DELETE', headers: auth });
    expect(del.status).toBe(200);
    const after = await s.call('/api/personalised-fields', { headers: auth });
    expect(after.body.message).toBe('No data found!');
    const newest = await s.call('/api/get_user_recommendation?limit=5', { headers: auth });
    expect(newest.body.total).toBe(await countLight());
  });
});

describe('GET /api/get-location (reverse geocoding)', () => {
  it.each([
    [18.56, 73.8, 'Pune', 'India'],
    [51.51, -0.09, 'London', 'United Kingdom'],
    [-33.87, 151.0, 'Sydney', 'Australia'],
    [40.75, -73.98, 'New York', 'United States'],
  ])('%f,%f → %s', async (lat, lng, city, country) => {
    const r = await s.call(`/api/get-location?latitude=${lat}&longitude=${lng}`);
    expect(r.status).toBe(200);
    const data = envelopeOf(reverseLocation).parse(r.body).data;
    expect(data.city).toBe(city);
    expect(data.country).toBe(country);
    expect(data.formatted_address).toContain(city);
    expect(data.distance).toBeLessThan(50);
  });

  it('answers a point in the middle of an ocean with some city, and refuses bad coordinates', async () => {
    const r = await s.call('/api/get-location?latitude=0&longitude=-140');
    expect(r.status).toBe(200);
    expect(String((r.body.data as { city: string }).city).length).toBeGreaterThan(0);
    expect((await s.call('/api/get-location?latitude=91&longitude=0')).status).toBe(400);
    expect((await s.call('/api/get-location?latitude=10')).status).toBe(400);
  });
});

describe('GET /api/get-cities-data', () => {
  it('counts visible listings per city, most first', async () => {
    const r = await s.call('/api/get-cities-data?limit=100');
    expect(r.status).toBe(200);
    const data = r.body.data as { City: string; Count: number; image: string }[];
    const expected = await s.db
      .select({ city: propertys.city, n: count() })
      .from(propertys)
      .where(visible)
      .groupBy(propertys.city);
    expect(r.body.total).toBe(expected.length);
    for (const c of data) expect(c.Count).toBe(expected.find((e) => e.city === c.City)?.n);
    expect(data.map((c) => c.Count)).toEqual([...data.map((c) => c.Count)].sort((a, b) => b - a));
  });
});

describe('GET /api/get_property (list light, detail full)', () => {
  it('runs at most 3 statements for a list and keeps the full shape', async () => {
    let body: Record<string, unknown> = {};
    const n = await statements(async () => {
      body = (await s.call('/api/get_property?limit=20&city=mumbai')).body;
    });
    expect(n).toBeLessThanOrEqual(3);
    const parsed = listEnvelopeOf(property).safeParse(body);
    expect(parsed.success).toBe(true);
    const items = body.data as { gallery: unknown[]; parameters: unknown[] }[];
    expect(items.some((p) => p.gallery.length > 0 && p.parameters.length > 0)).toBe(true);
  });

  it('adds interest, report, amenities and (for the owner only) user ids to a detail', async () => {
    const [agent] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.agent));
    const [user] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    if (!agent || !user) throw new Error('no accounts');
    const [own] = await s.db
      .select()
      .from(propertys)
      .where(and(visible, eq(propertys.added_by, agent.id), eq(propertys.is_premium, false)))
      .limit(1);
    if (!own) throw new Error('agent has no listing');
    await s.db.insert(interested_users).values({ property_id: own.id, customer_id: user.id }).onConflictDoNothing();
    await s.db.insert(favourites).values({ property_id: own.id, user_id: user.id }).onConflictDoNothing();
    const [am] = await s.db.select().from(amenities).limit(1);
    if (am)
      await s.db.insert(property_amenities).values({ property_id: own.id, amenity_id: am.id }).onConflictDoNothing();

    const asUser = await s.call(`/api/get_property?slug_id=${own.slug_id}`, {
      headers: { authorization: await s.login(DEMO_ACCOUNTS.user) },
    });
    const d = (asUser.body.data as Record<string, unknown>[])[0] ?? {};
    expect(property.safeParse(d).success).toBe(true);
    expect(d.is_interested).toBe(1);
    expect(d.is_favourite).toBe(1);
    expect(d.is_reported).toBe(false);
    expect(d.total_interested_users).toBeGreaterThanOrEqual(1);
    expect(d.interested_users).toEqual([]); // privacy: only the owner sees who
    expect(d.favourite_users).toEqual([]);
    expect(d.is_interest_available).toBe(own.propery_type <= 1);
    expect(d.inquiry).toBe(false);
    if (am)
      expect(d.amenities).toEqual(expect.arrayContaining([expect.objectContaining({ id: am.id, name: am.name })]));

    const asOwner = await s.call(`/api/get_property?id=${own.id}`, {
      headers: { authorization: await s.login(DEMO_ACCOUNTS.agent) },
    });
    const o = (asOwner.body.data as Record<string, unknown>[])[0] ?? {};
    expect(o.interested_users).toContain(user.id);
    expect(o.favourite_users).toContain(user.id);
    expect(o.is_interested).toBe(0);
    const list = await s.call(`/api/get_property?userid=${agent.id}`);
    expect((list.body.data as Record<string, unknown>[])[0]).not.toHaveProperty('amenities');
  });
});

describe('map grid (bounds and polygon searches read grid cells)', () => {
  it('stores in geo_cell_* the cells the search computes', async () => {
    const rows = await s.db
      .select({
        lat: propertys.latitude,
        lng: propertys.longitude,
        c2: propertys.geo_cell_2,
        c1: propertys.geo_cell_1,
        c0: propertys.geo_cell_0,
      })
      .from(propertys);
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      if (r.lat === null || r.lng === null) {
        expect(r.c2).toBeNull();
        continue;
      }
      expect([r.c2, r.c1, r.c0]).toEqual([
        geoCell(r.lat, r.lng, 100),
        geoCell(r.lat, r.lng, 10),
        geoCell(r.lat, r.lng, 1),
      ]);
    }
  });

  it('finds exactly what the box finds, newest first, at every grid level and on cell edges', async () => {
    const [demo] = await s.db
      .select({ lat: propertys.latitude, lng: propertys.longitude })
      .from(propertys)
      .where(and(lightVisible, sql`${propertys.city} <> ${FIX_CITY}`, sql`${propertys.latitude} is not null`))
      .limit(1);
    if (!demo?.lat || !demo.lng) throw new Error('no demo listing with coordinates');
    const around = (lat: number, lng: number, d: number) => [lat - d, lat + d, lng - d, lng + d];
    const boxes = [
      around(demo.lat, demo.lng, 0.004), // 0.01° cells
      around(demo.lat, demo.lng, 0.3), // 0.1° cells
      around(demo.lat, demo.lng, 3), // 1° cells
      [-60, 60, -170, 170], // too many cells: no grid
      // Edges 5e-7 from the centre fixture (-30, -20), on a cell boundary.
      [-30.005, -30.0000005, -20.005, -19.995],
      [-31, -29.9, -21, -20.0000005],
    ];
    for (const [minLat, maxLat, minLng, maxLng] of boxes) {
      const rows = await s.db
        .select({ id: propertys.id })
        .from(propertys)
        .where(
          and(
            lightVisible,
            sql`point(${propertys.longitude}, ${propertys.latitude}) <@ box(point(${minLng}::float8, ${minLat}::float8), point(${maxLng}::float8, ${maxLat}::float8))`,
          ),
        )
        .orderBy(sql`${propertys.id} desc`);
      const expected = rows.map((r) => r.id);
      const bounds = encodeURIComponent([minLat, maxLat, minLng, maxLng].join(','));
      const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
      const all = await list(`bounds=${bounds}&limit=100`);
      expect(sorted(all.items.map((p) => p.id)), bounds).toEqual(sorted(expected.slice(0, 100)));
      expect(all.total, bounds).toBe(Math.min(expected.length, 1000));
      // Newest first (promoted rows move to the front of their page only), and paging.
      const plain = all.items.filter((p) => !p.promoted).map((p) => p.id);
      expect(plain, bounds).toEqual(expected.filter((id) => plain.includes(id)));
      const page = await list(`bounds=${bounds}&offset=1&limit=2`);
      expect(sorted(page.items.map((p) => p.id)), bounds).toEqual(sorted(expected.slice(1, 3)));
      // Another order reads the same cells.
      const byPrice = await list(`bounds=${bounds}&sort=price_asc&limit=100`);
      expect(byPrice.total, bounds).toBe(all.total);
      expect(
        byPrice.items.every((p) => expected.includes(p.id)),
        bounds,
      ).toBe(true);
      const prices = byPrice.items.map(perMonth);
      expect(prices, bounds).toEqual([...prices].sort((a, b) => a - b));
      const map = await s.call(`/api/get-property-map?bounds=${bounds}&limit=50`);
      expect(map.status).toBe(200);
      expect(
        (map.body.data as { id: number }[]).map((p) => p.id),
        bounds,
      ).toEqual(expected.slice(0, 50));
    }
  });
});
