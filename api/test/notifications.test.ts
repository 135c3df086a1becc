// Notifications over real HTTP: raised by the events that concern someone (a listing reviewed, interest shown and
// decided, an unread chat message, an admin's message), listed with upstream's fields, counted, marked read,
// honouring the profile switch, and pushed to the reader's open stream.
import { notificationListAnswer } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, customers, packages, user_packages } from '../src/db/schema.ts';
import { urlBuilder } from '../src/lib/urls.ts';
import { sendPackageReminders } from '../src/modules/notifications/package-reminders.ts';
import { MemoryBus } from '../src/realtime/bus.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { expectFailure, freshProperty, freshUser, startTestServer, type TestServer, testConfig } from './helpers.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({ config: { chatAwayMs: 150 } });
  admin = await s.login(DEMO_ACCOUNTS.admin);
});
afterAll(async () => {
  await s?.close();
});

async function listOf(token: string, query = '') {
  const r = await s.get(`/api/get_notification_list${query}`, token);
  expect(r.status).toBe(200);
  return notificationListAnswer.parse(r.body);
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('get_notification_list', () => {
  it('needs a token', async () => {
    expectFailure(await s.get('/api/get_notification_list'), 401);
    expectFailure(await s.post('/api/notifications-read', null, {}), 401);
  });

  it('tells an owner their listing was approved, then rejected with the reason; a repeat adds nothing', async () => {
    const owner = await freshUser(s);
    const listing = await freshProperty(s, owner, { request_status: 'pending', status: 0 });
    expect((await s.postJson(`/api/admin/properties/${listing.id}/approve`, admin)).status).toBe(200);
    expect((await s.postJson(`/api/admin/properties/${listing.id}/approve`, admin)).status).toBe(200);
    let list = await listOf(owner.token);
    expect(list.data.filter((n) => n.type === 'listing_approved')).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      title: 'Your property is approved',
      send_type: 0,
      customers_id: owner.id,
      propertys_id: listing.id,
      property: { id: listing.id },
      is_read: false,
      item_type: 'property',
      item_id: listing.id,
      item_slug: listing.slug_id,
    });
    expect(list.data[0]?.created).toMatch(/ago|just now/);
    expect(list.unread).toBe(1);

    const rejected = await s.postJson(`/api/admin/properties/${listing.id}/reject`, admin, { reason: 'Blurry photos' });
    expect(rejected.status).toBe(200);
    list = await listOf(owner.token);
    expect(list.data[0]).toMatchObject({ type: 'listing_rejected', title: 'Your property was not approved' });
    expect(list.data[0]?.message).toContain('Blurry photos');
    expect(list.total).toBe(2);
  });

  it('tells an owner of interest shown (once) and the user of the owner’s decisions', async () => {
    const owner = await freshUser(s);
    const buyer = await freshUser(s, { name: 'Meera Shah' });
    const listing = await freshProperty(s, owner);
    for (let i = 0; i < 2; i++)
      expect(
        (await s.post('/api/interested_users', buyer.token, { property_id: String(listing.id), type: '1' })).status,
      ).toBe(200);
    const ownerList = await listOf(owner.token);
    const interest = ownerList.data.filter((n) => n.type === 'interest');
    expect(interest).toHaveLength(1);
    expect(interest[0]).toMatchObject({ other_user_id: buyer.id, item_type: 'property', item_id: listing.id });
    expect(interest[0]?.message).toContain('Meera Shah');

    const approve = await s.get(
      `/api/interested-approval?property_id=${listing.id}&user_id=${buyer.id}&status=1`,
      owner.token,
    );
    expect(approve.status).toBe(200);
    const shortlist = await s.get(
      `/api/shortlist-approval?property_id=${listing.id}&user_id=${buyer.id}&status=1`,
      owner.token,
    );
    expect(shortlist.status).toBe(200);
    const buyerList = await listOf(buyer.token);
    expect(buyerList.data.map((n) => n.type)).toEqual(['interest_shortlisted', 'interest_approved']);
    expect(buyerList.data[1]).toMatchObject({ title: 'Your interest was approved', other_user_id: owner.id });
  });

  it('honours the profile switch: notifications off means none are stored', async () => {
    const owner = await freshUser(s, { notification: 0 });
    const listing = await freshProperty(s, owner, { request_status: 'pending', status: 0 });
    await s.postJson(`/api/admin/properties/${listing.id}/approve`, admin);
    expect((await listOf(owner.token)).data.filter((n) => n.send_type === 0)).toEqual([]);
  });

  it('marks one or all read; another reader’s notification is not theirs to mark', async () => {
    const owner = await freshUser(s);
    const other = await freshUser(s);
    for (let i = 0; i < 2; i++) {
      const listing = await freshProperty(s, owner, { request_status: 'pending', status: 0 });
      await s.postJson(`/api/admin/properties/${listing.id}/approve`, admin);
    }
    let list = await listOf(owner.token);
    const mine = list.data.filter((n) => n.send_type === 0);
    expect(mine).toHaveLength(2);
    const first = mine[0]?.id ?? 0;
    expectFailure(
      await s.post('/api/notifications-read', other.token, { id: String(first) }),
      404,
      'Notification not found',
    );
    expectFailure(await s.post('/api/notifications-read', owner.token, { id: 'x' }), 400, 'id must be a number');
    const one = await s.post('/api/notifications-read', owner.token, { id: String(first) });
    expect(one.body).toMatchObject({ error: false, data: { unread: list.unread - 1 } });
    list = await listOf(owner.token);
    expect(list.data.find((n) => n.id === first)?.is_read).toBe(true);
    const all = await s.post('/api/notifications-read', owner.token, {});
    expect(all.body).toMatchObject({ data: { unread: 0 } });
    expect((await listOf(owner.token)).data.every((n) => n.is_read)).toBe(true);
  });

  it('lets an admin message everyone or one user; nobody else may', async () => {
    const a = await freshUser(s);
    const b = await freshUser(s);
    expectFailure(await s.postJson('/api/admin/notifications', a.token, { title: 't', message: 'm' }), 403);
    expectFailure(
      await s.postJson('/api/admin/notifications', admin, { title: '', message: 'm' }),
      400,
      'The title is required',
    );
    expectFailure(
      await s.postJson('/api/admin/notifications', admin, { title: 't', message: 'm', send_type: 'one' }),
      400,
      'user_id is required when send_type is one',
    );
    expectFailure(
      await s.postJson('/api/admin/notifications', admin, {
        title: 't',
        message: 'm',
        send_type: 'one',
        user_id: 99999999,
      }),
      404,
      'User not found',
    );
    const everyone = await s.postJson('/api/admin/notifications', admin, {
      title: 'Maintenance tonight',
      message: 'From 2 to 3 am.',
    });
    expect(everyone.status).toBe(200);
    for (const who of [a, b]) {
      const list = await listOf(who.token);
      expect(list.data.some((n) => n.title === 'Maintenance tonight' && n.send_type === 1)).toBe(true);
    }
    // Read by one reader, still unread for the other.
    await s.post('/api/notifications-read', a.token, {});
    expect((await listOf(a.token)).unread).toBe(0);
    expect((await listOf(b.token)).unread).toBeGreaterThan(0);

    const one = await s.postJson('/api/admin/notifications', admin, {
      title: 'Your documents',
      message: 'Please upload a clearer copy.',
      send_type: 'one',
      user_id: b.id,
    });
    expect(one.status).toBe(200);
    expect((await listOf(b.token)).data[0]).toMatchObject({ title: 'Your documents', customers_id: b.id });
    expect((await listOf(a.token)).data.some((n) => n.title === 'Your documents')).toBe(false);
  });

  it('an unread chat message notifies its receiver; one read in time does not', async () => {
    const owner = await freshUser(s);
    const buyer = await freshUser(s, { name: 'Ravi Kumar' });
    const listing = await freshProperty(s, owner);
    const send = (message: string) =>
      s.post('/api/send_message', buyer.token, {
        receiver_id: String(owner.id),
        property_id: String(listing.id),
        message,
      });
    const first = await send('Is it available?');
    expect(first.status).toBe(200);
    await wait(600);
    let list = await listOf(owner.token);
    const chat = list.data.filter((n) => n.type === 'chat');
    expect(chat).toHaveLength(1);
    expect(chat[0]).toMatchObject({
      title: 'New message from Ravi Kumar',
      message: 'Is it available?',
      item_type: 'chat',
      item_id: listing.id,
      item_slug: 'property',
      other_user_id: buyer.id,
    });

    const second = await send('Hello again');
    await s.db
      .update(chats)
      .set({ is_read: true })
      .where(eq(chats.id, Number(second.body.id)));
    await wait(600);
    list = await listOf(owner.token);
    expect(list.data.filter((n) => n.type === 'chat')).toHaveLength(1);
    // The switch holds for chat too.
    await s.db.update(customers).set({ notification: 0 }).where(eq(customers.id, owner.id));
    await send('Anyone?');
    await wait(600);
    expect((await listOf(owner.token)).data.filter((n) => n.type === 'chat')).toHaveLength(1);
  });
});

describe('package notifications', () => {
  // What the API's own timer passes (its bus only matters to open streams, which these readers do not have).
  const ctx = () => ({
    deps: { db: s.db, bus: new MemoryBus(), config: testConfig(s.dataDir, { publicUrl: s.url }) },
    urls: urlBuilder(s.url),
    log: s.app.log,
  });

  async function starter() {
    const [pkg] = await s.db.select().from(packages).where(eq(packages.package_type, 'free')).limit(1);
    if (!pkg) throw new Error('no free package in the seed');
    return pkg;
  }

  it('taking a package tells its holder it is active, with its end date', async () => {
    const u = await freshUser(s);
    const pkg = await starter();
    expect((await s.postJson('/api/assign_package', u.token, { package_id: pkg.id })).status).toBe(200);
    const [held] = await s.db.select().from(user_packages).where(eq(user_packages.user_id, u.id));
    const list = await listOf(u.token);
    // (Without the admin's messages to everyone, sent by another test.)
    expect(
      list.data.filter((n) => n.send_type === 0).map((n) => [n.type, n.title, n.message, n.item_type, n.item_id]),
    ).toEqual([
      [
        'package_activated',
        'Package activated',
        `Your package "${pkg.name}" is active until ${held?.end_date?.toISOString().slice(0, 10)}.`,
        'package',
        held?.id,
      ],
    ]);
  });

  it('warns once before a package ends and once when it has ended; old ones and switched-off users get nothing', async () => {
    const pkg = await starter();
    const now = new Date('2031-03-10T12:00:00Z');
    const hour = 3_600_000;
    const holder = async (endInHours: number, notification = 1) => {
      const u = await freshUser(s);
      if (!notification) await s.db.update(customers).set({ notification: 0 }).where(eq(customers.id, u.id));
      const [row] = await s.db
        .insert(user_packages)
        .values({
          user_id: u.id,
          package_id: pkg.id,
          start_date: new Date(now.getTime() - 30 * 24 * hour),
          end_date: new Date(now.getTime() + endInHours * hour),
        })
        .returning();
      return { ...u, held: row };
    };
    const soon = await holder(30);
    const later = await holder(24 * 10);
    const ended = await holder(-2);
    const longAgo = await holder(-24 * 30);
    const quiet = await holder(30, 0);

    expect(await sendPackageReminders(ctx(), now)).toBeGreaterThanOrEqual(2);
    // A second scan finds nothing new for them.
    await sendPackageReminders(ctx(), now);

    const types = async (token: string) =>
      (await listOf(token)).data.filter((n) => n.send_type === 0).map((n) => [n.type, n.item_id, n.message]);
    expect(await types(soon.token)).toEqual([
      [
        'package_expiring',
        soon.held?.id,
        `Your package "${pkg.name}" ends on 2031-03-11. Renew it to keep its features.`,
      ],
    ]);
    expect(await types(ended.token)).toEqual([
      [
        'package_expired',
        ended.held?.id,
        `Your package "${pkg.name}" ended on 2031-03-10. Choose a package to go on using its features.`,
      ],
    ]);
    expect(await types(later.token)).toEqual([]);
    expect(await types(longAgo.token)).toEqual([]);
    expect(await types(quiet.token)).toEqual([]);

    // Two instances scanning at once write each reminder once.
    const racing = await holder(5);
    await Promise.all([sendPackageReminders(ctx(), now), sendPackageReminders(ctx(), now)]);
    await sendPackageReminders(ctx(), now);
    expect((await types(racing.token)).map(([type]) => type)).toEqual(['package_expiring']);
  });
});
