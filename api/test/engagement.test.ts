import {
  interestedProperty,
  interestedUser,
  listEnvelopeOf,
  ENGAGEMENT_MESSAGES as M,
  property,
  reportReason,
} from '@abode/shared/wire';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, favourites, interested_users, propertys, user_reports } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { expectFailure, form, freshProperty, freshUser, startTestServer } from './helpers.ts';

let s: TestServer;
let agent: { id: number; token: string };
/** Visible properties of the agent, and one listing nobody may see yet. */
let listings: { id: number; slug_id: string }[];
let hidden: { id: number; slug_id: string };

beforeAll(async () => {
  s = await startTestServer();
  const [a] = await s.db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_ACCOUNTS.agent));
  agent = { id: a?.id ?? 0, token: await s.login(DEMO_ACCOUNTS.agent) };
  listings = await s.db
    .select({ id: propertys.id, slug_id: propertys.slug_id })
    .from(propertys)
    .where(
      and(
        eq(propertys.added_by, agent.id),
        eq(propertys.status, 1),
        eq(propertys.request_status, 'approved'),
        eq(propertys.is_premium, false),
      ),
    )
    .orderBy(asc(propertys.id))
    .limit(8);
  const [h] = await s.db
    .select({ id: propertys.id, slug_id: propertys.slug_id })
    .from(propertys)
    .where(ne(propertys.request_status, 'approved'))
    .limit(1);
  if (!h || listings.length < 8) throw new Error('fixture lacks listings');
  hidden = h;
});
afterAll(async () => {
  await s?.close();
});

/** A fresh customer with a token (and a phone, as buyers have), so each test owns its favourites, interests and reports. */
let made = 0;
function buyer(name = 'Eng Person') {
  made += 1;
  return freshUser(s, { name: `${name} ${made}`, mobile: `+9190000${String(made).padStart(5, '0')}` });
}

describe('visitors', () => {
  it('answers 401 on every endpoint that needs a token, and changes nothing', async () => {
    const p = listings[0]?.id ?? 0;
    const before = await s.db.select().from(favourites).where(eq(favourites.property_id, p));
    const calls = [
      s.call('/api/add_favourite', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ property_id: p, type: 1 }),
      }),
      s.call('/api/get_favourite_property'),
      s.call('/api/interested_users', { method: 'POST', body: form({ property_id: String(p), type: '1' }) }),
      s.call(`/api/get_interested_users?property_id=${p}`),
      s.call(`/api/interested-approval?property_id=${p}&user_id=1&status=1`),
      s.call(`/api/shortlist-approval?property_id=${p}&user_id=1&status=1`),
      s.call(`/api/approved-users?property_id=${p}`),
      s.call('/api/my-interested'),
      s.call('/api/add_reports', { method: 'POST', body: form({ property_id: String(p), reason_id: '1' }) }),
    ];
    for (const r of await Promise.all(calls)) {
      expectFailure(r, 401, 'User is not authenticated');
      expect(r.body.code).toBe('UNAUTHENTICATED');
    }
    expect(await s.db.select().from(favourites).where(eq(favourites.property_id, p))).toEqual(before);
  });
});

describe('favourites', () => {
  it('adds (JSON) and removes (form) a favourite; the list and the property object follow', async () => {
    const u = await buyer();
    const [first, second] = [listings[0], listings[1]];
    if (!first || !second) throw new Error('fixture');
    let r = await s.postJson('/api/add_favourite', u.token, { property_id: first.id, type: 1 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: M.favouriteAdded });
    // Adding again changes nothing; string values as form clients send them work too.
    r = await s.postJson('/api/add_favourite', u.token, { property_id: String(first.id), type: '1' });
    expect(r.body.message).toBe(M.favouriteAdded);
    r = await s.post('/api/add_favourite', u.token, { property_id: String(second.id), type: '1' });
    expect(r.body.message).toBe(M.favouriteAdded);
    expect(await s.db.select().from(favourites).where(eq(favourites.user_id, u.id))).toHaveLength(2);

    r = await s.get('/api/get_favourite_property', u.token);
    expect(r.status).toBe(200);
    const parsed = listEnvelopeOf(property).parse(r.body);
    expect(parsed.total).toBe(2);
    // Newest favourite first, each flagged as mine.
    expect(parsed.data.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(parsed.data.every((p) => p.is_favourite === 1)).toBe(true);

    r = await s.get('/api/get_favourite_property?offset=1&limit=1', u.token);
    expect(r.body.total).toBe(2);
    expect((r.body.data as { id: number }[]).map((p) => p.id)).toEqual([first.id]);

    const detail = await s.get(`/api/get_property?slug_id=${first.slug_id}`, u.token);
    expect((detail.body.data as { is_favourite: number }[])[0]?.is_favourite).toBe(1);

    r = await s.post('/api/add_favourite', u.token, { property_id: String(first.id), type: '0' });
    expect(r.body).toMatchObject({ error: false, message: M.favouriteRemoved });
    r = await s.get('/api/get_favourite_property', u.token);
    expect(r.body.total).toBe(1);
    expect((r.body.data as { id: number }[]).map((p) => p.id)).toEqual([second.id]);
    // Removing what is not there is fine.
    r = await s.postJson('/api/add_favourite', u.token, { property_id: first.id, type: 0 });
    expect(r.body.message).toBe(M.favouriteRemoved);
  });

  it('answers an empty list for a user without favourites', async () => {
    const u = await buyer();
    const r = await s.get('/api/get_favourite_property', u.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, total: 0, data: [] });
  });

  it('validates the body and refuses hidden or missing properties', async () => {
    const u = await buyer();
    expectFailure(await s.postJson('/api/add_favourite', u.token, { type: 1 }), 400, M.listingRequired);
    expectFailure(
      await s.postJson('/api/add_favourite', u.token, { property_id: listings[0]?.id, type: 5 }),
      400,
      'type must be 1 (add) or 0 (remove)',
    );
    expectFailure(
      await s.postJson('/api/add_favourite', u.token, { project_id: 999_999, type: 1 }),
      404,
      M.projectNotFound,
    );
    expectFailure(
      await s.postJson('/api/add_favourite', u.token, { property_id: hidden.id, type: 1 }),
      404,
      M.propertyNotFound,
    );
    expectFailure(
      await s.postJson('/api/add_favourite', u.token, { property_id: 999_999, type: 1 }),
      404,
      M.propertyNotFound,
    );
    expect(await s.db.select().from(favourites).where(eq(favourites.user_id, u.id))).toHaveLength(0);
  });
});

describe('interests', () => {
  it('shows and withdraws interest; the owner lists interested users by id or slug', async () => {
    const u = await buyer('Interested');
    const p = listings[2];
    if (!p) throw new Error('fixture');
    let r = await s.post('/api/interested_users', u.token, { property_id: String(p.id), type: '1' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: M.interestAdded });
    r = await s.postJson('/api/interested_users', u.token, { property_id: p.id, type: 1 }); // again: no duplicate
    expect(r.body.message).toBe(M.interestAdded);

    r = await s.get(`/api/get_interested_users?property_id=${p.id}`, agent.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const list = listEnvelopeOf(interestedUser).parse(r.body);
    const mine = list.data.filter((x) => x.id === u.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ is_shortlisted: false, is_approved: false, email: expect.stringContaining('@') });
    expect(list.total).toBe(list.data.length);

    r = await s.get(`/api/get_interested_users?slug_id=${p.slug_id}`, agent.token);
    expect((r.body.data as { id: number }[]).some((x) => x.id === u.id)).toBe(true);

    r = await s.post('/api/interested_users', u.token, { property_id: String(p.id), type: '0' });
    expect(r.body).toMatchObject({ error: false, message: M.interestRemoved });
    r = await s.get(`/api/get_interested_users?property_id=${p.id}`, agent.token);
    expect((r.body.data as { id: number }[]).some((x) => x.id === u.id)).toBe(false);
  });

  it('answers an empty list (not a 400) when nobody is interested', async () => {
    const p = listings[7];
    if (!p) throw new Error('fixture');
    await s.db.delete(interested_users).where(eq(interested_users.property_id, p.id));
    const r = await s.get(`/api/get_interested_users?property_id=${p.id}`, agent.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, total: 0, data: [] });
  });

  it('refuses interest in your own, hidden, missing or sold listing, and bad bodies', async () => {
    const u = await buyer();
    const p = listings[3];
    if (!p) throw new Error('fixture');
    expectFailure(
      await s.post('/api/interested_users', agent.token, { property_id: String(p.id), type: '1' }),
      403,
      M.ownInterest,
    );
    expectFailure(
      await s.post('/api/interested_users', u.token, { property_id: String(hidden.id), type: '1' }),
      404,
      M.propertyNotFound,
    );
    expectFailure(
      await s.post('/api/interested_users', u.token, { property_id: '999999', type: '1' }),
      404,
      M.propertyNotFound,
    );
    expectFailure(await s.post('/api/interested_users', u.token, { type: '1' }), 400, M.listingRequired);
    expectFailure(
      await s.post('/api/interested_users', u.token, { property_id: String(p.id), type: 'x' }),
      400,
      'type must be 1 (add) or 0 (remove)',
    );
    const sold = (await freshProperty(s, agent, { propery_type: 2 })).id;
    expectFailure(
      await s.post('/api/interested_users', u.token, { property_id: String(sold), type: '1' }),
      400,
      M.interestUnavailable,
    );
    expect(await s.db.select().from(interested_users).where(eq(interested_users.customer_id, u.id))).toHaveLength(0);
  });

  it('keeps interested users from anyone but the owner, who cannot tell the listing exists', async () => {
    const u = await buyer();
    const other = await buyer('Snoop');
    const p = listings[2];
    if (!p) throw new Error('fixture');
    await s.post('/api/interested_users', u.token, { property_id: String(p.id), type: '1' });
    const foreign = await s.get(`/api/get_interested_users?property_id=${p.id}`, other.token);
    const missing = await s.get('/api/get_interested_users?property_id=999999', other.token);
    expectFailure(foreign, 404, M.propertyNotFound);
    expect(foreign.body.data).toBeNull();
    expect({ ...foreign.body, request_id: '' }).toEqual({ ...missing.body, request_id: '' });
    expectFailure(await s.get(`/api/get_interested_users?slug_id=${p.slug_id}`, other.token), 404, M.propertyNotFound);
    expectFailure(await s.get(`/api/approved-users?property_id=${p.id}`, other.token), 404, M.propertyNotFound);
    // Even the interested user cannot read the others.
    expectFailure(await s.get(`/api/get_interested_users?property_id=${p.id}`, u.token), 404, M.propertyNotFound);
    expectFailure(await s.get('/api/get_interested_users', agent.token), 400, 'property_id is required');
  });

  it('lets the owner approve and shortlist; approved-users and my-interested follow', async () => {
    const u = await buyer('Buyer');
    const v = await buyer('Other buyer');
    const p = listings[4];
    if (!p) throw new Error('fixture');
    await s.post('/api/interested_users', u.token, { property_id: String(p.id), type: '1' });
    await s.post('/api/interested_users', v.token, { property_id: String(p.id), type: '1' });

    let r = await s.get(`/api/shortlist-approval?property_id=${p.id}&user_id=${u.id}&status=1`, agent.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(M.shortlisted);
    expect(interestedUser.parse(r.body.data)).toMatchObject({ id: u.id, is_shortlisted: true, is_approved: false });

    r = await s.get(`/api/interested-approval?property_id=${p.id}&user_id=${u.id}&status=1`, agent.token);
    expect(r.body.message).toBe(M.approved);
    expect(r.body.data).toMatchObject({ id: u.id, is_shortlisted: true, is_approved: true });

    r = await s.get(`/api/approved-users?property_id=${p.id}`, agent.token);
    const approved = listEnvelopeOf(interestedUser).parse(r.body);
    expect(approved.data.map((x) => x.id)).toEqual([u.id]);
    expect(approved.total).toBe(1);

    r = await s.get('/api/my-interested', u.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const mine = listEnvelopeOf(interestedProperty).parse(r.body);
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({ id: p.id, interest: { is_shortlisted: true, is_approved: true } });
    r = await s.get('/api/my-interested?type=pending', v.token);
    expect((r.body.data as { id: number }[]).map((x) => x.id)).toEqual([p.id]);
    r = await s.get('/api/my-interested?type=approved', v.token);
    expect(r.body).toMatchObject({ error: false, total: 0, data: [] });
    expectFailure(
      await s.get('/api/my-interested?type=nope', v.token),
      400,
      'type must be one of all, property, project, approved, shortlisted, pending',
    );

    // Turning the flags off again.
    r = await s.get(`/api/interested-approval?property_id=${p.id}&user_id=${u.id}&status=0`, agent.token);
    expect(r.body.message).toBe(M.unapproved);
    r = await s.get(`/api/shortlist-approval?property_id=${p.id}&user_id=${u.id}&status=0`, agent.token);
    expect(r.body.message).toBe(M.unshortlisted);
    expect(r.body.data).toMatchObject({ is_shortlisted: false, is_approved: false });
    r = await s.get(`/api/approved-users?property_id=${p.id}`, agent.token);
    expect(r.body).toMatchObject({ error: false, total: 0, data: [] });
  });

  it('refuses decisions by anyone but the owner and about users who showed no interest', async () => {
    const u = await buyer();
    const other = await buyer('Meddler');
    const p = listings[5];
    if (!p) throw new Error('fixture');
    await s.post('/api/interested_users', u.token, { property_id: String(p.id), type: '1' });
    for (const path of ['interested-approval', 'shortlist-approval']) {
      expectFailure(
        await s.get(`/api/${path}?property_id=${p.id}&user_id=${u.id}&status=1`, other.token),
        404,
        M.propertyNotFound,
      );
      // The interested user cannot approve themselves either.
      expectFailure(
        await s.get(`/api/${path}?property_id=${p.id}&user_id=${u.id}&status=1`, u.token),
        404,
        M.propertyNotFound,
      );
      expectFailure(
        await s.get(`/api/${path}?property_id=${p.id}&user_id=${other.id}&status=1`, agent.token),
        404,
        M.interestNotFound,
      );
      expectFailure(
        await s.get(`/api/${path}?property_id=${p.id}&user_id=${u.id}&status=7`, agent.token),
        400,
        'status must be 1 or 0',
      );
      expectFailure(await s.get(`/api/${path}?property_id=${p.id}&status=1`, agent.token), 400, 'user_id is required');
    }
    const [row] = await s.db
      .select()
      .from(interested_users)
      .where(and(eq(interested_users.property_id, p.id), eq(interested_users.customer_id, u.id)));
    expect(row).toMatchObject({ is_approved: false, is_shortlisted: false });
  });
});

describe('reports', () => {
  it('lists report reasons without a token', async () => {
    const r = await s.get('/api/get_report_reasons');
    expect(r.status).toBe(200);
    const list = listEnvelopeOf(reportReason).parse(r.body);
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.total).toBe(list.data.length);
    const first = list.data[0];
    if (!first) throw new Error('no reasons');
    const one = await s.get(`/api/get_report_reasons?id=${first.id}`);
    expect(one.body.data).toEqual([first]);
  });

  it('validates with the spec texts word for word', async () => {
    const u = await buyer();
    const p = String(listings[1]?.id);
    expectFailure(await s.post('/api/add_reports', u.token, { property_id: p }), 400, 'Please select a reason first.');
    expectFailure(
      await s.post('/api/add_reports', u.token, { property_id: p, reason_id: '', other_message: '  ' }),
      400,
      'Please select a reason first.',
    );
    expectFailure(
      await s.post('/api/add_reports', u.token, { property_id: p, reason_id: '0' }),
      400,
      'Please write your reason',
    );
    expectFailure(
      await s.post('/api/add_reports', u.token, { property_id: p, reason_id: '0', other_message: ' ' }),
      400,
      'Please write your reason',
    );
    expectFailure(await s.post('/api/add_reports', u.token, { reason_id: '1' }), 400, 'property_id is required');
    expectFailure(
      await s.post('/api/add_reports', u.token, { property_id: p, reason_id: '999999' }),
      404,
      M.reasonNotFound,
    );
    expect(await s.db.select().from(user_reports).where(eq(user_reports.customer_id, u.id))).toHaveLength(0);
  });

  it('stores a report with a reason once, then answers Already Reported', async () => {
    const u = await buyer();
    const p = listings[1];
    if (!p) throw new Error('fixture');
    const reasons = (await s.get('/api/get_report_reasons')).body.data as { id: number }[];
    const reasonId = reasons[1]?.id ?? 0;
    let r = await s.post('/api/add_reports', u.token, { property_id: String(p.id), reason_id: String(reasonId) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: M.reported });
    r = await s.post('/api/add_reports', u.token, { property_id: String(p.id), reason_id: String(reasonId) });
    expectFailure(r, 400, 'Already Reported');
    const rows = await s.db.select().from(user_reports).where(eq(user_reports.customer_id, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ property_id: p.id, reason_id: reasonId, other_message: '' });
  });

  it('stores an "other" report with its message (JSON too)', async () => {
    const u = await buyer();
    const p = listings[3];
    if (!p) throw new Error('fixture');
    const r = await s.postJson('/api/add_reports', u.token, {
      property_id: p.id,
      reason_id: 0,
      other_message: '  The phone number is wrong  ',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [row] = await s.db.select().from(user_reports).where(eq(user_reports.customer_id, u.id));
    expect(row).toMatchObject({ reason_id: null, other_message: 'The phone number is wrong' });
  });

  it('refuses reports of your own, hidden or missing listing', async () => {
    const u = await buyer();
    expectFailure(
      await s.post('/api/add_reports', agent.token, { property_id: String(listings[1]?.id), reason_id: '1' }),
      403,
      M.ownReport,
    );
    expectFailure(
      await s.post('/api/add_reports', u.token, { property_id: String(hidden.id), reason_id: '1' }),
      404,
      M.propertyNotFound,
    );
    expectFailure(
      await s.post('/api/add_reports', u.token, { property_id: '999999', reason_id: '1' }),
      404,
      M.propertyNotFound,
    );
  });
});
