import { verificationRecord } from '@abode/shared/wire';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  outbox,
  packages,
  personal_access_tokens,
  projects,
  propertys,
  reject_reasons,
  verify_customers,
} from '../src/db/schema.ts';
import { createToken } from '../src/modules/users/users.repository.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { expectFailure, FRESH_PASSWORD, freshUser, startTestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
let user: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login(DEMO_ACCOUNTS.admin);
  user = await s.login(DEMO_ACCOUNTS.user);
});
afterAll(async () => {
  await s?.close();
});

const DEACTIVATED = 'Your Account have been Deactivetd by Admin. please connect them.';

async function pendingApplication(kind: 'agent' | 'builder' | 'tenant' = 'builder'): Promise<number> {
  const c = await freshUser(s);
  const [row] = await s.db
    .insert(verify_customers)
    .values({ user_id: c.id, kind, status: 'pending' })
    .returning({ id: verify_customers.id });
  return row?.id ?? 0;
}

describe('the admin guard', () => {
  it('answers 401 to a visitor and 403 to a customer on every admin endpoint, before reading input', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/verifications?status=pending'],
      ['POST', '/api/admin/verifications/1/approve'],
      ['POST', '/api/admin/verifications/1/fail', {}],
      ['POST', '/api/admin/properties/1/approve'],
      ['POST', '/api/admin/properties/1/reject', {}],
      ['POST', '/api/admin/projects/1/approve'],
      ['POST', '/api/admin/projects/1/reject', {}],
      ['POST', '/api/admin/users/1/activate'],
      ['POST', '/api/admin/users/1/deactivate'],
    ];
    for (const [method, path, body] of calls) {
      const visitor = method === 'GET' ? await s.get(path, null) : await s.postJson(path, null, body);
      expect(visitor.status, path).toBe(401);
      expect(visitor.body).toMatchObject({ error: true, code: 'UNAUTHENTICATED' });
      const customer = method === 'GET' ? await s.get(path, user) : await s.postJson(path, user, body);
      expect(customer.status, path).toBe(403);
      expect(customer.body).toMatchObject({ error: true, message: 'Forbidden', code: 'FORBIDDEN' });
    }
    // Nothing changed for the probed ids.
    const [p] = await s.db.select().from(propertys).where(eq(propertys.id, 1));
    expect(p?.request_status).not.toBe('rejected');
  });
});

describe('verifications', () => {
  it('lists applications by status and kind with applicant and answers', async () => {
    const builderId = await pendingApplication('builder');
    const tenantId = await pendingApplication('tenant');
    const r = await s.get('/api/admin/verifications?status=pending&kind=', admin);
    expect(r.status).toBe(200);
    const list = verificationRecord.array().parse(r.body.data);
    expect(list.map((v) => v.id)).toEqual(expect.arrayContaining([builderId, tenantId]));
    expect(list.every((v) => v.status === 'pending')).toBe(true);
    expect(r.body.total).toBe(list.length);

    const builders = verificationRecord
      .array()
      .parse((await s.get('/api/admin/verifications?status=pending&kind=builder', admin)).body.data);
    expect(builders.map((v) => v.id)).toContain(builderId);
    expect(builders.every((v) => v.kind === 'builder')).toBe(true);

    const verified = verificationRecord
      .array()
      .parse((await s.get('/api/admin/verifications?status=success', admin)).body.data);
    const agent = verified.find((v) => v.user.email === DEMO_ACCOUNTS.agent);
    expect(agent?.kind).toBe('agent');
    expect(agent?.user.property_count).toBeGreaterThan(0);
    expect(agent?.verify_customer_values.find((v) => v.verify_form?.field_type === 'file')?.value).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/uploads\/private\/verification\/.+\?expires=\d+&signature=/,
    );

    for (const bad of ['status=verified', 'kind=landlord', 'limit=0', 'offset=-1']) {
      const e = await s.get(`/api/admin/verifications?${bad}`, admin);
      expect(e.status, bad).toBe(400);
      expect(e.body).toMatchObject({ error: true, code: 'VALIDATION' });
    }
  });

  it('approves and fails idempotently, requires a reason, 404s unknown ids, and mails the applicant once', async () => {
    const id = await pendingApplication('agent');
    const [row] = await s.db.select().from(verify_customers).where(eq(verify_customers.id, id));
    const [applicant] = await s.db
      .select()
      .from(customers)
      .where(eq(customers.id, row?.user_id ?? 0));
    const mails = async () =>
      s.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, applicant?.email ?? ''));

    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const r = await s.postJson(`/api/admin/verifications/${id}/fail`, admin, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: true, message: 'Please write your reason' });
    }
    const f1 = await s.postJson(`/api/admin/verifications/${id}/fail`, admin, { reason: 'Blurry licence' });
    const f2 = await s.postJson(`/api/admin/verifications/${id}/fail`, admin, { reason: 'Blurry licence' });
    for (const r of [f1, f2]) {
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ id, status: 'failed', reason: 'Blurry licence' });
    }
    expect(await mails()).toHaveLength(1);

    const a1 = await s.postJson(`/api/admin/verifications/${id}/approve`, admin);
    const a2 = await s.postJson(`/api/admin/verifications/${id}/approve`, admin);
    for (const r of [a1, a2]) {
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ error: false, message: 'Verification approved' });
      expect(r.body.data).toMatchObject({ id, status: 'success', reason: null });
    }
    expect(await mails()).toHaveLength(2);

    const unknown = await s.postJson('/api/admin/verifications/999999/approve', admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: true, code: 'NOT_FOUND', message: 'Verification not found' });
    // A malformed id is bad input (the route's params schema), not an unknown one.
    const malformed = await s.postJson('/api/admin/verifications/abc/approve', admin);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      error: true,
      code: 'VALIDATION',
      message: 'id must be a positive whole number',
    });
    const r = await s.postJson('/api/admin/verifications/999999/fail', admin, { reason: 'x' });
    expect(r.status).toBe(404);
  });
});

describe('listings', () => {
  it('approves and rejects properties with a stored reason, idempotently', async () => {
    const [p] = await s.db.select().from(propertys).where(eq(propertys.request_status, 'approved')).limit(1);
    if (!p) throw new Error('no property');
    const reasons = () => s.db.select().from(reject_reasons).where(eq(reject_reasons.property_id, p.id));

    const missing = await s.postJson(`/api/admin/properties/${p.id}/reject`, admin, {});
    expect(missing.body).toMatchObject({ error: true, message: 'Please write your reason' });

    for (let i = 0; i < 2; i++) {
      const r = await s.postJson(`/api/admin/properties/${p.id}/reject`, admin, { reason: 'Photos do not match' });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({
        id: p.id,
        request_status: 'rejected',
        status: 0,
        reject_reason: 'Photos do not match',
      });
    }
    expect(await reasons()).toHaveLength(1);
    // A rejected property is no longer public.
    const hidden = await s.get(`/api/get_property?id=${p.id}`, null);
    expect(hidden.body.data).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const r = await s.postJson(`/api/admin/properties/${p.id}/approve`, admin);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ id: p.id, request_status: 'approved', status: 1, reject_reason: null });
    }
    expect(await reasons()).toHaveLength(0);
    const shown = await s.get(`/api/get_property?id=${p.id}`, null);
    expect((shown.body.data as { id: number }[]).map((x) => x.id)).toEqual([p.id]);

    const unknown = await s.postJson('/api/admin/properties/99999999/approve', admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: true, message: 'Property not found', code: 'NOT_FOUND' });
  });

  it('approves and rejects projects the same way', async () => {
    const [p] = await s.db.select().from(projects).orderBy(desc(projects.id)).limit(1);
    if (!p) throw new Error('no project');
    const r = await s.postJson(`/api/admin/projects/${p.id}/reject`, admin, { reason: 'Missing RERA number' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ request_status: 'rejected', status: 0, reject_reason: 'Missing RERA number' });
    const [stored] = await s.db.select().from(reject_reasons).where(eq(reject_reasons.project_id, p.id));
    expect(stored?.reason).toBe('Missing RERA number');
    const a = await s.postJson(`/api/admin/projects/${p.id}/approve`, admin);
    expect(a.body.data).toMatchObject({ request_status: 'approved', status: 1, reject_reason: null });
    const unknown = await s.postJson('/api/admin/projects/99999999/reject', admin, { reason: 'x' });
    expect(unknown.status).toBe(404);
  });
});

describe('account status', () => {
  it('deactivation stops every token at once with the deactivated message, as does login; activation restores login, not the old sessions', async () => {
    const c = await freshUser(s);
    const second = `Bearer ${await createToken(s.db, c.id)}`;
    expect((await s.get('/api/get-user-data', c.token)).status).toBe(200);

    for (let i = 0; i < 2; i++) {
      const r = await s.postJson(`/api/admin/users/${c.id}/deactivate`, admin);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ error: false, message: 'User deactivated', data: { id: c.id, is_active: false } });
    }
    for (const auth of [c.token, second]) {
      const r = await s.get('/api/get-user-data', auth);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ error: true, code: 'ACCOUNT_DEACTIVATED', message: DEACTIVATED });
    }
    const login = await s.post('/api/user_signup', null, { type: '3', email: c.email, password: FRESH_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ error: true, message: DEACTIVATED, is_active: false });

    for (let i = 0; i < 2; i++) {
      const r = await s.postJson(`/api/admin/users/${c.id}/activate`, admin);
      expect(r.body).toMatchObject({ error: false, message: 'User activated', data: { id: c.id, is_active: true } });
    }
    expect(
      (await s.post('/api/user_signup', null, { type: '3', email: c.email, password: FRESH_PASSWORD })).status,
    ).toBe(200);
    const tokens = await s.db
      .select()
      .from(personal_access_tokens)
      .where(eq(personal_access_tokens.tokenable_id, c.id));
    expect(tokens).toHaveLength(1); // the login just made; the sessions from before deactivation are gone
    for (const auth of [c.token, second]) expect((await s.get('/api/get-user-data', auth)).status).toBe(401);
    const notices = await s.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, c.email), eq(outbox.template, 'user_status')));
    expect(notices).toHaveLength(2);
  });

  it('refuses to deactivate the admin themself and 404s unknown users', async () => {
    const [me] = await s.db.select().from(customers).where(eq(customers.email, DEMO_ACCOUNTS.admin));
    const self = await s.postJson(`/api/admin/users/${me?.id}/deactivate`, admin);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ error: true, message: 'You cannot deactivate your own account.' });
    const unknown = await s.postJson('/api/admin/users/99999999/deactivate', admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: true, code: 'NOT_FOUND', message: 'User not found' });
    expect((await s.postJson('/api/admin/users/0/activate', admin)).status).toBe(400);
  });
});

describe('package grants', () => {
  it('gives a user a paid package, which then opens what it gates; refuses twice, unknown users and non-admins', async () => {
    const c = await freshUser(s);
    const [premium] = await s.db.select().from(packages).where(eq(packages.name, 'Premium'));
    const id = premium?.id ?? 0;
    const access = async () =>
      (await s.get('/api/check-package-limit?type=project_access', c.token)).body.data as Record<string, unknown>;
    expect(await access()).toMatchObject({ package_available: false });
    // The user cannot take it themselves (paid).
    expectFailure(
      await s.postJson('/api/assign_package', c.token, { package_id: id }),
      400,
      'Package is paid cannot assign directly',
      'BAD_REQUEST',
    );
    expectFailure(
      await s.postJson(`/api/admin/users/${c.id}/packages`, user, { package_id: id }),
      403,
      'Forbidden',
      'FORBIDDEN',
    );

    const r = await s.postJson(`/api/admin/users/${c.id}/packages`, admin, { package_id: id });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: 'Package assigned', data: { id, name: 'Premium' } });
    expect(await access()).toMatchObject({ package_available: true, feature_available: true });
    // The grant has its transaction: taken for nothing.
    const history = await s.get('/api/get_payment_details', c.token);
    expect(history.body.data).toEqual([
      expect.objectContaining({ package_id: id, amount: 0, payment_type: 'free', payment_status: 'success' }),
    ]);

    expectFailure(
      await s.postJson(`/api/admin/users/${c.id}/packages`, admin, { package_id: id }),
      400,
      'The user already has this package',
      'ALREADY_EXISTS',
    );
    expectFailure(
      await s.postJson('/api/admin/users/999999/packages', admin, { package_id: id }),
      404,
      'User not found',
      'NOT_FOUND',
    );
    expect((await s.postJson(`/api/admin/users/${c.id}/packages`, admin, { package_id: 999999 })).status).toBe(404);
  });
});
