// The token is checked before anything else, walked from the table of operations (decision 032) rather than a
// hand-kept list: every operation that needs a user answers 401 to a caller without a token or with a forged one,
// every admin operation answers 403 to a signed-in customer, whatever the body, and none of those calls writes a
// row. An operation added later is covered without being named here.
import { OPERATIONS } from '@abode/shared/operations/table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { form, startTestServer, tableSnapshot } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

/** A concrete path for an operation's path: each parameter becomes 1. */
const pathOf = (path: string) => path.replace(/:[A-Za-z_]+/g, '1');

/** Fields that would pass many bodies' checks: the guard must answer before any of them is read. */
const FIELDS = { property_id: '1', message: 'hello', name: 'Guarded', package_id: '1', id: '1', status: '1' };

async function callAs(op: (typeof OPERATIONS)[number], authorization: string | null) {
  return s.call(`${pathOf(op.path)}${op.method === 'GET' ? '?id=1&property_id=1' : ''}`, {
    method: op.method,
    headers: authorization ? { authorization } : {},
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { body: form(FIELDS) }),
  });
}

describe('the token guard, walked from the table', () => {
  it('gives every /api/admin/ operation the admin level', () => {
    const wrong = OPERATIONS.filter((o) => o.path.startsWith('/api/admin/') && o.auth !== 'admin').map((o) => o.id);
    expect(wrong).toEqual([]);
  });

  it('answers 401 without a token or with a forged one, and 403 to a customer on admin operations, writing nothing', async () => {
    const guarded = OPERATIONS.filter((o) => o.auth === 'required' || o.auth === 'admin');
    const admins = guarded.filter((o) => o.auth === 'admin');
    expect(guarded.length).toBeGreaterThan(90);
    expect(admins.length).toBeGreaterThan(20);
    const user = await s.login(DEMO_ACCOUNTS.user);
    // The customer's own token row is counted only: using a token records when it was last used.
    const before = await tableSnapshot(s.db, ['personal_access_tokens']);
    for (const op of guarded) {
      for (const token of [null, 'Bearer forged.token.value']) {
        const r = await callAs(op, token);
        expect({ op: op.id, token, status: r.status, body: r.body }).toMatchObject({
          status: 401,
          body: { error: true, code: 'UNAUTHENTICATED' },
        });
      }
    }
    for (const op of admins) {
      const r = await callAs(op, user);
      expect({ op: op.id, status: r.status, body: r.body }).toMatchObject({
        status: 403,
        body: { error: true, message: 'Forbidden', code: 'FORBIDDEN' },
      });
    }
    expect(await tableSnapshot(s.db, ['personal_access_tokens'])).toEqual(before);
  });
});
