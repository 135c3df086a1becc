// Price order of property lists with rents written per day, month, quarter and year (spec §9 rent durations):
// get-property-list compares rents per month (the generated price_per_month, decision 029), so a yearly rent of 1,20,000 (10,000
// a month) sorts with the monthly rents of 10,000, not beside a monthly rent of 1,20,000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.ts';
import { freshProperty, startTestServer, uniqueTag } from './helpers.ts';

let s: TestServer;
const CITY = uniqueTag('Rentville');
const slugs: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  const rent = (name: string, price: number, rentduration: string) =>
    freshProperty(s, 0, {
      title: `Rent ${name}`,
      propery_type: 1,
      price,
      rentduration,
      city: CITY,
      request_status: 'approved',
      status: 1,
    });
  const made = {
    // Per month: 9,000 · 10,000 · 11,000 · 12,000 · 120,000 · 12,166.67
    monthly9k: await rent('monthly 9k', 9_000, 'Monthly'),
    yearly120k: await rent('yearly 120k', 120_000, 'Yearly'),
    quarterly33k: await rent('quarterly 33k', 33_000, 'Quarterly'),
    monthly12k: await rent('monthly 12k', 12_000, 'Monthly'),
    monthly120k: await rent('monthly 120k', 120_000, 'Monthly'),
    daily400: await rent('daily 400', 400, 'Daily'),
  };
  for (const [name, row] of Object.entries(made)) slugs[name] = row.slug_id;
});
afterAll(async () => {
  await s?.close();
});

async function order(path: string, query: string): Promise<string[]> {
  const r = await s.call(`/api/${path}?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const byslug = Object.fromEntries(Object.entries(slugs).map(([name, slug]) => [slug, name]));
  return (r.body.data as { slug_id: string }[]).map((p) => byslug[p.slug_id] ?? p.slug_id);
}

const CHEAPEST_FIRST = ['monthly9k', 'yearly120k', 'quarterly33k', 'monthly12k', 'daily400', 'monthly120k'];

describe('price order of rents with different periods', () => {
  it('get-property-list compares rents per month, both ways', async () => {
    const q = `city=${encodeURIComponent(CITY)}&property_type=1&limit=20`;
    expect(await order('get-property-list', `${q}&sort=price_asc`)).toEqual(CHEAPEST_FIRST);
    expect(await order('get-property-list', `${q}&sort=price_desc`)).toEqual([...CHEAPEST_FIRST].reverse());
  });

  it('still answers each price as written, with its period', async () => {
    const q = `city=${encodeURIComponent(CITY)}&property_type=1&limit=20&sort=price_asc`;
    const r = await s.call(`/api/get-property-list?${q}`);
    const yearly = (r.body.data as { slug_id: string; price: number; rentduration: string }[]).find(
      (p) => p.slug_id === slugs.yearly120k,
    );
    expect(Number(yearly?.price)).toBe(120_000);
    expect(yearly?.rentduration).toBe('Yearly');
  });

  it('follows a change of the rent period', async () => {
    const { propertys } = await import('../src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    // 120,000 a month becomes 120,000 a year: now 10,000 a month, beside the other yearly one.
    await s.db
      .update(propertys)
      .set({ rentduration: 'Yearly' })
      .where(eq(propertys.slug_id, slugs.monthly120k ?? ''));
    const q = `city=${encodeURIComponent(CITY)}&property_type=1&limit=20&sort=price_asc`;
    const now = await order('get-property-list', q);
    expect(now.indexOf('monthly120k')).toBeLessThan(now.indexOf('quarterly33k'));
    expect(now.slice(0, 1)).toEqual(['monthly9k']);
  });
});
