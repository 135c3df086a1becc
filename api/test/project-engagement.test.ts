import { ENGAGEMENT_MESSAGES as M, MESSAGES } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, project_favourites, project_interests, user_package_limits } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { expectFailure, freshProject, freshUser, givePackage, startTestServer, usedFeature } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

/** An owner with a visible project and a second user. */
async function ownerAndVisitor(overrides: Parameters<typeof freshProject>[2] = {}) {
  const owner = await freshUser(s);
  const visitor = await freshUser(s);
  const project = await freshProject(s, owner.id, overrides);
  return { owner, visitor, project };
}

/** A viewer flag of the project as get-projects answers it to `token`. */
async function viewerFlag(slug: string, token: string | null, flag: 'is_favourite' | 'is_interested') {
  const r = await s.get(`/api/get-projects?slug_id=${slug}`, token);
  expect(r.status).toBe(200);
  return (r.body.data as Record<string, unknown>[])[0]?.[flag];
}

describe('token first', () => {
  it('answers 401 without a token, even with a bad input', async () => {
    for (const r of [
      await s.postJson('/api/add_favourite', null, { type: 9 }),
      await s.post('/api/interested_users', null, {}),
      await s.get('/api/get_interested_project'),
      await s.get('/api/interested-approval-project?status=9'),
      await s.get('/api/my-interested?type=project'),
      await s.post('/api/store_advertisement', null, { feature_for: 'project' }),
    ]) {
      expectFailure(r, 401, 'User is not authenticated', 'UNAUTHENTICATED');
    }
  });
});

describe('project favourites (add_favourite with project_id)', () => {
  it('adds once and removes, as for properties', async () => {
    const { visitor, project } = await ownerAndVisitor();
    const add = () => s.postJson('/api/add_favourite', visitor.token, { project_id: project.id, type: 1 });
    let r = await add();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      error: false,
      message: M.projectFavouriteAdded,
      data: { project_id: project.id, is_favourite: 1 },
    });
    await add();
    const rows = () => s.db.select().from(project_favourites).where(eq(project_favourites.user_id, visitor.id));
    expect(await rows()).toHaveLength(1);
    // Project objects say so to this viewer only.
    expect(await viewerFlag(project.slug_id, visitor.token, 'is_favourite')).toBe(1);
    expect(await viewerFlag(project.slug_id, null, 'is_favourite')).toBe(0);

    // A form works too, and removing answers the state.
    r = await s.post('/api/add_favourite', visitor.token, { project_id: String(project.id), type: '0' });
    expect(r.body).toMatchObject({
      error: false,
      message: M.projectFavouriteRemoved,
      data: { project_id: project.id, is_favourite: 0 },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('validates the body and refuses hidden or missing projects', async () => {
    const { visitor, project } = await ownerAndVisitor();
    const hidden = await freshProject(s, visitor.id, { request_status: 'pending', status: 0 });
    expectFailure(await s.postJson('/api/add_favourite', visitor.token, { type: 1 }), 400, M.listingRequired);
    expectFailure(
      await s.postJson('/api/add_favourite', visitor.token, { project_id: project.id, type: 5 }),
      400,
      'type must be 1 (add) or 0 (remove)',
    );
    expectFailure(
      await s.postJson('/api/add_favourite', visitor.token, { project_id: hidden.id, type: 1 }),
      404,
      M.projectNotFound,
    );
    expectFailure(
      await s.postJson('/api/add_favourite', visitor.token, { project_id: 999_999, type: 1 }),
      404,
      M.projectNotFound,
    );
    // Removing a favourite of a project that was hidden since still works.
    const r = await s.postJson('/api/add_favourite', visitor.token, { project_id: hidden.id, type: 0 });
    expect(r.status).toBe(200);
  });
});

describe('project interests', () => {
  it('shows interest; the owner lists it, approves and shortlists; the user sees the state', async () => {
    const { owner, visitor, project } = await ownerAndVisitor();
    let r = await s.post('/api/interested_users', visitor.token, { project_id: String(project.id), type: '1' });
    expect(r.body).toMatchObject({
      error: false,
      message: M.interestAdded,
      data: { project_id: project.id, is_interested: 1 },
    });
    // Again is a no-op.
    await s.post('/api/interested_users', visitor.token, { project_id: String(project.id), type: '1' });
    expect(await viewerFlag(project.slug_id, visitor.token, 'is_interested')).toBe(1);
    expect(await viewerFlag(project.slug_id, owner.token, 'is_interested')).toBe(0);

    r = await s.get(`/api/get_interested_project?project_id=${project.id}`, owner.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, total: 1 });
    expect(r.body.data).toEqual([
      expect.objectContaining({ id: visitor.id, email: visitor.email, is_approved: false, is_shortlisted: false }),
    ]);
    r = await s.get(`/api/get_interested_project?slug_id=${project.slug_id}`, owner.token);
    expect(r.body).toMatchObject({ total: 1 });

    const decide = (q: string, token = owner.token) =>
      s.get(`/api/interested-approval-project?project_id=${project.id}&user_id=${visitor.id}&${q}`, token);
    r = await decide('status=1');
    expect(r.body).toMatchObject({ error: false, message: M.approved, data: { id: visitor.id, is_approved: true } });
    r = await decide('status=1&type=shortlist');
    expect(r.body).toMatchObject({ message: M.shortlisted, data: { is_approved: true, is_shortlisted: true } });
    r = await decide('status=0&type=approve');
    expect(r.body).toMatchObject({ message: M.unapproved, data: { is_approved: false, is_shortlisted: true } });
    r = await decide('status=0&type=shortlist');
    expect(r.body).toMatchObject({ message: M.unshortlisted, data: { is_shortlisted: false } });
    await decide('status=1');

    // The interested user sees the owner's decision on the project object.
    r = await s.get('/api/my-interested?type=project', visitor.token);
    expect(r.body).toMatchObject({ error: false, total: 1 });
    expect(r.body.data).toEqual([
      expect.objectContaining({ id: project.id, interest: expect.objectContaining({ is_approved: true }) }),
    ]);
    // The property list is untouched by project interests.
    expect((await s.get('/api/my-interested', visitor.token)).body).toMatchObject({ total: 0 });

    // Withdrawing removes the interest and its decisions.
    r = await s.postJson('/api/interested_users', visitor.token, { project_id: project.id, type: 0 });
    expect(r.body).toMatchObject({ message: M.interestRemoved, data: { project_id: project.id, is_interested: 0 } });
    expect((await s.get(`/api/get_interested_project?project_id=${project.id}`, owner.token)).body).toMatchObject({
      total: 0,
      data: [],
      message: 'No data found!',
    });
    expect((await s.get('/api/my-interested?type=project', visitor.token)).body).toMatchObject({ total: 0 });
  });

  it('refuses the own project and hidden or missing projects', async () => {
    const { owner, visitor } = await ownerAndVisitor();
    const own = await freshProject(s, owner.id);
    expectFailure(
      await s.post('/api/interested_users', owner.token, { project_id: String(own.id), type: '1' }),
      403,
      M.ownProjectInterest,
    );
    const hidden = await freshProject(s, owner.id, { request_status: 'pending' });
    expectFailure(
      await s.post('/api/interested_users', visitor.token, { project_id: String(hidden.id), type: '1' }),
      404,
      M.projectNotFound,
    );
    expectFailure(
      await s.post('/api/interested_users', visitor.token, { project_id: '999999', type: '1' }),
      404,
      M.projectNotFound,
    );
    expectFailure(
      await s.post('/api/interested_users', visitor.token, { project_id: String(own.id), type: '7' }),
      400,
      'type must be 1 (add) or 0 (remove)',
    );
  });

  it('lets only the owner read interested users or decide', async () => {
    const { owner, visitor, project } = await ownerAndVisitor();
    const stranger = await freshUser(s);
    await s.post('/api/interested_users', visitor.token, { project_id: String(project.id), type: '1' });

    expectFailure(
      await s.get(`/api/get_interested_project?project_id=${project.id}`, stranger.token),
      404,
      M.projectNotFound,
    );
    expectFailure(
      await s.get(`/api/get_interested_project?slug_id=${project.slug_id}`, visitor.token),
      404,
      M.projectNotFound,
    );
    for (const type of ['approve', 'shortlist']) {
      expectFailure(
        await s.get(
          `/api/interested-approval-project?project_id=${project.id}&user_id=${visitor.id}&status=1&type=${type}`,
          stranger.token,
        ),
        404,
        M.projectNotFound,
      );
    }
    const [row] = await s.db
      .select()
      .from(project_interests)
      .where(and(eq(project_interests.project_id, project.id), eq(project_interests.customer_id, visitor.id)));
    expect(row).toMatchObject({ is_approved: false, is_shortlisted: false });

    // The owner deciding on someone who never showed interest.
    expectFailure(
      await s.get(
        `/api/interested-approval-project?project_id=${project.id}&user_id=${stranger.id}&status=1`,
        owner.token,
      ),
      404,
      M.projectInterestNotFound,
    );
  });

  it('validates the queries', async () => {
    const { owner, project } = await ownerAndVisitor();
    expectFailure(await s.get('/api/get_interested_project', owner.token), 400, 'project_id is required');
    const decide = (q: string) => s.get(`/api/interested-approval-project?${q}`, owner.token);
    expectFailure(await decide(`project_id=${project.id}&user_id=1&status=5`), 400, 'status must be 1 or 0');
    expectFailure(
      await decide(`project_id=${project.id}&user_id=1&status=1&type=nope`),
      400,
      'type must be approve or shortlist',
    );
    expectFailure(await decide(`project_id=${project.id}&status=1`), 400, 'user_id is required');
    expectFailure(await decide('user_id=1&status=1'), 400, 'project_id is required');
  });

  it("lets an admin manage the admin's own projects", async () => {
    const visitor = await freshUser(s);
    const project = await freshProject(s, null);
    await s.post('/api/interested_users', visitor.token, { project_id: String(project.id), type: '1' });
    const admin = await s.login(DEMO_ACCOUNTS.admin);
    const r = await s.get(`/api/get_interested_project?project_id=${project.id}`, admin);
    expect(r.body).toMatchObject({ error: false, total: 1 });
    expectFailure(
      await s.get(`/api/get_interested_project?project_id=${project.id}`, visitor.token),
      404,
      M.projectNotFound,
    );
  });
});

describe('featuring a project (store_advertisement, feature_for=project)', () => {
  const feature = (token: string, projectId: number | string) =>
    s.post('/api/store_advertisement', token, { feature_for: 'project', project_id: String(projectId) });

  const usedProjectFeature = (userId: number) => usedFeature(s, userId, 'project_feature');

  it('features an approved own project once, using one project_feature unit', async () => {
    const { owner, project } = await ownerAndVisitor();
    await givePackage(s, owner.id, 'Premium');
    const check = await s.get('/api/check-package-limit?type=project_feature', owner.token);
    expect(check.body.data).toEqual({ package_available: true, feature_available: true, limit_available: true });

    const r = await feature(owner.token, project.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, data: { status: 1, project_id: project.id, property_id: null } });
    expect(await usedProjectFeature(owner.id)).toBe(1);
    expectFailure(await feature(owner.token, project.id), 400, 'Already featured');
    expect(await usedProjectFeature(owner.id)).toBe(1);
    const mine = await s.get('/api/get-featured-data?type=project', owner.token);
    expect(mine.body).toMatchObject({ total: 1 });
  });

  it('needs all three package flags: a package, the project_feature feature and a unit left', async () => {
    const none = await ownerAndVisitor();
    expectFailure(await feature(none.owner.token, none.project.id), 403, MESSAGES.notSubscribed);

    // Professional has no project_feature.
    const pro = await ownerAndVisitor();
    await givePackage(s, pro.owner.id, 'Professional');
    const check = await s.get('/api/check-package-limit?type=project_feature', pro.owner.token);
    expect(check.body.data).toEqual({ package_available: true, feature_available: false, limit_available: false });
    expectFailure(
      await feature(pro.owner.token, pro.project.id),
      403,
      MESSAGES.featureNotInPackage,
      'FEATURE_REQUIRED',
    );

    const spent = await ownerAndVisitor();
    const upId = await givePackage(s, spent.owner.id, 'Premium');
    await s.db.update(user_package_limits).set({ used_limit: 10 }).where(eq(user_package_limits.user_package_id, upId));
    expectFailure(await feature(spent.owner.token, spent.project.id), 403, MESSAGES.packageLimitOver);
    const ads = await s.db.select().from(advertisements).where(eq(advertisements.project_id, spent.project.id));
    expect(ads).toHaveLength(0);
  });

  it("refuses someone else's project, a project not approved, and a missing project_id", async () => {
    const { owner, visitor, project } = await ownerAndVisitor();
    await givePackage(s, visitor.id, 'Premium');
    await givePackage(s, owner.id, 'Premium');
    expectFailure(await feature(visitor.token, project.id), 403);
    const pending = await freshProject(s, owner.id, { request_status: 'pending', status: 0 });
    expectFailure(await feature(owner.token, pending.id), 400, 'Only an approved and active project can be featured');
    expectFailure(await feature(owner.token, 999_999), 404, 'Project not found');
    expectFailure(
      await s.post('/api/store_advertisement', owner.token, { feature_for: 'project' }),
      400,
      'Please select a project',
    );
    expect(await usedProjectFeature(owner.id)).toBe(0);
  });
});
