// get_favourite_property?type=project: my favourite projects, as get-projects shapes them (the favourites page's
// Projects tab); without `type` the answer stays upstream's list of properties.
import { listEnvelopeOf, ENGAGEMENT_MESSAGES as M, project, property } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project_favourites, project_plans, projects } from '../src/db/schema.ts';
import type { TestServer } from './helpers.ts';
import { expectFailure, freshProject, freshProperty, freshUser, givePackage, startTestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const favourite = (token: string, projectId: number, type: 0 | 1 = 1) =>
  s.postJson('/api/add_favourite', token, { project_id: projectId, type });

/** The favourite projects answer, checked against the wire schema get-projects answers with. */
async function favouriteProjects(token: string, query = '') {
  const r = await s.get(`/api/get_favourite_property?type=project${query}`, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return listEnvelopeOf(project).parse(r.body);
}

describe('get_favourite_property?type=project', () => {
  it('answers 401 without a token, even with a bad type', async () => {
    for (const q of ['?type=project', '?type=nope', '']) {
      expectFailure(
        await s.get(`/api/get_favourite_property${q}`),
        401,
        'User is not authenticated',
        'UNAUTHENTICATED',
      );
    }
  });

  it('lists my favourite projects newest favourite first, shaped as get-projects shapes them', async () => {
    const owner = await freshUser(s);
    const me = await freshUser(s);
    // With project access, so the plans are in the answer (without, it is the public part: decision 025).
    await givePackage(s, me.id, 'Premium');
    const first = await freshProject(s, owner.id, { price: 4_500_000, type: 'upcoming' });
    const second = await freshProject(s, null);
    await s.db.insert(project_plans).values({ project_id: first.id, title: '2 BHK', document: 'plans/2bhk.pdf' });
    expect((await favourite(me.token, first.id)).body).toMatchObject({ message: M.projectFavouriteAdded });
    await favourite(me.token, second.id);

    const answer = await favouriteProjects(me.token);
    expect(answer).toMatchObject({ error: false, message: 'Data Fetch Successfully', total: 2 });
    expect(answer.data.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(answer.data.every((p) => p.is_favourite === 1)).toBe(true);

    // The same object get-projects answers for that project (the viewer's flags included).
    const listed = await s.get(`/api/get-projects?slug_id=${first.slug_id}`, me.token);
    const fromList = listEnvelopeOf(project).parse(listed.body).data[0];
    expect(answer.data[1]).toEqual(fromList);
    expect(answer.data[1]?.plans.map((p) => p.title)).toEqual(['2 BHK']);
    expect(answer.data[1]?.customer).toMatchObject({ id: owner.id });
    // The admin's own project names the company, as get-projects does.
    expect(answer.data[0]?.customer.name).toBe('Admin');

    // Unfavouriting takes it off the list.
    await favourite(me.token, second.id, 0);
    expect((await favouriteProjects(me.token)).data.map((p) => p.id)).toEqual([first.id]);
  });

  it('keeps properties and projects apart, and one user’s favourites from another’s', async () => {
    const owner = await freshUser(s);
    const me = await freshUser(s);
    const other = await freshUser(s);
    const listing = await freshProperty(s, owner.id);
    const mine = await freshProject(s, owner.id);
    await s.postJson('/api/add_favourite', me.token, { property_id: listing.id, type: 1 });
    await favourite(me.token, mine.id);
    await favourite(other.token, (await freshProject(s, owner.id)).id);

    // Without a type (as upstream clients ask) and with type=property: the properties, as before.
    for (const q of ['', '?type=property']) {
      const r = await s.get(`/api/get_favourite_property${q}`, me.token);
      const parsed = listEnvelopeOf(property).parse(r.body);
      expect([parsed.total, parsed.data.map((p) => p.id)]).toEqual([1, [listing.id]]);
    }
    const projectsOfMine = await favouriteProjects(me.token);
    expect([projectsOfMine.total, projectsOfMine.data.map((p) => p.id)]).toEqual([1, [mine.id]]);

    // Nothing favourited: an empty list, not a failure.
    const none = await favouriteProjects((await freshUser(s)).token);
    expect(none).toMatchObject({ error: false, total: 0, data: [], message: 'No data found!' });
  });

  it('leaves out projects visitors may not see: pending, rejected or switched off since', async () => {
    const owner = await freshUser(s);
    const me = await freshUser(s);
    const shown = await freshProject(s, owner.id);
    const deactivated = await freshProject(s, owner.id);
    const backToReview = await freshProject(s, owner.id);
    const rejected = await freshProject(s, owner.id);
    for (const p of [shown, deactivated, backToReview, rejected]) await favourite(me.token, p.id);
    // A pending project cannot be favourited (add_favourite refuses it); a row left from before still is not listed.
    const pending = await freshProject(s, owner.id, { request_status: 'pending', status: 0 });
    expectFailure(await favourite(me.token, pending.id), 404, M.projectNotFound);
    await s.db.insert(project_favourites).values({ user_id: me.id, project_id: pending.id });

    await s.db.update(projects).set({ status: 0 }).where(eq(projects.id, deactivated.id));
    await s.db.update(projects).set({ request_status: 'pending' }).where(eq(projects.id, backToReview.id));
    await s.db.update(projects).set({ request_status: 'rejected' }).where(eq(projects.id, rejected.id));

    const answer = await favouriteProjects(me.token);
    expect([answer.total, answer.data.map((p) => p.id)]).toEqual([1, [shown.id]]);

    // Approved and switched on again, it is back.
    await s.db.update(projects).set({ status: 1 }).where(eq(projects.id, deactivated.id));
    expect((await favouriteProjects(me.token)).data.map((p) => p.id)).toEqual([deactivated.id, shown.id]);
  });

  it('pages with offset and limit; total counts every favourite', async () => {
    const owner = await freshUser(s);
    const me = await freshUser(s);
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const p = await freshProject(s, owner.id);
      await favourite(me.token, p.id);
      made.push(p.id);
    }
    const newestFirst = [...made].reverse();
    const first = await favouriteProjects(me.token, '&limit=2');
    expect([first.total, first.data.map((p) => p.id)]).toEqual([5, newestFirst.slice(0, 2)]);
    const second = await favouriteProjects(me.token, '&offset=2&limit=2');
    expect([second.total, second.data.map((p) => p.id)]).toEqual([5, newestFirst.slice(2, 4)]);
    const last = await favouriteProjects(me.token, '&offset=4&limit=2');
    expect(last.data.map((p) => p.id)).toEqual(newestFirst.slice(4));
    const beyond = await favouriteProjects(me.token, '&offset=10');
    expect([beyond.total, beyond.data]).toEqual([5, []]);
    // The default page is 10.
    expect((await favouriteProjects(me.token)).data).toHaveLength(5);
  });

  it('validates the query', async () => {
    const me = await freshUser(s);
    expectFailure(
      await s.get('/api/get_favourite_property?type=nope', me.token),
      400,
      'type must be property or project',
    );
    expectFailure(await s.get('/api/get_favourite_property?type=project&limit=0', me.token), 400);
    expectFailure(await s.get('/api/get_favourite_property?type=project&offset=-1', me.token), 400);
  });
});
