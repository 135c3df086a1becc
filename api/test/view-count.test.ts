// A property's view count (total_click, answered as total_view) counts one view per visitor per property per
// 24 hours: a signed-in user by id, anyone else by client address (X-Forwarded-For behind a trusted proxy).
// Over real HTTP, on PGlite or PostgreSQL (DATABASE_URL).
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { property_views, propertys } from '../src/db/schema.ts';
import { pruneViews } from '../src/modules/properties/property-views.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

let s: TestServer;
let userToken: string;
let agentToken: string;
beforeAll(async () => {
  // Requests come from 127.0.0.1: trusting the loopback proxy makes X-Forwarded-For name the client.
  s = await startTestServer({ config: { trustProxy: 'loopback' } });
  userToken = await s.login(DEMO_ACCOUNTS.user);
  agentToken = await s.login(DEMO_ACCOUNTS.agent);
});
afterAll(async () => {
  await s?.close();
});

// Each test takes a property no other test has viewed, so the counts of one never leak into another.
const taken: number[] = [];
async function freshTarget(): Promise<number> {
  const [row] = await s.db
    .select({ id: propertys.id })
    .from(propertys)
    .where(
      and(
        eq(propertys.request_status, 'approved'),
        eq(propertys.status, 1),
        eq(propertys.is_premium, false),
        taken.length ? notInArray(propertys.id, taken) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw new Error('no visible property left in the fixture');
  taken.push(row.id);
  return row.id;
}

async function clicks(id: number): Promise<number> {
  const [row] = await s.db.select({ c: propertys.total_click }).from(propertys).where(eq(propertys.id, id));
  return row?.c ?? Number.NaN;
}

/** Opens a property's detail as a user (token) or an anonymous client (address); answers its total_view. */
async function view(id: number, as: { token?: string; from?: string }): Promise<number> {
  const headers = new Headers();
  if (as.token) headers.set('authorization', as.token);
  if (as.from) headers.set('x-forwarded-for', as.from);
  const r = await s.call(`/api/get_property?id=${id}`, { headers });
  expect(r.status).toBe(200);
  return (r.body.data as { total_view: number }[])[0]?.total_view ?? Number.NaN;
}

describe('property view count', () => {
  it('counts one view when the same user reloads five times', async () => {
    const id = await freshTarget();
    const before = await clicks(id);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) seen.push(await view(id, { token: userToken }));
    expect(await clicks(id)).toBe(before + 1);
    // Every answer shows the count with this visitor's one view in it.
    expect(seen).toEqual([before + 1, before + 1, before + 1, before + 1, before + 1]);
    // The same user from another address is still the same visitor.
    await view(id, { token: userToken, from: '198.51.100.7' });
    expect(await clicks(id)).toBe(before + 1);
  });

  it('counts two different users twice', async () => {
    const id = await freshTarget();
    const before = await clicks(id);
    await view(id, { token: userToken });
    await view(id, { token: agentToken });
    await view(id, { token: userToken });
    await view(id, { token: agentToken });
    expect(await clicks(id)).toBe(before + 2);
  });

  it('counts anonymous visitors by client address, and stores no address', async () => {
    const id = await freshTarget();
    const before = await clicks(id);
    await view(id, { from: '203.0.113.10' });
    await view(id, { from: '203.0.113.11' });
    await view(id, { from: '203.0.113.10' });
    await view(id, { from: '203.0.113.11' });
    expect(await clicks(id)).toBe(before + 2);
    const rows = await s.db.select().from(property_views).where(eq(property_views.property_id, id));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.visitor).not.toContain('203.0.113');
  });

  it('counts ten concurrent requests of one visitor once', async () => {
    const id = await freshTarget();
    const before = await clicks(id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => view(id, { from: '192.0.2.44' })));
    expect(await clicks(id)).toBe(before + 1);
    // The counting request answers the new count; another may have read the row before that one committed.
    expect(answers).toContain(before + 1);
    expect(answers.every((v) => v === before || v === before + 1)).toBe(true);
  });

  it('counts the same visitor again once the 24 hours are over, and prunes rows older than that', async () => {
    const id = await freshTarget();
    const before = await clicks(id);
    await view(id, { from: '192.0.2.60' });
    await view(id, { from: '192.0.2.61' });
    // Both views happened 25 hours ago.
    await s.db
      .update(property_views)
      .set({ viewed_at: sql`now() - interval '25 hours'` })
      .where(eq(property_views.property_id, id));
    await view(id, { from: '192.0.2.60' });
    expect(await clicks(id)).toBe(before + 3);
    // The next sweep (forced here by a clock past the pruning interval) drops the stale row, keeps the fresh one.
    await pruneViews(s.db, Date.now() + 3_600_000);
    const left = await s.db.select().from(property_views).where(eq(property_views.property_id, id));
    expect(left).toHaveLength(1);
  });
});
