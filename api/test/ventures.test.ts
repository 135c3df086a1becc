// Joint-venture posts and construction profiles (decision 017 "JV and construction"): lookups, lists, details,
// posting and editing with files checked by content, package gating, the owner's lists, deletion, review by an
// admin and view counts. Over real HTTP, on PGlite or PostgreSQL (DATABASE_URL).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, VENTURE_MESSAGES as V } from '@abode/shared/wire';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jv_constructions, service_files, service_lookups, service_views } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { cloneRows, dropCity } from './clone-rows.ts';
import type { FormFields, TestServer } from './helpers.ts';
import {
  COMPLETE_PROFILE,
  expectFailure,
  freshLookup,
  freshPost,
  freshPoster,
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
let png: Buffer;
let tinyPng: Buffer;
let lk: { post_type: number; jv_type: number; project_type: number; work_scope: number };

beforeAll(async () => {
  // Requests come from 127.0.0.1: trusting the loopback proxy makes X-Forwarded-For name the client.
  s = await startTestServer({ config: { trustProxy: 'loopback' } });
  admin = await s.login(DEMO_ACCOUNTS.admin);
  png = await testPicture();
  tinyPng = await testPicture(100, 100);
  lk = {
    post_type: await freshLookup(s, 'post_type'),
    jv_type: await freshLookup(s, 'jv_type'),
    project_type: await freshLookup(s, 'project_type'),
    work_scope: await freshLookup(s, 'work_scope'),
  };
});
afterAll(async () => {
  await s?.close();
});

const img = (name = 'photo.png') => upload(png, name, 'image/png');

function jvForm(overrides: FormFields = {}): FormFields {
  return {
    title: `Plot for joint development ${uniqueTag('jv')}`,
    post_type: String(lk.post_type),
    jv_type: String(lk.jv_type),
    company_name: 'Green Acres',
    land_size: '2 acres',
    phone: '98200 11111',
    email: 'Owner@Example.com',
    whatsapp_number: '+91 98200 22222',
    brokerage: '1%',
    website_link: 'https://greenacres.example',
    city: 'Pune',
    location: 'Baner, Pune',
    address: '12 Baner Road',
    description: 'Clear title, road on two sides.',
    ownership_status: 'Freehold',
    contact_name: 'Asha',
    expected_date: '2027-03-31',
    title_image: img('cover.png'),
    ...overrides,
  };
}

function constructionForm(overrides: FormFields = {}): FormFields {
  return {
    title: `Skyline Builders ${uniqueTag('co')}`,
    type: String(lk.project_type),
    work: String(lk.work_scope),
    company_name: 'Skyline',
    phone: '98200 33333',
    number_of_project: '42',
    city: 'Mumbai',
    location: 'Powai, Mumbai',
    description: 'Turnkey homes and offices.',
    area: '500k sq ft',
    start_date: '2009-06-01',
    photo: img('logo.png'),
    ...overrides,
  };
}

type Post = Record<string, unknown> & { id: number; slug_id: string };

async function createJv(token: string, overrides: FormFields = {}): Promise<Post> {
  const r = await s.post('/api/post-jv', token, jvForm(overrides));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as Post;
}

async function createConstruction(token: string, overrides: FormFields = {}): Promise<Post> {
  const r = await s.post('/api/post-construction', token, constructionForm(overrides));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as Post;
}

/** An admin approves a post (failing the test when the call does not succeed). */
async function approve(path: 'jv' | 'constructions', id: number) {
  const r = await s.postJson(`/api/admin/${path}/${id}/approve`, admin);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}
const approveJv = (id: number) => approve('jv', id);
const approveConstruction = (id: number) => approve('constructions', id);

const storedVentureFiles = () => storedFiles(s, 'ventures');
const fileOf = (url: unknown) => uploadedFile(s, url);

describe('lookups', () => {
  it('answer the active entries of each list, without a token', async () => {
    const retired = await freshLookup(s, 'jv_type', { status: 0 });
    for (const [path, id] of [
      ['get-jvtypes', lk.jv_type],
      ['get-post-type', lk.post_type],
      ['get-workscope', lk.work_scope],
      ['get-projecttype', lk.project_type],
    ] as const) {
      const r = await s.get(`/api/${path}`);
      expect(r.status, path).toBe(200);
      const data = r.body.data as { id: number; name: string; image: string }[];
      expect(data.map((d) => d.id)).toContain(id);
      expect(data.map((d) => d.id)).not.toContain(retired);
      expect(r.body.total).toBe(data.length);
    }
    // The seed's lists are there too, and the lists do not mix.
    const jvTypes = (await s.get('/api/get-jvtypes')).body.data as { name: string }[];
    expect(jvTypes.map((d) => d.name)).toContain('Joint Development');
    expect(jvTypes.map((d) => d.name)).not.toContain('Residential');
  });
});

describe('post-jv and post-construction: create', () => {
  it('creates a pending JV post with every field and its files, hidden until an admin approves it', async () => {
    const u = await freshPoster(s);
    const p = await createJv(u.token, {
      'gallery_images[]': [img('g1.png'), img('g2.png')],
      'image[]': img('g3.png'),
      'file_upload[]': upload(PDF, 'title-deed.pdf'),
    });
    expect(p).toMatchObject({
      kind: 'jv',
      request_status: 'pending',
      status: 0,
      post_type: lk.post_type,
      jv_type: lk.jv_type,
      land_size: '2 acres',
      brokerage: '1%',
      ownership_status: 'Freehold',
      expected_date: '2027-03-31',
      phone: '+919820011111',
      whatsapp_number: '+919820022222',
      email: 'owner@example.com',
      city: 'Pune',
      location: 'Baner, Pune',
      is_owner: true,
      rating_avg: 0,
      rating_count: 0,
      total_click: 0,
      customer: { id: u.id, is_verified: false },
      my_rating: null,
      ratings: [],
      reject_reason: null,
    });
    expect(String(p.post_type_name)).toMatch(/^Lookup/);
    expect(p.slug_id).toMatch(/^plot-for-joint-development-/);
    expect(p.gallery_images).toHaveLength(3);
    expect(p.file_upload).toHaveLength(1);
    expect(String(p.title_image)).toContain('/uploads/ventures/images/');
    expect(existsSync(fileOf(p.title_image))).toBe(true);
    for (const g of p.gallery_images as { image_url: string }[]) expect(existsSync(fileOf(g.image_url))).toBe(true);
    expect(existsSync(fileOf((p.file_upload as { url: string }[])[0]?.url))).toBe(true);

    // Hidden: not listed, and someone else (or a visitor) is told it does not exist.
    expect((await s.get(`/api/get-jv?search=${encodeURIComponent(String(p.title))}`)).body.total).toBe(0);
    expectFailure(await s.get(`/api/jv-get?slug_id=${p.slug_id}`), 404, V.notFound);
    const other = await freshUser(s);
    expectFailure(await s.get(`/api/jv-get?slug_id=${p.slug_id}`, other.token), 404, V.notFound);
    expect((await s.get(`/api/jv-get?slug_id=${p.slug_id}`, u.token)).status).toBe(200);

    const approved = await approveJv(p.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const list = await s.get(`/api/get-jv?search=${encodeURIComponent(String(p.title))}`);
    expect(list.body).toMatchObject({ error: false, total: 1, data: [{ id: p.id, request_status: 'approved' }] });
    const pub = await s.get(`/api/jv-get?slug_id=${p.slug_id}&user_id=${other.id}`, other.token);
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ id: p.id, is_owner: false, reject_reason: null, status: 1 });
    // A JV slug is not a construction.
    expectFailure(await s.get(`/api/construction-detail?slug=${p.slug_id}`), 404, V.notFound);
  });

  it('creates a construction profile with the second spellings of the files, listed by category once approved', async () => {
    const u = await freshPoster(s);
    const otherType = await freshLookup(s, 'project_type');
    const p = await createConstruction(u.token, {
      'image[]': img('g.png'),
      'file_upload[]': [upload(PDF, 'licence.pdf'), upload(Buffer.from('Plain text brochure'), 'b.txt')],
    });
    expect(p).toMatchObject({
      kind: 'construction',
      type: lk.project_type,
      work: lk.work_scope,
      number_of_project: 42,
      area: '500k sq ft',
      start_date: '2009-06-01',
      request_status: 'pending',
    });
    expect(p.gallery_images).toHaveLength(1);
    expect(p.file_upload).toHaveLength(2);
    expect((await approveConstruction(p.id)).status).toBe(200);
    const byCategory = await s.get(`/api/get-constructions?category=${lk.project_type}&limit=100`);
    expect((byCategory.body.data as { id: number }[]).map((d) => d.id)).toContain(p.id);
    const other = await s.get(`/api/get-constructions?category=${otherType}`);
    expect(other.body).toMatchObject({ total: 0, data: [] });
    const byWork = await s.get(`/api/get-constructions?work=${lk.work_scope}&city=mumbai&limit=100`);
    expect((byWork.body.data as { id: number }[]).map((d) => d.id)).toContain(p.id);
    for (const path of ['construction-detail?user_id=null&slug=', 'construction-get?slug_id=']) {
      const r = await s.get(`/api/${path}${p.slug_id}`);
      expect(r.status, path).toBe(200);
      expect(r.body.data).toMatchObject({ id: p.id, type_name: expect.stringMatching(/^Lookup/) });
    }
  });

  it('answers each validation text word for word and writes nothing', async () => {
    const u = await freshPoster(s);
    const before = await s.db.select({ id: jv_constructions.id }).from(jv_constructions);
    const retired = await freshLookup(s, 'post_type', { status: 0 });
    const jvCases: [FormFields, string][] = [
      [{ title: '' }, MESSAGES.titleRequired],
      [{ title: '   ' }, MESSAGES.titleRequired],
      [{ post_type: '' }, V.postTypeRequired],
      [{ post_type: String(lk.jv_type) }, V.postTypeRequired],
      [{ post_type: String(retired) }, V.postTypeRequired],
      [{ jv_type: 'abc' }, V.jvTypeRequired],
      [{ description: '' }, MESSAGES.descriptionRequired],
      [{ city: '' }, MESSAGES.pleaseFillAllFields],
      [{ location: '' }, MESSAGES.pleaseFillAllFields],
      [{ phone: '12' }, MESSAGES.phoneInvalid],
      [{ email: 'not-an-email' }, MESSAGES.emailInvalid],
      [{ whatsapp_number: 'call me' }, V.whatsappInvalid],
      [{ website_link: 'javascript:alert(1)' }, V.websiteInvalid],
      [{ expected_date: '2027-02-30' }, V.dateInvalid],
      [{ title_image: '' }, MESSAGES.titleImageRequired],
    ];
    for (const [over, message] of jvCases) {
      expectFailure(await s.post('/api/post-jv', u.token, jvForm(over)), 400, message);
    }
    const constructionCases: [FormFields, string][] = [
      [{ type: '' }, V.constructionTypeRequired],
      [{ type: String(lk.work_scope) }, V.constructionTypeRequired],
      [{ work: String(lk.project_type) }, V.workInvalid],
      [{ number_of_project: '-3' }, V.numberOfProjectInvalid],
      [{ start_date: 'yesterday' }, V.dateInvalid],
      [{ photo: '' }, MESSAGES.titleImageRequired],
    ];
    for (const [over, message] of constructionCases) {
      expectFailure(await s.post('/api/post-construction', u.token, constructionForm(over)), 400, message);
    }
    expect(await s.db.select({ id: jv_constructions.id }).from(jv_constructions)).toEqual(before);
    expect(await usedFeature(s, u.id, 'service_list')).toBe(0);
  });

  it('refuses bad uploads by content, leaving no row, no file and no unit used', async () => {
    const u = await freshPoster(s, 'Professional');
    const rowsBefore = await s.db.select({ id: jv_constructions.id }).from(jv_constructions);
    const filesBefore = storedVentureFiles();
    // A text file named .png, a photo too small, a PDF in the gallery.
    expectFailure(
      await s.post('/api/post-jv', u.token, jvForm({ title_image: upload(Buffer.from('not a photo'), 'x.png') })),
      400,
      MESSAGES.photoRule,
    );
    expectFailure(
      await s.post('/api/post-jv', u.token, jvForm({ title_image: upload(tinyPng, 'small.png', 'image/png') })),
      400,
      MESSAGES.photoRule,
    );
    // A PNG signature glued onto garbage is not a PNG either.
    const fake = Buffer.concat([png.subarray(0, 8), Buffer.alloc(300, 7)]);
    expectFailure(
      await s.post('/api/post-jv', u.token, jvForm({ 'gallery_images[]': [img(), upload(fake, 'fake.png')] })),
      400,
      MESSAGES.photoRule,
    );
    expectFailure(
      await s.post('/api/post-construction', u.token, constructionForm({ 'image[]': upload(PDF, 'g.png') })),
      400,
      MESSAGES.photoRule,
    );
    expectFailure(
      await s.post(
        '/api/post-construction',
        u.token,
        constructionForm({ 'file_upload[]': upload(Buffer.from([0, 1, 2, 3, 4]), 'x.pdf') }),
      ),
      415,
    );
    expect(await s.db.select({ id: jv_constructions.id }).from(jv_constructions)).toEqual(rowsBefore);
    expect(storedVentureFiles()).toEqual(filesBefore);
    expect(await usedFeature(s, u.id, 'service_list')).toBe(0);
  });

  it('keeps at most 20 gallery photos, refusing the save and its files beyond that', async () => {
    const u = await freshPoster(s);
    const p = await createJv(u.token, { 'gallery_images[]': Array.from({ length: 15 }, () => img()) });
    const filesBefore = storedVentureFiles();
    const r = await s.post(`/api/post-jv?slug_id=${p.slug_id}`, u.token, {
      'gallery_images[]': Array.from({ length: 6 }, () => img()),
    });
    expectFailure(r, 400, 'A post keeps at most 20 gallery photos');
    expect(storedVentureFiles()).toEqual(filesBefore);
    const rows = await s.db.select().from(service_files).where(eq(service_files.post_id, p.id));
    expect(rows).toHaveLength(15);
  });
});

describe('package gating (spec §6/§8)', () => {
  it('needs a complete profile first, then a package with service_list units, one used per new post', async () => {
    const incomplete = await freshUser(s);
    await givePackage(s, incomplete.id, 'Premium');
    expectFailure(await s.post('/api/post-jv', incomplete.token, jvForm()), 403, MESSAGES.profileIncomplete);
    // The profile is checked before the form: an empty form still gets the profile message.
    expectFailure(await s.post('/api/post-construction', incomplete.token, {}), 403, MESSAGES.profileIncomplete);

    const unsubscribed = await freshUser(s, COMPLETE_PROFILE);
    expectFailure(await s.post('/api/post-jv', unsubscribed.token, jvForm()), 403, MESSAGES.notSubscribed);
    expectFailure(
      await s.post('/api/post-construction', unsubscribed.token, constructionForm()),
      403,
      MESSAGES.notSubscribed,
    );

    const starter = await freshPoster(s, 'Starter'); // one service_list unit
    await createConstruction(starter.token);
    expectFailure(await s.post('/api/post-jv', starter.token, jvForm()), 403, MESSAGES.packageLimitOver);
    expect(await usedFeature(s, starter.id, 'service_list')).toBe(1);
    // Editing uses no unit.
    const [mine] = await s.db.select().from(jv_constructions).where(eq(jv_constructions.user_id, starter.id));
    const edit = await s.post(`/api/post-construction?slug_id=${mine?.slug_id}`, starter.token, { area: '1M sq ft' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await usedFeature(s, starter.id, 'service_list')).toBe(1);
  });

  it('uses units atomically: four racing posts with one unit left make one post and leave no file behind', async () => {
    const starter = await freshPoster(s, 'Starter');
    const filesBefore = storedVentureFiles().length;
    const answers = await Promise.all(Array.from({ length: 4 }, () => s.post('/api/post-jv', starter.token, jvForm())));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403, 403]);
    for (const a of answers.filter((x) => x.status === 403)) expect(a.body.message).toBe(MESSAGES.packageLimitOver);
    const made = await s.db.select().from(jv_constructions).where(eq(jv_constructions.user_id, starter.id));
    expect(made).toHaveLength(1);
    expect(storedVentureFiles().length - filesBefore).toBe(1);
  });
});

describe('editing (?slug_id=)', () => {
  it('edits the owner’s post: fields, slug, gallery and documents added and removed, files gone', async () => {
    const u = await freshPoster(s);
    const p = await createJv(u.token, {
      'gallery_images[]': [img('a.png'), img('b.png')],
      'file_upload[]': upload(PDF, 'deed.pdf'),
    });
    const gallery = p.gallery_images as { id: number; image_url: string }[];
    const docs = p.file_upload as { id: number; url: string }[];
    const r = await s.post(`/api/post-jv?slug_id=${p.slug_id}`, u.token, {
      title: 'Renamed plot',
      slug_id: 'renamed plot',
      land_size: '3 acres',
      expected_date: '',
      remove_gallery: `${gallery[0]?.id},999999`,
      'remove_doc[]': String(docs[0]?.id),
      'gallery_images[]': img('c.png'),
      title_image: img('new-cover.png'),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(V.jvUpdated);
    const e = r.body.data as Post;
    expect(e).toMatchObject({ id: p.id, title: 'Renamed plot', land_size: '3 acres', expected_date: null });
    expect(e.slug_id).toBe('renamed-plot');
    // Untouched fields stay.
    expect(e).toMatchObject({ brokerage: '1%', post_type: lk.post_type, city: 'Pune' });
    expect((e.gallery_images as { id: number }[]).map((g) => g.id)).not.toContain(gallery[0]?.id);
    expect(e.gallery_images).toHaveLength(2);
    expect(e.file_upload).toEqual([]);
    expect(existsSync(fileOf(gallery[0]?.image_url))).toBe(false);
    expect(existsSync(fileOf(gallery[1]?.image_url))).toBe(true);
    expect(existsSync(fileOf(docs[0]?.url))).toBe(false);
    expect(existsSync(fileOf(p.title_image))).toBe(false);
    expect(existsSync(fileOf(e.title_image))).toBe(true);
    // A required field may not be blanked on edit.
    expectFailure(
      await s.post(`/api/post-jv?slug_id=${e.slug_id}`, u.token, { title: '' }),
      400,
      MESSAGES.titleRequired,
    );
  });

  it('refuses someone else’s post, unknown slugs and the other kind', async () => {
    const owner = await freshPoster(s);
    const other = await freshPoster(s);
    const p = await createJv(owner.token);
    expectFailure(await s.post(`/api/post-jv?slug_id=${p.slug_id}`, other.token, { title: 'Mine' }), 403, V.notOwner);
    expectFailure(await s.post('/api/post-jv?slug_id=no-such-post', owner.token, { title: 'x' }), 404, V.notFound);
    expectFailure(
      await s.post(`/api/post-construction?slug_id=${p.slug_id}`, owner.token, { title: 'x' }),
      404,
      V.notFound,
    );
    const [row] = await s.db.select().from(jv_constructions).where(eq(jv_constructions.id, p.id));
    expect(row?.title).toBe(p.title);
  });

  it('sends an approved post back to review when edited', async () => {
    const u = await freshPoster(s);
    const p = await createConstruction(u.token);
    await approveConstruction(p.id);
    await s.post(`/api/post-construction?slug_id=${p.slug_id}`, u.token, { description: 'Now with interiors too.' });
    const [row] = await s.db.select().from(jv_constructions).where(eq(jv_constructions.id, p.id));
    expect(row).toMatchObject({ request_status: 'pending', status: 0, description: 'Now with interiors too.' });
  });
});

describe('the owner’s lists and review', () => {
  it('lists the caller’s posts of each kind in every state, with the reject reason', async () => {
    const u = await freshPoster(s);
    const a = await createJv(u.token);
    const b = await createJv(u.token);
    const c = await createConstruction(u.token);
    await approveJv(a.id);
    const rejected = await s.postJson(`/api/admin/jv/${b.id}/reject`, admin, { reason: 'Blurry title deed' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const jv = await s.get('/api/my-joint-venture', u.token);
    expect(jv.status).toBe(200);
    expect(jv.body.total).toBe(2);
    const items = jv.body.data as { id: number; request_status: string; reject_reason: { reason: string } | null }[];
    expect(items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(items[0]).toMatchObject({ request_status: 'rejected', reject_reason: { reason: 'Blurry title deed' } });
    expect(items[1]).toMatchObject({ request_status: 'approved', reject_reason: null });
    const onlyRejected = await s.get('/api/my-joint-venture?request_status=rejected', u.token);
    expect(onlyRejected.body.total).toBe(1);
    const cons = await s.get('/api/my-construction', u.token);
    expect((cons.body.data as { id: number }[]).map((i) => i.id)).toEqual([c.id]);
    // The owner's detail shows the reason; the post stays hidden from others.
    const detail = await s.get(`/api/jv-get?slug_id=${b.slug_id}`, u.token);
    expect(detail.body.data).toMatchObject({ reject_reason: { reason: 'Blurry title deed' } });
    expectFailure(await s.get(`/api/jv-get?slug_id=${b.slug_id}`), 404);
    // Another user's lists hold none of them.
    const other = await freshUser(s);
    expect((await s.get('/api/my-joint-venture', other.token)).body).toMatchObject({ total: 0, data: [] });
  });

  it('refuses a visitor with 401 before reading any input', async () => {
    const posts = ['/api/post-jv', '/api/post-construction', '/api/jv-construction-delete'];
    for (const path of posts) expectFailure(await s.post(path, null, { title: '' }), 401);
    for (const path of ['/api/my-joint-venture', '/api/my-construction', '/api/get_jv_construction_by_slug']) {
      expectFailure(await s.get(`${path}?limit=abc`), 401);
    }
    const customer = await freshUser(s);
    expectFailure(await s.postJson('/api/admin/jv/1/approve', customer.token), 403);
  });
});

describe('jv-construction-delete', () => {
  it('lets only the owner delete, removing the row, its files and what hangs on it', async () => {
    const owner = await freshPoster(s);
    const p = await createJv(owner.token, { 'gallery_images[]': img(), 'file_upload[]': upload(PDF, 'd.pdf') });
    const other = await freshUser(s);
    expectFailure(await s.post('/api/jv-construction-delete', other.token, { id: String(p.id) }), 403, V.notOwner);
    expectFailure(await s.post('/api/jv-construction-delete', owner.token, { id: '99999999' }), 404, V.notFound);
    expectFailure(await s.post('/api/jv-construction-delete', owner.token, { id: 'x' }), 400, V.idRequired);
    const keys = [
      p.title_image,
      (p.gallery_images as { image_url: string }[])[0]?.image_url,
      (p.file_upload as { url: string }[])[0]?.url,
    ];
    for (const k of keys) expect(existsSync(fileOf(k))).toBe(true);
    const r = await s.post('/api/jv-construction-delete', owner.token, { id: String(p.id) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(V.deleted);
    for (const k of keys) expect(existsSync(fileOf(k))).toBe(false);
    expect(await s.db.select().from(jv_constructions).where(eq(jv_constructions.id, p.id))).toEqual([]);
    expect(await s.db.select().from(service_files).where(eq(service_files.post_id, p.id))).toEqual([]);
  });

  it('never removes the seed’s shared pictures', async () => {
    const owner = await freshUser(s);
    const [seeded] = await s.db.select().from(jv_constructions).where(eq(jv_constructions.kind, 'jv')).limit(1);
    const p = await freshPost(s, owner.id, { title_image: seeded?.title_image ?? '' });
    expect(seeded?.title_image).toMatch(/^seed\//);
    expect((await s.post('/api/jv-construction-delete', owner.token, { id: String(p.id) })).status).toBe(200);
    expect(existsSync(join(s.dataDir, 'uploads', seeded?.title_image ?? ''))).toBe(true);
  });
});

describe('lists', () => {
  it('filters JV posts by post type, JV type, city and title words, newest first, paged', async () => {
    const owner = await freshUser(s);
    const city = `Town${uniqueTag('c').replace(/\W/g, '')}`;
    const pt = await freshLookup(s, 'post_type');
    const jt = await freshLookup(s, 'jv_type');
    const a = await freshPost(s, owner.id, { city, post_type: pt, jv_type: lk.jv_type, title: 'Riverside farm land' });
    const b = await freshPost(s, owner.id, { city, post_type: pt, jv_type: jt, title: 'Hilltop plot' });
    await freshPost(s, owner.id, { city, post_type: pt, request_status: 'pending', status: 0 });
    await freshPost(s, owner.id, { city, post_type: pt, status: 0 });
    await freshPost(s, owner.id, { city, kind: 'construction', type: lk.project_type });
    const ids = async (q: string) => {
      const r = await s.get(`/api/get-jv?city=${city.toLowerCase()}&${q}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return { ids: (r.body.data as { id: number }[]).map((d) => d.id), total: r.body.total };
    };
    expect(await ids('')).toEqual({ ids: [b.id, a.id], total: 2 });
    expect(await ids(`post_type=${pt}&jv_type=${jt}`)).toEqual({ ids: [b.id], total: 1 });
    expect(await ids('search=RIVERSIDE')).toEqual({ ids: [a.id], total: 1 });
    expect(await ids('search=100%')).toEqual({ ids: [], total: 0 });
    expect(await ids('limit=1&offset=1')).toEqual({ ids: [a.id], total: 2 });
    expect(await ids(`user_id=${owner.id}`)).toEqual({ ids: [b.id, a.id], total: 2 });
    const item = (await s.get(`/api/get-jv?city=${city}&limit=1`)).body.data as Record<string, unknown>[];
    expect(item[0]).toMatchObject({
      post_type_name: expect.stringMatching(/^Lookup/),
      jv_type_name: expect.any(String),
    });
    expectFailure(await s.get('/api/get-jv?limit=500'), 400);
    expectFailure(await s.get('/api/get-constructions?category=abc'), 400);
  });

  it('sorts by sort_by (newest, oldest, top rated, most viewed), ties by id, on both lists', async () => {
    const owner = await freshUser(s);
    const city = `Sort${uniqueTag('c').replace(/\W/g, '')}`;
    for (const [path, kind] of [
      ['get-jv', 'jv'],
      ['get-constructions', 'construction'],
    ] as const) {
      const a = await freshPost(s, owner.id, { kind, city, rating_avg: 4.5, rating_count: 2, total_click: 7 });
      const b = await freshPost(s, owner.id, { kind, city, rating_avg: 3, rating_count: 9, total_click: 30 });
      const c = await freshPost(s, owner.id, { kind, city, rating_avg: 4.5, rating_count: 2, total_click: 7 });
      const d = await freshPost(s, owner.id, { kind, city, rating_avg: 4.5, rating_count: 5, total_click: 0 });
      const ids = async (sort: string) => {
        const r = await s.get(`/api/${path}?city=${city}${sort}`);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return (r.body.data as { id: number }[]).map((x) => x.id);
      };
      expect(await ids('')).toEqual([d.id, c.id, b.id, a.id]);
      expect(await ids('&sort_by=newest')).toEqual([d.id, c.id, b.id, a.id]);
      expect(await ids('&sort_by=oldest')).toEqual([a.id, b.id, c.id, d.id]);
      expect(await ids('&sort_by=top_rated')).toEqual([d.id, c.id, a.id, b.id]);
      expect(await ids('&sort_by=most_viewed')).toEqual([b.id, c.id, a.id, d.id]);
      // Paging keeps the order: no row twice, none left out.
      const pages = [
        ...(await ids('&sort_by=top_rated&limit=2')),
        ...(await ids('&sort_by=top_rated&limit=2&offset=2')),
      ];
      expect(pages).toEqual([d.id, c.id, a.id, b.id]);
      expectFailure(
        await s.get(`/api/${path}?sort_by=price_asc`),
        400,
        'sort_by must be newest, oldest, top_rated or most_viewed',
        'VALIDATION',
      );
    }
  });

  it('caps `total` at 1,000 matches with total_capped on both lists; exact below it', async () => {
    for (const [path, kind] of [
      ['get-jv', 'jv'],
      ['get-constructions', 'construction'],
    ] as const) {
      const city = `Many${uniqueTag('c').replace(/\W/g, '')}`;
      const one = await freshPost(s, null, { kind, city });
      await cloneRows(s.db, 'jv_constructions', one.id, 999);
      const list = async (q: string) => {
        const r = await s.get(`/api/${path}?city=${city}&${q}`);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return r.body;
      };
      expect(await list('limit=1')).toMatchObject({ total: 1000, total_capped: false });
      await cloneRows(s.db, 'jv_constructions', one.id, 1);
      const capped = await list('limit=2&offset=999');
      expect(capped).toMatchObject({ total: 1000, total_capped: true });
      expect(capped.data).toHaveLength(2);
      await dropCity(s.db, 'jv_constructions', city);
    }
  });

  it('serves the seeded demo posts in several cities', async () => {
    const jv = await s.get('/api/get-jv?limit=100');
    const cons = await s.get('/api/get-constructions?limit=100');
    expect(Number(jv.body.total)).toBeGreaterThanOrEqual(3);
    expect(Number(cons.body.total)).toBeGreaterThanOrEqual(3);
    const cities = new Set((jv.body.data as { city: string }[]).map((d) => d.city));
    expect(cities.size).toBeGreaterThan(1);
  });
});

describe('view counts', () => {
  async function clicks(id: number): Promise<number> {
    const [row] = await s.db
      .select({ c: jv_constructions.total_click })
      .from(jv_constructions)
      .where(eq(jv_constructions.id, id));
    return row?.c ?? Number.NaN;
  }
  async function view(body: Record<string, string>, as: { token?: string; from?: string } = {}) {
    const headers = new Headers();
    if (as.token) headers.set('authorization', as.token);
    if (as.from) headers.set('x-forwarded-for', as.from);
    const f = new FormData();
    for (const [k, v] of Object.entries(body)) f.append(k, v);
    return s.call('/api/post_jv_construction_view_count', { method: 'POST', headers, body: f });
  }

  it('counts one view per visitor: a user by id, anyone else by address; the row holds the count', async () => {
    const owner = await freshUser(s);
    const p = await freshPost(s, owner.id);
    const viewer = await freshUser(s);
    const first = await view({ post_id: String(p.id) }, { token: viewer.token });
    expect(first.body).toMatchObject({ error: false, data: { id: p.id, total_click: 1, counted: true } });
    for (let i = 0; i < 3; i++) await view({ slug_id: p.slug_id }, { token: viewer.token, from: `198.51.100.${i}` });
    expect(await clicks(p.id)).toBe(1);
    await view({ id: String(p.id) }, { from: '203.0.113.5' });
    await view({ id: String(p.id) }, { from: '203.0.113.5' });
    const again = await view({ id: String(p.id) }, { from: '203.0.113.6' });
    expect(again.body.data).toMatchObject({ total_click: 3, counted: true });
    expect(await clicks(p.id)).toBe(3);
    const rows = await s.db.select().from(service_views).where(eq(service_views.post_id, p.id));
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.visitor).not.toContain('203.0.113');
    // The count shows on the by-slug call, which itself counts nothing.
    const bySlug = await s.get(`/api/get_jv_construction_by_slug?slug_id=${p.slug_id}`, viewer.token);
    expect(bySlug.body.data).toMatchObject({ id: p.id, kind: 'jv', total_click: 3 });
    expect(await clicks(p.id)).toBe(3);
  });

  it('counts ten concurrent requests of one visitor once, and again after 24 hours', async () => {
    const p = await freshPost(s, null, { kind: 'construction' });
    await Promise.all(Array.from({ length: 10 }, () => view({ post_id: String(p.id) }, { from: '192.0.2.77' })));
    expect(await clicks(p.id)).toBe(1);
    await s.db
      .update(service_views)
      .set({ viewed_at: sql`now() - interval '25 hours'` })
      .where(eq(service_views.post_id, p.id));
    await view({ post_id: String(p.id) }, { from: '192.0.2.77' });
    expect(await clicks(p.id)).toBe(2);
  });

  it('counts no view of a hidden post: 404 to others, the owner answered without counting', async () => {
    const owner = await freshUser(s);
    const p = await freshPost(s, owner.id, { request_status: 'pending', status: 0 });
    expectFailure(await view({ post_id: String(p.id) }), 404, V.notFound);
    const own = await view({ post_id: String(p.id) }, { token: owner.token });
    expect(own.body).toMatchObject({ error: false, data: { counted: false, total_click: 0 } });
    expectFailure(await view({}), 400, V.postRefRequired);
    expectFailure(await view({ post_id: '99999999' }), 404);
    expect(await clicks(p.id)).toBe(0);
  });

  it('get_jv_construction_by_slug needs a token and hides others’ pending posts', async () => {
    const owner = await freshUser(s);
    const p = await freshPost(s, owner.id, { request_status: 'pending', status: 0 });
    expectFailure(await s.get(`/api/get_jv_construction_by_slug?slug_id=${p.slug_id}`), 401);
    const other = await freshUser(s);
    expectFailure(await s.get(`/api/get_jv_construction_by_slug?slug_id=${p.slug_id}`, other.token), 404);
    const mine = await s.get(`/api/get_jv_construction_by_slug?slug=${p.slug_id}`, owner.token);
    expect(mine.body.data).toMatchObject({ id: p.id, is_owner: true });
    expectFailure(await s.get('/api/get_jv_construction_by_slug', owner.token), 400, V.slugRequired);
  });
});

describe('account deletion', () => {
  it('removes the user’s posts with everything hanging on them', async () => {
    const u = await freshPoster(s);
    const p = await createJv(u.token, { 'gallery_images[]': img() });
    const r = await s.post('/api/delete_user', u.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await s.db.select().from(jv_constructions).where(eq(jv_constructions.id, p.id))).toEqual([]);
    expect(await s.db.select().from(service_files).where(eq(service_files.post_id, p.id))).toEqual([]);
  });
});

describe('lookup integrity', () => {
  it('keeps a post’s lookup names when an entry is retired later', async () => {
    const owner = await freshUser(s);
    const pt = await freshLookup(s, 'post_type', { name: 'Retired kind' });
    const p = await freshPost(s, owner.id, { post_type: pt });
    await s.db.update(service_lookups).set({ status: 0 }).where(eq(service_lookups.id, pt));
    const r = await s.get(`/api/jv-get?slug_id=${p.slug_id}`);
    expect(r.body.data).toMatchObject({ post_type: pt, post_type_name: 'Retired kind' });
  });
});
