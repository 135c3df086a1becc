// Repair works (spec §3 "Repair work listing", §7): category lookups, get-repairworks, repairworks-detail /
// repairworks-get, post-repairworks (create and edit), my-repairworks, repairworks-delete, interests with
// approve and shortlist (repairworks_interested_users, get_repairworks_interested_users,
// repairworks_interested_approval, repairworks_shortlist-approval, repairworks_approved_users,
// my_repairwork_interested), and their admin review.
import { existsSync } from 'node:fs';
import {
  interestedUser,
  SERVICE_MESSAGES as M,
  MESSAGES,
  myRepairInterestedAnswer,
  myRepairWorkAnswer,
  repairDecisionAnswer,
  repairInterestAnswer,
  repairInterestedUsersAnswer,
  repairLookupAnswer,
  repairWorkDetailAnswer,
  repairWorkListAnswer,
} from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repair_work_interests, repair_works, service_files, service_lookups, services } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { cloneRows, dropCity } from './clone-rows.ts';
import type { FormFields, TestServer } from './helpers.ts';
import {
  COMPLETE_PROFILE,
  expectFailure,
  freshLookup,
  freshPoster,
  freshRepairWork,
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
let cat: number;
let sub: number;
let otherCat: number;
let otherSub: number;
let png: Buffer;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login(DEMO_ACCOUNTS.admin);
  cat = await freshLookup(s, 'repair_category');
  sub = await freshLookup(s, 'repair_sub_category', { parent_id: cat });
  otherCat = await freshLookup(s, 'repair_category');
  otherSub = await freshLookup(s, 'repair_sub_category', { parent_id: otherCat });
  png = await testPicture(160, 160, 'jpeg');
});
afterAll(async () => {
  await s?.close();
});

const img = (name = 'photo.jpg') => upload(png, name, 'image/jpeg');

function repairForm(overrides: FormFields = {}): FormFields {
  return {
    title: `Leaking tap ${uniqueTag('rw')}`,
    description: 'The kitchen tap drips all night.',
    repair_category_id: String(cat), // the spec's second spelling
    repair_subcategory_id: String(sub),
    city: 'Mumbai',
    location: 'Andheri West, Mumbai',
    phone: '98200 22222',
    service_date: '2031-05-04',
    contact_name: 'Ravi',
    location_of_issue: 'Kitchen',
    price: '800',
    photo: img('cover.jpg'),
    ...overrides,
  };
}

async function createRepair(token: string, overrides: FormFields = {}) {
  const r = await s.post('/api/post-repairworks', token, repairForm(overrides));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return repairWorkDetailAnswer.parse(r.body).data;
}

const storedRepairFiles = () => storedFiles(s, 'repair-works');
const fileOf = (url: unknown) => uploadedFile(s, url);
const approve = (id: number) => s.postJson(`/api/admin/repair-works/${id}/approve`, admin);

describe('token first', () => {
  it('answers 401 without a token on every write and owner call, even with a bad input', async () => {
    for (const r of [
      await s.post('/api/post-repairworks', null, { title: '' }),
      await s.get('/api/my-repairworks?offset=-1'),
      await s.post('/api/repairworks-delete', null, {}),
      await s.post('/api/repairworks_interested_users', null, { repairworks_id: 'x' }),
      await s.get('/api/get_repairworks_interested_users'),
      await s.get('/api/repairworks_interested_approval?status=7'),
      await s.get('/api/repairworks_shortlist-approval'),
      await s.get('/api/repairworks_approved_users'),
      await s.get('/api/my_repairwork_interested?type=zz'),
    ]) {
      expectFailure(r, 401, 'User is not authenticated', 'UNAUTHENTICATED');
    }
  });
});

describe('lookups', () => {
  it('lists the active categories and the sub-categories of one category, without a token', async () => {
    const retired = await freshLookup(s, 'repair_category', { status: 0 });
    const cats = repairLookupAnswer.parse((await s.get('/api/get-repairworks-category')).body);
    expect(cats.data.map((c) => c.id)).toEqual(expect.arrayContaining([cat, otherCat]));
    expect(cats.data.map((c) => c.id)).not.toContain(retired);
    expect(cats.data.map((c) => c.id)).not.toContain(sub);
    // The seed's categories, with their icons.
    expect(cats.data.find((c) => c.name === 'Plumbing')?.image).toContain('/uploads/seed/icons/repair-');
    const subs = repairLookupAnswer.parse(
      (await s.get(`/api/get-repairworks-sub-category?repair_category_id=${cat}`)).body,
    );
    expect(subs.data).toEqual([{ id: sub, name: expect.any(String), image: '', parent_id: cat }]);
    const all = repairLookupAnswer.parse((await s.get('/api/get-repairworks-sub-category')).body);
    expect(all.data.map((x) => x.id)).toEqual(expect.arrayContaining([sub, otherSub]));
    expect(all.data.every((x) => x.parent_id !== null)).toBe(true);
    expectFailure(await s.get('/api/get-repairworks-sub-category?repair_category_id=abc'), 400);
  });
});

describe('post-repairworks: create', () => {
  it('creates a pending repair work with category, sub-category and files; listed once approved', async () => {
    const u = await freshPoster(s);
    const rw = await createRepair(u.token, {
      'gallery_images[]': img('g.jpg'),
      'file_upload[]': upload(PDF, 'quote.pdf'),
    });
    expect(rw).toMatchObject({
      user_id: u.id,
      category_id: cat,
      sub_category_id: sub,
      category: { id: cat },
      sub_category: { id: sub },
      service_type_id: null,
      service_date: '2031-05-04',
      contact_name: 'Ravi',
      location_of_issue: 'Kitchen',
      phone: '+919820022222',
      price: 800,
      request_status: 'pending',
      status: 0,
      is_owner: true,
      is_interested: false,
      interested_count: 0,
      rating_avg: 0,
      rating_count: 0,
      total_click: 0,
    });
    expect(rw.gallery_images).toHaveLength(1);
    expect(rw.documents).toHaveLength(1);
    expect(rw.title_image).toContain('/uploads/repair-works/images/');
    expect(existsSync(fileOf(rw.title_image))).toBe(true);
    expect((await s.get(`/api/get-repairworks?id=${rw.id}`)).body).toMatchObject({ total: 0 });
    expect((await approve(rw.id)).body).toMatchObject({ message: 'Repair work approved' });
    expect((await s.get(`/api/get-repairworks?id=${rw.id}`)).body).toMatchObject({ total: 1 });
    // The first spellings work too; a sub-category is optional.
    const plain = await createRepair(u.token, {
      repair_category_id: '',
      repair_subcategory_id: '',
      category_id: String(otherCat),
      sub_category_id: String(otherSub),
    });
    expect(plain).toMatchObject({ category_id: otherCat, sub_category_id: otherSub });
    const noSub = await createRepair(u.token, { repair_subcategory_id: '' });
    expect(noSub).toMatchObject({ sub_category_id: null, sub_category: null });
  });

  it('answers each validation text word for word', async () => {
    const u = await freshPoster(s);
    const retired = await freshLookup(s, 'repair_category', { status: 0 });
    const cases: [FormFields, string][] = [
      [{ title: '' }, MESSAGES.titleRequired],
      [{ description: '' }, MESSAGES.descriptionRequired],
      [{ repair_category_id: '' }, MESSAGES.categoryRequired],
      [{ repair_category_id: '99999999' }, MESSAGES.categoryRequired],
      [{ repair_category_id: String(sub) }, MESSAGES.categoryRequired],
      [{ repair_category_id: String(retired) }, MESSAGES.categoryRequired],
      [{ repair_subcategory_id: String(otherSub) }, M.subCategoryInvalid],
      [{ repair_subcategory_id: String(cat) }, M.subCategoryInvalid],
      [{ service_type_id: '99999999' }, M.serviceTypeRequired],
      [{ city: '' }, MESSAGES.pleaseFillAllFields],
      [{ location: '' }, MESSAGES.pleaseFillAllFields],
      [{ service_date: '2031-02-30' }, M.dateInvalid],
      [{ service_date: 'tomorrow' }, M.dateInvalid],
      [{ phone: 'abc' }, MESSAGES.phoneInvalid],
      [{ email: 'x@' }, MESSAGES.emailInvalid],
      [{ photo: '' }, MESSAGES.titleImageRequired],
    ];
    for (const [over, message] of cases) {
      expectFailure(await s.post('/api/post-repairworks', u.token, repairForm(over)), 400, message);
    }
    expect(await s.db.select().from(repair_works).where(eq(repair_works.user_id, u.id))).toEqual([]);
  });

  it('refuses bad uploads by content, leaving no row and no file', async () => {
    const u = await freshPoster(s);
    const before = storedRepairFiles();
    expectFailure(
      await s.post('/api/post-repairworks', u.token, repairForm({ photo: upload(Buffer.from('GIF89a....'), 'x.jpg') })),
      400,
      MESSAGES.photoRule,
    );
    expectFailure(
      await s.post(
        '/api/post-repairworks',
        u.token,
        repairForm({ 'image[]': [img(), upload(Buffer.from('<svg/>'), 'x.jpg', 'image/jpeg')] }),
      ),
      400,
      MESSAGES.photoRule,
    );
    expectFailure(
      await s.post(
        '/api/post-repairworks',
        u.token,
        repairForm({ 'documents[]': upload(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0]), 'a.pdf') }),
      ),
      415,
    );
    expect(await s.db.select().from(repair_works).where(eq(repair_works.user_id, u.id))).toEqual([]);
    expect(storedRepairFiles()).toEqual(before);
  });

  it('gates new posts on the profile, then service_list (shared with services); edits use no unit', async () => {
    const incomplete = await freshUser(s);
    await givePackage(s, incomplete.id, 'Premium');
    expectFailure(
      await s.post('/api/post-repairworks', incomplete.token, repairForm()),
      403,
      MESSAGES.profileIncomplete,
    );
    const unsubscribed = await freshUser(s, COMPLETE_PROFILE);
    expectFailure(await s.post('/api/post-repairworks', unsubscribed.token, repairForm()), 403, MESSAGES.notSubscribed);
    const starter = await freshPoster(s, 'Starter'); // one service_list unit
    const rw = await createRepair(starter.token);
    expectFailure(await s.post('/api/post-repairworks', starter.token, repairForm()), 403, MESSAGES.packageLimitOver);
    // The same unit pays for services.
    const svc = await s.post('/api/post-service', starter.token, {
      title: 'Another',
      description: 'x',
      service_type_id: '1',
      city: 'Pune',
      location: 'Baner',
      title_image: img(),
    });
    expectFailure(svc, 403, MESSAGES.packageLimitOver);
    expect(await s.db.select().from(services).where(eq(services.user_id, starter.id))).toEqual([]);
    const edit = await s.post(`/api/post-repairworks?slug_id=${rw.slug_id}`, starter.token, { contact_name: 'Meera' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await usedFeature(s, starter.id, 'service_list')).toBe(1);
  });
});

describe('post-repairworks: edit', () => {
  it('edits the owner’s repair work: fields, sub-category rules, files added and removed', async () => {
    const u = await freshPoster(s);
    const rw = await createRepair(u.token, { 'gallery_images[]': img(), 'documents[]': upload(PDF, 'a.pdf') });
    const g = rw.gallery_images[0];
    const d = rw.documents[0];
    if (!g || !d) throw new Error('files missing');
    let r = await s.post(`/api/post-repairworks?slug_id=${rw.slug_id}`, u.token, {
      title: 'Tap replaced instead',
      service_date: '',
      remove_gallery: String(g.id),
      remove_doc: String(d.id),
      'gallery_images[]': img('new.jpg'),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(M.repairUpdated);
    let e = repairWorkDetailAnswer.parse(r.body).data;
    expect(e).toMatchObject({ slug_id: rw.slug_id, title: 'Tap replaced instead', service_date: null, documents: [] });
    expect(e.gallery_images).toHaveLength(1);
    expect(e.gallery_images[0]?.id).not.toBe(g.id);
    expect(existsSync(fileOf(g.image_url))).toBe(false);
    expect(existsSync(fileOf(d.url))).toBe(false);
    // A new category without a sub-category drops the old one (it belongs to the old category).
    r = await s.post(`/api/post-repairworks?slug_id=${rw.slug_id}`, u.token, { category_id: String(otherCat) });
    e = repairWorkDetailAnswer.parse(r.body).data;
    expect(e).toMatchObject({ category_id: otherCat, sub_category_id: null });
    expectFailure(
      await s.post(`/api/post-repairworks?slug_id=${rw.slug_id}`, u.token, { sub_category_id: String(sub) }),
      400,
      M.subCategoryInvalid,
    );
    r = await s.post(`/api/post-repairworks?slug_id=${rw.slug_id}`, u.token, {
      repair_subcategory_id: String(otherSub),
    });
    expect(repairWorkDetailAnswer.parse(r.body).data.sub_category_id).toBe(otherSub);
  });

  it('refuses another user’s repair work (403) and an unknown one (404)', async () => {
    const owner = await freshPoster(s);
    const other = await freshPoster(s);
    const rw = await createRepair(owner.token);
    expectFailure(
      await s.post(`/api/post-repairworks?slug_id=${rw.slug_id}`, other.token, { title: 'Mine' }),
      403,
      M.notRepairOwner,
    );
    expectFailure(await s.post('/api/post-repairworks?slug_id=nothing-here', other.token, {}), 404, M.repairNotFound);
  });

  it('sends an approved repair work back to review when edited', async () => {
    const u = await freshPoster(s);
    const rw = await createRepair(u.token);
    await approve(rw.id);
    await s.post(`/api/post-repairworks?slug_id=${rw.slug_id}`, u.token, { description: 'Now the shower too.' });
    const [row] = await s.db.select().from(repair_works).where(eq(repair_works.id, rw.id));
    expect(row).toMatchObject({ request_status: 'pending', status: 0 });
  });
});

describe('get-repairworks', () => {
  it('filters by category (either spelling), sub-category, city and search; sorts and pages', async () => {
    const owner = await freshUser(s);
    const city = `City${uniqueTag('c').replace(/\W/g, '')}`;
    const a = await freshRepairWork(s, owner.id, { city, category_id: cat, sub_category_id: sub, price: 300 });
    const b = await freshRepairWork(s, owner.id, {
      city,
      category_id: otherCat,
      sub_category_id: otherSub,
      price: 900,
      location_of_issue: 'Rooftop water tank',
      total_click: 5,
    });
    const hidden = await freshRepairWork(s, owner.id, { city, request_status: 'rejected', status: 0 });
    const ids = async (q: string) => {
      const r = await s.get(`/api/get-repairworks?city=${city}&${q}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return repairWorkListAnswer.parse(r.body).data.map((x) => x.id);
    };
    expect(await ids('')).toEqual([b.id, a.id]);
    expect(await ids('')).not.toContain(hidden.id);
    expect(await ids(`category_id=${cat}`)).toEqual([a.id]);
    expect(await ids(`repair_category_id=${otherCat}`)).toEqual([b.id]);
    expect(await ids(`sub_category_id=${sub}`)).toEqual([a.id]);
    expect(await ids(`repair_subcategory_id=${otherSub}`)).toEqual([b.id]);
    expect(await ids('search=rooftop')).toEqual([b.id]);
    expect(await ids('sort=price_asc')).toEqual([a.id, b.id]);
    expect(await ids('sort=most_viewed')).toEqual([b.id, a.id]);
    expect(await ids('limit=1&offset=1')).toEqual([a.id]);
    const list = repairWorkListAnswer.parse((await s.get(`/api/get-repairworks?city=${city}`)).body);
    expect(list.total).toBe(2);
    expect(list.data[1]).toMatchObject({ category: { id: cat }, sub_category: { id: sub } });
    // The seed's repair works are listed across the demo cities.
    const seeded = repairWorkListAnswer.parse((await s.get('/api/get-repairworks?limit=100')).body);
    expect(new Set(seeded.data.map((x) => x.city)).size).toBeGreaterThan(1);
    expect(seeded.data.some((x) => x.gallery_images.length > 0)).toBe(true);
    expectFailure(await s.get('/api/get-repairworks?category_id=x'), 400);
  });

  it('caps `total` at 1,000 matches with total_capped; exact below it', async () => {
    const city = `Many${uniqueTag('c').replace(/\W/g, '')}`;
    const one = await freshRepairWork(s, null, { city, category_id: cat });
    const list = async (q: string) => {
      const r = await s.get(`/api/get-repairworks?city=${city}&${q}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return repairWorkListAnswer.parse(r.body);
    };
    await cloneRows(s.db, 'repair_works', one.id, 999);
    expect(await list('limit=1')).toMatchObject({ total: 1000, total_capped: false });
    await cloneRows(s.db, 'repair_works', one.id, 1);
    const capped = await list(`category_id=${cat}&limit=2&offset=999`);
    expect(capped).toMatchObject({ total: 1000, total_capped: true });
    expect(capped.data).toHaveLength(2);
    await dropCity(s.db, 'repair_works', city);
  });
});

describe('repairworks-detail and repairworks-get', () => {
  it('answers visible ones to all, pending ones to the owner and admins only', async () => {
    const u = await freshPoster(s);
    const rw = await createRepair(u.token);
    const viewer = await freshUser(s);
    for (const path of [`/api/repairworks-detail?slug=${rw.slug_id}`, `/api/repairworks-get?slug_id=${rw.slug_id}`]) {
      expectFailure(await s.get(path), 404, M.repairNotFound);
      expectFailure(await s.get(path, viewer.token), 404, M.repairNotFound);
      expect((await s.get(path, u.token)).status).toBe(200);
      expect((await s.get(path, admin)).status).toBe(200);
    }
    await approve(rw.id);
    const seen = repairWorkDetailAnswer.parse((await s.get(`/api/repairworks-detail?slug=${rw.slug_id}`)).body).data;
    expect(seen).toMatchObject({ id: rw.id, is_owner: false, is_interested: false, customer: { id: u.id } });
    expectFailure(await s.get('/api/repairworks-detail'), 400, M.slugRequired);
    expectFailure(await s.get('/api/repairworks-get'), 400, M.slugIdRequired);
  });
});

describe('my-repairworks and repairworks-delete', () => {
  it('lists the caller’s repair works in every state and deletes them with their files', async () => {
    const u = await freshPoster(s);
    const other = await freshPoster(s);
    const a = await createRepair(u.token, { 'gallery_images[]': img() });
    const b = await createRepair(u.token);
    await createRepair(other.token);
    await s.postJson(`/api/admin/repair-works/${b.id}/reject`, admin, { reason: 'Duplicate' });
    const mine = myRepairWorkAnswer.parse((await s.get('/api/my-repairworks', u.token)).body);
    expect(mine.data.map((x) => [x.id, x.request_status])).toEqual([
      [b.id, 'rejected'],
      [a.id, 'pending'],
    ]);
    expect(mine.data[0]?.reject_reason).toMatchObject({ reason: 'Duplicate' });

    expectFailure(await s.post('/api/repairworks-delete', other.token, { id: String(a.id) }), 403, M.notRepairOwner);
    expectFailure(await s.post('/api/repairworks-delete', u.token, { id: '99999999' }), 404, M.repairNotFound);
    const files = [a.title_image, ...a.gallery_images.map((g) => g.image_url)];
    const r = await s.post('/api/repairworks-delete', u.token, { id: String(a.id) });
    expect(r.body).toMatchObject({ error: false, message: M.repairDeleted });
    expect(await s.db.select().from(repair_works).where(eq(repair_works.id, a.id))).toEqual([]);
    expect(await s.db.select().from(service_files).where(eq(service_files.repair_work_id, a.id))).toEqual([]);
    for (const f of files) expect(existsSync(fileOf(f)), f).toBe(false);
    expect(myRepairWorkAnswer.parse((await s.get('/api/my-repairworks', u.token)).body).total).toBe(1);
  });
});

describe('interests', () => {
  /** An owner's visible repair work and a user who is not its owner. */
  async function cast() {
    const owner = await freshUser(s);
    const user = await freshUser(s);
    const repair = await freshRepairWork(s, owner.id);
    return { owner, user, repair };
  }
  const interest = (token: string, fields: Record<string, string>) =>
    s.post('/api/repairworks_interested_users', token, fields);
  const stored = (repairId: number, userId: number) =>
    s.db
      .select()
      .from(repair_work_interests)
      .where(and(eq(repair_work_interests.repair_work_id, repairId), eq(repair_work_interests.customer_id, userId)));

  it('turns interest over without `type`, and sets it with `type` (never twice)', async () => {
    const { user, repair } = await cast();
    let r = await interest(user.token, { repairworks_id: String(repair.id) });
    expect(repairInterestAnswer.parse(r.body)).toMatchObject({
      message: M.interestAdded,
      data: { repairworks_id: repair.id, is_interested: 1 },
    });
    expect(await stored(repair.id, user.id)).toHaveLength(1);
    r = await interest(user.token, { repairworks_id: String(repair.id) });
    expect(r.body).toMatchObject({ message: M.interestRemoved, data: { is_interested: 0 } });
    expect(await stored(repair.id, user.id)).toHaveLength(0);
    for (const _ of [1, 2]) {
      r = await interest(user.token, { repairworks_id: String(repair.id), type: '1' });
      expect(r.body).toMatchObject({ data: { is_interested: 1 } });
    }
    expect(await stored(repair.id, user.id)).toHaveLength(1);
    const detail = repairWorkDetailAnswer.parse(
      (await s.get(`/api/repairworks-get?slug_id=${repair.slug_id}`, user.token)).body,
    );
    expect(detail.data).toMatchObject({
      is_interested: true,
      interested_count: 0,
      my_interest: { is_approved: false, is_shortlisted: false, created_at: expect.any(String) },
    });
    r = await interest(user.token, { repairworks_id: String(repair.id), type: '0' });
    r = await interest(user.token, { repairworks_id: String(repair.id), type: '0' });
    expect(r.body).toMatchObject({ data: { is_interested: 0 } });
    expect(await stored(repair.id, user.id)).toHaveLength(0);
    const after = repairWorkDetailAnswer.parse(
      (await s.get(`/api/repairworks-detail?slug=${repair.slug_id}`, user.token)).body,
    );
    expect(after.data).toMatchObject({ is_interested: false, my_interest: null });
  });

  it('refuses the own repair work, hidden or unknown ones, and a bad body', async () => {
    const { owner, user, repair } = await cast();
    expectFailure(await interest(owner.token, { repairworks_id: String(repair.id) }), 403, M.ownInterest);
    const hidden = await freshRepairWork(s, owner.id, { request_status: 'pending', status: 0 });
    expectFailure(await interest(user.token, { repairworks_id: String(hidden.id), type: '1' }), 404, M.repairNotFound);
    expectFailure(await interest(user.token, { repairworks_id: '99999999' }), 404, M.repairNotFound);
    expectFailure(await interest(user.token, {}), 400, M.repairRequired);
    expectFailure(
      await interest(user.token, { repairworks_id: String(repair.id), type: '2' }),
      400,
      'type must be 1 (add) or 0 (remove)',
    );
    expect(await stored(hidden.id, user.id)).toHaveLength(0);
  });

  it('lets the owner list, approve and shortlist; the user sees the state; others get 404', async () => {
    const { owner, user, repair } = await cast();
    const second = await freshUser(s);
    await interest(user.token, { repairworks_id: String(repair.id), type: '1' });
    await interest(second.token, { repairworks_id: String(repair.id), type: '1' });

    const list = repairInterestedUsersAnswer.parse(
      (await s.get(`/api/get_repairworks_interested_users?repairworks_id=${repair.id}`, owner.token)).body,
    );
    expect(list.total).toBe(2);
    expect(list.data.map((x) => x.id)).toEqual([user.id, second.id]);
    expect(list.data[0]).toMatchObject({ email: user.email, is_approved: false, is_shortlisted: false });
    const bySlug = await s.get(`/api/get_repairworks_interested_users?slug_id=${repair.slug_id}&limit=1`, owner.token);
    expect(bySlug.body).toMatchObject({ total: 2, data: [{ id: user.id }] });

    const decide = (path: string, userId: number, status: number, token = owner.token) =>
      s.get(`/api/${path}?repairworks_id=${repair.id}&user_id=${userId}&status=${status}`, token);
    for (const _ of [1, 2]) {
      const a = await decide('repairworks_interested_approval', user.id, 1);
      expect(repairDecisionAnswer.parse(a.body)).toMatchObject({
        message: M.approved,
        data: { id: user.id, is_approved: true, is_shortlisted: false },
      });
    }
    const sl = await decide('repairworks_shortlist-approval', second.id, 1);
    expect(interestedUser.parse(sl.body.data)).toMatchObject({
      id: second.id,
      is_shortlisted: true,
      is_approved: false,
    });
    expect(sl.body.message).toBe(M.shortlisted);

    const approved = repairInterestedUsersAnswer.parse(
      (await s.get(`/api/repairworks_approved_users?repairworks_id=${repair.id}`, owner.token)).body,
    );
    expect(approved.data.map((x) => x.id)).toEqual([user.id]);

    // The requester sees the owner's decision.
    const mine = myRepairInterestedAnswer.parse((await s.get('/api/my_repairwork_interested', user.token)).body);
    expect(mine).toMatchObject({
      total: 1,
      data: [{ id: repair.id, interest: { is_approved: true, is_shortlisted: false } }],
    });
    const approvedOnly = myRepairInterestedAnswer.parse(
      (await s.get('/api/my_repairwork_interested?type=approved', second.token)).body,
    );
    expect(approvedOnly.total).toBe(0);
    const shortlisted = myRepairInterestedAnswer.parse(
      (await s.get('/api/my_repairwork_interested?type=shortlisted', second.token)).body,
    );
    expect(shortlisted.data.map((x) => x.id)).toEqual([repair.id]);
    // …and on the detail, on both calls; the owner and a visitor have no interest of their own.
    const seen = async (path: string, token?: string) =>
      repairWorkDetailAnswer.parse((await s.get(`/api/${path}${repair.slug_id}`, token)).body).data.my_interest;
    expect(await seen('repairworks-detail?slug=', user.token)).toMatchObject({
      is_approved: true,
      is_shortlisted: false,
    });
    expect(await seen('repairworks-get?slug_id=', second.token)).toMatchObject({
      is_approved: false,
      is_shortlisted: true,
    });
    expect(await seen('repairworks-detail?slug=', owner.token)).toBeNull();
    expect(await seen('repairworks-get?slug_id=')).toBeNull();
    expectFailure(await s.get('/api/my_repairwork_interested?type=maybe', user.token), 400);

    // Taking it back; the owner's badge counts both.
    const un = await decide('repairworks_interested_approval', user.id, 0);
    expect(un.body).toMatchObject({ message: M.unapproved, data: { is_approved: false } });
    const ownerDetail = repairWorkDetailAnswer.parse(
      (await s.get(`/api/repairworks-get?slug_id=${repair.slug_id}`, owner.token)).body,
    );
    expect(ownerDetail.data.interested_count).toBe(2);

    // Nobody but the owner; nobody who never showed interest.
    expectFailure(
      await s.get(`/api/get_repairworks_interested_users?repairworks_id=${repair.id}`, user.token),
      404,
      M.repairNotFound,
    );
    expectFailure(await decide('repairworks_interested_approval', user.id, 1, second.token), 404, M.repairNotFound);
    const stranger = await freshUser(s);
    expectFailure(await decide('repairworks_shortlist-approval', stranger.id, 1), 404, M.interestNotFound);
    expectFailure(await s.get('/api/get_repairworks_interested_users', owner.token), 400, M.repairRequired);
    expectFailure(
      await s.get(
        `/api/repairworks_interested_approval?repairworks_id=${repair.id}&user_id=${user.id}&status=5`,
        owner.token,
      ),
      400,
      'status must be 1 or 0',
    );
  });
});

describe('admin review of repair works', () => {
  it('approves and rejects with a stored reason; 404s unknown ids; needs an admin', async () => {
    const owner = await freshUser(s);
    const rw = await freshRepairWork(s, owner.id, { request_status: 'pending', status: 0 });
    expectFailure(await s.postJson(`/api/admin/repair-works/${rw.id}/approve`, owner.token), 403);
    const r = await s.postJson(`/api/admin/repair-works/${rw.id}/reject`, admin, { reason: 'No address' });
    expect(r.body).toMatchObject({
      message: 'Repair work rejected',
      data: { added_by: owner.id, request_status: 'rejected', status: 0, reject_reason: 'No address' },
    });
    expect((await approve(rw.id)).body).toMatchObject({ data: { request_status: 'approved', reject_reason: null } });
    expectFailure(await approve(99999999), 404, 'Repair work not found');
  });
});

describe('deleting the account', () => {
  it('removes the user’s repair works and interests', async () => {
    const u = await freshPoster(s);
    const rw = await createRepair(u.token);
    const other = await freshUser(s);
    const theirs = await freshRepairWork(s, other.id);
    await s.post('/api/repairworks_interested_users', u.token, { repairworks_id: String(theirs.id), type: '1' });
    const r = await s.post('/api/delete_user', u.token, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await s.db.select().from(repair_works).where(eq(repair_works.id, rw.id))).toEqual([]);
    expect(await s.db.select().from(repair_work_interests).where(eq(repair_work_interests.customer_id, u.id))).toEqual(
      [],
    );
    // The lookups stay.
    expect(await s.db.select().from(service_lookups).where(eq(service_lookups.id, cat))).toHaveLength(1);
  });
});
