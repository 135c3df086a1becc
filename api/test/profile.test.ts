import { MESSAGES, PROFILE_MESSAGES, profileCustomer } from '@abode/shared/wire';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertisements,
  assign_parameters,
  assigned_outdoor_facilities,
  blocked_chat_users,
  categories,
  chats,
  customers,
  favourites,
  number_otps,
  outdoor_facilities,
  packages,
  parameters,
  password_resets,
  personal_access_tokens,
  project_documents,
  project_plans,
  projects,
  properties_documents,
  property_images,
  propertys,
  user_packages,
  usertokens,
} from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { type FormFields, FRESH_PASSWORD, freshUser, startTestServer, upload } from './helpers.ts';

let s: TestServer;
let agentId: number;
beforeAll(async () => {
  s = await startTestServer();
  const [agent] = await s.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, DEMO_ACCOUNTS.agent));
  agentId = agent?.id ?? 0;
});
afterAll(async () => {
  await s?.close();
});

const update = (token: string | null, fields: FormFields) => s.post('/api/update_profile', token, fields);
const me = (token: string) => s.call('/api/get-user-data', { headers: { authorization: token } });

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
}
async function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e76f51' } })
    .withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'Somebody Private' } })
    .jpeg()
    .toBuffer();
}

async function storedFile(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('POST /api/update_profile', () => {
  it('answers 401 without a token (and the other account calls too)', async () => {
    for (const path of ['/api/update_profile', '/api/before-logout', '/api/delete_user']) {
      const r = await s.post(path, null, { name: 'Nobody' });
      expect(r.status, path).toBe(401);
      expect(r.body).toMatchObject({ error: true, message: 'User is not authenticated', code: 'UNAUTHENTICATED' });
    }
    const r = await s.post('/api/update_profile', 'Bearer 1|notarealtokennotarealtoken', { name: 'Nobody' });
    expect(r.status).toBe(401);
  });

  it('updates every spec §3 field and answers upstream-style with is_profile_complete', async () => {
    const u = await freshUser(s);
    const fields = {
      name: '  Asha Rao  ',
      mobile: '+91 90000 55555',
      address: '12 Marine Drive, Mumbai',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      latitude: '18.9432',
      longitude: '72.8236',
      about_me: 'I like balconies.',
      facebook_id: 'asha.fb',
      twiiter_id: 'asha_tw',
      instagram_id: 'asha.ig',
      youtube_id: 'asha-yt',
      linked_in: 'in/asha',
      whatsapp_number: '+91 90000 55556',
      fcm_id: 'device-token-abc',
      notification: '0',
    };
    const r = await update(u.token, { ...fields, profile: upload(await png(200, 160), 'me.png', 'image/png') });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'Profile Updated Successfully' });
    const data = profileCustomer.parse(r.body.data);
    expect(data).toMatchObject({
      ...fields,
      name: 'Asha Rao',
      // Phone numbers are stored in E.164 (shared/src/wire/phone.ts).
      mobile: '+919000055555',
      whatsapp_number: '+919000055556',
      notification: 0,
      is_profile_complete: true,
      id: u.id,
    });
    expect(data.profile).toMatch(new RegExp(`^${s.url}/uploads/profiles/[0-9a-f-]{36}\\.png$`));
    expect(JSON.stringify(r.body)).not.toMatch(/password|argon2/i);

    const fetched = await me(u.token);
    expect(profileCustomer.parse(fetched.body.data)).toMatchObject({ is_profile_complete: true, city: 'Mumbai' });
    // The device's push token is registered for this customer.
    const tokens = await s.db.select().from(usertokens).where(eq(usertokens.customer_id, u.id));
    expect(tokens.map((t) => t.fcm_id)).toEqual(['device-token-abc']);

    // '' clears an optional field; the profile is then incomplete again (no mobile).
    const cleared = await update(u.token, { mobile: '', notification: '1' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ mobile: null, notification: 1, is_profile_complete: false });
  });

  it('says a profile without photo is incomplete', async () => {
    const u = await freshUser(s, { mobile: '+91 90000 12345', address: 'Pune' });
    const r = await me(u.token);
    expect(r.body.data).toMatchObject({ profile: '', is_profile_complete: false });
  });

  it('answers each validation message and writes nothing', async () => {
    const u = await freshUser(s, { city: 'Pune', state: 'Maharashtra', country: 'India' });
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Email address is invalid'],
      [{ mobile: 'call me' }, 'Phone number is invalid'],
      [{ whatsapp_number: 'abc' }, PROFILE_MESSAGES.whatsappInvalid],
      [{ latitude: '95', longitude: '10' }, PROFILE_MESSAGES.latitudeInvalid],
      [{ latitude: 'north', longitude: '10' }, PROFILE_MESSAGES.latitudeInvalid],
      [{ latitude: '10', longitude: '-181' }, PROFILE_MESSAGES.longitudeInvalid],
      [{ latitude: '10' }, PROFILE_MESSAGES.coordinatesPair],
      // A location needs city, state, country and the formatted address (here: no address yet).
      [{ latitude: '18.52', longitude: '73.85' }, MESSAGES.locationIncomplete],
      [{ latitude: '18.52', longitude: '73.85', address: 'FC Road', city: '' }, MESSAGES.locationIncomplete],
      [{ notification: '2' }, PROFILE_MESSAGES.notificationInvalid],
    ];
    for (const [fields, message] of cases) {
      const r = await update(u.token, fields);
      expect(r.status, message).toBe(400);
      expect(r.body).toMatchObject({ error: true, message });
    }
    expect(PROFILE_MESSAGES.latitudeInvalid).toBe('Latitude must be a number between -90 and 90.');
    const [row] = await s.db.select().from(customers).where(eq(customers.id, u.id));
    expect(row).toMatchObject({ name: u.row.name, email: u.email, latitude: null, notification: 1, city: 'Pune' });
    // With the address the same location is accepted.
    const ok = await update(u.token, { latitude: '18.52', longitude: '73.85', address: 'FC Road, Pune' });
    expect(ok.status).toBe(200);
  });

  it("refuses another account's email with 'Email already in use.' and accepts a free one", async () => {
    const u = await freshUser(s);
    const taken = await update(u.token, { email: DEMO_ACCOUNTS.agent.toUpperCase() });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ error: true, message: 'Email already in use.' });
    const fresh = `renamed-${Date.now()}@example.com`;
    const ok = await update(u.token, { email: fresh });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ email: fresh, is_email_verified: true });
    // The new address is the login now; the old one no longer is.
    expect(await s.login(fresh, FRESH_PASSWORD)).toMatch(/^Bearer \d+\|/);
    await expect(s.login(u.email, FRESH_PASSWORD)).rejects.toThrow();
  });

  it('never honours an id from the body: only the token owner changes', async () => {
    const u = await freshUser(s);
    const [agentBefore] = await s.db.select().from(customers).where(eq(customers.id, agentId));
    const r = await update(u.token, {
      id: String(agentId),
      userid: String(agentId),
      user_id: String(agentId),
      name: 'Hijacker',
      role: 'admin',
      isActive: '0',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: u.id, name: 'Hijacker', role: 'user', isActive: 1 });
    const [agentAfter] = await s.db.select().from(customers).where(eq(customers.id, agentId));
    expect(agentAfter?.name).toBe(agentBefore?.name);
    expect(agentAfter?.updated_at.toISOString()).toBe(agentBefore?.updated_at.toISOString());
  });
});

describe('profile photo, judged by content', () => {
  it('accepts a real JPEG, re-encodes it and strips EXIF', async () => {
    const u = await freshUser(s);
    const original = await jpegWithExif(300, 240);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.toString('latin1')).toContain('secret-camera-owner');
    const r = await update(u.token, { profile: upload(original, 'holiday.jpg', 'image/jpeg') });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const url = String((r.body.data as { profile: string }).profile);
    expect(url).toMatch(/\/uploads\/profiles\/[0-9a-f-]{36}\.jpg$/);
    const stored = await storedFile(url);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 240 });
    expect(meta.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('secret-camera-owner');
  });

  it('replaces the previous photo and removes its file', async () => {
    const u = await freshUser(s);
    const first = await update(u.token, { profile: upload(await png(150, 150), 'a.png', 'image/png') });
    const firstUrl = String((first.body.data as { profile: string }).profile);
    await storedFile(firstUrl);
    const second = await update(u.token, { profile: upload(await png(160, 160), 'b.png', 'image/png') });
    const secondUrl = String((second.body.data as { profile: string }).profile);
    expect(secondUrl).not.toBe(firstUrl);
    expect((await fetch(firstUrl)).status).toBe(404);
    await storedFile(secondUrl);
  });

  it('refuses a 100×100 PNG, a PDF or text renamed .jpg, a forged signature, and keeps the old photo', async () => {
    const u = await freshUser(s);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const forged = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(4096, 7),
    ]);
    const cases = [
      upload(await png(100, 100), 'small.png', 'image/png'),
      upload(await png(300, 119), 'thin.png', 'image/png'),
      upload(pdf, 'photo.jpg', 'image/jpeg'),
      upload(Buffer.from('just some text, not a picture'), 'photo.jpg', 'image/jpeg'),
      upload(forged, 'photo.png', 'image/png'),
      upload(
        await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
        'x.jpg',
        'image/jpeg',
      ),
    ];
    for (const photo of cases) {
      const r = await update(u.token, { name: 'Should Not Stick', profile: photo });
      expect(r.status, photo.name).toBe(400);
      expect(r.body).toMatchObject({ error: true, message: 'Photos must be JPEG or PNG, at least 120x120.' });
    }
    // A text value in the file field is not a photo either.
    const text = await update(u.token, { profile: 'https://example.com/me.jpg' });
    expect(text.body).toMatchObject({ error: true, message: 'Please choose a photo file to upload.' });
    const [row] = await s.db.select().from(customers).where(eq(customers.id, u.id));
    expect(row).toMatchObject({ name: u.row.name, profile: null });
  });

  it('refuses a file over 5 MB with a clear message', async () => {
    const u = await freshUser(s);
    const big = Buffer.concat([await jpegWithExif(200, 200), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const r = await update(u.token, { profile: upload(big, 'big.jpg', 'image/jpeg') });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({
      error: true,
      message: 'Photos must be 5 MB or smaller.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    // Beyond the multipart limit the envelope still answers, never a 500.
    const huge = Buffer.alloc(11 * 1024 * 1024, 1);
    const r2 = await update(u.token, { profile: upload(huge, 'huge.jpg', 'image/jpeg') });
    expect(r2.status).toBe(413);
    expect(r2.body).toMatchObject({ error: true });
  });
});

describe('POST /api/before-logout', () => {
  it("forgets the device's push token and revokes the bearer token; other sessions live on", async () => {
    const u = await freshUser(s);
    await update(u.token, { fcm_id: 'logout-device-1' });
    const other = await s.login(u.email, FRESH_PASSWORD);
    expect((await me(u.token)).status).toBe(200);

    const r = await s.post('/api/before-logout', u.token, { fcm_id: 'logout-device-1' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'Logged out successfully' });
    expect(await s.db.select().from(usertokens).where(eq(usertokens.fcm_id, 'logout-device-1'))).toEqual([]);
    const [row] = await s.db.select({ fcm_id: customers.fcm_id }).from(customers).where(eq(customers.id, u.id));
    expect(row?.fcm_id).toBeNull();

    const after = await me(u.token);
    expect(after.status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });

  it("cannot remove another customer's push token", async () => {
    const a = await freshUser(s);
    const b = await freshUser(s);
    await update(a.token, { fcm_id: 'device-of-a' });
    await s.post('/api/before-logout', b.token, { fcm_id: 'device-of-a' });
    const rows = await s.db.select().from(usertokens).where(eq(usertokens.fcm_id, 'device-of-a'));
    expect(rows.map((t) => t.customer_id)).toEqual([a.id]);
  });
});

/** Everything a customer can own, each table counted for one customer. */
async function footprint(id: number, email: string) {
  const props = (await s.db.select({ id: propertys.id }).from(propertys).where(eq(propertys.added_by, id))).map(
    (r) => r.id,
  );
  const projs = (await s.db.select({ id: projects.id }).from(projects).where(eq(projects.added_by, id))).map(
    (r) => r.id,
  );
  const n = async (table: PgTable, where: SQL | undefined) => {
    if (!where) return 0;
    const [row] = await s.db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };
  const inProps = <T>(col: T) => (props.length ? inArray(col as never, props) : sql`false`);
  const inProjs = <T>(col: T) => (projs.length ? inArray(col as never, projs) : sql`false`);
  return {
    customers: await n(customers, eq(customers.id, id)),
    propertys: props.length,
    projects: projs.length,
    property_images: await n(property_images, inProps(property_images.propertys_id)),
    properties_documents: await n(properties_documents, inProps(properties_documents.property_id)),
    assign_parameters: await n(
      assign_parameters,
      or(
        inProps(assign_parameters.property_id),
        and(eq(assign_parameters.modal_type, 'project'), inProjs(assign_parameters.modal_id)),
      ),
    ),
    assigned_outdoor_facilities: await n(assigned_outdoor_facilities, inProps(assigned_outdoor_facilities.property_id)),
    project_documents: await n(project_documents, inProjs(project_documents.project_id)),
    project_plans: await n(project_plans, inProjs(project_plans.project_id)),
    chats: await n(chats, or(eq(chats.sender_id, id), eq(chats.receiver_id, id))),
    favourites: await n(favourites, or(eq(favourites.user_id, id), inProps(favourites.property_id))),
    advertisements: await n(advertisements, eq(advertisements.customer_id, id)),
    user_packages: await n(user_packages, eq(user_packages.user_id, id)),
    blocked_chat_users: await n(
      blocked_chat_users,
      or(eq(blocked_chat_users.by_user_id, id), eq(blocked_chat_users.user_id, id)),
    ),
    usertokens: await n(usertokens, eq(usertokens.customer_id, id)),
    personal_access_tokens: await n(personal_access_tokens, eq(personal_access_tokens.tokenable_id, id)),
    number_otps: await n(number_otps, eq(number_otps.email, email)),
    password_resets: await n(password_resets, eq(password_resets.email, email)),
  };
}

/** Gives a customer one of everything: a property with its rows, a project with its rows, chats, favourites… */
async function furnish(id: number, email: string) {
  const [category] = await s.db.select({ id: categories.id }).from(categories).limit(1);
  const [parameter] = await s.db.select({ id: parameters.id }).from(parameters).limit(1);
  const [facility] = await s.db.select({ id: outdoor_facilities.id }).from(outdoor_facilities).limit(1);
  const [pkg] = await s.db.select({ id: packages.id }).from(packages).limit(1);
  const [agentProperty] = await s.db
    .select({ id: propertys.id })
    .from(propertys)
    .where(eq(propertys.added_by, agentId))
    .limit(1);
  if (!category || !parameter || !facility || !pkg || !agentProperty) throw new Error('seed lacks fixtures');
  const tag = `${id}-${Date.now()}`;
  const [property] = await s.db
    .insert(propertys)
    .values({
      category_id: category.id,
      title: 'Doomed flat',
      slug_id: `doomed-${tag}`,
      propery_type: 0,
      price: 100,
      added_by: id,
    })
    .returning({ id: propertys.id });
  const [project] = await s.db
    .insert(projects)
    .values({ category_id: category.id, title: 'Doomed towers', slug_id: `doomed-p-${tag}`, added_by: id })
    .returning({ id: projects.id });
  if (!property || !project) throw new Error('insert failed');
  await s.db.insert(property_images).values({ propertys_id: property.id, image: 'x.jpg' });
  await s.db.insert(properties_documents).values({ property_id: property.id, name: 'deed.pdf' });
  await s.db.insert(assign_parameters).values([
    { modal_id: property.id, property_id: property.id, parameter_id: parameter.id, value: '3' },
    { modal_type: 'project', modal_id: project.id, parameter_id: parameter.id, value: '5' },
  ]);
  await s.db
    .insert(assigned_outdoor_facilities)
    .values({ property_id: property.id, facility_id: facility.id, distance: 2 });
  await s.db.insert(project_documents).values({ project_id: project.id, name: 'brochure.pdf', type: 'doc' });
  await s.db.insert(project_plans).values({ project_id: project.id, title: 'Ground', document: 'plan.svg' });
  await s.db.insert(chats).values([
    { sender_id: id, receiver_id: agentId, property_id: agentProperty.id, message: 'Is it free?' },
    { sender_id: agentId, receiver_id: id, property_id: agentProperty.id, message: 'Yes' },
    { sender_id: agentId, receiver_id: id, property_id: property.id, message: 'About your flat' },
  ]);
  await s.db.insert(favourites).values([
    { user_id: id, property_id: agentProperty.id },
    { user_id: agentId, property_id: property.id },
  ]);
  await s.db.insert(advertisements).values({ customer_id: id, for: 'property', property_id: property.id });
  await s.db.insert(user_packages).values({ user_id: id, package_id: pkg.id });
  await s.db.insert(blocked_chat_users).values({ by_user_id: id, user_id: agentId });
  await s.db.insert(usertokens).values({ customer_id: id, fcm_id: `fcm-${tag}` });
  await s.db.insert(number_otps).values({ email, otp: 'digest', expire_at: new Date(Date.now() + 60_000) });
  await s.db
    .insert(password_resets)
    .values({ email, token: `reset-digest-${tag}`, expires_at: new Date(Date.now() + 60_000) });
}

async function agentFootprint() {
  const own = await footprint(agentId, DEMO_ACCOUNTS.agent);
  // The agent's own listings and the rows under them; chats and favourites with the deleted user go with it.
  return { ...own, chats: undefined, favourites: undefined, blocked_chat_users: undefined };
}

describe('POST /api/delete_user', () => {
  it('deletes the customer and everything theirs, leaving other users untouched', async () => {
    const u = await freshUser(s);
    await furnish(u.id, u.email);
    const before = await footprint(u.id, u.email);
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    const agentBefore = await agentFootprint();
    const [{ n: allPropsBefore } = { n: 0 }] = await s.db.select({ n: count() }).from(propertys);

    const r = await s.post('/api/delete_user', u.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'User Deleted Successfully' });

    const after = await footprint(u.id, u.email);
    for (const [table, n] of Object.entries(after)) expect(n, table).toBe(0);
    expect(await agentFootprint()).toEqual(agentBefore);
    const [{ n: allPropsAfter } = { n: 0 }] = await s.db.select({ n: count() }).from(propertys);
    expect(allPropsAfter).toBe(allPropsBefore - 1);

    // The token is dead and the account can no longer sign in.
    expect((await me(u.token)).status).toBe(401);
    await expect(s.login(u.email, FRESH_PASSWORD)).rejects.toThrow(/The details entered are incorrect/);
  });

  it('is one transaction: a failure on the last statement leaves every row in place', async () => {
    const u = await freshUser(s);
    await furnish(u.id, u.email);
    const before = await footprint(u.id, u.email);
    await s.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION abode_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by test'; END $$`),
    );
    await s.db.execute(
      sql.raw(`CREATE TRIGGER abode_test_refuse_delete BEFORE DELETE ON customers FOR EACH ROW
        WHEN (OLD.id = ${u.id}) EXECUTE FUNCTION abode_test_refuse()`),
    );
    try {
      const r = await s.post('/api/delete_user', u.token);
      expect(r.status).toBe(500);
      expect(r.body).toMatchObject({ error: true, message: 'Something Went Wrong' });
      expect(JSON.stringify(r.body)).not.toContain('refused by test');
      expect(await footprint(u.id, u.email)).toEqual(before);
    } finally {
      await s.db.execute(sql.raw('DROP TRIGGER abode_test_refuse_delete ON customers'));
    }
    expect((await s.post('/api/delete_user', u.token)).status).toBe(200);
  });
});

describe('demo mode', () => {
  let demo: TestServer;
  beforeAll(async () => {
    demo = await startTestServer({ config: { demoMode: true } });
  });
  afterAll(async () => {
    await demo?.close();
  });

  it("answers 'This Action is Not Allowed in Demo Mode' to update_profile and delete_user and changes nothing", async () => {
    const token = await demo.login(DEMO_ACCOUNTS.user);
    const [before] = await demo.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    for (const path of ['/api/update_profile', '/api/delete_user']) {
      const f = new FormData();
      f.set('name', 'Changed In Demo');
      const r = await demo.call(path, { method: 'POST', headers: { authorization: token }, body: f });
      expect(r.status, path).toBe(403);
      expect(r.body).toMatchObject({ error: true, message: 'This Action is Not Allowed in Demo Mode' });
    }
    const [after] = await demo.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.user));
    expect(after).toEqual(before);
    // Logging out still works in a demo.
    const f = new FormData();
    expect(
      (await demo.call('/api/before-logout', { method: 'POST', headers: { authorization: token }, body: f })).status,
    ).toBe(200);
  });
});
