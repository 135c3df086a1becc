// The provider's side of service requests: get-service-requests (the inbox of requests made on my services),
// service-request-status (accept or decline one), and the requester's own request on service-detail /
// service-get (`my_request`). Over real HTTP, on PGlite or PostgreSQL (DATABASE_URL).
import {
  SERVICE_MESSAGES as M,
  serviceDetailAnswer,
  serviceRequestStatusAnswer,
  serviceRequestsAnswer,
} from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { service_requests } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { FreshUser, TestServer } from './helpers.ts';
import { COMPLETE_PROFILE, expectFailure, freshService, freshUser, startTestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const request = (token: string, serviceId: number, message = '') =>
  s.post('/api/request-service', token, { service_id: String(serviceId), message });
const inbox = async (token: string, query = '') => {
  const r = await s.get(`/api/get-service-requests${query}`, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return serviceRequestsAnswer.parse(r.body);
};
const decide = (token: string, body: Record<string, string>) => s.post('/api/service-request-status', token, body);
const detail = async (slug: string, token?: string) =>
  serviceDetailAnswer.parse((await s.get(`/api/service-detail?slug=${slug}`, token)).body).data;

/** A provider with two visible services, and two users who asked the first (then the second) for a call. */
async function cast() {
  const owner = await freshUser(s);
  const first = await freshService(s, owner.id);
  const second = await freshService(s, owner.id);
  const asker = await freshUser(s, COMPLETE_PROFILE);
  const other = await freshUser(s);
  const ids: number[] = [];
  for (const [u, svc, text] of [
    [asker, first, 'Please call after 6'],
    [other, first, ''],
    [asker, second, 'Weekend?'],
  ] as [FreshUser, { id: number }, string][]) {
    const r = await request(u.token, svc.id, text);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    ids.push(Number((r.body.data as { id: number }).id));
  }
  return { owner, first, second, asker, other, ids };
}

describe('token first', () => {
  it('answers 401 without a token on both calls, even with a bad input', async () => {
    for (const r of [
      await s.get('/api/get-service-requests?status=maybe'),
      await s.post('/api/service-request-status', null, { request_id: 'x' }),
    ]) {
      expectFailure(r, 401, 'User is not authenticated', 'UNAUTHENTICATED');
    }
  });
});

describe('get-service-requests', () => {
  it('lists the requests made on my services, newest first, with the requester’s contact details', async () => {
    const { owner, first, second, asker, other, ids } = await cast();
    const all = await inbox(owner.token);
    expect(all).toMatchObject({ error: false, message: M.fetched, total: 3 });
    expect(all.data.map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    const [latest] = all.data;
    expect(latest).toEqual({
      id: ids[2],
      service_id: second.id,
      service: { id: second.id, slug_id: second.slug_id, title: expect.stringMatching(/^Service /) },
      user: {
        id: asker.id,
        name: asker.row.name,
        profile: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/seed\/avatars\//),
        mobile: asker.row.mobile,
        email: asker.email,
      },
      message: 'Weekend?',
      status: 'pending',
      created_at: expect.any(String),
    });
    expect(all.data[1]?.user).toMatchObject({ id: other.id, profile: '', mobile: '' });

    // One service, one state, paged.
    const ofFirst = await inbox(owner.token, `?service_id=${first.id}`);
    expect(ofFirst.data.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect(ofFirst.total).toBe(2);
    const paged = await inbox(owner.token, `?service_id=${first.id}&offset=1&limit=1`);
    expect(paged).toMatchObject({ total: 2, data: [{ id: ids[0] }] });
    const pending = await inbox(owner.token, '?status=pending');
    expect(pending.total).toBe(3);
    const accepted = await inbox(owner.token, '?status=accepted');
    expect(accepted).toMatchObject({ total: 0, data: [], message: M.empty });
  });

  it('shows nobody else’s requests: not the requester’s own, not another provider’s', async () => {
    const { first, asker } = await cast();
    // The requester has no services: their inbox is empty, even naming the service they asked.
    expect(await inbox(asker.token)).toMatchObject({ total: 0, data: [] });
    expect(await inbox(asker.token, `?service_id=${first.id}`)).toMatchObject({ total: 0, data: [] });
    const stranger = await freshUser(s);
    expect((await inbox(stranger.token, `?service_id=${first.id}`)).total).toBe(0);
  });

  it('gives an admin the requests on the admin’s own services (no poster)', async () => {
    const admin = await s.login(DEMO_ACCOUNTS.admin);
    const svc = await freshService(s, null);
    const asker = await freshUser(s);
    const asked = await request(asker.token, svc.id, 'For the office');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const list = await inbox(admin, `?service_id=${svc.id}`);
    expect(list).toMatchObject({ total: 1, data: [{ service_id: svc.id, user: { id: asker.id } }] });
    const r = await decide(admin, { request_id: String(list.data[0]?.id), status: 'accepted' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it('validates the query', async () => {
    const owner = await freshUser(s);
    expectFailure(
      await s.get('/api/get-service-requests?status=maybe', owner.token),
      400,
      M.requestsStatusInvalid,
      'VALIDATION',
    );
    expectFailure(await s.get('/api/get-service-requests?service_id=abc', owner.token), 400);
    expectFailure(await s.get('/api/get-service-requests?limit=500', owner.token), 400);
    expectFailure(await s.get('/api/get-service-requests?offset=-1', owner.token), 400);
  });
});

describe('service-request-status', () => {
  it('lets the provider accept or decline a request (form or JSON), as asked, and the requester sees it', async () => {
    const { owner, first, asker, ids } = await cast();
    const before = await detail(first.slug_id, asker.token);
    expect(before.is_requested).toBe(true);
    expect(before.my_request).toEqual({ id: ids[0], status: 'pending', created_at: expect.any(String) });

    for (const _ of [1, 2]) {
      const r = await decide(owner.token, { request_id: String(ids[0]), status: 'accepted' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(serviceRequestStatusAnswer.parse(r.body)).toMatchObject({
        error: false,
        message: M.requestAccepted,
        data: { id: ids[0], service_id: first.id, status: 'accepted', user: { id: asker.id, email: asker.email } },
      });
    }
    expect((await detail(first.slug_id, asker.token)).my_request).toMatchObject({ id: ids[0], status: 'accepted' });
    expect((await inbox(owner.token, '?status=accepted')).data.map((r) => r.id)).toEqual([ids[0]]);

    // A decision can be changed; JSON works too.
    const declined = await s.postJson('/api/service-request-status', owner.token, {
      request_id: ids[0],
      status: 'declined',
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body).toMatchObject({ message: M.requestDeclined, data: { status: 'declined' } });
    const [stored] = await s.db
      .select()
      .from(service_requests)
      .where(eq(service_requests.id, Number(ids[0])));
    expect(stored?.status).toBe('declined');
    expect((await detail(first.slug_id, asker.token)).my_request?.status).toBe('declined');
    // Only that request changed.
    expect((await inbox(owner.token, '?status=pending')).total).toBe(2);
  });

  it('answers 404 for a request on someone else’s service, and for an unknown one, changing nothing', async () => {
    const { asker, other, ids } = await cast();
    for (const token of [asker.token, other.token, (await freshUser(s)).token]) {
      expectFailure(await decide(token, { request_id: String(ids[0]), status: 'declined' }), 404, M.requestNotFound);
    }
    const { owner } = await cast();
    expectFailure(await decide(owner.token, { request_id: '99999999', status: 'accepted' }), 404, M.requestNotFound);
    const [stored] = await s.db
      .select()
      .from(service_requests)
      .where(eq(service_requests.id, Number(ids[0])));
    expect(stored?.status).toBe('pending');
  });

  it('answers each validation text word for word', async () => {
    const { owner, ids } = await cast();
    const id = String(ids[0]);
    expectFailure(await decide(owner.token, { status: 'accepted' }), 400, M.requestIdRequired, 'VALIDATION');
    expectFailure(await decide(owner.token, { request_id: 'abc', status: 'accepted' }), 400, M.requestIdRequired);
    expectFailure(await decide(owner.token, { request_id: '0', status: 'accepted' }), 400, M.requestIdRequired);
    expectFailure(await decide(owner.token, { request_id: id }), 400, M.requestStatusInvalid, 'VALIDATION');
    expectFailure(await decide(owner.token, { request_id: id, status: 'pending' }), 400, M.requestStatusInvalid);
    expectFailure(await decide(owner.token, { request_id: id, status: 'maybe' }), 400, M.requestStatusInvalid);
    const [stored] = await s.db
      .select()
      .from(service_requests)
      .where(eq(service_requests.id, Number(ids[0])));
    expect(stored?.status).toBe('pending');
  });
});

describe('my_request on the detail', () => {
  it('is null for a visitor, the provider and a user who has not asked; on service-get too', async () => {
    const { owner, first, asker, ids } = await cast();
    expect((await detail(first.slug_id)).my_request).toBeNull();
    expect(await detail(first.slug_id, owner.token)).toMatchObject({ is_requested: false, my_request: null });
    expect((await detail(first.slug_id, (await freshUser(s)).token)).my_request).toBeNull();
    const viaGet = serviceDetailAnswer.parse(
      (await s.get(`/api/service-get?slug_id=${first.slug_id}`, asker.token)).body,
    );
    expect(viaGet.data).toMatchObject({ is_requested: true, my_request: { id: ids[0], status: 'pending' } });
  });
});
