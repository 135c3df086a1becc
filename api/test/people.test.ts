import {
  agentPropertiesData,
  blockedUser,
  chatSummary,
  envelope,
  listEnvelopeOf,
  personListItem,
  property as propertySchema,
  userReport,
} from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blocked_chat_users, categories, customers, projects, propertys, verify_customers } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

let s: TestServer;
let ids: { user: number; agent: number; admin: number };
let tokens: { user: string; agent: string };
let categoryId: number;

const listAnswer = listEnvelopeOf(personListItem);
const pageAnswer = envelope.extend({ data: agentPropertiesData, total: z.number().int() });

/** A customer made for this file; `props`/`projs` visible listings, `hidden` pending ones. */
let made = 0;
async function person(
  opts: {
    props?: number;
    projs?: number;
    hidden?: number;
    verified?: 'agent' | 'builder';
    active?: boolean;
    login?: boolean;
  } = {},
) {
  made += 1;
  const email = `people-${made}-${Date.now()}@example.com`;
  const [row] = await s.db
    .insert(customers)
    .values({
      name: `Person ${made}`,
      slug_id: `person-${made}-${Date.now()}`,
      email,
      mobile: `+91 90000 0${String(made).padStart(4, '0')}`,
      logintype: '3',
      is_email_verified: true,
      isActive: opts.active === false ? 0 : 1,
      password: await hashPassword('secret-1'),
    })
    .returning();
  if (!row) throw new Error('no customer');
  const listing = (i: number, visible: boolean) => ({
    category_id: categoryId,
    title: `Listing ${made}-${i}`,
    slug_id: `listing-${made}-${i}-${visible ? 'v' : 'h'}-${Date.now()}`,
    propery_type: 0,
    price: 1_000_000,
    added_by: row.id,
    status: visible ? 1 : 0,
    request_status: visible ? ('approved' as const) : ('pending' as const),
  });
  const props = [
    ...Array.from({ length: opts.props ?? 0 }, (_, i) => listing(i, true)),
    ...Array.from({ length: opts.hidden ?? 0 }, (_, i) => listing(100 + i, false)),
  ];
  if (props.length) await s.db.insert(propertys).values(props);
  if (opts.projs) {
    await s.db.insert(projects).values(
      Array.from({ length: opts.projs }, (_, i) => ({
        title: `Project ${made}-${i}`,
        slug_id: `project-${made}-${i}-${Date.now()}`,
        category_id: categoryId,
        added_by: row.id,
        status: 1,
        request_status: 'approved' as const,
      })),
    );
  }
  if (opts.verified) {
    await s.db.insert(verify_customers).values({ user_id: row.id, kind: opts.verified, status: 'success' });
  }
  const token = opts.login ? await s.login(email, 'secret-1') : '';
  return { ...row, token };
}

async function visibleCount(table: 'propertys' | 'projects', owner: number): Promise<number> {
  const t = table === 'propertys' ? propertys : projects;
  const rows = await s.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.added_by, owner), eq(t.status, 1), eq(t.request_status, 'approved')));
  return rows.length;
}

async function allAgents(kind: 'agent' | 'builder') {
  const r = await s.call(`/api/${kind}-list?limit=100`);
  expect(r.status).toBe(200);
  return listAnswer.parse(r.body);
}

beforeAll(async () => {
  s = await startTestServer();
  const rows = await s.db.select({ id: customers.id, email: customers.email }).from(customers);
  const idOf = (email: string) => rows.find((r) => r.email === email)?.id ?? 0;
  ids = { user: idOf(DEMO_ACCOUNTS.user), agent: idOf(DEMO_ACCOUNTS.agent), admin: idOf(DEMO_ACCOUNTS.admin) };
  tokens = { user: await s.login(DEMO_ACCOUNTS.user), agent: await s.login(DEMO_ACCOUNTS.agent) };
  const [cat] = await s.db.select({ id: categories.id }).from(categories).limit(1);
  categoryId = cat?.id ?? 0;
});
afterAll(async () => {
  await s?.close();
});

describe('GET /api/agent-list', () => {
  it('lists people with a visible property, verified first, with the right counts and no one else', async () => {
    const verifiedSmall = await person({ props: 1, verified: 'agent' });
    const builderVerified = await person({ props: 4, verified: 'builder' });
    const busy = await person({ props: 3, projs: 2 });
    const hiddenOnly = await person({ hidden: 2 });
    const projectsOnly = await person({ projs: 1 });
    const deactivated = await person({ props: 2, active: false });
    const nobody = await person();

    const list = await allAgents('agent');
    expect(list).toMatchObject({ error: false, message: 'Data Fetch Successfully' });
    const byId = new Map(list.data.map((a) => [a.id, a]));
    for (const absent of [hiddenOnly, projectsOnly, deactivated, nobody]) expect(byId.has(absent.id)).toBe(false);
    expect(byId.has(ids.admin)).toBe(false);
    expect(list.total).toBe(list.data.length);

    // Verified people first; within each group the busiest first.
    const flags = list.data.map((a) => a.is_verified);
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true));
    expect(list.data[0]?.id).toBe(ids.agent);
    expect(byId.get(verifiedSmall.id)?.is_verified).toBe(true);
    // Verified as a builder is not verified as an agent.
    expect(byId.get(builderVerified.id)?.is_verified).toBe(false);
    const unverified = list.data.filter((a) => !a.is_verified).map((a) => a.property_count);
    expect(unverified).toEqual([...unverified].sort((a, b) => b - a));

    expect(byId.get(busy.id)).toEqual({
      id: busy.id,
      name: busy.name,
      email: busy.email,
      profile: '',
      slug_id: busy.slug_id,
      property_count: 3,
      projects_count: 2,
      is_verified: false,
      total_count: 5,
    });
    for (const a of list.data) {
      expect(a.property_count).toBe(await visibleCount('propertys', a.id));
      expect(a.projects_count).toBe(await visibleCount('projects', a.id));
    }
    const agent = byId.get(ids.agent);
    expect(agent?.profile).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
    expect(byId.get(ids.user)?.is_verified).toBe(false);
  });

  it('pages with offset and limit; total counts every agent on every page', async () => {
    const all = await allAgents('agent');
    const first = listAnswer.parse((await s.call('/api/agent-list?offset=0&limit=2')).body);
    const second = listAnswer.parse((await s.call('/api/agent-list?offset=2&limit=2')).body);
    const past = listAnswer.parse((await s.call('/api/agent-list?offset=500&limit=2')).body);
    expect(first.total).toBe(all.total);
    expect(second.total).toBe(all.total);
    expect([...first.data, ...second.data].map((a) => a.id)).toEqual(all.data.slice(0, 4).map((a) => a.id));
    expect(past).toMatchObject({ data: [], total: all.total, message: 'No data found!' });
    const bad = await s.call('/api/agent-list?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: true, code: 'VALIDATION' });
  });
});

describe('GET /api/builder-list', () => {
  it('lists people with a visible project or a builder verification, verified builders first', async () => {
    const builder = await person({ projs: 2 });
    const verifiedBuilder = await person({ projs: 1, verified: 'builder' });
    const verifiedNoProjects = await person({ verified: 'builder' });
    const propsOnly = await person({ props: 2 });
    const list = await allAgents('builder');
    const byId = new Map(list.data.map((b) => [b.id, b]));
    expect(byId.get(builder.id)).toMatchObject({ projects_count: 2, property_count: 0, total_count: 2 });
    expect(byId.get(verifiedBuilder.id)?.is_verified).toBe(true);
    expect(byId.get(verifiedNoProjects.id)).toMatchObject({ is_verified: true, projects_count: 0 });
    // The demo agent has projects but is verified as an agent, not as a builder.
    expect(byId.get(ids.agent)?.is_verified).toBe(false);
    expect(byId.has(propsOnly.id)).toBe(false);
    expect(byId.has(ids.user)).toBe(false);
    expect(byId.has(ids.admin)).toBe(false);
    const flags = list.data.map((b) => b.is_verified);
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true));
    for (const b of list.data) expect(b.projects_count).toBe(await visibleCount('projects', b.id));
    const paged = listAnswer.parse((await s.call('/api/builder-list?offset=1&limit=1')).body);
    expect(paged.total).toBe(list.total);
    expect(paged.data.map((b) => b.id)).toEqual([list.data[1]?.id]);
  });
});

describe('GET /api/agent-properties', () => {
  it("answers the agent's customer_data and their visible properties as get_property objects", async () => {
    const [agent] = await s.db.select().from(customers).where(eq(customers.id, ids.agent));
    const r = await s.call(`/api/agent-properties?slug_id=${agent?.slug_id}&limit=5`);
    expect(r.status).toBe(200);
    const page = pageAnswer.parse(r.body);
    const propertyCount = await visibleCount('propertys', ids.agent);
    const projectCount = await visibleCount('projects', ids.agent);
    expect(page.total).toBe(propertyCount);
    expect(page.data.customer_data).toMatchObject({
      id: ids.agent,
      slug_id: agent?.slug_id,
      name: 'Arjun Mehta',
      email: DEMO_ACCOUNTS.agent,
      about_me: 'Independent agent helping families find homes since 2012.',
      property_count: propertyCount,
      projects_count: projectCount,
      is_verify: true,
      is_blocked_by_me: false,
      is_blocked_by_user: false,
    });
    expect(page.data.properties_data).toHaveLength(5);
    expect(page.data.projects_data).toEqual([]);
    // The very objects get_property lists for the same owner.
    const same = await s.call(`/api/get_property?userid=${ids.agent}&limit=5`);
    expect(page.data.properties_data).toEqual(z.array(propertySchema).parse(same.body.data));
    for (const p of page.data.properties_data) expect(p.customer_id).toBe(ids.agent);

    const byId = pageAnswer.parse((await s.call(`/api/agent-properties?id=${ids.agent}&offset=5&limit=5`)).body);
    expect(byId.total).toBe(propertyCount);
    expect(byId.data.properties_data[0]?.id).not.toBe(page.data.properties_data[0]?.id);
  });

  it('answers projects with is_projects=1, total counting them', async () => {
    const r = pageAnswer.parse((await s.call(`/api/agent-properties?id=${ids.agent}&is_projects=1&limit=100`)).body);
    const projectCount = await visibleCount('projects', ids.agent);
    expect(r.total).toBe(projectCount);
    expect(r.data.projects_data).toHaveLength(projectCount);
    expect(r.data.properties_data).toEqual([]);
    for (const p of r.data.projects_data) expect(p.added_by).toBe(ids.agent);
  });

  it('answers 404 for an unknown slug and for people who do not list; 400 without slug_id or id', async () => {
    const [admin] = await s.db.select().from(customers).where(eq(customers.id, ids.admin));
    const hidden = await person({ hidden: 1 });
    const deactivated = await person({ props: 1, active: false });
    for (const q of [
      'slug_id=no-such-agent',
      `slug_id=${admin?.slug_id}`,
      `id=${hidden.id}`,
      `id=${deactivated.id}`,
      'id=999999',
    ]) {
      const r = await s.call(`/api/agent-properties?${q}`);
      expect(r.status, q).toBe(404);
      expect(r.body).toMatchObject({ error: true, message: 'Agent not found', code: 'NOT_FOUND' });
      expect(JSON.stringify(r.body)).not.toContain('@');
    }
    const none = await s.call('/api/agent-properties');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: true, message: 'slug_id or id is required' });
  });
});

describe('GET /api/builder-project', () => {
  it("answers the builder's customer_data and visible projects; 404 for someone without projects", async () => {
    const builder = await person({ projs: 3, hidden: 1 });
    const r = await s.call(`/api/builder-project?slug_id=${builder.slug_id}&limit=2`);
    expect(r.status).toBe(200);
    const page = pageAnswer.parse(r.body);
    expect(page.total).toBe(3);
    expect(page.data.projects_data).toHaveLength(2);
    expect(page.data.customer_data).toMatchObject({ id: builder.id, projects_count: 3, property_count: 0 });
    expect(page.data.properties_data).toEqual([]);
    const same = await s.call(`/api/get-projects?userid=${builder.id}&limit=2`);
    expect(page.data.projects_data).toEqual(same.body.data);

    const verifiedOnly = await person({ verified: 'builder' });
    const empty = pageAnswer.parse((await s.call(`/api/builder-project?id=${verifiedOnly.id}`)).body);
    expect(empty).toMatchObject({ total: 0, data: { projects_data: [], customer_data: { is_verify: true } } });

    for (const q of [`id=${ids.user}`, 'slug_id=nobody-here']) {
      const missing = await s.call(`/api/builder-project?${q}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ error: true, message: 'Builder not found', code: 'NOT_FOUND' });
    }
  });
});

describe('POST /api/block-user and /api/unblock-user', () => {
  const chatsAnswer = envelope.extend({ data: z.array(chatSummary), total_page: z.number().int() });

  it('need a token', async () => {
    for (const path of ['/api/block-user', '/api/unblock-user']) {
      const r = await s.post(path, null, { to_user_id: String(ids.agent) });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ error: true, message: 'User is not authenticated', code: 'UNAUTHENTICATED' });
    }
    const list = await s.call('/api/blocked-users');
    expect(list.status).toBe(401);
  });

  it('refuse yourself, an unknown user and a request without a target', async () => {
    const me = await person({ login: true });
    const self = await s.post('/api/block-user', me.token, { to_user_id: String(me.id), reason: 'x' });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ error: true, message: 'You cannot block yourself.' });
    const unknown = await s.post('/api/block-user', me.token, { to_user_id: '999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: true, message: 'User not found' });
    const empty = await s.post('/api/block-user', me.token, { reason: 'spam' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: true, message: 'to_user_id or to_admin is required' });
    const rows = await s.db.select().from(blocked_chat_users).where(eq(blocked_chat_users.by_user_id, me.id));
    expect(rows).toEqual([]);
  });

  it('block the other party in chat both ways with upstream texts, idempotently, and unblock restores it', async () => {
    const me = await person({ login: true });
    const [property] = await s.db
      .select({ id: propertys.id })
      .from(propertys)
      .where(and(eq(propertys.added_by, ids.agent), eq(propertys.status, 1)))
      .limit(1);
    const about = String(property?.id);
    const hello = await s.post('/api/send_message', me.token, {
      receiver_id: String(ids.agent),
      property_id: about,
      message: 'Hi',
    });
    expect(hello.status).toBe(200);

    const blocked = await s.post('/api/block-user', me.token, {
      to_user_id: String(ids.agent),
      reason: 'Spam or scam',
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ error: false, message: 'User Blocked Successfully' });

    // The blocked agent cannot message the blocker, and the blocker cannot message them either.
    const fromAgent = await s.post('/api/send_message', tokens.agent, {
      receiver_id: String(me.id),
      property_id: about,
      message: 'Are you there?',
    });
    expect(fromAgent.status).toBe(403);
    expect(fromAgent.body).toMatchObject({ error: true, message: 'You are blocked by user', code: 'BLOCKED' });
    const fromMe = await s.post('/api/send_message', me.token, {
      receiver_id: String(ids.agent),
      property_id: about,
      message: 'x',
    });
    expect(fromMe.status).toBe(403);
    expect(fromMe.body).toMatchObject({ error: true, message: 'You have blocked user' });

    const myChats = chatsAnswer.parse((await s.get('/api/get_chats', me.token)).body);
    expect(myChats.data[0]).toMatchObject({ user_id: ids.agent, is_blocked_by_me: true, is_blocked_by_user: false });
    const theirChats = chatsAnswer.parse((await s.get('/api/get_chats', tokens.agent)).body);
    expect(theirChats.data.find((c) => c.user_id === me.id)).toMatchObject({ is_blocked_by_user: true });

    // The agent's page tells the viewer about the block.
    const agentPage = pageAnswer.parse((await s.get(`/api/agent-properties?id=${ids.agent}&limit=1`, me.token)).body);
    expect(agentPage.data.customer_data).toMatchObject({ is_blocked_by_me: true, is_blocked_by_user: false });

    // Blocking twice keeps one row; a new reason replaces the old one, a blank one keeps it.
    const again = await s.post('/api/block-user', me.token, {
      to_user_id: String(ids.agent),
      reason: 'Abusive messages',
    });
    expect(again.body).toMatchObject({ error: false, message: 'User Blocked Successfully' });
    await s.post('/api/block-user', me.token, { to_user_id: String(ids.agent) });
    const rows = await s.db.select().from(blocked_chat_users).where(eq(blocked_chat_users.by_user_id, me.id));
    expect(rows.map((r) => [r.user_id, r.reason])).toEqual([[ids.agent, 'Abusive messages']]);

    const list = await s.get('/api/blocked-users', me.token);
    const parsed = listEnvelopeOf(blockedUser).parse(list.body);
    expect(parsed.total).toBe(1);
    expect(parsed.data[0]).toMatchObject({ id: ids.agent, name: 'Arjun Mehta', reason: 'Abusive messages' });
    expect(JSON.stringify(parsed.data)).not.toContain(DEMO_ACCOUNTS.agent);

    const unblocked = await s.post('/api/unblock-user', me.token, { to_user_id: String(ids.agent) });
    expect(unblocked.status).toBe(200);
    expect(unblocked.body).toMatchObject({ error: false, message: 'User Unblocked Successfully' });
    const twice = await s.post('/api/unblock-user', me.token, { to_user_id: String(ids.agent) });
    expect(twice.status).toBe(200);
    expect(await s.db.select().from(blocked_chat_users).where(eq(blocked_chat_users.by_user_id, me.id))).toEqual([]);
    const restored = await s.post('/api/send_message', tokens.agent, {
      receiver_id: String(me.id),
      property_id: about,
      message: 'Welcome back',
    });
    expect(restored.status).toBe(200);
    expect(listEnvelopeOf(blockedUser).parse((await s.get('/api/blocked-users', me.token)).body)).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('to_admin=1 blocks and unblocks the admin accounts', async () => {
    const me = await person({ login: true });
    const r = await s.post('/api/block-user', me.token, { to_admin: '1', reason: 'Too many messages' });
    expect(r.body).toMatchObject({ error: false, message: 'User Blocked Successfully' });
    const rows = await s.db.select().from(blocked_chat_users).where(eq(blocked_chat_users.by_user_id, me.id));
    expect(rows.map((b) => b.user_id)).toEqual([ids.admin]);
    await s.post('/api/unblock-user', me.token, { to_admin: '1' });
    expect(await s.db.select().from(blocked_chat_users).where(eq(blocked_chat_users.by_user_id, me.id))).toEqual([]);
  });

  it('accept JSON too and validate the reason length', async () => {
    const me = await person({ login: true });
    const long = await s.call('/api/block-user', {
      method: 'POST',
      headers: { authorization: me.token, 'content-type': 'application/json' },
      body: JSON.stringify({ to_user_id: ids.user, reason: 'x'.repeat(1001) }),
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: true, code: 'VALIDATION' });
    const ok = await s.call('/api/block-user', {
      method: 'POST',
      headers: { authorization: me.token, 'content-type': 'application/json' },
      body: JSON.stringify({ to_user_id: ids.user }),
    });
    expect(ok.status).toBe(200);
    await s.post('/api/unblock-user', me.token, { to_user_id: String(ids.user) });
  });
});

describe('GET /api/admin/user-reports', () => {
  it('shows admins the blocks that came with a reason, newest first; 401 for visitors, 403 for others', async () => {
    const reporter = await person({ login: true });
    const quiet = await person({ login: true });
    await s.post('/api/block-user', reporter.token, { to_user_id: String(ids.agent), reason: 'Fake listings' });
    await s.post('/api/block-user', quiet.token, { to_user_id: String(ids.agent) });

    expect((await s.call('/api/admin/user-reports')).status).toBe(401);
    const notAdmin = await s.get('/api/admin/user-reports', tokens.user);
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body).toMatchObject({ error: true, code: 'FORBIDDEN' });

    const admin = await s.login(DEMO_ACCOUNTS.admin);
    const r = await s.get(`/api/admin/user-reports?user_id=${ids.agent}`, admin);
    expect(r.status).toBe(200);
    const parsed = listEnvelopeOf(userReport).parse(r.body);
    expect(parsed.data.map((x) => x.reporter.id)).not.toContain(quiet.id);
    expect(parsed.data[0]).toMatchObject({
      reason: 'Fake listings',
      reporter: { id: reporter.id, email: reporter.email },
      reported: { id: ids.agent, name: 'Arjun Mehta', slug_id: 'arjun-mehta' },
    });
    expect(parsed.total).toBe(parsed.data.length);
    const none = await s.get(`/api/admin/user-reports?user_id=${quiet.id}`, admin);
    expect(none.body).toMatchObject({ error: false, total: 0, data: [] });
    const bad = await s.get('/api/admin/user-reports?limit=500', admin);
    expect(bad.status).toBe(400);

    await s.post('/api/unblock-user', reporter.token, { to_user_id: String(ids.agent) });
    await s.post('/api/unblock-user', quiet.token, { to_user_id: String(ids.agent) });
  });
});
