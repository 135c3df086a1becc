import { existsSync } from 'node:fs';
import { BOUNDS_MESSAGE, PROJECT_WRITE_MESSAGES as M, MESSAGES } from '@abode/shared/wire';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amenities,
  categories,
  outdoor_facilities,
  package_features,
  parameters,
  project_amenities,
  project_parameters,
  projects,
  user_package_limits,
  user_packages,
  verify_customers,
} from '../src/db/schema.ts';
import { rowsOf } from '../src/lib/raw-rows.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { cloneRows } from './clone-rows.ts';
import type { FormFields, TestServer } from './helpers.ts';
import {
  COMPLETE_PROFILE,
  expectFailure,
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
} from './helpers.ts';

let s: TestServer;
let admin: string;
let cat: { id: number; floors: number; finish: number };
let amenityIds: number[];
let facilityIds: number[];
let png: Buffer;
let tinyPng: Buffer;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login(DEMO_ACCOUNTS.admin);
  const tag = uniqueTag('projcat');
  const [floors] = await s.db
    .insert(parameters)
    .values({ name: `Floors ${tag}`, type_of_parameter: 'number', is_required: true })
    .returning();
  const [finish] = await s.db
    .insert(parameters)
    .values({ name: `Finish ${tag}`, type_of_parameter: 'dropdown', type_values: ['Basic', 'Premium'] })
    .returning();
  if (!floors || !finish) throw new Error('no parameters');
  const [c] = await s.db
    .insert(categories)
    .values({ category: `Township ${tag}`, slug_id: tag, parameter_types: [floors.id, finish.id] })
    .returning();
  if (!c) throw new Error('no category');
  cat = { id: c.id, floors: floors.id, finish: finish.id };
  amenityIds = (await s.db.select({ id: amenities.id }).from(amenities)).map((a) => a.id);
  facilityIds = (await s.db.select({ id: outdoor_facilities.id }).from(outdoor_facilities)).map((f) => f.id);
  png = await testPicture();
  tinyPng = await testPicture(100, 100);
});
afterAll(async () => {
  await s?.close();
});

const img = (name = 'photo.png') => upload(png, name, 'image/png');

/** A valid create form, with the overrides on top. */
function projectForm(overrides: FormFields = {}): FormFields {
  return {
    title: `Green Acres ${uniqueTag('p')}`,
    description: 'Two towers of homes around a garden.',
    category_id: String(cat.id),
    type: 'upcoming',
    location: 'Baner, Pune',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    latitude: '18.5590',
    longitude: '73.7868',
    price: '8500000',
    sqft: '1200',
    projecthighligts: 'Clubhouse, pool',
    'parameters[0][parameter_id]': String(cat.floors),
    'parameters[0][value]': '22',
    image: img('cover.png'),
    ...overrides,
  };
}

async function createProject(token: string, overrides: FormFields = {}) {
  const r = await s.post('/api/post_project', token, projectForm(overrides));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const data = r.body.data as Record<string, unknown>[];
  return data[0] as Record<string, unknown> & { id: number; slug_id: string };
}

const storedProjectFiles = () => storedFiles(s, 'projects');
const fileOf = (url: unknown) => uploadedFile(s, url);

describe('post_project: create', () => {
  it('creates a pending project with its files, plans, parameters, facilities and amenities', async () => {
    const u = await freshPoster(s);
    const p = await createProject(u.token, {
      'gallery_images[]': [img('g1.png'), img('g2.png')],
      'broucher_images[]': img('b.png'),
      'documents[]': upload(PDF, 'spec.pdf'),
      'paymentdocument[]': upload(PDF, 'pay.pdf'),
      'plans[0][title]': '2 BHK',
      'plans[0][document]': img('plan.png'),
      'plans[1][title]': '3 BHK',
      'plans[1][document]': upload(PDF, 'plan.pdf'),
      'parameters[1][parameter_id]': String(cat.finish),
      'parameters[1][value]': 'Premium',
      'facilities[0][facility_id]': String(facilityIds[0]),
      'facilities[0][distance]': '1.5',
      'amenity_id[]': amenityIds.slice(0, 2).map(String),
    });
    expect(p).toMatchObject({
      request_status: 'pending',
      status: 0,
      type: 'upcoming',
      city: 'Pune',
      projecthighligts: 'Clubhouse, pool',
      customer: { id: u.id, is_verified: false },
    });
    expect(p.gallary_images).toHaveLength(2);
    expect(p.broucher_images).toHaveLength(1);
    expect(p.documents).toHaveLength(1);
    expect(p.paymentdocument).toHaveLength(1);
    expect((p.plans as { title: string }[]).map((x) => x.title)).toEqual(['2 BHK', '3 BHK']);
    expect(p.parameters).toHaveLength(2);
    expect(p.facilities).toMatchObject([{ facility_id: facilityIds[0], distance: 1.5 }]);
    expect(p.amenities).toHaveLength(2);
    expect(String(p.image)).toContain('/projects/images/');
    expect(existsSync(fileOf(p.image))).toBe(true);
    // Not listed until approved.
    expect((await s.get(`/api/get-projects?id=${p.id}`)).body).toMatchObject({ total: 0 });
  });

  it('answers each validation text word for word', async () => {
    const u = await freshPoster(s);
    const cases: [FormFields, string][] = [
      [{ title: '' }, MESSAGES.titleRequired],
      [{ description: '' }, MESSAGES.descriptionRequired],
      [{ category_id: '' }, MESSAGES.categoryRequired],
      [{ location: '' }, MESSAGES.pleaseFillAllFields],
      [{ city: '' }, MESSAGES.pleaseFillAllFields],
      [{ state: '' }, MESSAGES.pleaseFillAllFields],
      [{ country: '' }, MESSAGES.pleaseFillAllFields],
      [{ type: 'finished' }, M.typeInvalid],
      [{ 'plans[0][title]': '', 'plans[0][document]': img('p.png') }, MESSAGES.floorDetailsRequired],
      [{ 'plans[0][title]': '1 BHK' }, MESSAGES.floorDetailsRequired],
    ];
    for (const [over, message] of cases) {
      expectFailure(await s.post('/api/post_project', u.token, projectForm(over)), 400, message);
    }
    const r = await s.post('/api/post_project', u.token, projectForm({ 'parameters[0][value]': '' }));
    expectFailure(r, 400);
    expect(String(r.body.message)).toMatch(/is required$/);
    const { image: _, ...noImage } = projectForm();
    expectFailure(await s.post('/api/post_project', u.token, noImage), 400, MESSAGES.titleImageRequired);
  });

  it('refuses bad uploads by content, leaving no row and no file', async () => {
    const u = await freshPoster(s);
    const before = await s.db.select({ id: projects.id }).from(projects).where(eq(projects.added_by, u.id));
    const filesBefore = storedProjectFiles();
    expectFailure(
      await s.post('/api/post_project', u.token, projectForm({ image: upload(Buffer.from('not a photo'), 'x.png') })),
      400,
      MESSAGES.photoRule,
    );
    expectFailure(
      await s.post('/api/post_project', u.token, projectForm({ image: upload(tinyPng, 'small.png', 'image/png') })),
      400,
      MESSAGES.photoRule,
    );
    expectFailure(
      await s.post('/api/post_project', u.token, projectForm({ 'broucher_images[]': upload(PDF, 'b.png') })),
      400,
      MESSAGES.photoRule,
    );
    expectFailure(
      await s.post(
        '/api/post_project',
        u.token,
        projectForm({ 'documents[]': upload(Buffer.from([0, 1, 2, 3, 4]), 'x.pdf') }),
      ),
      415,
    );
    expectFailure(
      await s.post(
        '/api/post_project',
        u.token,
        projectForm({ 'plans[0][title]': 'A', 'plans[0][document]': upload(Buffer.from([0, 9, 9]), 'p.pdf') }),
      ),
      415,
    );
    // A good gallery photo stored before a bad plan is refused goes too.
    expectFailure(
      await s.post('/api/post_project', u.token, projectForm({ 'gallery_images[]': img(), 'amenity_id[]': '999999' })),
      400,
    );
    const after = await s.db.select({ id: projects.id }).from(projects).where(eq(projects.added_by, u.id));
    expect(after).toEqual(before);
    expect(storedProjectFiles()).toEqual(filesBefore);
  });

  it('needs a complete profile, then a package with project_list units (one used per project)', async () => {
    const incomplete = await freshUser(s);
    await givePackage(s, incomplete.id, 'Premium');
    expectFailure(await s.post('/api/post_project', incomplete.token, projectForm()), 403, MESSAGES.profileIncomplete);

    const unsubscribed = await freshUser(s, COMPLETE_PROFILE);
    expectFailure(
      await s.post('/api/post_project', unsubscribed.token, projectForm()),
      403,
      MESSAGES.notSubscribed,
      'PACKAGE_REQUIRED',
    );
    // Starter runs but has no project_list: its own text, not the subscribe one (docs/decisions/025).
    const starter = await freshPoster(s, 'Starter');
    expectFailure(
      await s.post('/api/post_project', starter.token, projectForm()),
      403,
      MESSAGES.featureNotInPackage,
      'FEATURE_REQUIRED',
    );

    const pro = await freshPoster(s, 'Professional'); // 3 projects
    for (let i = 0; i < 3; i++) await createProject(pro.token);
    expectFailure(
      await s.post('/api/post_project', pro.token, projectForm()),
      403,
      MESSAGES.packageLimitOver,
      'PACKAGE_LIMIT_OVER',
    );
    const [limit] = await s.db
      .select({ used: user_package_limits.used_limit, total: user_package_limits.total_limit })
      .from(user_package_limits)
      .innerJoin(user_packages, eq(user_packages.id, user_package_limits.user_package_id))
      .innerJoin(package_features, eq(package_features.id, user_package_limits.package_feature_id))
      .where(and(eq(user_packages.user_id, pro.id), eq(package_features.limit, 3)));
    expect(limit).toEqual({ used: 3, total: 3 });
  });

  it('uses units atomically: five racing creates with three units left make three projects', async () => {
    const pro = await freshPoster(s, 'Professional');
    const filesBefore = storedProjectFiles().length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => s.post('/api/post_project', pro.token, projectForm())),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 403, 403]);
    const made = await s.db.select({ id: projects.id }).from(projects).where(eq(projects.added_by, pro.id));
    expect(made).toHaveLength(3);
    // Losers that stored their cover before the unit was refused in the transaction removed it again.
    expect(storedProjectFiles().length - filesBefore).toBe(3);
  });
});

describe('post_project: edit', () => {
  it('edits the owner’s project: slug kept, files and plans added, replaced and removed', async () => {
    const u = await freshPoster(s);
    const p = await createProject(u.token, {
      'gallery_images[]': img('g.png'),
      'broucher_images[]': img('b.png'),
      'documents[]': upload(PDF, 'd.pdf'),
      'plans[0][title]': '1 BHK',
      'plans[0][document]': img('p1.png'),
      'plans[1][title]': '2 BHK',
      'plans[1][document]': img('p2.png'),
      'amenity_id[]': String(amenityIds[0]),
    });
    const plans = p.plans as { id: number; document: string }[];
    const gallery = p.gallary_images as { id: number; name: string }[];
    const brochure = p.broucher_images as { id: number; name: string }[];
    const r = await s.post('/api/post_project', u.token, {
      id: String(p.id),
      title: 'Renamed towers',
      remove_gallery_images: String(gallery[0]?.id),
      remove_broucher_images: String(brochure[0]?.id),
      remove_plans: String(plans[1]?.id),
      'plans[0][id]': String(plans[0]?.id),
      'plans[0][title]': '1 BHK large',
      'plans[1][title]': '4 BHK',
      'plans[1][document]': img('p4.png'),
      'amenity_id[]': [],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(M.updated);
    const e = (r.body.data as Record<string, unknown>[])[0] as Record<string, unknown>;
    expect(e).toMatchObject({ slug_id: p.slug_id, title: 'Renamed towers', gallary_images: [], broucher_images: [] });
    expect((e.plans as { title: string }[]).map((x) => x.title)).toEqual(['1 BHK large', '4 BHK']);
    expect(e.documents).toHaveLength(1);
    expect(existsSync(fileOf(gallery[0]?.name))).toBe(false);
    expect(existsSync(fileOf(brochure[0]?.name))).toBe(false);
    expect(existsSync(fileOf(plans[1]?.document))).toBe(false);
    expect(existsSync(fileOf(plans[0]?.document))).toBe(true);
  });

  it('refuses another user’s project and unknown projects', async () => {
    const owner = await freshPoster(s);
    const other = await freshPoster(s);
    const p = await createProject(owner.token);
    expectFailure(
      await s.post('/api/post_project', other.token, { id: String(p.id), title: 'Mine now' }),
      403,
      M.notOwner,
    );
    expectFailure(await s.post('/api/post_project', other.token, { id: '99999999', title: 'x' }), 404, M.notFound);
    expectFailure(
      await s.post('/api/post_project', owner.token, {
        id: String(p.id),
        'plans[0][id]': '99999999',
        'plans[0][title]': 'x',
      }),
      400,
      M.planNotFound,
    );
  });

  it('sends an approved project back to review when edited', async () => {
    const u = await freshPoster(s);
    const p = await createProject(u.token);
    expect((await s.postJson(`/api/admin/projects/${p.id}/approve`, admin)).status).toBe(200);
    await s.post('/api/post_project', u.token, { id: String(p.id), description: 'New words for the towers.' });
    const [row] = await s.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row).toMatchObject({ request_status: 'pending', status: 0 });
  });
});

describe('get-project-detail', () => {
  it('is gated by project_access; the owner and admins always see theirs', async () => {
    const owner = await freshPoster(s, 'Professional');
    const p = await createProject(owner.token);
    // Pending: the owner and an admin see it, others get 404.
    expect((await s.get(`/api/get-project-detail?id=${p.id}`, owner.token)).status).toBe(200);
    expect((await s.get(`/api/get-project-detail?slug_id=${p.slug_id}`, admin)).status).toBe(200);
    const viewer = await freshUser(s);
    expectFailure(await s.get(`/api/get-project-detail?id=${p.id}`, viewer.token), 404, M.notFound);

    await s.postJson(`/api/admin/projects/${p.id}/approve`, admin);
    // Without project_access the answer is the public part, and `gate` says why (docs/decisions/025).
    const gateOf = async (token: string | null) => {
      const r = await s.get(`/api/get-project-detail?id=${p.id}`, token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((r.body.data as { gated: boolean }[])[0]?.gated).toBe(true);
      return r.body.gate;
    };
    expect(await gateOf(null)).toEqual({
      code: 'UNAUTHENTICATED',
      message: MESSAGES.notLoggedIn,
      package_available: false,
      feature_available: false,
    });
    expect(await gateOf(viewer.token)).toEqual({
      code: 'PACKAGE_REQUIRED',
      message: MESSAGES.notSubscribed,
      package_available: false,
      feature_available: false,
    });
    // Professional has no project_access.
    const pro = await freshPoster(s, 'Professional');
    expect(await gateOf(pro.token)).toEqual({
      code: 'FEATURE_REQUIRED',
      message: MESSAGES.featureNotInPackage,
      package_available: true,
      feature_available: false,
    });
    const premium = await freshPoster(s, 'Premium');
    const ok = await s.get(`/api/get-project-detail?slug_id=${p.slug_id}&get_similar=1`, premium.token);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({
      total: 1,
      data: [{ id: p.id, request_status: 'approved', status: 1, gated: false }],
    });
    expect(ok.body.gate).toBeUndefined();
    expect(Array.isArray(ok.body.similar_projects)).toBe(true);
    expectFailure(await s.get('/api/get-project-detail', premium.token), 400, 'id or slug_id is required');
    expectFailure(await s.get('/api/get-project-detail?slug_id=no-such-project', premium.token), 404, M.notFound);
  });

  it('answers the public part without project_access: cover, title, place, stage, price and builder, nothing else', async () => {
    const owner = await freshPoster(s);
    const secret = uniqueTag('secret');
    const p = await createProject(owner.token, {
      description: `Hidden description ${secret}`,
      location: `12 Hidden Lane ${secret}`,
      projecthighligts: `Hidden highlights ${secret}`,
      video_link: `https://www.youtube.com/watch?v=${secret}`,
      'gallery_images[]': [img('gallery-one.png')],
      'broucher_images[]': img('brochure.png'),
      'documents[]': upload(PDF, 'spec-sheet.pdf'),
      'paymentdocument[]': upload(PDF, 'payment-plan.pdf'),
      'plans[0][title]': `Plan ${secret}`,
      'plans[0][document]': img('floor.png'),
      'facilities[0][facility_id]': String(facilityIds[0]),
      'facilities[0][distance]': '1.5',
      'amenity_id[]': amenityIds.slice(0, 1).map(String),
    });
    await s.postJson(`/api/admin/projects/${p.id}/approve`, admin);
    const premium = await freshPoster(s, 'Premium');
    const full = (await s.get(`/api/get-project-detail?id=${p.id}`, premium.token)).body.data as Record<
      string,
      unknown
    >[];
    const whole = full[0] ?? {};
    expect(JSON.stringify(whole)).toContain(secret);
    // Every file but the cover: gallery, documents, brochure, payment plan and floor plan.
    const files = (key: string) =>
      (whole[key] as { name?: string; document?: string }[]).map((f) => f.name ?? f.document);
    const fileUrls = ['gallary_images', 'documents', 'broucher_images', 'paymentdocument', 'plans'].flatMap(files);
    expect(fileUrls).toHaveLength(5);

    const visitor = await s.get(`/api/get-project-detail?id=${p.id}&get_similar=1`);
    const listed = await s.get(`/api/get-projects?id=${p.id}`);
    const signedIn = await s.get(`/api/get-projects?id=${p.id}`, (await freshUser(s)).token);
    for (const item of [
      (visitor.body.data as Record<string, unknown>[])[0],
      (listed.body.data as Record<string, unknown>[])[0],
      (signedIn.body.data as Record<string, unknown>[])[0],
    ]) {
      // The public part, as the full answer has it.
      expect(item).toMatchObject({
        id: p.id,
        slug_id: p.slug_id,
        title: whole.title,
        image: whole.image,
        type: 'upcoming',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        price: 8_500_000,
        category: whole.category,
        customer: { id: owner.id, name: (whole.customer as { name: string }).name },
        gated: true,
      });
      expect(item?.image).toMatch(/^http.+\/uploads\//);
      // The rest is held back: no text, address, coordinates, video, area, gallery, documents or plans.
      expect(item).toMatchObject({
        description: '',
        location: '',
        latitude: '',
        longitude: '',
        video_link: '',
        sqft: null,
        gallary_images: [],
        documents: [],
        plans: [],
      });
      expect(JSON.stringify(item)).not.toContain(secret);
      for (const url of fileUrls) expect(JSON.stringify(item)).not.toContain(url);
    }
    expect((visitor.body.data as Record<string, unknown>[])[0]).toMatchObject({
      broucher_images: [],
      paymentdocument: [],
      projecthighligts: '',
      parameters: [],
      facilities: [],
      amenities: [],
    });
    // With access, and for the owner, the list has all of it.
    for (const token of [premium.token, owner.token]) {
      const item = ((await s.get(`/api/get-projects?id=${p.id}`, token)).body.data as Record<string, unknown>[])[0];
      expect(item).toMatchObject({
        gated: false,
        location: `12 Hidden Lane ${secret}`,
        plans: [{ title: `Plan ${secret}` }],
      });
    }
  });

  it('answers similar projects of the same category and the verified badge', async () => {
    const owner = await freshPoster(s);
    await s.db.insert(verify_customers).values({ user_id: owner.id, kind: 'builder', status: 'success' });
    const a = await createProject(owner.token);
    const b = await createProject(owner.token);
    for (const id of [a.id, b.id]) await s.postJson(`/api/admin/projects/${id}/approve`, admin);
    const r = await s.get(`/api/get-project-detail?id=${a.id}&get_similar=1`, owner.token);
    expect(r.body).toMatchObject({ data: [{ customer: { is_verified: true } }] });
    expect((r.body.similar_projects as { id: number }[]).map((x) => x.id)).toContain(b.id);
    expect((r.body.similar_projects as { id: number }[]).map((x) => x.id)).not.toContain(a.id);
  });
});

describe('get-projects filters', () => {
  it('filters by type, area, amenities, parameters, seller type and sorts', async () => {
    const owner = await freshPoster(s);
    await s.db.insert(verify_customers).values({ user_id: owner.id, kind: 'agent', status: 'success' });
    const city = `City${uniqueTag('c').replace(/\W/g, '')}`;
    const small = await createProject(owner.token, {
      city,
      type: 'under_construction',
      sqft: '800',
      price: '5000000',
      'amenity_id[]': [String(amenityIds[0]), String(amenityIds[1])],
      'parameters[1][parameter_id]': String(cat.finish),
      'parameters[1][value]': 'Basic',
    });
    const big = await createProject(owner.token, { city, type: 'upcoming', sqft: '2400', price: '9000000' });
    for (const id of [small.id, big.id]) await s.postJson(`/api/admin/projects/${id}/approve`, admin);
    const ids = async (q: string) => {
      const r = await s.get(`/api/get-projects?city=${city}&${q}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (r.body.data as { id: number }[]).map((x) => x.id);
    };
    expect(await ids('')).toEqual([big.id, small.id]);
    expect(await ids('projectType=upcoming')).toEqual([big.id]);
    expect(await ids('min_area=1000')).toEqual([big.id]);
    expect(await ids('max_area=1000')).toEqual([small.id]);
    expect(await ids('min_price=6000000')).toEqual([big.id]);
    expect(await ids(`amenity_id=${amenityIds[0]},${amenityIds[1]}`)).toEqual([small.id]);
    expect(await ids(`parameter_id=${cat.finish}&parameter_value=basic`)).toEqual([small.id]);
    expect(await ids(`parameter_id=${cat.finish}&parameter_value=premium`)).toEqual([]);
    // Number and dropdown values match whole: 22 floors is not 2, Basic is not "bas".
    expect(await ids(`parameter_id=${cat.floors}&parameter_value=22`)).toEqual([big.id, small.id]);
    expect(await ids(`parameter_id=${cat.floors}&parameter_value=2`)).toEqual([]);
    expect(await ids(`parameter_id=${cat.finish}&parameter_value=bas`)).toEqual([]);
    expect(await ids('seller_type=agent')).toEqual([big.id, small.id]);
    expect(await ids('seller_type=builder')).toEqual([]);
    expect(await ids('sort_by=area_asc')).toEqual([small.id, big.id]);
    expect(await ids('sort_by=price_desc')).toEqual([big.id, small.id]);
    expect(await ids('limit=1&offset=1')).toEqual([small.id]);
    expect((await s.get(`/api/get-projects?city=${city}`)).body).toMatchObject({ total: 2, total_capped: false });
    const word = String(big.title).split(' ').pop() ?? '';
    expect(await ids(`search=${encodeURIComponent(word)}`)).toEqual([big.id]);
    // A text search counts three pages past the one asked for (countCap); without a search the whole city is
    // counted. Ten copies of the big project make twelve matches.
    await cloneRows(s.db, 'projects', big.id, 10);
    const searched = async (q: string) =>
      (await s.get(`/api/get-projects?city=${city}&search=${encodeURIComponent(word)}&${q}`)).body;
    expect(await searched('limit=2')).toMatchObject({ total: 8, total_capped: true });
    expect(await searched('limit=2&offset=4')).toMatchObject({ total: 11, total_capped: false });
    expect(await searched('limit=100')).toMatchObject({ total: 11, total_capped: false });
    expect((await s.get(`/api/get-projects?city=${city}&limit=1`)).body).toMatchObject({ total: 12 });
    await s.db.execute(sql`delete from projects where city = ${city} and id <> ${big.id} and id <> ${small.id}`);
    expect(await ids('posted_since=1')).toEqual([big.id, small.id]);
    expect(await ids('get_featured=1')).toEqual([]);
    const featured = await s.get('/api/get-projects?get_featured=1');
    expect(featured.body.total).toBeGreaterThan(0);
    expect((featured.body.data as { is_promoted: boolean }[]).every((p) => p.is_promoted)).toBe(true);
    expectFailure(await s.get('/api/get-projects?amenity_id=abc'), 400);
    expectFailure(await s.get('/api/get-projects?seller_type=owner'), 400);
    // Deactivated by the owner: no longer listed.
    await s.post('/api/change-project-status', owner.token, { project_id: String(big.id), status: '0' });
    expect(await ids('')).toEqual([small.id]);
    const amenityRows = await s.db.select().from(project_amenities).where(eq(project_amenities.project_id, small.id));
    expect(amenityRows).toHaveLength(2);
    const paramRows = await s.db.select().from(project_parameters).where(eq(project_parameters.project_id, small.id));
    expect(paramRows.map((r) => r.value).sort()).toEqual(['22', 'Basic']);
  });
});

describe('get-projects map bounds', () => {
  // A spot of the southern ocean no other test uses, different on every run (tests may share a database).
  const lat0 = -60 + Math.random() * 10;
  const at = (dLat: number, lng: number) => ({ latitude: (lat0 + dLat).toFixed(6), longitude: lng.toFixed(6) });
  const bounds = (b: number[]) => encodeURIComponent(b.map((x) => x.toFixed(6)).join(','));
  // An admin sees every project where it stands; a viewer without project_access, its area (decision 031).
  const ids = async (q: string, token: string | null = admin) => {
    const r = await s.get(`/api/get-projects?${q}`, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { ids: (r.body.data as { id: number }[]).map((x) => x.id), total: r.body.total };
  };

  it('lists the visible projects inside the viewport, newest first, with the other filters', async () => {
    const owner = await freshPoster(s);
    const lng0 = -100 + Math.random() * 10;
    const a = await createProject(owner.token, { ...at(0.001, lng0 + 0.001), type: 'upcoming' });
    const b = await createProject(owner.token, { ...at(0.002, lng0 + 0.002), type: 'under_construction' });
    const outside = await createProject(owner.token, at(0.02, lng0 + 0.001));
    const pending = await createProject(owner.token, at(0.001, lng0 + 0.002));
    for (const id of [a.id, b.id, outside.id]) await s.postJson(`/api/admin/projects/${id}/approve`, admin);
    const box = bounds([lat0, lat0 + 0.01, lng0, lng0 + 0.01]);
    expect(await ids(`bounds=${box}`)).toEqual({ ids: [b.id, a.id], total: 2 });
    expect(await ids(`bounds=${box}&projectType=upcoming`)).toEqual({ ids: [a.id], total: 1 });
    // A page past the end still answers the total.
    expect(await ids(`bounds=${box}&offset=5`)).toEqual({ ids: [], total: 2 });
    expect((await ids(`bounds=${box}`)).ids).not.toContain(pending.id);
    // A map asks for up to 200 markers; the plain list stays at 100.
    expect((await ids(`bounds=${box}&limit=200`)).ids).toEqual([b.id, a.id]);
    expectFailure(await s.get(`/api/get-projects?bounds=${box}&limit=201`), 400, 'limit must be at most 200');
    expectFailure(await s.get('/api/get-projects?limit=101'), 400, 'limit must be at most 100');
    // Each answer is the get-projects object (all of it for its owner: decision 025).
    const r = await s.get(`/api/get-projects?bounds=${box}&limit=1`, owner.token);
    expect(r.body).toMatchObject({
      total: 2,
      total_capped: false,
      data: [{ id: b.id, latitude: String(Number(at(0.002, 0).latitude)) }],
    });
  });

  it('a viewport dense with projects (more than it counts) walks them newest first, across the antimeridian', async () => {
    const owner = await freshPoster(s);
    const east = await createProject(owner.token, at(0.007, 179.995));
    const west = await createProject(owner.token, at(0.008, -179.995));
    for (const id of [east.id, west.id]) await s.postJson(`/api/admin/projects/${id}/approve`, admin);
    // 1,202 projects in view: more than the 1,001 the count reads, so the page walks every project newest first.
    await cloneRows(s.db, 'projects', east.id, 600);
    await cloneRows(s.db, 'projects', west.id, 600);
    const outside = await createProject(owner.token, at(0.007, 179.5));
    await s.postJson(`/api/admin/projects/${outside.id}/approve`, admin);
    try {
      const [lo, hi] = [lat0 + 0.006, lat0 + 0.009];
      const box = bounds([lo, hi, 179.99, -179.99]);
      const newestInView = async (lng: SQL) =>
        rowsOf<{ id: number }>(
          await s.db.execute(
            sql`select id from projects where request_status = 'approved' and status = 1
              and latitude between ${lo} and ${hi} and ${lng} order by id desc`,
          ),
        ).map((r) => Number(r.id));
      const expected = await newestInView(sql`(longitude >= 179.99 or longitude <= -179.99)`);
      expect(expected).toHaveLength(1202);
      // The list: pages newest first, one across the west's copies into the east's.
      expect(await ids(`bounds=${box}&limit=4`)).toEqual({ ids: expected.slice(0, 4), total: 1000 });
      expect((await ids(`bounds=${box}&limit=5&offset=598`)).ids).toEqual(expected.slice(598, 603));
      expect((await s.get(`/api/get-projects?bounds=${box}&limit=1`)).body).toMatchObject({ total_capped: true });
      // The markers.
      const markers = (await s.get(`/api/get-project-map?bounds=${box}&compact=1&limit=700`, admin)).body as {
        data: [number, number, number, string, string][];
        total: number;
        truncated: boolean;
      };
      expect(markers.data.map((t) => t[0])).toEqual(expected.slice(0, 700));
      expect(markers).toMatchObject({ total: 1000, truncated: true });
      expect(markers.data.map((t) => t[0])).not.toContain(outside.id);
      // The east alone holds 601: fewer than the count reads, so the viewport's own rows are read.
      const eastBox = bounds([lo, hi, 179.99, 180]);
      const eastMarkers = (await s.get(`/api/get-project-map?bounds=${eastBox}&compact=1`, admin)).body as {
        data: unknown[][];
        total: number;
      };
      expect(eastMarkers.total).toBe(601);
      expect(eastMarkers.data.map((t) => t[0])).toEqual((await newestInView(sql`longitude >= 179.99`)).slice(0, 500));
    } finally {
      await s.db.execute(
        sql`delete from projects where slug_id like ${`${east.slug_id}-%`} or slug_id like ${`${west.slug_id}-%`}`,
      );
    }
  });

  it('crosses the antimeridian when min_lng > max_lng', async () => {
    const owner = await freshPoster(s);
    const east = await createProject(owner.token, at(0.004, 179.995));
    const west = await createProject(owner.token, at(0.005, -179.995));
    const far = await createProject(owner.token, at(0.004, 0.5));
    for (const id of [east.id, west.id, far.id]) await s.postJson(`/api/admin/projects/${id}/approve`, admin);
    const box = (minLng: number, maxLng: number) => bounds([lat0 + 0.003, lat0 + 0.006, minLng, maxLng]);
    expect(await ids(`bounds=${box(179.99, -179.99)}`)).toEqual({ ids: [west.id, east.id], total: 2 });
    expect((await ids(`bounds=${box(-179.99, 179.99)}`)).ids).toEqual([far.id]);
  });

  it('a viewer without project_access gets each project where its area is, not where it stands', async () => {
    const owner = await freshPoster(s, 'Professional'); // posts projects, has no project_access
    const other = await freshPoster(s, 'Professional');
    const premium = await freshPoster(s, 'Premium');
    // A 0.01° cell of its own: the project stands 0.006 into it on both axes.
    const cellLat = (Math.floor(lat0 * 100) + 50) / 100;
    const cellLng = (Math.floor((20 + Math.random() * 10) * 100) + 0.0) / 100;
    const p = await createProject(owner.token, {
      latitude: (cellLat + 0.006).toFixed(6),
      longitude: (cellLng + 0.006).toFixed(6),
      location: 'Plot 7, Hidden Lane',
      city: 'Areaville',
      state: 'Zed',
    });
    await s.postJson(`/api/admin/projects/${p.id}/approve`, admin);
    const exact = [p.id, Number((cellLat + 0.006).toFixed(6)), Number((cellLng + 0.006).toFixed(6))];
    const area = [p.id, Number((cellLat + 0.005).toFixed(3)), Number((cellLng + 0.005).toFixed(3))];
    const cell = bounds([cellLat, cellLat + 0.01, cellLng, cellLng + 0.01]);
    const map = async (q: string, token: string | null) => {
      const r = await s.get(`/api/get-project-map?${q}`, token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body as { data: unknown[]; approximate: boolean; total: number };
    };
    const tuples = async (token: string | null) => map(`bounds=${cell}&compact=1`, token);

    // A visitor and a member without the feature: the cell's centre, the city and state.
    for (const token of [null, other.token]) {
      expect(await tuples(token)).toMatchObject({ approximate: true, data: [[...area, p.title, 'Areaville, Zed']] });
      const objects = await map(`bounds=${cell}`, token);
      expect(objects).toMatchObject({ approximate: true });
      expect(objects.data).toEqual([
        expect.objectContaining({ id: p.id, latitude: area[1], longitude: area[2], location: '', city: 'Areaville' }),
      ]);
    }
    // Its owner sees their own where it stands (the others' would be areas); project_access and an admin, all.
    expect(await tuples(owner.token)).toMatchObject({
      approximate: true,
      data: [[...exact, p.title, 'Plot 7, Hidden Lane']],
    });
    for (const token of [premium.token, admin]) {
      expect(await tuples(token)).toMatchObject({
        approximate: false,
        data: [[...exact, p.title, 'Plot 7, Hidden Lane']],
      });
    }
    const ownObjects = await map(`bounds=${cell}`, owner.token);
    expect(ownObjects.data).toEqual([expect.objectContaining({ latitude: exact[1], location: 'Plot 7, Hidden Lane' })]);

    // Moving a box's edge cannot place it more exactly than its cell: a box inside the cell that misses the exact
    // point still finds it for those who get areas (map and list), and not for those who see it exactly.
    const beside = bounds([cellLat + 0.001, cellLat + 0.005, cellLng + 0.001, cellLng + 0.005]);
    for (const token of [null, other.token]) {
      expect((await map(`bounds=${beside}&compact=1`, token)).total).toBe(1);
      expect((await map(`bounds=${beside}`, token)).total).toBe(1);
      expect((await ids(`bounds=${beside}`, token)).ids).toEqual([p.id]);
    }
    for (const token of [premium.token, admin]) {
      expect((await map(`bounds=${beside}&compact=1`, token)).total).toBe(0);
      expect((await ids(`bounds=${beside}`, token)).ids).toEqual([]);
    }
    // A box in the next cell finds nothing for anyone.
    const next = bounds([cellLat + 0.011, cellLat + 0.019, cellLng + 0.001, cellLng + 0.009]);
    expect((await map(`bounds=${next}&compact=1`, null)).total).toBe(0);
    expect((await ids(`bounds=${next}`, null)).ids).toEqual([]);

    // The stored area marker follows a move (the generated column).
    await s.db
      .update(projects)
      .set({ latitude: cellLat + 0.016, longitude: cellLng + 0.002 })
      .where(eq(projects.id, p.id));
    const moved = bounds([cellLat, cellLat + 0.02, cellLng, cellLng + 0.01]);
    expect((await map(`bounds=${moved}&compact=1`, null)).data).toEqual([
      [p.id, Number((cellLat + 0.015).toFixed(3)), Number((cellLng + 0.005).toFixed(3)), p.title, 'Areaville, Zed'],
    ]);
  });

  it('refuses malformed bounds with the property-search message', async () => {
    for (const bad of ['1,2,3', '10,5,0,1', 'a,b,c,d', '-91,0,0,1', '0,1,0,181', '1,2,3,4,5']) {
      expectFailure(await s.get(`/api/get-projects?bounds=${encodeURIComponent(bad)}`), 400, BOUNDS_MESSAGE);
      expectFailure(await s.get(`/api/get-project-map?bounds=${encodeURIComponent(bad)}`), 400, BOUNDS_MESSAGE);
    }
  });

  it('get-project-map answers slim markers of the filters in view, newest first, with the total', async () => {
    const owner = await freshPoster(s);
    const lng0 = -90 + Math.random() * 10;
    const a = await createProject(owner.token, { ...at(0.001, lng0 + 0.001), type: 'upcoming' });
    const b = await createProject(owner.token, { ...at(0.002, lng0 + 0.002), type: 'under_construction' });
    const c = await createProject(owner.token, { ...at(0.003, lng0 + 0.003), type: 'under_construction' });
    const pending = await createProject(owner.token, at(0.001, lng0 + 0.002));
    for (const id of [a.id, b.id, c.id]) await s.postJson(`/api/admin/projects/${id}/approve`, admin);
    const box = bounds([lat0, lat0 + 0.01, lng0, lng0 + 0.01]);
    const map = async (q: string) => {
      const r = await s.get(`/api/get-project-map?bounds=${box}${q}`, admin);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body as { data: Record<string, unknown>[]; total: number; truncated: boolean };
    };
    const all = await map('');
    expect(all.data.map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    expect(all).toMatchObject({ total: 3, truncated: false });
    expect(all.data.map((p) => p.id)).not.toContain(pending.id);
    // Only what a marker and its card show; coordinates as numbers.
    expect(Object.keys(all.data[1] ?? {}).sort()).toEqual(
      ['city', 'id', 'image', 'latitude', 'location', 'longitude', 'slug_id', 'state', 'title', 'type'].sort(),
    );
    expect(all.data[1]).toMatchObject({
      slug_id: b.slug_id,
      title: b.title,
      type: 'under_construction',
      latitude: Number(at(0.002, 0).latitude),
      longitude: Number((lng0 + 0.002).toFixed(6)),
    });
    expect(String(all.data[1]?.image)).toMatch(/^https?:\/\//);
    expect((await map('&projectType=upcoming')).data.map((p) => p.id)).toEqual([a.id]);
    expect(await map('&limit=2')).toMatchObject({ total: 3, truncated: true });
    expect(await map('&search=zzqqnothingmatches')).toMatchObject({
      message: 'No data found!',
      data: [],
      total: 0,
      truncated: false,
    });
    expectFailure(
      await s.get(`/api/get-project-map?bounds=${box}&limit=1001`, admin),
      400,
      'limit must be at most 1000',
    );
  });

  it('get-project-map with compact=1 answers the same markers as tuples written by the database', async () => {
    const owner = await freshPoster(s);
    const lng0 = -80 + Math.random() * 10;
    const a = await createProject(owner.token, {
      ...at(0.001, lng0 + 0.001),
      title: 'Quote "Towers" \\ back',
      type: 'under_construction',
    });
    const b = await createProject(owner.token, { ...at(0.002, lng0 + 0.002), type: 'upcoming' });
    const c = await createProject(owner.token, { ...at(0.003, lng0 + 0.003), type: 'under_construction' });
    for (const id of [a.id, b.id, c.id]) await s.postJson(`/api/admin/projects/${id}/approve`, admin);
    // Without an address the place is the city and state.
    await s.db.update(projects).set({ location: '', city: 'Nowhere', state: 'Far' }).where(eq(projects.id, c.id));
    const box = bounds([lat0, lat0 + 0.01, lng0, lng0 + 0.01]);
    const compact = async (q: string) => {
      const r = await s.get(`/api/get-project-map?bounds=${box}&compact=1${q}`, admin);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      return r.body as { data: unknown[][]; total: number; truncated: boolean; message: string; request_id: string };
    };
    const objects = (await s.get(`/api/get-project-map?bounds=${box}`, admin)).body as {
      data: { id: number; title: string; location: string; latitude: number; longitude: number }[];
    };
    const all = await compact('');
    expect(all).toMatchObject({ error: false, message: 'Data Fetch Successfully', total: 3, truncated: false });
    expect(all.request_id).toEqual(expect.any(String));
    expect(all.data).toEqual(
      objects.data.map((p) => [p.id, p.latitude, p.longitude, p.title, p.id === c.id ? 'Nowhere, Far' : p.location]),
    );
    expect(all.data.map((t) => t[0])).toEqual([c.id, b.id, a.id]);
    expect(all.data[2]?.[3]).toBe('Quote "Towers" \\ back');
    expect((await compact('&projectType=upcoming')).data.map((t) => t[0])).toEqual([b.id]);
    expect(await compact('&limit=2')).toMatchObject({ total: 3, truncated: true });
    expect((await compact('&limit=2')).data).toHaveLength(2);
    expect(await compact('&search=zzqqnothingmatches')).toMatchObject({
      message: 'No data found!',
      data: [],
      total: 0,
      truncated: false,
    });
    expectFailure(await s.get(`/api/get-project-map?bounds=${box}&compact=2`, admin), 400);
  });
});

describe('get-added-projects, change-project-status, delete_project', () => {
  it('lists my projects with statuses and reject reasons, filtered by request_status', async () => {
    const u = await freshPoster(s);
    const a = await createProject(u.token);
    const b = await createProject(u.token);
    const c = await createProject(u.token);
    await s.postJson(`/api/admin/projects/${a.id}/approve`, admin);
    await s.postJson(`/api/admin/projects/${b.id}/reject`, admin, { reason: 'Blurry photos' });
    const all = await s.get('/api/get-added-projects', u.token);
    expect(all.body).toMatchObject({ total: 3 });
    expect((all.body.data as { id: number }[]).map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    const rejected = await s.get('/api/get-added-projects?request_status=rejected', u.token);
    expect(rejected.body).toMatchObject({ total: 1, data: [{ id: b.id, reject_reason: { reason: 'Blurry photos' } }] });
    const two = await s.get('/api/get-added-projects?request_status=approved,pending&limit=1', u.token);
    expect(two.body).toMatchObject({ total: 2, data: [{ id: c.id, reject_reason: null }] });
    expectFailure(await s.get('/api/get-added-projects?request_status=sold', u.token), 400);
    expectFailure(await s.get('/api/get-added-projects'), 401);
  });

  it('changes the status of an approved project, for its owner only', async () => {
    const u = await freshPoster(s);
    const other = await freshPoster(s);
    const p = await createProject(u.token);
    expectFailure(
      await s.post('/api/change-project-status', u.token, { project_id: String(p.id), status: '1' }),
      400,
      M.mustBeApproved,
    );
    await s.postJson(`/api/admin/projects/${p.id}/approve`, admin);
    expectFailure(
      await s.post('/api/change-project-status', other.token, { project_id: String(p.id), status: '0' }),
      403,
      M.notOwner,
    );
    expectFailure(await s.post('/api/change-project-status', u.token, { project_id: String(p.id), status: '5' }), 400);
    const r = await s.post('/api/change-project-status', u.token, { project_id: String(p.id), status: '0' });
    expect(r.body).toMatchObject({ error: false, message: M.statusUpdated });
    const [row] = await s.db.select({ status: projects.status }).from(projects).where(eq(projects.id, p.id));
    expect(row?.status).toBe(0);
  });

  it('deletes the owner’s project and its files; refuses others', async () => {
    const u = await freshPoster(s);
    const other = await freshPoster(s);
    const p = await createProject(u.token, {
      'gallery_images[]': img('g.png'),
      'plans[0][title]': '1 BHK',
      'plans[0][document]': upload(PDF, 'plan.pdf'),
    });
    const files = [
      p.image,
      (p.gallary_images as { name: string }[])[0]?.name,
      (p.plans as { document: string }[])[0]?.document,
    ];
    for (const f of files) expect(existsSync(fileOf(f))).toBe(true);
    expectFailure(await s.post('/api/delete_project', other.token, { id: String(p.id) }), 403, M.notOwner);
    const r = await s.post('/api/delete_project', u.token, { id: String(p.id) });
    expect(r.body).toMatchObject({ error: false, message: M.deleted });
    for (const f of files) expect(existsSync(fileOf(f))).toBe(false);
    expect(await s.db.select().from(projects).where(eq(projects.id, p.id))).toEqual([]);
    expectFailure(await s.post('/api/delete_project', u.token, { id: String(p.id) }), 404, M.notFound);
  });
});
