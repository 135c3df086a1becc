import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROPERTY_WRITE_MESSAGES as M, MESSAGES } from '@abode/shared/wire';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertisements,
  amenities,
  categories,
  customers,
  features,
  outdoor_facilities,
  package_features,
  packages,
  parameters,
  properties_documents,
  property_amenities,
  property_images,
  propertys,
  questionaires,
  settings,
  user_package_limits,
  user_packages,
} from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import {
  COMPLETE_PROFILE,
  type FormFields,
  freshUser,
  givePackage,
  startTestServer,
  type Upload,
  upload,
  usedFeature,
} from './helpers.ts';

let s: TestServer;
let admin: string;
let house: { id: number; params: Map<string, typeof parameters.$inferSelect> };
let facilityIds: number[];
let amenityIds: number[];
let questions: (typeof questionaires.$inferSelect)[];

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login(DEMO_ACCOUNTS.admin);
  const [cat] = await s.db.select().from(categories).where(eq(categories.category, 'House'));
  if (!cat) throw new Error('no House category');
  const defs = await s.db.select().from(parameters).where(inArray(parameters.id, cat.parameter_types));
  house = { id: cat.id, params: new Map(defs.map((d) => [d.name, d])) };
  facilityIds = (await s.db.select({ id: outdoor_facilities.id }).from(outdoor_facilities)).map((f) => f.id);
  amenityIds = (await s.db.select({ id: amenities.id }).from(amenities)).map((a) => a.id);
  questions = await s.db.select().from(questionaires);
});
afterAll(async () => {
  await s?.close();
});

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

async function countOf(userId: number): Promise<number> {
  const [r] = await s.db.select({ n: count() }).from(propertys).where(eq(propertys.added_by, userId));
  return r?.n ?? 0;
}

async function png(width: number, height: number, background = '#2a9d8f'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e76f51' } })
    .jpeg()
    .toBuffer();
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const TXT = Buffer.from('Floor plan notes: 3 bedrooms, 2 bathrooms.\n');

type Fields = FormFields;

const adminPost = (path: string, body: Record<string, string> = {}) => s.postJson(path, admin, body);

const param = (name: string) => {
  const p = house.params.get(name);
  if (!p) throw new Error(`no parameter ${name}`);
  return p;
};

/** A valid House listing for sale (text fields), with the required parameters. */
function validFields(extra: Fields = {}): Fields {
  return {
    title: 'Sunny 3 BHK house in Bandra',
    description: 'A bright corner house close to the sea, with a garden and covered parking.',
    category_id: String(house.id),
    price: '12500000',
    property_type: '0',
    address: '12 Carter Road, Bandra West, Mumbai',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    latitude: '19.0607',
    longitude: '72.8233',
    'parameters[0][parameter_id]': String(param('Bedrooms').id),
    'parameters[0][value]': '3',
    'parameters[1][parameter_id]': String(param('Bathrooms').id),
    'parameters[1][value]': '2',
    ...extra,
  };
}

async function titleImage(): Promise<Upload> {
  return upload(await png(200, 160), 'front.png', 'image/png');
}

type PropertyData = Record<string, unknown> & {
  id: number;
  slug_id: string;
  gallery: { id: number; image_url: string }[];
  documents: { id: number; file: string; type: string }[];
  parameters: { id: number; name: string; value: unknown }[];
};

async function postOk(token: string, extra: Fields = {}): Promise<PropertyData> {
  const r = await s.post('/api/post_property', token, { ...validFields(), title_image: await titleImage(), ...extra });
  expect(r.body.message, JSON.stringify(r.body)).toBe(M.posted);
  expect(r.status).toBe(200);
  return (r.body.data as PropertyData[])[0] as PropertyData;
}

function uploadedFiles(): string[] {
  const dir = join(s.dataDir, 'uploads', 'properties');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

async function setSetting(type: string, data: string) {
  await s.db.insert(settings).values({ type, data }).onConflictDoUpdate({ target: settings.type, set: { data } });
}

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

describe('catalogue lists (no auth)', () => {
  it('get_amenities, get_questionaire, get_facilities and get-facilities-for-filter answer their lists', async () => {
    const a = await s.get('/api/get_amenities', null);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ error: false, total: amenityIds.length });
    expect((a.body.data as { name: string }[]).map((x) => x.name)).toContain('Lift');

    const q = await s.get('/api/get_questionaire', null);
    expect(q.body).toMatchObject({ error: false, total: questions.length });
    const first = (q.body.data as { question: string; field_type: string; options: string[] }[])[0];
    expect(first).toMatchObject({
      question: 'Is the property ready to move in?',
      field_type: 'radio',
      options: ['Yes', 'No'],
    });

    const f = await s.get('/api/get_facilities', null);
    expect(f.body).toMatchObject({ error: false, total: facilityIds.length });
    const one = await s.get(`/api/get_facilities?id=${facilityIds[0]}`, null);
    expect(one.body).toMatchObject({ total: 1 });
    expect((one.body.data as { image: string }[])[0]?.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);

    const p = await s.get('/api/get-facilities-for-filter', null);
    const [n] = await s.db.select({ n: count() }).from(parameters);
    expect(p.body).toMatchObject({ error: false, total: n?.n });
    expect(p.body.data as unknown[]).toContainEqual(
      expect.objectContaining({ name: 'Bedrooms', type_of_parameter: 'number', is_required: 1 }),
    );

    // Category parameters come with get_categories.
    const c = await s.get(`/api/get_categories?id=${house.id}`, null);
    const cat = (c.body.data as { parameter_types: { name: string; is_required: number }[] }[])[0];
    expect(cat?.parameter_types.map((x) => x.name)).toContain('Bedrooms');
  });
});

// ---------------------------------------------------------------------------------------------
// Packages
// ---------------------------------------------------------------------------------------------

describe('check-package-limit and assign_package', () => {
  it('answers the three flags for each case', async () => {
    expect((await s.get('/api/check-package-limit?type=property_list', null)).status).toBe(401);
    const u = await freshUser(s, COMPLETE_PROFILE);
    const bad = await s.get('/api/check-package-limit?type=nope', u.token);
    expect(bad.status).toBe(400);

    const none = await s.get('/api/check-package-limit?type=property_list', u.token);
    expect(none.body.data).toEqual({ package_available: false, feature_available: false, limit_available: false });

    const upId = await givePackage(s, u.id, 'Starter');
    const ok = await s.get('/api/check-package-limit?type=property_list', u.token);
    expect(ok.body.data).toEqual({ package_available: true, feature_available: true, limit_available: true });
    const noFeature = await s.get('/api/check-package-limit?type=property_feature', u.token);
    expect(noFeature.body.data).toEqual({ package_available: true, feature_available: false, limit_available: false });

    // Used up.
    await s.db.update(user_package_limits).set({ used_limit: 2 }).where(eq(user_package_limits.user_package_id, upId));
    const over = await s.get('/api/check-package-limit?type=property_list', u.token);
    expect(over.body.data).toEqual({ package_available: true, feature_available: true, limit_available: false });

    // An access feature needs no limit; an unlimited limited feature is always available.
    const agent = await s.login(DEMO_ACCOUNTS.agent);
    const access = await s.get('/api/check-package-limit?type=premium_properties', agent);
    expect(access.body.data).toEqual({ package_available: true, feature_available: true, limit_available: true });
    const w = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, w.id, 'Premium');
    const unlimited = await s.get('/api/check-package-limit?type=property_list', w.token);
    expect(unlimited.body.data).toMatchObject({ limit_available: true });

    // An expired package counts as none.
    const e = await freshUser(s, COMPLETE_PROFILE);
    const eUp = await givePackage(s, e.id, 'Starter');
    await s.db
      .update(user_packages)
      .set({ end_date: new Date(Date.now() - 1000) })
      .where(eq(user_packages.id, eUp));
    const expired = await s.get('/api/check-package-limit?type=property_list', e.token);
    expect(expired.body.data).toMatchObject({ package_available: false });
  });

  it('assigns free packages only, once while running, with limit counters', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    const [starter] = await s.db.select().from(packages).where(eq(packages.name, 'Starter'));
    const [paid] = await s.db.select().from(packages).where(eq(packages.name, 'Professional'));
    if (!starter || !paid) throw new Error('no packages');

    const p = await s.post('/api/assign_package', u.token, { package_id: String(paid.id) });
    expect(p.status).toBe(400);
    expect(p.body).toMatchObject({ error: true, message: 'Package is paid cannot assign directly' });
    expect((await s.post('/api/assign_package', u.token, { package_id: '99999' })).status).toBe(404);
    expect((await s.post('/api/assign_package', null, { package_id: String(starter.id) })).status).toBe(401);
    const [none] = await s.db.select({ n: count() }).from(user_packages).where(eq(user_packages.user_id, u.id));
    expect(none?.n).toBe(0);

    const r = await s.post('/api/assign_package', u.token, { package_id: String(starter.id), platform_type: 'web' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'Package Purchased Successfully' });
    expect(r.body.data).toMatchObject({ id: starter.id, name: 'Starter', is_active: 1 });
    const rows = await s.db.select().from(user_packages).where(eq(user_packages.user_id, u.id));
    expect(rows).toHaveLength(1);
    const hours = ((rows[0]?.end_date?.getTime() ?? 0) - (rows[0]?.start_date.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(starter.duration, 3);
    const limits = await s.db
      .select()
      .from(user_package_limits)
      .where(eq(user_package_limits.user_package_id, rows[0]?.id ?? 0));
    expect(limits.map((l) => l.total_limit).sort()).toEqual([1, 2]);

    const again = await s.post('/api/assign_package', u.token, { package_id: String(starter.id) });
    expect(again.status).toBe(400);
    expect(await s.db.select().from(user_packages).where(eq(user_packages.user_id, u.id))).toHaveLength(1);
    const check = await s.get('/api/check-package-limit?type=property_list', u.token);
    expect(check.body.data).toMatchObject({ package_available: true, feature_available: true, limit_available: true });
  });
});

// ---------------------------------------------------------------------------------------------
// post_property
// ---------------------------------------------------------------------------------------------

describe('POST /api/post_property', () => {
  it('creates a full listing from real image and document bytes, pending review, using one unit', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const checkbox = param('Overlooking');
    const dropdown = param('Furnishing');
    const radio = questions.find((q) => q.field_type === 'radio');
    const text = questions.find((q) => q.field_type === 'text');
    const r = await s.post('/api/post_property', u.token, {
      ...validFields({
        property_type: '1',
        rentduration: 'Monthly',
        price: '45000.50',
        client_address: 'Near Otters Club',
        video_link: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
        meta_title: 'Sunny house in Bandra',
        meta_description: 'A bright corner house close to the sea in Bandra West, Mumbai.',
        meta_keywords: 'house, bandra, rent',
        is_premium: '1',
        sqft: '1450',
        highligts: 'Sea view, Garden',
        questionaries: JSON.stringify({ [String(radio?.id)]: 'Yes', [String(text?.id)]: 'Evenings' }),
        'amenity_id[]': [String(amenityIds[0]), String(amenityIds[1])],
        'parameters[2][parameter_id]': String(checkbox.id),
        'parameters[2][value][]': ['Sea', 'Park'],
        'parameters[3][parameter_id]': String(dropdown.id),
        'parameters[3][value]': 'Semi-furnished',
        'facilities[0][facility_id]': String(facilityIds[0]),
        'facilities[0][distance]': '1.5',
        'facilities[1][facility_id]': String(facilityIds[1]),
        'facilities[1][distance]': '0.4',
      }),
      title_image: upload(await png(200, 160), 'front.png', 'image/png'),
      three_d_image: upload(await jpeg(300, 150), 'pano.jpg', 'image/jpeg'),
      meta_image: upload(await png(130, 130), 'meta.png', 'image/png'),
      'gallery_images[]': [
        upload(await jpeg(320, 240), 'a.jpg', 'image/jpeg'),
        upload(await png(150, 150), 'b.png', 'image/png'),
      ],
      'documents[]': [upload(PDF, 'deed.pdf', 'application/pdf'), upload(TXT, 'notes.txt', 'text/plain')],
    });
    expect(r.body.message, JSON.stringify(r.body)).toBe('Property Post Successfully');
    expect(r.status).toBe(200);
    expect(r.body.error).toBe(false);
    const data = r.body.data as PropertyData[];
    expect(data).toHaveLength(1);
    const p = data[0] as PropertyData;
    expect(p).toMatchObject({
      title: 'Sunny 3 BHK house in Bandra',
      slug_id: 'sunny-3-bhk-house-in-bandra',
      price: 45000.5,
      property_type: 'rent',
      rentduration: 'Monthly',
      status: 1,
      request_status: 'pending',
      is_premium: true,
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      latitude: '19.0607',
      client_address: 'Near Otters Club',
      video_link: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
      meta_title: 'Sunny house in Bandra',
      sqft: 1450,
      highligts: 'Sea view, Garden',
      added_by: u.id,
      customer_id: u.id,
      category: { id: house.id },
    });
    expect(p.questionaries).toEqual({ [String(radio?.id)]: 'Yes', [String(text?.id)]: 'Evenings' });
    expect(p.gallery).toHaveLength(2);
    expect(p.documents.map((d) => d.type)).toEqual(['pdf', 'txt']);
    expect(p.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Bedrooms', value: '3' }),
        expect.objectContaining({ name: 'Overlooking', value: ['Park', 'Sea'] }),
        expect.objectContaining({ name: 'Furnishing', value: 'Semi-furnished' }),
      ]),
    );
    expect((p.assign_facilities as { distance: number }[]).map((f) => f.distance)).toEqual([0.4, 1.5]);
    // Files are served, re-encoded photos keep their size.
    for (const url of [
      String(p.title_image),
      String(p.three_d_image),
      String(p.meta_image),
      ...p.gallery.map((g) => g.image_url),
    ]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
    }
    const stored = Buffer.from(await (await fetch(String(p.title_image))).arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 200, height: 160 });
    expect(Buffer.from(await (await fetch(p.documents[1]?.file ?? '')).arrayBuffer()).equals(TXT)).toBe(true);
    const am = await s.db.select().from(property_amenities).where(eq(property_amenities.property_id, p.id));
    expect(am.map((a) => a.amenity_id).sort()).toEqual([amenityIds[0], amenityIds[1]].sort());
    expect(await usedFeature(s, u.id, 'property_list')).toBe(1);

    // Pending listings are not public, but the owner sees them.
    const pub = await s.get(`/api/get_property?id=${p.id}`, null);
    expect(pub.body.data).toEqual([]);
    const mine = await s.get(`/api/get-added-properties?id=${p.id}`, u.token);
    expect(mine.body).toMatchObject({ total: 1 });
  });

  it('refuses visitors, incomplete profiles and users without a package, writing nothing', async () => {
    expect((await s.post('/api/post_property', null, validFields())).status).toBe(401);

    const incomplete = await freshUser(s);
    await givePackage(s, incomplete.id, 'Starter');
    const r1 = await s.post('/api/post_property', incomplete.token, {
      ...validFields(),
      title_image: await titleImage(),
    });
    expect(r1.status).toBe(403);
    expect(r1.body).toMatchObject({ error: true, message: MESSAGES.profileIncomplete });

    const noPackage = await freshUser(s, COMPLETE_PROFILE);
    const r2 = await s.post('/api/post_property', noPackage.token, {
      ...validFields(),
      title_image: await titleImage(),
    });
    expect(r2.status).toBe(403);
    expect(r2.body).toMatchObject({ error: true, message: 'You have not subscribed. Please subscribe first' });
    // A package without the feature is no better.
    const w = await freshUser(s, COMPLETE_PROFILE);
    const [pkg] = await s.db
      .insert(packages)
      .values({ name: 'Mortgage only', package_type: 'free', duration: 24 })
      .returning();
    const [feat] = await s.db.select().from(features).where(eq(features.type, 'mortgage_calculator_detail'));
    await s.db
      .insert(package_features)
      .values({ package_id: pkg?.id ?? 0, feature_id: feat?.id ?? 0, limit_type: 'unlimited' });
    await s.db.insert(user_packages).values({ user_id: w.id, package_id: pkg?.id ?? 0 });
    const r3 = await s.post('/api/post_property', w.token, { ...validFields(), title_image: await titleImage() });
    // A running package without property_list has its own refusal (docs/decisions/025).
    expect(r3.body).toMatchObject({ message: MESSAGES.featureNotInPackage, code: 'FEATURE_REQUIRED' });
    expect(await countOf(incomplete.id)).toBe(0);
    expect(await countOf(noPackage.id)).toBe(0);
    expect(await countOf(w.id)).toBe(0);
    expect(await usedFeature(s, incomplete.id, 'property_list')).toBe(0);
  });

  it('the demo user gets the free Starter package and can then list', async () => {
    const token = await s.login(DEMO_ACCOUNTS.user);
    const before = await s.post('/api/post_property', token, { ...validFields(), title_image: await titleImage() });
    expect(before.body.message).toBe(MESSAGES.notSubscribed);
    const [starter] = await s.db.select().from(packages).where(eq(packages.name, 'Starter'));
    const a = await s.post('/api/assign_package', token, { package_id: String(starter?.id) });
    expect(a.body.message).toBe('Package Purchased Successfully');
    await postOk(token, { title: 'Demo user listing' });
  });

  it('uses exactly one unit per listing and refuses once the limit is over', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    await postOk(u.token, { title: 'First of two' });
    expect(await usedFeature(s, u.id, 'property_list')).toBe(1);
    await postOk(u.token, { title: 'Second of two' });
    expect(await usedFeature(s, u.id, 'property_list')).toBe(2);
    const r = await s.post('/api/post_property', u.token, { ...validFields(), title_image: await titleImage() });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: true, message: 'Your Package Limit is Over. Please Purchase Package.' });
    expect(await usedFeature(s, u.id, 'property_list')).toBe(2);
    expect(await countOf(u.id)).toBe(2);
  });

  it('takes the last unit once when two requests race for it', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    const upId = await givePackage(s, u.id, 'Starter');
    await s.db.update(user_package_limits).set({ used_limit: 1 }).where(eq(user_package_limits.user_package_id, upId));
    const image = await titleImage();
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        s.post('/api/post_property', u.token, { ...validFields({ title: `Race ${i}` }), title_image: image }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 403)).toHaveLength(2);
    expect(await usedFeature(s, u.id, 'property_list')).toBe(2);
    expect(await countOf(u.id)).toBe(1);
  });

  it('answers each validation message word for word, consuming and writing nothing', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const filesBefore = uploadedFiles().length;
    const image = await titleImage();
    const cases: [Fields, string][] = [
      [{ title: '' }, 'Title is required'],
      [{ title: '   ' }, 'Title is required'],
      [{ description: '' }, 'Description field is required'],
      [{ category_id: '' }, 'Please select Category'],
      [{ category_id: '99999' }, 'Please select Category'],
      [{ price: '' }, 'Price is required'],
      [{ price: 'lots' }, M.priceInvalid],
      [{ price: '0' }, M.priceInvalid],
      [{ address: '' }, 'Please fill all fields'],
      [{ city: '' }, 'Please fill all fields'],
      [{ state: ' ' }, 'Please fill all fields'],
      [{ country: '' }, 'Please fill all fields'],
      [{ property_type: '5' }, M.propertyTypeInvalid],
      [{ property_type: '1' }, M.rentDurationRequired],
      [{ property_type: '1', rentduration: 'Weekly' }, M.rentDurationInvalid],
      [{ latitude: '123' }, M.latitudeInvalid],
      [{ video_link: 'https://vimeo.com/12345678' }, M.videoLinkInvalid],
      [{ meta_title: 'x'.repeat(256) }, 'Meta title must be at most 255 characters'],
      [{ meta_description: 'x'.repeat(1001) }, 'Meta description must be at most 1000 characters'],
      [{ questionaries: '{not json' }, M.questionariesInvalid],
      [{ questionaries: JSON.stringify({ 99999: 'x' }) }, 'Question 99999 not found'],
      [{ 'amenity_id[]': ['99999'] }, 'Amenity 99999 not found'],
      [{ 'facilities[0][facility_id]': '99999', 'facilities[0][distance]': '1' }, 'Facility 99999 not found'],
      [{ 'facilities[0][facility_id]': String(facilityIds[0]), 'facilities[0][distance]': '-1' }, M.distanceInvalid],
      [{ 'parameters[1][value]': '' }, 'Bathrooms is required'],
      [{ 'parameters[0][value]': 'three' }, 'Bedrooms must be a number'],
      [
        { 'parameters[2][parameter_id]': String(param('Furnishing').id), 'parameters[2][value]': 'Half' },
        `Furnishing must be one of ${param('Furnishing').type_values.join(', ')}`,
      ],
      [
        { 'parameters[2][parameter_id]': String(param('Overlooking').id), 'parameters[2][value]': 'Sea,Helipad' },
        `Overlooking must be one of ${param('Overlooking').type_values.join(', ')}`,
      ],
      [
        { 'parameters[2][parameter_id]': '99999', 'parameters[2][value]': '1' },
        'Parameter 99999 is not part of this category',
      ],
    ];
    for (const [extra, message] of cases) {
      const r = await s.post('/api/post_property', u.token, { ...validFields(extra), title_image: image });
      expect(r.body.message, JSON.stringify(extra)).toBe(message);
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.error).toBe(true);
    }
    // Required parameter not sent at all.
    const { 'parameters[0][parameter_id]': _a, 'parameters[0][value]': _b, ...withoutBedrooms } = validFields();
    const noBedrooms = await s.post('/api/post_property', u.token, { ...withoutBedrooms, title_image: image });
    expect(noBedrooms.body.message).toBe('Bedrooms is required');
    // No title image.
    const noImage = await s.post('/api/post_property', u.token, validFields());
    expect(noImage.status).toBe(400);
    expect(noImage.body.message).toBe('Please select a Title Image');
    expect(await countOf(u.id)).toBe(0);
    expect(await usedFeature(s, u.id, 'property_list')).toBe(0);
    expect(uploadedFiles().length).toBe(filesBefore);
  });

  it('refuses bad uploads by content: text renamed .jpg, a 50×50 PNG, oversized files, wrong documents', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const filesBefore = uploadedFiles().length;
    const image = await titleImage();
    const big = Buffer.concat([await jpeg(200, 200), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const cases: [Fields, number, string][] = [
      [
        { title_image: upload(Buffer.from('just text, not a photo'), 'photo.jpg', 'image/jpeg') },
        400,
        MESSAGES.photoRule,
      ],
      [{ title_image: upload(await png(50, 50), 'tiny.png', 'image/png') }, 400, MESSAGES.photoRule],
      [{ title_image: upload(big, 'big.jpg', 'image/jpeg') }, 413, MESSAGES.photoTooLarge],
      [{ title_image: image, 'gallery_images[]': [upload(PDF, 'g.jpg', 'image/jpeg')] }, 400, MESSAGES.photoRule],
      [
        { title_image: image, three_d_image: upload(await png(100, 300), 'x.png', 'image/png') },
        400,
        MESSAGES.photoRule,
      ],
      [
        { title_image: image, 'documents[]': [upload(await png(200, 200), 'doc.pdf', 'application/pdf')] },
        415,
        M.documentRule,
      ],
      [
        { title_image: image, 'documents[]': [upload(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf')] },
        413,
        M.documentTooLarge,
      ],
    ];
    for (const [files, status, message] of cases) {
      const r = await s.post('/api/post_property', u.token, { ...validFields(), ...files });
      expect(r.body.message, Object.keys(files).join()).toBe(message);
      expect(r.status).toBe(status);
    }
    // Beyond the multipart limit the envelope still answers, never a 500.
    const huge = await s.post('/api/post_property', u.token, {
      ...validFields(),
      title_image: upload(Buffer.alloc(11 * 1024 * 1024, 1), 'huge.jpg', 'image/jpeg'),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(true);
    expect(await countOf(u.id)).toBe(0);
    expect(await usedFeature(s, u.id, 'property_list')).toBe(0);
    expect(uploadedFiles().length).toBe(filesBefore);
  });

  it('stores file-type parameter values checked by content, and keeps them when sent back', async () => {
    const [plan] = await s.db
      .insert(parameters)
      .values({ name: 'Floor plan', type_of_parameter: 'file', is_required: true })
      .returning();
    const [cat] = await s.db
      .insert(categories)
      .values({ category: 'Test farmhouse', slug_id: `test-farmhouse-${Date.now()}`, parameter_types: [plan?.id ?? 0] })
      .returning();
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const base = {
      ...validFields({ category_id: String(cat?.id) }),
      'parameters[0][parameter_id]': String(plan?.id),
      'parameters[1][parameter_id]': undefined,
      'parameters[1][value]': undefined,
    } as Record<string, string | undefined>;
    const fields = Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined)) as Fields;
    const missing = await s.post('/api/post_property', u.token, {
      ...fields,
      'parameters[0][value]': '',
      title_image: await titleImage(),
    });
    expect(missing.body.message).toBe('Floor plan is required');
    const text = await s.post('/api/post_property', u.token, {
      ...fields,
      'parameters[0][value]': 'plan.pdf',
      title_image: await titleImage(),
    });
    expect(text.body.message).toBe('Floor plan must be a file');
    const bin = await s.post('/api/post_property', u.token, {
      ...fields,
      'parameters[0][value]': upload(Buffer.from([0, 1, 2, 3, 255, 254]), 'plan.pdf'),
      title_image: await titleImage(),
    });
    expect(bin.status).toBe(415);
    expect(await countOf(u.id)).toBe(0);

    const created = await s.post('/api/post_property', u.token, {
      ...fields,
      'parameters[0][value]': upload(PDF, 'plan.pdf', 'application/pdf'),
      title_image: await titleImage(),
    });
    expect(created.body.message).toBe(M.posted);
    const p = (created.body.data as PropertyData[])[0] as PropertyData;
    const value = String(p.parameters.find((x) => x.name === 'Floor plan')?.value);
    expect(value).toMatch(/\/uploads\/properties\/docs\/[0-9a-f]{32}\.pdf$/);
    expect((await fetch(value)).status).toBe(200);
    // Sent back as its URL on an edit, the file stays.
    const kept = await s.post('/api/update_post_property', u.token, {
      id: String(p.id),
      'parameters[0][parameter_id]': String(plan?.id),
      'parameters[0][value]': value,
    });
    expect((kept.body.data as PropertyData[])[0]?.parameters[0]?.value).toBe(value);
    // Replaced by a photo, the old file goes.
    const replaced = await s.post('/api/update_post_property', u.token, {
      id: String(p.id),
      'parameters[0][parameter_id]': String(plan?.id),
      'parameters[0][value]': upload(await png(150, 150), 'plan.png', 'image/png'),
    });
    expect(String((replaced.body.data as PropertyData[])[0]?.parameters[0]?.value)).toMatch(/\.png$/);
    expect((await fetch(value)).status).toBe(404);
  });

  it('auto-approves for verified owners only when the setting is on', async () => {
    const agent = await s.login(DEMO_ACCOUNTS.agent);
    const [agentRow] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.agent));
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const before = await usedFeature(s, agentRow?.id ?? 0, 'property_list');
    try {
      await setSetting('auto_approve', '1');
      expect((await postOk(agent, { title: 'Agent auto approved' })).request_status).toBe('approved');
      expect((await postOk(u.token, { title: 'Unverified stays pending' })).request_status).toBe('pending');
      await setSetting('auto_approve', '0');
      expect((await postOk(agent, { title: 'Agent pending now' })).request_status).toBe('pending');
      expect(await usedFeature(s, agentRow?.id ?? 0, 'property_list')).toBe(before + 2);
    } finally {
      await setSetting('auto_approve', '0');
    }
  });

  it('makes unique slugs from the title or a given slug_id, also under concurrency', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Premium');
    const a = await postOk(u.token, { title: 'Lake View Cottage!' });
    const b = await postOk(u.token, { title: 'Lake  View -- Cottage' });
    expect(a.slug_id).toBe('lake-view-cottage');
    expect(b.slug_id).toBe('lake-view-cottage-2');
    const c = await postOk(u.token, { slug_id: 'My Custom Slug!!' });
    expect(c.slug_id).toBe('my-custom-slug');
    const d = await postOk(u.token, { slug_id: 'my-custom-slug' });
    expect(d.slug_id).toBe('my-custom-slug-2');
    const image = await titleImage();
    const race = await Promise.all(
      [1, 2, 3, 4].map(() =>
        s.post('/api/post_property', u.token, { ...validFields({ title: 'Racing Slug Villa' }), title_image: image }),
      ),
    );
    expect(race.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const slugs = race.map((r) => (r.body.data as PropertyData[])[0]?.slug_id).sort();
    expect(slugs).toEqual(['racing-slug-villa', 'racing-slug-villa-2', 'racing-slug-villa-3', 'racing-slug-villa-4']);
  });
});

// ---------------------------------------------------------------------------------------------
// update_post_property, delete_property
// ---------------------------------------------------------------------------------------------

describe('POST /api/update_post_property and delete_property', () => {
  it('edits fields, removes gallery images, documents and the 3D image, and deletes the removed files', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const p = await postOk(u.token, {
      three_d_image: upload(await png(300, 150), 'pano.png', 'image/png'),
      'gallery_images[]': [
        upload(await jpeg(200, 200), 'a.jpg', 'image/jpeg'),
        upload(await png(200, 200), 'b.png', 'image/png'),
      ],
      'documents[]': [upload(PDF, 'a.pdf', 'application/pdf'), upload(TXT, 'b.txt', 'text/plain')],
    });
    const [g1, g2] = p.gallery;
    const [d1, d2] = p.documents;
    const old3d = String(p.three_d_image);
    const oldTitle = String(p.title_image);
    const r = await s.post('/api/update_post_property', u.token, {
      id: String(p.id),
      title: 'Renamed house',
      price: '13000000',
      remove_gallery_images: String(g1?.id),
      remove_documents: `${d1?.id}`,
      remove_three_d_image: '1',
      title_image: upload(await jpeg(240, 240), 'new.jpg', 'image/jpeg'),
      'gallery_images[]': [upload(await png(180, 180, '#123456'), 'c.png', 'image/png')],
    });
    expect(r.body.message, JSON.stringify(r.body)).toBe('Property Update Successfully');
    const q = (r.body.data as PropertyData[])[0] as PropertyData;
    expect(q).toMatchObject({
      id: p.id,
      title: 'Renamed house',
      price: 13000000,
      three_d_image: '',
      slug_id: p.slug_id,
    });
    expect(q.gallery.map((g) => g.id)).toContain(g2?.id);
    expect(q.gallery.map((g) => g.id)).not.toContain(g1?.id);
    expect(q.gallery).toHaveLength(2);
    expect(q.documents.map((d) => d.id)).toEqual([d2?.id]);
    // Parameters not sent: kept.
    expect(q.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Bedrooms', value: '3' })]));
    for (const url of [old3d, oldTitle, g1?.image_url ?? '', d1?.file ?? ''])
      expect((await fetch(url)).status, url).toBe(404);
    for (const url of [String(q.title_image), g2?.image_url ?? '', d2?.file ?? ''])
      expect((await fetch(url)).status, url).toBe(200);
    // An edit uses no listing unit.
    expect(await usedFeature(s, u.id, 'property_list')).toBe(1);

    // Blank required fields are refused on edit too; nothing changes.
    const blank = await s.post('/api/update_post_property', u.token, { id: String(p.id), title: '' });
    expect(blank.body).toMatchObject({ error: true, message: 'Title is required' });
    const reqParam = await s.post('/api/update_post_property', u.token, {
      id: String(p.id),
      'parameters[0][parameter_id]': String(param('Bedrooms').id),
      'parameters[0][value]': '4',
    });
    expect(reqParam.body.message).toBe('Bathrooms is required');
    const [row] = await s.db.select().from(propertys).where(eq(propertys.id, p.id));
    expect(row?.title).toBe('Renamed house');
    const ids = await s.db
      .select({ id: property_images.id })
      .from(property_images)
      .where(eq(property_images.propertys_id, p.id));
    expect(ids).toHaveLength(2);
  });

  it('sends an edited approved listing back to review unless auto_approve_edited_listings is on', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const p = await postOk(u.token);
    await adminPost(`/api/admin/properties/${p.id}/approve`);
    const edit = async (title: string) =>
      (
        (await s.post('/api/update_post_property', u.token, { id: String(p.id), title })).body.data as PropertyData[]
      )[0];
    expect((await edit('Edited once'))?.request_status).toBe('pending');
    await adminPost(`/api/admin/properties/${p.id}/approve`);
    try {
      await setSetting('auto_approve_edited_listings', '1');
      expect((await edit('Edited twice'))?.request_status).toBe('approved');
    } finally {
      await setSetting('auto_approve_edited_listings', '0');
    }
    // A rejected listing goes back to the queue when edited.
    await adminPost(`/api/admin/properties/${p.id}/reject`, { reason: 'Blurry photos' });
    expect((await edit('Edited after rejection'))?.request_status).toBe('pending');
  });

  it('changes the slug only when asked, keeping it unique', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const a = await postOk(u.token, { title: 'Slug Edit One' });
    const b = await postOk(u.token, { title: 'Slug Edit Two' });
    const r = await s.post('/api/update_post_property', u.token, { id: String(b.id), slug_id: a.slug_id });
    expect((r.body.data as PropertyData[])[0]?.slug_id).toBe('slug-edit-one-2');
    const same = await s.post('/api/update_post_property', u.token, { id: String(a.id), slug_id: 'Slug Edit One' });
    expect((same.body.data as PropertyData[])[0]?.slug_id).toBe('slug-edit-one');
  });

  it('keeps coordinates that are not sent, clears blank ones, and gives the edit form the amenities', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const p = await postOk(u.token, { latitude: '', longitude: ' ' });
    const [created] = await s.db.select().from(propertys).where(eq(propertys.id, p.id));
    expect([created?.latitude, created?.longitude]).toEqual([null, null]);
    await s.post('/api/update_post_property', u.token, {
      id: String(p.id),
      latitude: '18.520000000123456',
      longitude: '73.849999999876543',
    });
    await s.post('/api/update_post_property', u.token, { id: String(p.id), title: 'Coordinates kept' });
    const [kept] = await s.db.select().from(propertys).where(eq(propertys.id, p.id));
    expect([kept?.latitude, kept?.longitude]).toEqual([18.52, 73.85]);
    await s.post('/api/update_post_property', u.token, { id: String(p.id), latitude: '', longitude: '' });
    const [cleared] = await s.db.select().from(propertys).where(eq(propertys.id, p.id));
    expect([cleared?.latitude, cleared?.longitude]).toEqual([null, null]);

    const amenities = (await s.get('/api/get_amenities', null)).body.data as { id: number }[];
    const ids = amenities.slice(0, 2).map((a) => a.id);
    await s.post('/api/update_post_property', u.token, { id: String(p.id), amenity_id: ids.join(',') });
    const one = await s.get(`/api/get-added-properties?id=${p.id}`, u.token);
    const [listed] = one.body.data as { amenities?: { id: number }[] }[];
    expect(listed?.amenities?.map((a) => a.id).sort()).toEqual([...ids].sort());
  });

  it('lets only the owner edit, re-status, feature or delete; another user changes nothing', async () => {
    const owner = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, owner.id, 'Professional');
    const p = await postOk(owner.token);
    await adminPost(`/api/admin/properties/${p.id}/approve`);
    const other = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, other.id, 'Professional');
    const [before] = await s.db.select().from(propertys).where(eq(propertys.id, p.id));

    const calls: [string, Fields][] = [
      ['/api/update_post_property', { id: String(p.id), title: 'Hijacked' }],
      ['/api/update_post_property', { id: String(p.id), remove_gallery_images: '1' }],
      ['/api/update_post_property', { id: String(p.id), action_type: '1' }],
      ['/api/delete_property', { id: String(p.id) }],
      ['/api/update_property_status', { property_id: String(p.id), status: '2' }],
      ['/api/change-property-status', { property_id: String(p.id), status: '0' }],
      ['/api/store_advertisement', { feature_for: 'property', property_id: String(p.id) }],
    ];
    for (const [path, fields] of calls) {
      const r = await s.post(path, other.token, fields);
      expect(r.status, path).toBe(403);
      expect(r.body).toMatchObject({ error: true, message: M.notOwner });
      const visitor = await s.post(path, null, fields);
      expect(visitor.status, path).toBe(401);
    }
    const [after] = await s.db.select().from(propertys).where(eq(propertys.id, p.id));
    expect(after).toEqual(before);
    const [ads] = await s.db.select({ n: count() }).from(advertisements).where(eq(advertisements.property_id, p.id));
    expect(ads?.n).toBe(0);
    expect(await usedFeature(s, other.id, 'property_feature')).toBe(0);
    // Unknown ids answer 404.
    expect((await s.post('/api/delete_property', other.token, { id: '99999999' })).status).toBe(404);
    // Admin listings (added_by 0) are nobody's to edit.
    const [adminListing] = await s.db.select().from(propertys).where(eq(propertys.added_by, 0)).limit(1);
    expect((await s.post('/api/delete_property', other.token, { id: String(adminListing?.id) })).status).toBe(403);
  });

  it('deletes a listing with its rows and uploaded files (delete_property and action_type 1)', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const p = await postOk(u.token, {
      'gallery_images[]': [upload(await jpeg(200, 200), 'a.jpg', 'image/jpeg')],
      'documents[]': [upload(PDF, 'a.pdf', 'application/pdf')],
    });
    const urls = [String(p.title_image), p.gallery[0]?.image_url ?? '', p.documents[0]?.file ?? ''];
    for (const url of urls) expect((await fetch(url)).status).toBe(200);
    const r = await s.post('/api/delete_property', u.token, { id: String(p.id) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: M.deleted });
    expect(await countOf(u.id)).toBe(0);
    const [docs] = await s.db
      .select({ n: count() })
      .from(properties_documents)
      .where(eq(properties_documents.property_id, p.id));
    expect(docs?.n).toBe(0);
    for (const url of urls) expect((await fetch(url)).status).toBe(404);

    const q = await postOk(u.token, { title: 'Second to delete' });
    const viaUpdate = await s.post('/api/update_post_property', u.token, { id: String(q.id), action_type: '1' });
    expect(viaUpdate.body).toMatchObject({ error: false, message: M.deleted });
    expect(await countOf(u.id)).toBe(0);
    expect((await fetch(String(q.title_image))).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// Statuses
// ---------------------------------------------------------------------------------------------

describe('update_property_status and change-property-status', () => {
  it('sell → sold, rent → rented, and back; nothing else', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const sell = await postOk(u.token, { title: 'For sale' });
    const rent = await postOk(u.token, { title: 'For rent', property_type: '1', rentduration: 'Yearly' });
    const status = (id: number, value: string) =>
      s.post('/api/update_property_status', u.token, { property_id: String(id), status: value });

    const wrong = await status(sell.id, '3');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.statusInvalid);
    expect((await status(rent.id, '2')).status).toBe(400);
    expect((await status(sell.id, '1')).status).toBe(400);
    expect((await status(sell.id, '7')).status).toBe(400);

    const sold = await status(sell.id, '2');
    expect(sold.status).toBe(200);
    expect((sold.body.data as PropertyData[])[0]).toMatchObject({ property_type: 'sold' });
    const rented = await status(rent.id, '3');
    expect((rented.body.data as PropertyData[])[0]).toMatchObject({ property_type: 'rented', rentduration: 'Yearly' });
    const back = await status(sell.id, '0');
    expect((back.body.data as PropertyData[])[0]).toMatchObject({ property_type: 'sell' });
    expect((await status(rent.id, '1')).status).toBe(200);
    const rows = await s.db
      .select()
      .from(propertys)
      .where(inArray(propertys.id, [sell.id, rent.id]));
    expect(rows.map((r) => r.propery_type).sort()).toEqual([0, 1]);
  });

  it('activates and deactivates approved listings only', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Starter');
    const p = await postOk(u.token);
    const change = (value: string) =>
      s.post('/api/change-property-status', u.token, { property_id: String(p.id), status: value });
    const pending = await change('0');
    expect(pending.status).toBe(400);
    expect(pending.body.message).toBe(M.mustBeApproved);
    await adminPost(`/api/admin/properties/${p.id}/approve`);
    const off = await change('0');
    expect(off.status).toBe(200);
    expect((off.body.data as PropertyData[])[0]).toMatchObject({ status: 0, request_status: 'approved' });
    expect((await s.get(`/api/get_property?id=${p.id}`, null)).body.data).toEqual([]);
    const on = await change('1');
    expect((on.body.data as PropertyData[])[0]).toMatchObject({ status: 1 });
    expect((await s.get(`/api/get_property?id=${p.id}`, null)).body.data).toHaveLength(1);
    expect((await change('2')).status).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------------
// get-added-properties
// ---------------------------------------------------------------------------------------------

describe('GET /api/get-added-properties', () => {
  it("lists only the owner's listings in every state, with filters and the reject reason", async () => {
    expect((await s.get('/api/get-added-properties', null)).status).toBe(401);
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Premium');
    const a = await postOk(u.token, { title: 'Added A' });
    const b = await postOk(u.token, { title: 'Added B', property_type: '1', rentduration: 'Monthly' });
    const c = await postOk(u.token, { title: 'Added C' });
    await adminPost(`/api/admin/properties/${a.id}/approve`);
    await adminPost(`/api/admin/properties/${b.id}/reject`, { reason: 'Photos do not match the address' });
    const other = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, other.id, 'Starter');
    await postOk(other.token, { title: 'Not mine' });

    const all = await s.get('/api/get-added-properties', u.token);
    expect(all.body).toMatchObject({ error: false, total: 3 });
    const list = all.body.data as (PropertyData & { reject_reason: unknown })[];
    expect(list.map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    const rejected = list.find((p) => p.id === b.id);
    expect(rejected).toMatchObject({
      request_status: 'rejected',
      status: 0,
      reject_reason: { reason: 'Photos do not match the address' },
      is_promoted: false,
      advertisement_status: null,
    });
    expect(list.find((p) => p.id === a.id)?.reject_reason).toBeNull();

    const pendingOrRejected = await s.get('/api/get-added-properties?request_status=pending,rejected', u.token);
    expect((pendingOrRejected.body.data as PropertyData[]).map((p) => p.id)).toEqual([c.id, b.id]);
    const rent = await s.get('/api/get-added-properties?property_type=1', u.token);
    expect((rent.body.data as PropertyData[]).map((p) => p.id)).toEqual([b.id]);
    const byId = await s.get(`/api/get-added-properties?id=${a.id}`, u.token);
    expect(byId.body).toMatchObject({ total: 1 });
    const bySlug = await s.get(`/api/get-added-properties?slug_id=${c.slug_id}`, u.token);
    expect((bySlug.body.data as PropertyData[])[0]?.id).toBe(c.id);
    const inactive = await s.get('/api/get-added-properties?status=0', u.token);
    expect((inactive.body.data as PropertyData[]).map((p) => p.id)).toEqual([b.id]);
    const paged = await s.get('/api/get-added-properties?offset=1&limit=1', u.token);
    expect(paged.body).toMatchObject({ total: 3 });
    expect((paged.body.data as PropertyData[]).map((p) => p.id)).toEqual([b.id]);
    const promoted = await s.get('/api/get-added-properties?is_promoted=1', u.token);
    expect(promoted.body).toMatchObject({ total: 0, data: [] });
    expect((await s.get('/api/get-added-properties?request_status=nope', u.token)).status).toBe(400);
    // Someone else's listing is not found through the id filter.
    const foreign = await s.get(`/api/get-added-properties?id=${a.id}`, other.token);
    expect(foreign.body).toMatchObject({ total: 0 });
  });
});

// ---------------------------------------------------------------------------------------------
// Adverts
// ---------------------------------------------------------------------------------------------

describe('store_advertisement and get-featured-data', () => {
  it('features an approved, active own listing once, using one property_feature unit', async () => {
    const u = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, u.id, 'Professional');
    const p = await postOk(u.token);
    const feature = () =>
      s.post('/api/store_advertisement', u.token, { feature_for: 'property', property_id: String(p.id) });

    const pending = await feature();
    expect(pending.status).toBe(400);
    expect(pending.body.message).toBe(M.advertNotAllowed);
    await adminPost(`/api/admin/properties/${p.id}/approve`);

    const r = await feature();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, data: { status: 1, property_id: p.id } });
    expect(await usedFeature(s, u.id, 'property_feature')).toBe(1);
    const again = await feature();
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Already featured');
    expect(await usedFeature(s, u.id, 'property_feature')).toBe(1);

    const mine = await s.get('/api/get-featured-data?type=property', u.token);
    expect(mine.body).toMatchObject({ total: 1 });
    expect((mine.body.data as { property: PropertyData; status: number }[])[0]).toMatchObject({
      status: 1,
      property: { id: p.id, title: p.title },
    });
    const added = await s.get(`/api/get-added-properties?id=${p.id}`, u.token);
    expect((added.body.data as { advertisement_status: number }[])[0]?.advertisement_status).toBe(1);
    expect((await s.get('/api/get-featured-data?type=project', u.token)).body).toMatchObject({ total: 0 });
    expect((await s.get('/api/get-featured-data', null)).status).toBe(401);
  });

  it('refuses when the feature is missing or its limit is over; auto-approves verified owners', async () => {
    const starter = await freshUser(s, COMPLETE_PROFILE);
    await givePackage(s, starter.id, 'Starter');
    const p = await postOk(starter.token);
    await adminPost(`/api/admin/properties/${p.id}/approve`);
    const none = await s.post('/api/store_advertisement', starter.token, {
      feature_for: 'property',
      property_id: String(p.id),
    });
    expect(none.status).toBe(403);
    // Starter runs but has no property_feature: its own refusal, not the subscribe one (decision 025).
    expect(none.body).toMatchObject({ message: MESSAGES.featureNotInPackage, code: 'FEATURE_REQUIRED' });

    const pro = await freshUser(s, COMPLETE_PROFILE);
    const upId = await givePackage(s, pro.id, 'Professional');
    const q = await postOk(pro.token);
    await adminPost(`/api/admin/properties/${q.id}/approve`);
    await s.db.update(user_package_limits).set({ used_limit: 5 }).where(eq(user_package_limits.user_package_id, upId));
    const over = await s.post('/api/store_advertisement', pro.token, {
      feature_for: 'property',
      property_id: String(q.id),
    });
    expect(over.status).toBe(403);
    expect(over.body.message).toBe('Your Package Limit is Over. Please Purchase Package.');
    const [ads] = await s.db.select({ n: count() }).from(advertisements).where(eq(advertisements.property_id, q.id));
    expect(ads?.n).toBe(0);

    const missing = await s.post('/api/store_advertisement', pro.token, { feature_for: 'property' });
    expect(missing.status).toBe(400);

    // The verified demo agent with auto-approve on: approved at once.
    const agent = await s.login(DEMO_ACCOUNTS.agent);
    const r = await postOk(agent, { title: 'Agent featured' });
    await adminPost(`/api/admin/properties/${r.id}/approve`);
    try {
      await setSetting('auto_approve', '1');
      const ad = await s.post('/api/store_advertisement', agent, {
        feature_for: 'property',
        property_id: String(r.id),
      });
      expect(ad.body).toMatchObject({ error: false, data: { status: 0 } });
    } finally {
      await setSetting('auto_approve', '0');
    }
    const promoted = await s.get(`/api/get-added-properties?is_promoted=1&id=${r.id}`, agent);
    expect(promoted.body).toMatchObject({ total: 1 });
    expect((promoted.body.data as { is_promoted: boolean }[])[0]?.is_promoted).toBe(true);
  });
});
