// Demo mode over real HTTP, on PGlite or PostgreSQL (DATABASE_URL): every write route the app registered — taken
// from the app itself, so a route added later is covered without being named here — is refused with the spec's
// text, whoever calls it, and no row anywhere changes; signing in and out still work; web-settings says so.
import { MESSAGES } from '@abode/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../src/modules/routes.ts';
import { DEMO_ALLOWED_WRITES, writeRoutes } from '../src/plugins/demo-mode.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { form, startTestServer, tableSnapshot } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ config: { demoMode: true } });
});
afterAll(async () => {
  await s?.close();
});

/** A concrete path for a registered URL: each parameter becomes 1. */
const pathOf = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

describe('demo mode', () => {
  it('knows every write route: all of the wire operations that are not GETs, and the allowed ones exactly', () => {
    const keys = writeRoutes(s.app).map((r) => r.key);
    for (const route of ROUTES)
      if (route.method !== 'GET' && s.app.hasRoute({ method: route.method, url: route.url }))
        expect(keys).toContain(`${route.method} ${route.url}`);
    // The writes this issue found going through, and reads that write.
    for (const key of ['POST /api/interested_users', 'POST /api/send_message', 'GET /api/forgot-password'])
      expect(keys).toContain(key);
    const allowed = writeRoutes(s.app)
      .filter((r) => !r.refused)
      .map((r) => r.key);
    for (const key of allowed) expect(DEMO_ALLOWED_WRITES).toContain(key);
    expect(allowed).toEqual(expect.arrayContaining(['POST /api/user_signup', 'POST /api/before-logout']));
  });

  it("refuses every other write, by a visitor, a user or an admin, with 'This Action is Not Allowed in Demo Mode', and writes nothing", async () => {
    const user = await s.login(DEMO_ACCOUNTS.user);
    const admin = await s.login(DEMO_ACCOUNTS.admin);
    const refused = writeRoutes(s.app).filter((r) => r.refused);
    expect(refused.length).toBeGreaterThan(80);
    const before = await tableSnapshot(s.db);
    for (const { key } of refused) {
      const [method = '', url = ''] = key.split(' ');
      for (const token of [null, user, admin]) {
        const fields = { property_id: '1', message: 'hello', name: 'Changed In Demo', package_id: '1', id: '1' };
        const r = await s.call(`${pathOf(url)}${method === 'GET' ? '?email=user%40abode.test&package_id=1' : ''}`, {
          method,
          headers: token ? { authorization: token } : {},
          ...(method === 'GET' ? {} : { body: form(fields) }),
        });
        expect({ key, token: token && 'token', status: r.status, body: r.body }).toMatchObject({
          status: 403,
          body: { error: true, message: MESSAGES.demoMode, code: 'FORBIDDEN' },
        });
      }
    }
    expect(await tableSnapshot(s.db)).toEqual(before);
  });

  it('still signs people in and out, and web-settings tells the client it is a demo', async () => {
    const token = await s.login(DEMO_ACCOUNTS.agent);
    const out = await s.post('/api/before-logout', token, {});
    expect(out.status).toBe(200);
    const settings = await s.get('/api/web-settings');
    expect(settings.body.data).toMatchObject({ demo_mode: true });
  });
});
