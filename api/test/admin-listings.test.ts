import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, customers, propertys, report_reasons, settings, user_reports } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
let user: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login(DEMO_ACCOUNTS.admin);
  user = await s.login(DEMO_ACCOUNTS.user);
});
afterAll(async () => {
  await s?.close();
});

async function setting(type: string): Promise<string | undefined> {
  const [row] = await s.db.select().from(settings).where(eq(settings.type, type));
  return row?.data;
}

async function approvedListing() {
  const [row] = await s.db
    .select({ id: propertys.id, slug_id: propertys.slug_id })
    .from(propertys)
    .where(and(eq(propertys.request_status, 'approved'), eq(propertys.status, 1)))
    .limit(1);
  if (!row) throw new Error('no approved listing in the seed');
  return row;
}

describe('admin listing settings', () => {
  it('changes the listing settings, and web-settings shows the maps key', async () => {
    const r = await s.postJson('/api/admin/settings', admin, {
      auto_approve: '1',
      auto_approve_edited_listings: '0',
      maps_browser_key: 'AIza-test_key',
    });
    expect(r.status).toBe(200);
    expect(await setting('auto_approve')).toBe('1');
    expect(await setting('maps_browser_key')).toBe('AIza-test_key');
    const web = await s.get('/api/web-settings', null);
    expect((web.body.data as { maps_browser_key: string }).maps_browser_key).toBe('AIza-test_key');
    await s.postJson('/api/admin/settings', admin, { auto_approve: '0', maps_browser_key: '' });
    expect(await setting('auto_approve')).toBe('0');
  });

  it('sets the app store ids, which web-settings serves for the unsupported-browser banner', async () => {
    const r = await s.postJson('/api/admin/settings', admin, {
      appstore_id: ' 1234567890 ',
      playstore_id: 'com.abode.app',
    });
    expect([r.status, r.body.data]).toEqual([200, { appstore_id: '1234567890', playstore_id: 'com.abode.app' }]);
    const web = (await s.get('/api/web-settings', null)).body.data as Record<string, unknown>;
    expect([web.appstore_id, web.playstore_id]).toEqual(['1234567890', 'com.abode.app']);
    for (const [key, value, message] of [
      [
        'appstore_id',
        'https://apps.apple.com/app/id1',
        'The App Store id is the number after "id" in the app’s App Store link',
      ],
      ['playstore_id', 'abode', 'The Play Store id is the app’s package name, such as com.example.app'],
      ['playstore_id', 'com.abode"><script>', 'The Play Store id is the app’s package name, such as com.example.app'],
    ]) {
      const bad = await s.postJson('/api/admin/settings', admin, { [key as string]: value });
      expect([bad.status, bad.body.error, bad.body.message]).toEqual([400, true, message]);
    }
    expect((await s.postJson('/api/admin/settings', user, { playstore_id: 'com.evil.app' })).status).toBe(403);
    expect(await setting('playstore_id')).toBe('com.abode.app');
    await s.postJson('/api/admin/settings', admin, { appstore_id: '', playstore_id: '' });
    expect([await setting('appstore_id'), await setting('playstore_id')]).toEqual(['', '']);
  });

  it('refuses unknown keys, bad values, non-admins and visitors, changing nothing', async () => {
    const before = await setting('auto_approve');
    const unknown = await s.postJson('/api/admin/settings', admin, { stripe_secret_key: 'x' });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Unknown setting: stripe_secret_key']);
    const bad = await s.postJson('/api/admin/settings', admin, { auto_approve: 'yes' });
    expect(bad.status).toBe(400);
    const script = await s.postJson('/api/admin/settings', admin, { maps_browser_key: '"><script>' });
    expect(script.status).toBe(400);
    expect((await s.postJson('/api/admin/settings', user, { auto_approve: '1' })).status).toBe(403);
    expect((await s.postJson('/api/admin/settings', null, { auto_approve: '1' })).status).toBe(401);
    expect(await setting('auto_approve')).toBe(before);
  });

  it("web-settings sends the store's public payment settings, never a gateway's secret, whatever the store holds", async () => {
    const stored = {
      stripe_currency: 'EUR',
      paypal_client_id: 'paypal-client',
      stripe_webhook_secret: 'whsec_test',
      paypal_client_secret: 'paypal-secret',
      flutterwave_secret_hash: 'flw-hash',
    };
    await s.db.insert(settings).values(Object.entries(stored).map(([type, data]) => ({ type, data })));
    try {
      // Outside production an answer with a field its schema does not declare fails (500): this is a 200.
      const web = await s.get('/api/web-settings', null);
      expect(web.status).toBe(200);
      const data = web.body.data as Record<string, unknown>;
      expect([data.stripe_currency, data.paypal_client_id]).toEqual(['EUR', 'paypal-client']);
      for (const secret of ['stripe_webhook_secret', 'paypal_client_secret', 'flutterwave_secret_hash'])
        expect(data).not.toHaveProperty(secret);
    } finally {
      await s.db.delete(settings).where(inArray(settings.type, Object.keys(stored)));
    }
  });
});

describe('admin featuring requests, reports and listing switches', () => {
  it('approves and rejects a featuring request; the listing becomes promoted once approved', async () => {
    const listing = await approvedListing();
    const [advert] = await s.db
      .insert(advertisements)
      .values({ for: 'property', property_id: listing.id, status: 1 })
      .returning({ id: advertisements.id });
    if (!advert) throw new Error('no advert');
    expect((await s.postJson(`/api/admin/advertisements/${advert.id}/approve`, user)).status).toBe(403);
    const ok = await s.postJson(`/api/admin/advertisements/${advert.id}/approve`, admin);
    expect(ok.status).toBe(200);
    const detail = await s.get(`/api/get_property?id=${listing.id}`, null);
    expect((detail.body.data as { promoted: boolean }[])[0]?.promoted).toBe(true);
    const no = await s.postJson(`/api/admin/advertisements/${advert.id}/reject`, admin);
    expect((no.body.data as { status: number }).status).toBe(2);
    const after = await s.get(`/api/get_property?id=${listing.id}`, null);
    expect((after.body.data as { promoted: boolean }[])[0]?.promoted).toBe(false);
    expect((await s.postJson('/api/admin/advertisements/999999/approve', admin)).status).toBe(404);
  });

  it('lists property reports with their reason and reporter, to admins only', async () => {
    const listing = await approvedListing();
    const [reason] = await s.db.select().from(report_reasons).limit(1);
    const [reporter] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    if (!reason || !reporter) throw new Error('seed');
    await s.db.insert(user_reports).values({ reason_id: reason.id, customer_id: reporter.id, property_id: listing.id });
    expect((await s.get('/api/admin/property-reports', user)).status).toBe(403);
    const r = await s.get('/api/admin/property-reports?limit=5', admin);
    expect(r.status).toBe(200);
    const [first] = r.body.data as { property_id: number; reason: string; customer_name: string }[];
    expect(first).toMatchObject({ property_id: listing.id, reason: reason.reason, customer_name: reporter.name });
  });

  it('switches a listing off and on; an unapproved one cannot be switched on', async () => {
    const listing = await approvedListing();
    await s.postJson(`/api/admin/properties/${listing.id}/deactivate`, admin);
    expect((await s.get(`/api/get_property?id=${listing.id}`, null)).body.data).toEqual([]);
    await s.postJson(`/api/admin/properties/${listing.id}/activate`, admin);
    expect((await s.get(`/api/get_property?id=${listing.id}`, null)).body.data).toHaveLength(1);
    const [pending] = await s.db.select().from(propertys).where(eq(propertys.request_status, 'pending')).limit(1);
    if (!pending) throw new Error('no pending listing in the seed');
    const r = await s.postJson(`/api/admin/properties/${pending.id}/activate`, admin);
    expect([r.status, r.body.message]).toEqual([400, 'Only an approved property can be activated']);
    expect((await s.postJson('/api/admin/properties/999999/deactivate', admin)).status).toBe(404);
  });
});
