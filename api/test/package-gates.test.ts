// The three package refusals (spec §6, docs/decisions/025): no running package, a running package without the
// feature, and a feature with no units left each answer 403 with their own closed code and text, on every gated
// operation: featuring a project or a property and opening a premium property here; posting a project in
// projects.test.ts. Before, a package without the feature was told 'You have not subscribed. Please subscribe first'.
import { MESSAGES } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user_package_limits } from '../src/db/schema.ts';
import type { Answer, TestServer } from './helpers.ts';
import {
  expectFailure,
  freshPoster,
  freshProject,
  freshProperty,
  freshUser,
  givePackage,
  startTestServer,
  usedFeature,
} from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const NO_PACKAGE = { code: 'PACKAGE_REQUIRED', message: 'You have not subscribed. Please subscribe first' };
const NO_FEATURE = {
  code: 'FEATURE_REQUIRED',
  message: 'Your package does not include this feature. Please purchase a package that includes it.',
};
const LIMIT_OVER = { code: 'PACKAGE_LIMIT_OVER', message: 'Your Package Limit is Over. Please Purchase Package.' };

function expectRefusal(r: Answer, refusal: { code: string; message: string }) {
  expectFailure(r, 403, refusal.message, refusal.code);
}

/** Uses up every limited unit of a user package. */
async function spend(userPackageId: number) {
  await s.db
    .update(user_package_limits)
    .set({ used_limit: 1_000 })
    .where(eq(user_package_limits.user_package_id, userPackageId));
}

describe('three refusals, three codes and texts', () => {
  it('the texts are distinct and the spec’s two are word for word', () => {
    expect(NO_PACKAGE.message).toBe(MESSAGES.notSubscribed);
    expect(LIMIT_OVER.message).toBe(MESSAGES.packageLimitOver);
    expect(NO_FEATURE.message).toBe(MESSAGES.featureNotInPackage);
    expect(new Set([NO_PACKAGE.message, NO_FEATURE.message, LIMIT_OVER.message]).size).toBe(3);
  });
});

describe('featuring a project (project_feature)', () => {
  const feature = (token: string, projectId: number) =>
    s.post('/api/store_advertisement', token, { feature_for: 'project', project_id: String(projectId) });

  it('no package, a package without project_feature, and no units left', async () => {
    const none = await freshUser(s);
    expectRefusal(await feature(none.token, (await freshProject(s, none.id)).id), NO_PACKAGE);

    // Professional runs but has no project_feature: the agent of the issue.
    const agent = await freshUser(s);
    await givePackage(s, agent.id, 'Professional');
    const r = await feature(agent.token, (await freshProject(s, agent.id)).id);
    expectRefusal(r, NO_FEATURE);

    const spent = await freshUser(s);
    await spend(await givePackage(s, spent.id, 'Premium'));
    expectRefusal(await feature(spent.token, (await freshProject(s, spent.id)).id), LIMIT_OVER);
    expect(await usedFeature(s, spent.id, 'project_feature')).toBe(1_000);
  });
});

describe('featuring a property (property_feature)', () => {
  const feature = (token: string, propertyId: number) =>
    s.post('/api/store_advertisement', token, { feature_for: 'property', property_id: String(propertyId) });

  it('no package, a package without property_feature, and no units left', async () => {
    const none = await freshUser(s);
    expectRefusal(await feature(none.token, (await freshProperty(s, none)).id), NO_PACKAGE);

    // Starter lists properties but cannot feature them.
    const starter = await freshUser(s);
    await givePackage(s, starter.id, 'Starter');
    expectRefusal(await feature(starter.token, (await freshProperty(s, starter)).id), NO_FEATURE);

    const spent = await freshUser(s);
    await spend(await givePackage(s, spent.id, 'Professional'));
    expectRefusal(await feature(spent.token, (await freshProperty(s, spent)).id), LIMIT_OVER);
  });
});

describe('the package check (check-package-limit)', () => {
  it('the package check answers the flags the client reads its refusal from', async () => {
    const starter = await freshPoster(s, 'Starter');
    const check = await s.get('/api/check-package-limit?type=project_list', starter.token);
    expect(check.body.data).toEqual({ package_available: true, feature_available: false, limit_available: false });
  });
});

describe('a premium property (premium_properties)', () => {
  it('a visitor is asked to sign in; no package and a package without it are told apart', async () => {
    const owner = await freshUser(s);
    const premium = await freshProperty(s, owner, { is_premium: true });
    const open = (token: string | null) => s.get(`/api/get_property?slug_id=${premium.slug_id}`, token);
    expectFailure(await open(null), 403, 'Cannot Access Premium Property, Feature Not Available', 'PREMIUM_REQUIRED');
    const none = await freshUser(s);
    expectRefusal(await open(none.token), NO_PACKAGE);
    const starter = await freshUser(s);
    await givePackage(s, starter.id, 'Starter');
    const r = await open(starter.token);
    expectRefusal(r, NO_FEATURE);
    expect(r.body).toMatchObject({ package_available: true, feature_available: false });
    const pro = await freshUser(s);
    await givePackage(s, pro.id, 'Professional');
    expect((await open(pro.token)).status).toBe(200);
    expect((await open(owner.token)).status).toBe(200);
  });
});
