// Every owner's (or admin's) decision on someone's interest, request or payment tells that person (decision 028),
// per kind: an interest in a property, a project or a repair work approved, shortlisted or taken back; a service
// request accepted or declined; a bank transfer accepted or rejected. Each lands in the app (the list and the live
// stream's unread count), on the person's browser by Web Push (a local push service that speaks RFC 8030 and the
// browser's keys to read it), and in the outbox as a mail when they allow it. A repeat tells nobody; notifications
// switched off mean neither a notification nor a mail; an unverified address gets no mail. Over real HTTP, on
// PGlite or PostgreSQL (DATABASE_URL).
import { notificationListAnswer, pushPayload } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, outbox, packages } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import {
  type FreshUser,
  freshProject,
  freshProperty,
  freshRepairWork,
  freshService,
  freshUser,
  startTestServer,
  TEST_PDF,
  type TestServer,
  until,
  upload,
} from './helpers.ts';
import { browserKeys, decrypt, type Pushed, startPushService } from './live-kit.ts';

let s: TestServer;
let admin: string;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let pushOrigin: string;
let received: Pushed[];

beforeAll(async () => {
  pushService = await startPushService();
  ({ origin: pushOrigin, received } = pushService);
  s = await startTestServer({ config: { pushEndpointHosts: ['127.0.0.1'], pushCa: pushService.cert } });
  admin = await s.login(DEMO_ACCOUNTS.admin);
});
afterAll(async () => {
  await s?.close();
  await pushService?.close();
});

/** A person who will be decided about, with a browser subscribed to push. */
async function requester(overrides: Parameters<typeof freshUser>[1] = {}) {
  const user = await freshUser(s, overrides);
  const keys = browserKeys();
  const endpoint = `${pushOrigin}/sub/${user.id}`;
  expect((await s.postJson('/api/push/subscribe', user.token, { endpoint, keys: keys.json })).status).toBe(200);
  return { ...user, keys, endpoint };
}
type Requester = Awaited<ReturnType<typeof requester>>;

async function notificationsOf(user: FreshUser) {
  const r = await s.get('/api/get_notification_list', user.token);
  expect(r.status).toBe(200);
  return notificationListAnswer.parse(r.body).data.filter((n) => n.send_type === 0);
}

const mailsTo = (user: FreshUser) =>
  s.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, user.email), eq(outbox.template, 'decision')));

/** The pushes `user`'s browser received, read with its keys, oldest first. */
const pushesTo = (user: Requester) =>
  received
    .filter((r) => r.path === `/sub/${user.id}`)
    .map((r) => pushPayload.parse(JSON.parse(decrypt(r.body, user.keys))));

/**
 * Asserts that `user` was told, in the app, by push and by mail, exactly the decisions listed (types, oldest
 * first), the newest with `newest`'s fields.
 */
async function expectTold(user: Requester, types: string[], newest: Record<string, unknown>) {
  const list = await notificationsOf(user);
  expect(list.map((n) => n.type).reverse()).toEqual(types);
  expect(list[0]).toMatchObject(newest);
  const pushes = await until(() => {
    const got = pushesTo(user);
    return got.length >= types.length ? got : undefined;
  });
  // Pushes are sent in the background, so two quick decisions may arrive in either order.
  expect(pushes.map((p) => p.type).sort()).toEqual([...types].sort());
  expect(pushes).toContainEqual(
    expect.objectContaining({ title: newest.title, link: `/user/notifications?open=${list[0]?.id}` }),
  );
  const mails = await mailsTo(user);
  expect(mails.map((m) => (m.payload as { type: string }).type)).toEqual(types);
  expect(mails.at(-1)).toMatchObject({ channel: 'email', subject: newest.title });
  expect(mails.at(-1)?.body).toContain(list[0]?.message);
}

describe('interest decisions', () => {
  it('property: approved, shortlisted, then taken back; a repeat tells nothing more', async () => {
    const owner = await freshUser(s);
    const buyer = await requester();
    const listing = await freshProperty(s, owner, { title: 'Sea view flat' });
    expect(
      (await s.post('/api/interested_users', buyer.token, { property_id: String(listing.id), type: '1' })).status,
    ).toBe(200);
    const decide = (call: string, status: number) =>
      s.get(`/api/${call}?property_id=${listing.id}&user_id=${buyer.id}&status=${status}`, owner.token);
    for (const [call, status] of [
      ['interested-approval', 1],
      ['interested-approval', 1],
      ['shortlist-approval', 1],
      ['interested-approval', 0],
    ] as const)
      expect((await decide(call, status)).status).toBe(200);
    await expectTold(buyer, ['interest_approved', 'interest_shortlisted', 'interest_unapproved'], {
      title: 'Your approval was withdrawn',
      message: 'The owner withdrew the approval of your interest in the property "Sea view flat".',
      other_user_id: owner.id,
      item_type: 'property',
      item_id: listing.id,
      item_slug: listing.slug_id,
      propertys_id: listing.id,
    });
  });

  it('project: approved and shortlisted', async () => {
    const owner = await freshUser(s);
    const visitor = await requester();
    const project = await freshProject(s, owner.id, { title: 'Palm Towers' });
    expect(
      (await s.post('/api/interested_users', visitor.token, { project_id: String(project.id), type: '1' })).status,
    ).toBe(200);
    const decide = (q: string) =>
      s.get(`/api/interested-approval-project?project_id=${project.id}&user_id=${visitor.id}&${q}`, owner.token);
    expect((await decide('status=1')).status).toBe(200);
    expect((await decide('status=1&type=shortlist')).status).toBe(200);
    await expectTold(visitor, ['interest_approved', 'interest_shortlisted'], {
      title: 'You were shortlisted',
      message: 'The owner shortlisted you for the project "Palm Towers".',
      other_user_id: owner.id,
      item_type: 'project',
      item_id: project.id,
      item_slug: project.slug_id,
    });
  });

  it('repair work: approved, then shortlisted and taken off the shortlist', async () => {
    const owner = await freshUser(s);
    const worker = await requester();
    const repair = await freshRepairWork(s, owner.id, { title: 'Leaking roof' });
    expect(
      (
        await s.post('/api/repairworks_interested_users', worker.token, {
          repairworks_id: String(repair.id),
          type: '1',
        })
      ).status,
    ).toBe(200);
    const decide = (call: string, status: number) =>
      s.get(`/api/${call}?repairworks_id=${repair.id}&user_id=${worker.id}&status=${status}`, owner.token);
    for (const [call, status] of [
      ['repairworks_interested_approval', 1],
      ['repairworks_interested_approval', 1],
      ['repairworks_shortlist-approval', 1],
      ['repairworks_shortlist-approval', 0],
    ] as const)
      expect((await decide(call, status)).status).toBe(200);
    await expectTold(worker, ['interest_approved', 'interest_shortlisted', 'interest_unshortlisted'], {
      title: 'You are no longer shortlisted',
      message: 'The owner removed you from the shortlist for the repair work "Leaking roof".',
      other_user_id: owner.id,
      item_type: 'repair_work',
      item_id: repair.id,
      item_slug: repair.slug_id,
    });
  });
});

describe('service request decisions', () => {
  it('accepted, then declined; a repeat tells nothing more', async () => {
    const owner = await freshUser(s);
    const asker = await requester();
    const service = await freshService(s, owner.id, { title: 'Deep cleaning' });
    const asked = await s.post('/api/request-service', asker.token, { service_id: String(service.id) });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const requestId = String((asked.body.data as { id: number }).id);
    for (const status of ['accepted', 'accepted', 'declined'])
      expect((await s.post('/api/service-request-status', owner.token, { request_id: requestId, status })).status).toBe(
        200,
      );
    await expectTold(asker, ['service_request_accepted', 'service_request_declined'], {
      title: 'Your service request was declined',
      message: 'The provider declined your request for the service "Deep cleaning".',
      other_user_id: owner.id,
      item_type: 'service',
      item_id: service.id,
      item_slug: service.slug_id,
    });
  });
});

describe('payment review', () => {
  it('a bank transfer rejected with a reason, then accepted', async () => {
    const [premium] = await s.db.select().from(packages).where(eq(packages.name, 'Premium'));
    const buyer = await requester();
    const sent = await s.post('/api/initiate-bank-transfer', buyer.token, {
      package_id: String(premium?.id),
      file: upload(TEST_PDF, 'receipt.pdf'),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const tx = (sent.body.data as { id: number }).id;
    const review = (body: Record<string, string>) => s.postJson(`/api/admin/transactions/${tx}/review`, admin, body);
    expect((await review({ status: 'rejected', reject_reason: 'Amount missing' })).status).toBe(200);
    await expectTold(buyer, ['payment_rejected'], {
      title: 'Bank transfer not accepted',
      message: 'Your bank transfer was not accepted: Amount missing. Please upload the receipt again.',
      item_type: 'payment',
      item_id: tx,
    });
    const again = await s.post('/api/upload-bank-receipt-file', buyer.token, {
      payment_transaction_id: String(tx),
      file: upload(TEST_PDF, 'again.pdf'),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await review({ status: 'success' })).status).toBe(200);
    await expectTold(buyer, ['payment_rejected', 'package_activated'], {
      title: 'Package activated',
      message: expect.stringContaining('Your package "Premium" is active until'),
      item_type: 'package',
    });
  });
});

describe('what the person allows', () => {
  it('notifications switched off: no notification, no push, no mail', async () => {
    const owner = await freshUser(s);
    const asker = await requester({ notification: 0 });
    const service = await freshService(s, owner.id);
    const asked = await s.post('/api/request-service', asker.token, { service_id: String(service.id) });
    const requestId = String((asked.body.data as { id: number }).id);
    const r = await s.post('/api/service-request-status', owner.token, { request_id: requestId, status: 'accepted' });
    expect(r.status).toBe(200);
    // A later decision for someone who does want them arrives, so the first one had its chance to.
    const other = await requester();
    const otherAsked = await s.post('/api/request-service', other.token, { service_id: String(service.id) });
    const otherRequest = String((otherAsked.body.data as { id: number }).id);
    await s.post('/api/service-request-status', owner.token, { request_id: otherRequest, status: 'accepted' });
    await until(() => pushesTo(other).length > 0 || undefined);
    expect(await notificationsOf(asker)).toEqual([]);
    expect(pushesTo(asker)).toEqual([]);
    expect(await mailsTo(asker)).toEqual([]);
  });

  it('an address not verified gets no mail, but the notification and push still arrive', async () => {
    const owner = await freshUser(s);
    const buyer = await requester();
    await s.db.update(customers).set({ is_email_verified: false }).where(eq(customers.id, buyer.id));
    const listing = await freshProperty(s, owner);
    await s.post('/api/interested_users', buyer.token, { property_id: String(listing.id), type: '1' });
    const r = await s.get(
      `/api/interested-approval?property_id=${listing.id}&user_id=${buyer.id}&status=1`,
      owner.token,
    );
    expect(r.status).toBe(200);
    expect((await notificationsOf(buyer)).map((n) => n.type)).toEqual(['interest_approved']);
    await until(() => pushesTo(buyer).length > 0 || undefined);
    expect(await mailsTo(buyer)).toEqual([]);
  });
});
