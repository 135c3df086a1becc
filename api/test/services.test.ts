// Service listings (spec §3 "Service listing", §7): get-service-type, get-service, service-detail / service-get,
// post-service (create and edit), my-service, service-delete, request-service, and their admin review.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  SERVICE_MESSAGES as M,
  MESSAGES,
  myServiceAnswer,
  requestServiceAnswer,
  SERVICE_RATINGS_ON_DETAIL,
  serviceDetailAnswer,
  serviceListAnswer,
  serviceTypeAnswer,
} from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ratings,
  reject_reasons,
  service_files,
  service_requests,
  service_types,
  services,
  verify_customers,
} from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { cloneRows, dropCity } from './clone-rows.ts';
import type { FormFields, TestServer } from './helpers.ts';
import {
  COMPLETE_PROFILE,
  expectFailure,
  freshPoster,
  freshService,
  freshUser,
  givePackage,
  TEST_PDF as PDF,
  startTestServer,
  storedFiles,
  testPicture,
  uniqueTag,
  upload,
  uploadedFile,
  usedFeature,
} from './helpers.ts';

let s: TestServer;
let admin: string;
let typeId: number;
let png: Buffer;
let tinyPng: Buffer;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login(DEMO_ACCOUNTS.admin);
  const [t] = await s.db
    .insert(service_types)
    .values({ name: `Type ${uniqueTag('st')}` })
    .returning();
  if (!t) throw new Error('no service type');
  typeId = t.id;
  png = await testPicture();
  tinyPng = await testPicture(100, 100);
});
afterAll(async () => {
  await s?.close();
});

const img = (name = 'photo.png') => upload(png, name, 'image/png');

/** A valid create form, with the overrides on top. */
function serviceForm(overrides: FormFields = {}): FormFields {
  return {
    title: `Pipe Masters ${uniqueTag('svc')}`,
    description: 'Leaks fixed the same day.',
    service_type_id: String(typeId),
    city: 'Pune',
    location: 'Baner, Pune',
    address: '12 Baner Road',
    timing: '9 am – 6 pm',
    company_name: 'Pipe Masters Pvt Ltd',
    price: '1500',
    phone: '+91 98200 11111',
    email: 'Hello@PipeMasters.test',
    whatsapp_number: '98200 11111',
    since: '2012',
    website_link: 'https://pipemasters.example',
    title_image: img('cover.png'),
    ...overrides,
  };
}

async function createService(token: string, overrides: FormFields = {}) {
  const r = await s.post('/api/post-service', token, serviceForm(overrides));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return serviceDetailAnswer.parse(r.body).data;
}

const storedServiceFiles = () => storedFiles(s, 'services');
const fileOf = (url: unknown) => uploadedFile(s, url);
const approve = (id: number) => s.postJson(`/api/admin/services/${id}/approve`, admin);

describe('token first', () => {
  it('answers 401 without a token on the write and owner calls, even with a bad input', async () => {
    for (const r of [
      await s.post('/api/post-service?slug_id=', null, { title: '' }),
      await s.get('/api/my-service?limit=zz'),
      await s.post('/api/service-delete', null, { id: 'x' }),
      await s.post('/api/request-service', null, {}),
    ]) {
      expectFailure(r, 401, 'User is not authenticated', 'UNAUTHENTICATED');
    }
  });
});

describe('get-service-type', () => {
  it('lists the active service types without a token', async () => {
    const [off] = await s.db
      .insert(service_types)
      .values({ name: `Retired ${uniqueTag('st')}`, status: 0 })
      .returning();
    const r = await s.get('/api/get-service-type');
    expect(r.status).toBe(200);
    const body = serviceTypeAnswer.parse(r.body);
    expect(body.data.map((t) => t.id)).toContain(typeId);
    expect(body.data.map((t) => t.id)).not.toContain(off?.id);
    expect(body.total).toBe(body.data.length);
    // The seed's icons are absolute URLs.
    expect(body.data[0]?.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/seed\/icons\//);
  });
});

describe('post-service: create', () => {
  it('creates a pending service with its title photo, gallery and documents; listed once approved', async () => {
    const u = await freshPoster(s);
    const svc = await createService(u.token, {
      title_image: '',
      photo: img('cover.png'), // the spec's other spelling
      'image[]': [img('g1.png'), img('g2.png')], // the spec's other spelling of gallery_images[]
      'gallery_images[]': img('g3.png'),
      'documents[]': upload(PDF, 'rates.pdf'),
    });
    expect(svc).toMatchObject({
      user_id: u.id,
      service_type_id: typeId,
      request_status: 'pending',
      status: 0,
      city: 'Pune',
      price: 1500,
      phone: '+919820011111',
      whatsapp_number: '+919820011111',
      email: 'hello@pipemasters.test',
      rating_avg: 0,
      rating_count: 0,
      total_click: 0,
      is_owner: true,
      is_requested: false,
      my_rating: null,
      ratings: [],
      reject_reason: null,
      customer: { id: u.id, is_verified: false },
    });
    expect(svc.slug_id).toBe(
      svc.title
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/\s+/g, '-'),
    );
    expect(svc.gallery_images).toHaveLength(3);
    expect(svc.gallery_images[0]).toMatchObject({ id: expect.any(Number), image: expect.stringMatching(/\.png$/) });
    expect(svc.documents).toEqual([
      { id: expect.any(Number), name: expect.stringMatching(/\.pdf$/), url: expect.any(String) },
    ]);
    expect(svc.title_image).toContain('/uploads/services/images/');
    for (const url of [svc.title_image, ...svc.gallery_images.map((g) => g.image_url), svc.documents[0]?.url ?? ''])
      expect(existsSync(fileOf(url)), url).toBe(true);

    // Not listed until approved.
    expect((await s.get(`/api/get-service?id=${svc.id}`)).body).toMatchObject({ total: 0 });
    expect((await approve(svc.id)).status).toBe(200);
    const listed = serviceListAnswer.parse((await s.get(`/api/get-service?id=${svc.id}`)).body);
    expect(listed).toMatchObject({ total: 1, data: [{ id: svc.id, request_status: 'approved', status: 1 }] });
    expect(listed.data[0]?.gallery_images.map((g) => g.id)).toEqual(svc.gallery_images.map((g) => g.id));
  });

  it('answers each validation text word for word', async () => {
    const u = await freshPoster(s);
    const cases: [FormFields, string][] = [
      [{ title: '' }, MESSAGES.titleRequired],
      [{ description: '  ' }, MESSAGES.descriptionRequired],
      [{ service_type_id: '' }, M.serviceTypeRequired],
      [{ service_type_id: 'plumbing' }, M.serviceTypeRequired],
      [{ service_type_id: '99999999' }, M.serviceTypeRequired],
      [{ city: '' }, MESSAGES.pleaseFillAllFields],
      [{ location: '' }, MESSAGES.pleaseFillAllFields],
      [{ phone: '12' }, MESSAGES.phoneInvalid],
      [{ whatsapp_number: 'call me' }, M.whatsappInvalid],
      [{ email: 'not-an-email' }, MESSAGES.emailInvalid],
      [{ website_link: 'pipemasters.example' }, M.websiteInvalid],
      [{ price: '-5' }, M.priceInvalid],
      [{ price: 'cheap' }, M.priceInvalid],
      [{ title: 'x'.repeat(256) }, 'Title must be at most 255 characters'],
      [{ title_image: '' }, MESSAGES.titleImageRequired],
    ];
    for (const [over, message] of cases) {
      expectFailure(await s.post('/api/post-service', u.token, serviceForm(over)), 400, message);
    }
    // Nothing was written, nothing was used.
    expect(await s.db.select().from(services).where(eq(services.user_id, u.id))).toEqual([]);
  });

  it('refuses bad uploads by content, leaving no row and no file', async () => {
    const u = await freshPoster(s);
    const filesBefore = storedServiceFiles();
    const cases: [FormFields, number, string?][] = [
      [{ title_image: upload(Buffer.from('not a photo'), 'x.png', 'image/png') }, 400, MESSAGES.photoRule],
      [{ title_image: upload(tinyPng, 'small.png', 'image/png') }, 400, MESSAGES.photoRule],
      // A PDF named like a photo in the gallery, after a good gallery photo: neither is kept.
      [{ 'gallery_images[]': [img('ok.png'), upload(PDF, 'fake.png', 'image/png')] }, 400, MESSAGES.photoRule],
      [{ 'documents[]': upload(Buffer.from([0, 1, 2, 3, 4]), 'x.pdf', 'application/pdf') }, 415],
      [{ 'documents[]': upload(png, 'photo.pdf', 'application/pdf') }, 415],
    ];
    for (const [over, status, message] of cases) {
      expectFailure(await s.post('/api/post-service', u.token, serviceForm(over)), status, message);
    }
    expect(await s.db.select().from(services).where(eq(services.user_id, u.id))).toEqual([]);
    expect(storedServiceFiles()).toEqual(filesBefore);
    expect(await usedFeature(s, u.id, 'service_list')).toBe(0);
  });

  it('needs a complete profile first, then service_list with a unit left (one used per new service)', async () => {
    // Profile first: even without a package the answer is about the profile.
    const incomplete = await freshUser(s);
    expectFailure(await s.post('/api/post-service', incomplete.token, serviceForm()), 403, MESSAGES.profileIncomplete);
    await givePackage(s, incomplete.id, 'Premium');
    expectFailure(await s.post('/api/post-service', incomplete.token, serviceForm()), 403, MESSAGES.profileIncomplete);

    const unsubscribed = await freshUser(s, COMPLETE_PROFILE);
    expectFailure(await s.post('/api/post-service', unsubscribed.token, serviceForm()), 403, MESSAGES.notSubscribed);

    const starter = await freshPoster(s, 'Starter'); // one service_list unit
    const first = await createService(starter.token);
    expect(await usedFeature(s, starter.id, 'service_list')).toBe(1);
    expectFailure(await s.post('/api/post-service', starter.token, serviceForm()), 403, MESSAGES.packageLimitOver);
    // An edit uses no unit.
    const edit = await s.post(`/api/post-service?slug_id=${first.slug_id}`, starter.token, { timing: '24×7' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await usedFeature(s, starter.id, 'service_list')).toBe(1);
    expect(await s.db.select().from(services).where(eq(services.user_id, starter.id))).toHaveLength(1);
  });

  it('uses units atomically: three racing creates with one unit left make one service, no orphan file', async () => {
    const starter = await freshPoster(s, 'Starter');
    const filesBefore = storedServiceFiles().length;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => s.post('/api/post-service', starter.token, serviceForm())),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403]);
    for (const a of answers.filter((x) => x.status === 403)) expect(a.body.message).toBe(MESSAGES.packageLimitOver);
    expect(await s.db.select().from(services).where(eq(services.user_id, starter.id))).toHaveLength(1);
    expect(storedServiceFiles().length - filesBefore).toBe(1);
  });

  it('gives two services of one title distinct slugs, and takes a wanted slug', async () => {
    const u = await freshPoster(s);
    const title = `Same Title ${uniqueTag('t')}`;
    const a = await createService(u.token, { title });
    const b = await createService(u.token, { title });
    expect(b.slug_id).toBe(`${a.slug_id}-2`);
    const c = await createService(u.token, { slug_id: `My Wanted ${uniqueTag('slug')}` });
    expect(c.slug_id).toMatch(/^my-wanted-slug-/);
  });
});

describe('post-service: edit', () => {
  it('edits the owner’s service by ?slug_id: fields, files added and removed, back to review', async () => {
    const u = await freshPoster(s);
    const svc = await createService(u.token, {
      'gallery_images[]': [img('g1.png'), img('g2.png')],
      'documents[]': [upload(PDF, 'a.pdf'), upload(PDF, 'b.pdf')],
    });
    await approve(svc.id);
    const [g1, g2] = svc.gallery_images;
    const [d1, d2] = svc.documents;
    if (!g1 || !g2 || !d1 || !d2) throw new Error('files missing');
    const r = await s.post(`/api/post-service?slug_id=${svc.slug_id}`, u.token, {
      title: 'Renamed plumbing',
      price: '',
      remove_gallery: String(g1.id),
      'remove_doc[]': [String(d1.id), String(d2.id)],
      'image[]': img('g3.png'),
      title_image: img('new-cover.png'),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(M.serviceUpdated);
    const e = serviceDetailAnswer.parse(r.body).data;
    expect(e).toMatchObject({
      id: svc.id,
      slug_id: svc.slug_id,
      title: 'Renamed plumbing',
      price: null,
      description: svc.description,
      documents: [],
      request_status: 'pending',
      status: 0,
    });
    expect(e.gallery_images.map((g) => g.id)).toEqual([g2.id, expect.any(Number)]);
    expect(existsSync(fileOf(g1.image_url))).toBe(false);
    expect(existsSync(fileOf(d1.url))).toBe(false);
    expect(existsSync(fileOf(d2.url))).toBe(false);
    expect(existsSync(fileOf(svc.title_image))).toBe(false);
    expect(existsSync(fileOf(g2.image_url))).toBe(true);
    expect(existsSync(fileOf(e.title_image))).toBe(true);
    // A new slug when asked.
    const renamed = await s.post(`/api/post-service?slug_id=${svc.slug_id}`, u.token, { slug_id: `moved ${svc.id}` });
    expect(serviceDetailAnswer.parse(renamed.body).data.slug_id).toBe(`moved-${svc.id}`);
  });

  it('refuses another user’s service (403), an unknown one (404) and blank required fields', async () => {
    const owner = await freshPoster(s);
    const other = await freshPoster(s);
    const svc = await createService(owner.token);
    expectFailure(
      await s.post(`/api/post-service?slug_id=${svc.slug_id}`, other.token, { title: 'Mine now' }),
      403,
      M.notServiceOwner,
    );
    expectFailure(
      await s.post('/api/post-service?slug_id=no-such-service', other.token, { title: 'x' }),
      404,
      M.serviceNotFound,
    );
    expectFailure(
      await s.post(`/api/post-service?slug_id=${svc.slug_id}`, owner.token, { title: ' ' }),
      400,
      MESSAGES.titleRequired,
    );
    expectFailure(
      await s.post(`/api/post-service?slug_id=${svc.slug_id}`, owner.token, { remove_gallery: 'a,b' }),
      400,
      'Ids must be a comma separated list of numbers',
    );
    const [row] = await s.db.select().from(services).where(eq(services.id, svc.id));
    expect(row?.title).toBe(svc.title);
  });

  it('ignores removal ids of other services', async () => {
    const owner = await freshPoster(s);
    const other = await freshPoster(s);
    const mine = await createService(owner.token);
    const theirs = await createService(other.token, { 'gallery_images[]': img() });
    const theirImage = theirs.gallery_images[0];
    if (!theirImage) throw new Error('no gallery');
    const r = await s.post(`/api/post-service?slug_id=${mine.slug_id}`, owner.token, {
      remove_gallery: String(theirImage.id),
    });
    expect(r.status).toBe(200);
    expect(await s.db.select().from(service_files).where(eq(service_files.id, theirImage.id))).toHaveLength(1);
  });
});

describe('get-service', () => {
  it('filters by type, city, search and owner, sorts and pages; only approved and active ones', async () => {
    const owner = await freshUser(s);
    const city = `City${uniqueTag('c').replace(/\W/g, '')}`;
    const [type2] = await s.db
      .insert(service_types)
      .values({ name: `Gardening ${uniqueTag('g')}` })
      .returning();
    if (!type2) throw new Error('no type');
    const cheap = await freshService(s, owner.id, {
      city,
      price: 500,
      rating_avg: 4.5,
      rating_count: 2,
      total_click: 3,
    });
    const dear = await freshService(s, owner.id, {
      city,
      price: 5000,
      service_type_id: type2.id,
      company_name: 'Greenfingers',
      rating_avg: 3,
      rating_count: 1,
      total_click: 9,
    });
    const admins = await freshService(s, null, { city, price: 800 });
    const pending = await freshService(s, owner.id, { city, request_status: 'pending', status: 0 });
    const off = await freshService(s, owner.id, { city, status: 0 });
    const ids = async (q: string) => {
      const r = await s.get(`/api/get-service?city=${city.toLowerCase()}&${q}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return serviceListAnswer.parse(r.body).data.map((x) => x.id);
    };
    expect(await ids('')).toEqual([admins.id, dear.id, cheap.id]);
    expect(await ids('')).not.toContain(pending.id);
    expect(await ids('')).not.toContain(off.id);
    expect(await ids(`service_type_id=${type2.id}`)).toEqual([dear.id]);
    expect(await ids('search=greenfingers')).toEqual([dear.id]);
    expect(await ids(`search=${encodeURIComponent(type2.name)}`)).toEqual([dear.id]);
    // The type's name is part of the searched text (migration 0033's triggers): a rename is found at once, and
    // a service moved to another type is found by that type's name.
    const renamed = `Renamed ${type2.name}`.toUpperCase();
    await s.db.update(service_types).set({ name: renamed }).where(eq(service_types.id, type2.id));
    expect(await ids(`search=${encodeURIComponent(renamed.toLowerCase())}`)).toEqual([dear.id]);
    const [before] = await s.db.select().from(services).where(eq(services.id, cheap.id));
    await s.db.update(services).set({ service_type_id: type2.id }).where(eq(services.id, cheap.id));
    expect(await ids(`search=${encodeURIComponent(renamed)}`)).toEqual([dear.id, cheap.id]);
    await s.db.update(services).set({ service_type_id: before?.service_type_id }).where(eq(services.id, cheap.id));
    expect(await ids(`search=${encodeURIComponent(renamed)}`)).toEqual([dear.id]);
    expect(await ids(`user_id=${owner.id}`)).toEqual([dear.id, cheap.id]);
    expect(await ids('sort=oldest')).toEqual([cheap.id, dear.id, admins.id]);
    expect(await ids('sort=price_asc')).toEqual([cheap.id, admins.id, dear.id]);
    expect(await ids('sort=price_desc')).toEqual([dear.id, admins.id, cheap.id]);
    expect(await ids('sort=top_rated')).toEqual([cheap.id, dear.id, admins.id]);
    expect(await ids('sort=most_viewed')).toEqual([dear.id, cheap.id, admins.id]);
    expect(await ids('limit=1&offset=1')).toEqual([dear.id]);
    expect(await ids(`id=${dear.id}`)).toEqual([dear.id]);
    expect(await ids(`slug_id=${cheap.slug_id}`)).toEqual([cheap.id]);
    const r = serviceListAnswer.parse((await s.get(`/api/get-service?city=${city}&limit=1`)).body);
    expect(r).toMatchObject({ error: false, message: M.fetched, total: 3 });
    expect(r.data[0]).toMatchObject({ user_id: null, rating_avg: 0, rating_count: 0, total_click: 0 });
    const top = serviceListAnswer.parse((await s.get(`/api/get-service?city=${city}&sort=top_rated&limit=1`)).body);
    expect(top.data[0]).toMatchObject({ rating_avg: 4.5, rating_count: 2, total_click: 3 });
    const none = await s.get(`/api/get-service?city=${city}&search=zzzznothing`);
    expect(none.body).toMatchObject({ error: false, message: M.empty, total: 0, data: [] });
    expectFailure(await s.get('/api/get-service?sort=cheapest'), 400);
    expectFailure(await s.get('/api/get-service?limit=101'), 400, 'limit must be at most 100');
    expectFailure(await s.get('/api/get-service?service_type_id=abc'), 400);
  });

  it('searches with the column separator among visible services only (regression: a pending one was listed)', async () => {
    const owner = await freshUser(s);
    // The separator of the stored search text (listing-kit's SEARCH_SEPARATOR): such a search is matched column by
    // column, and those matches must stay one condition beside "visible".
    const company = `Sep\u001f${uniqueTag('x')}`;
    const shown = await freshService(s, owner.id, { company_name: company });
    await freshService(s, owner.id, { company_name: company, request_status: 'pending', status: 0 });
    const r = await s.get(`/api/get-service?search=${encodeURIComponent(company)}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(serviceListAnswer.parse(r.body).data.map((x) => x.id)).toEqual([shown.id]);
  });

  it('caps `total` at 1,000 matches with total_capped; exact below it', async () => {
    const city = `Many${uniqueTag('c').replace(/\W/g, '')}`;
    const one = await freshService(s, null, { city, title: 'Capped plumbing' });
    const list = async (q: string) => {
      const r = await s.get(`/api/get-service?city=${city}&${q}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return serviceListAnswer.parse(r.body);
    };
    expect(await list('')).toMatchObject({ total: 1, total_capped: false });
    // A page past the end is empty and still counts the matches (the count and the page are one statement).
    expect(await list('offset=5')).toMatchObject({ total: 1, total_capped: false, data: [] });
    expect(await list('search=capped%20plumbing&offset=5')).toMatchObject({ total: 1, data: [] });
    await cloneRows(s.db, 'services', one.id, 999);
    expect(await list('limit=5')).toMatchObject({ total: 1000, total_capped: false });
    await cloneRows(s.db, 'services', one.id, 5);
    const capped = await list('limit=5&offset=1000');
    expect(capped).toMatchObject({ total: 1000, total_capped: true });
    expect(capped.data).toHaveLength(5); // pages past the cap are still served
    // A text search counts three pages past the one asked for (countCap), without the join to service_types; the
    // pages it numbers can be reached, and counting goes further from there.
    expect(await list('search=capped%20plumbing&limit=10')).toMatchObject({ total: 40, total_capped: true });
    // Its pages come in the list's order, each its own rows.
    const first = await list('search=capped%20plumbing&limit=10');
    const second = await list('search=capped%20plumbing&limit=10&offset=10');
    const ids = [...first.data, ...second.data].map((x) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(20);
    const oldest = await list('search=capped%20plumbing&limit=10&sort=oldest');
    expect(oldest.data.map((x) => x.id)).toEqual(oldest.data.map((x) => x.id).sort((a, b) => a - b));
    const further = await list('search=capped%20plumbing&limit=10&offset=50');
    expect(further).toMatchObject({ total: 90, total_capped: true });
    expect(further.data).toHaveLength(10);
    expect(await list('search=capped%20plumbing&limit=100&offset=990')).toMatchObject({
      total: 1000,
      total_capped: true,
    });
    // The stored search text is not part of the answer.
    const raw = await s.get(`/api/get-service?city=${city}&search=plumbing&limit=1`);
    expect((raw.body.data as Record<string, unknown>[])[0]).not.toHaveProperty('search_text');
    await dropCity(s.db, 'services', city);
  });
});

describe('service-detail and service-get', () => {
  it('answers a visible service with its owner card, ratings and the viewer’s own rating', async () => {
    const owner = await freshUser(s, COMPLETE_PROFILE);
    const viewer = await freshUser(s);
    const rater = await freshUser(s);
    const svc = await freshService(s, owner.id, { rating_avg: 4, rating_count: 2 });
    await s.db.insert(ratings).values([
      { user_id: viewer.id, service_id: svc.id, ratting: 5, comment: 'Great' },
      { user_id: rater.id, service_id: svc.id, ratting: 3, comment: 'Fine' },
    ]);
    const visitor = serviceDetailAnswer.parse((await s.get(`/api/service-detail?slug=${svc.slug_id}`)).body).data;
    expect(visitor).toMatchObject({
      id: svc.id,
      is_owner: false,
      my_rating: null,
      is_requested: false,
      reject_reason: null,
      rating_avg: 4,
      rating_count: 2,
      customer: { id: owner.id, name: owner.row.name, mobile: COMPLETE_PROFILE.mobile, is_verified: false },
    });
    expect(visitor.ratings.map((x) => x.ratting).sort()).toEqual([3, 5]);
    const mine = serviceDetailAnswer.parse(
      (await s.get(`/api/service-get?slug_id=${svc.slug_id}&user_id=${owner.id}`, viewer.token)).body,
    ).data;
    // user_id in the query is never trusted: the token decides.
    expect(mine).toMatchObject({
      is_owner: false,
      my_rating: { ratting: 5, comment: 'Great', user: { id: viewer.id } },
    });
    // The badge of a verified poster; the newest SERVICE_RATINGS_ON_DETAIL ratings, most recently written first.
    await s.db.insert(verify_customers).values({ user_id: owner.id, kind: 'agent', status: 'success' });
    const raters = await Promise.all(Array.from({ length: SERVICE_RATINGS_ON_DETAIL }, () => freshUser(s)));
    await s.db.insert(ratings).values(
      raters.map((r, i) => ({
        user_id: r.id,
        service_id: svc.id,
        ratting: 1 + (i % 5),
        comment: `Rating ${i}`,
        updated_at: new Date(Date.UTC(2030, 0, 1 + i)),
      })),
    );
    const later = serviceDetailAnswer.parse((await s.get(`/api/service-detail?slug=${svc.slug_id}`)).body).data;
    expect(later.customer).toMatchObject({ id: owner.id, is_verified: true });
    expect(later.ratings.map((x) => x.comment)).toEqual(raters.map((_, i) => `Rating ${i}`).reverse());
    expect(later.ratings[0]).toMatchObject({
      user: { id: raters.at(-1)?.id, name: raters.at(-1)?.row.name ?? '' },
      updated_at: new Date(Date.UTC(2030, 0, SERVICE_RATINGS_ON_DETAIL)).toISOString(),
    });
    // The seed's services without a poster have no owner card.
    const adminService = await freshService(s, null);
    expect(
      serviceDetailAnswer.parse((await s.get(`/api/service-detail?slug_id=${adminService.slug_id}`)).body).data
        .customer,
    ).toBeNull();
  });

  it('shows pending and rejected services to their owner and admins only', async () => {
    const u = await freshPoster(s);
    const svc = await createService(u.token);
    const other = await freshUser(s);
    for (const path of [`/api/service-detail?slug=${svc.slug_id}`, `/api/service-get?slug_id=${svc.slug_id}`]) {
      expectFailure(await s.get(path), 404, M.serviceNotFound);
      expectFailure(await s.get(path, other.token), 404, M.serviceNotFound);
      expect((await s.get(path, u.token)).status).toBe(200);
      expect((await s.get(path, admin)).status).toBe(200);
    }
    const rejected = await s.postJson(`/api/admin/services/${svc.id}/reject`, admin, { reason: 'Blurry photos' });
    expect(rejected.body).toMatchObject({
      message: 'Service rejected',
      data: { id: svc.id, added_by: u.id, request_status: 'rejected', status: 0, reject_reason: 'Blurry photos' },
    });
    const ownerView = serviceDetailAnswer.parse((await s.get(`/api/service-get?slug_id=${svc.slug_id}`, u.token)).body);
    expect(ownerView.data).toMatchObject({
      request_status: 'rejected',
      is_owner: true,
      reject_reason: { reason: 'Blurry photos' },
    });
    // The admin sees it, without the owner's reject reason.
    const adminView = serviceDetailAnswer.parse((await s.get(`/api/service-get?slug_id=${svc.slug_id}`, admin)).body);
    expect(adminView.data.reject_reason).toBeNull();
  });

  it('validates the slug and answers 404 for an unknown one', async () => {
    expectFailure(await s.get('/api/service-detail'), 400, M.slugRequired);
    expectFailure(await s.get('/api/service-get'), 400, M.slugIdRequired);
    expectFailure(await s.get('/api/service-get?slug_id=no-such-service'), 404, M.serviceNotFound);
  });
});

describe('my-service', () => {
  it('lists the caller’s services in every state, newest first, with reject reasons', async () => {
    const u = await freshPoster(s);
    const other = await freshPoster(s);
    const a = await createService(u.token);
    const b = await createService(u.token);
    const c = await createService(u.token);
    await createService(other.token);
    await approve(a.id);
    await s.postJson(`/api/admin/services/${b.id}/reject`, admin, { reason: 'Wrong type' });
    const r = await s.get('/api/my-service', u.token);
    expect(r.status).toBe(200);
    const body = myServiceAnswer.parse(r.body);
    expect(body.total).toBe(3);
    expect(body.data.map((x) => [x.id, x.request_status])).toEqual([
      [c.id, 'pending'],
      [b.id, 'rejected'],
      [a.id, 'approved'],
    ]);
    expect(body.data[1]?.reject_reason).toMatchObject({ reason: 'Wrong type' });
    expect(body.data.every((x) => x.is_owner)).toBe(true);
    const rejected = myServiceAnswer.parse((await s.get('/api/my-service?request_status=rejected', u.token)).body);
    expect(rejected.data.map((x) => x.id)).toEqual([b.id]);
    const paged = myServiceAnswer.parse((await s.get('/api/my-service?limit=1&offset=2', u.token)).body);
    expect(paged).toMatchObject({ total: 3, data: [{ id: a.id }] });
    expectFailure(await s.get('/api/my-service?request_status=gone', u.token), 400);
    const empty = await s.get('/api/my-service', (await freshUser(s)).token);
    expect(empty.body).toMatchObject({ error: false, total: 0, data: [], message: M.empty });
  });
});

describe('service-delete', () => {
  it('deletes the owner’s service with its files; refuses others (403) and unknown ids (404)', async () => {
    const u = await freshPoster(s);
    const other = await freshPoster(s);
    const svc = await createService(u.token, { 'gallery_images[]': img(), 'documents[]': upload(PDF, 'd.pdf') });
    const urls = [svc.title_image, ...svc.gallery_images.map((g) => g.image_url), ...svc.documents.map((d) => d.url)];
    for (const url of urls) expect(existsSync(fileOf(url))).toBe(true);
    expectFailure(await s.post('/api/service-delete', other.token, { id: String(svc.id) }), 403, M.notServiceOwner);
    expectFailure(await s.post('/api/service-delete', u.token, { id: '99999999' }), 404, M.serviceNotFound);
    expectFailure(await s.post('/api/service-delete', u.token, {}), 400, M.idRequired);
    expect((await s.db.select().from(services).where(eq(services.id, svc.id))).length).toBe(1);

    const r = await s.post('/api/service-delete', u.token, { id: String(svc.id) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: M.serviceDeleted });
    expect(await s.db.select().from(services).where(eq(services.id, svc.id))).toEqual([]);
    expect(await s.db.select().from(service_files).where(eq(service_files.service_id, svc.id))).toEqual([]);
    for (const url of urls) expect(existsSync(fileOf(url)), url).toBe(false);
  });

  it('leaves the shared seed pictures alone', async () => {
    const u = await freshUser(s);
    const [seeded] = await s.db.select().from(services).limit(1);
    const svc = await freshService(s, u.id, { title_image: seeded?.title_image ?? '' });
    expect((await s.post('/api/service-delete', u.token, { id: String(svc.id) })).status).toBe(200);
    expect(existsSync(join(s.dataDir, 'uploads', seeded?.title_image ?? ''))).toBe(true);
  });
});

describe('request-service', () => {
  it('stores one request per user and service; a repeat is refused clearly and not duplicated', async () => {
    const owner = await freshUser(s);
    const asker = await freshUser(s);
    const svc = await freshService(s, owner.id);
    const r = await s.post('/api/request-service', asker.token, { service_id: String(svc.id), message: 'Call me' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(requestServiceAnswer.parse(r.body)).toMatchObject({
      message: M.requested,
      data: { service_id: svc.id, user_id: asker.id, message: 'Call me', status: 'pending' },
    });
    const again = await s.postJson('/api/request-service', asker.token, { service_id: svc.id });
    expectFailure(again, 400, M.alreadyRequested, 'ALREADY_EXISTS');
    const stored = await s.db
      .select()
      .from(service_requests)
      .where(and(eq(service_requests.service_id, svc.id), eq(service_requests.user_id, asker.id)));
    expect(stored).toHaveLength(1);
    // The detail tells the asker.
    const detail = serviceDetailAnswer.parse(
      (await s.get(`/api/service-detail?slug=${svc.slug_id}`, asker.token)).body,
    );
    expect(detail.data.is_requested).toBe(true);
  });

  it('refuses one’s own service, hidden or unknown services and a missing id', async () => {
    const owner = await freshUser(s);
    const svc = await freshService(s, owner.id);
    const hidden = await freshService(s, owner.id, { request_status: 'pending', status: 0 });
    expectFailure(await s.post('/api/request-service', owner.token, { service_id: String(svc.id) }), 403, M.ownRequest);
    const asker = await freshUser(s);
    expectFailure(
      await s.post('/api/request-service', asker.token, { service_id: String(hidden.id) }),
      404,
      M.serviceNotFound,
    );
    expectFailure(
      await s.post('/api/request-service', asker.token, { service_id: '99999999' }),
      404,
      M.serviceNotFound,
    );
    expectFailure(await s.post('/api/request-service', asker.token, {}), 400, M.serviceRequired);
    expectFailure(
      await s.post('/api/request-service', asker.token, { service_id: String(svc.id), message: 'x'.repeat(1001) }),
      400,
      'Message must be at most 1000 characters',
    );
    expect(await s.db.select().from(service_requests).where(eq(service_requests.user_id, asker.id))).toEqual([]);
  });
});

describe('admin review of services', () => {
  it('approves and rejects idempotently with one stored reason; needs an admin; 404s unknown ids', async () => {
    const owner = await freshUser(s);
    const svc = await freshService(s, owner.id, { request_status: 'pending', status: 0 });
    expectFailure(await s.postJson(`/api/admin/services/${svc.id}/approve`, owner.token), 403);
    expectFailure(await s.postJson(`/api/admin/services/${svc.id}/reject`, admin, {}), 400);
    for (const _ of [1, 2]) {
      const r = await s.postJson(`/api/admin/services/${svc.id}/reject`, admin, { reason: 'Not a real company' });
      expect(r.status).toBe(200);
    }
    const reasons = await s.db.select().from(reject_reasons).where(eq(reject_reasons.service_id, svc.id));
    expect(reasons).toHaveLength(1);
    const a = await approve(svc.id);
    expect(a.body).toMatchObject({
      message: 'Service approved',
      data: { request_status: 'approved', status: 1, reject_reason: null },
    });
    expect(await s.db.select().from(reject_reasons).where(eq(reject_reasons.service_id, svc.id))).toEqual([]);
    expectFailure(await approve(99999999), 404, 'Service not found');
    // A project's id is not a service's.
    expectFailure(await s.postJson('/api/admin/services/abc/approve', admin), 400);
  });
});

describe('deleting the account', () => {
  it('removes the user’s services with their files rows and requests', async () => {
    const u = await freshPoster(s);
    const svc = await createService(u.token, { 'gallery_images[]': img() });
    const other = await freshUser(s);
    const theirs = await freshService(s, other.id);
    await s.post('/api/request-service', u.token, { service_id: String(theirs.id) });
    const r = await s.post('/api/delete_user', u.token, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await s.db.select().from(services).where(eq(services.id, svc.id))).toEqual([]);
    expect(await s.db.select().from(service_files).where(eq(service_files.service_id, svc.id))).toEqual([]);
    expect(await s.db.select().from(service_requests).where(eq(service_requests.user_id, u.id))).toEqual([]);
  });
});
