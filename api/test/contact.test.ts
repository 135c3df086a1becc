// contct_us and csr-works (spec §3 "Contact message", §5 texts), post_feedback, and the admins' reads of them.
// Over real HTTP, on PGlite or PostgreSQL (DATABASE_URL).
import { CONTACT_MESSAGES as C, MESSAGES } from '@abode/shared/wire';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact_messages, feedbacks } from '../src/db/schema.ts';
import { CONTACT_LIMITS } from '../src/modules/contact/contact-form.ts';
import { FEEDBACK_LIMITS } from '../src/modules/contact/post-feedback.route.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { FormFields, TestServer } from './helpers.ts';
import { expectFailure, freshUser, startTestServer, uniqueTag } from './helpers.ts';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  // Requests come from 127.0.0.1: trusting the loopback proxy makes X-Forwarded-For name the client.
  s = await startTestServer({ config: { trustProxy: 'loopback' } });
  admin = await s.login(DEMO_ACCOUNTS.admin);
});
afterAll(async () => {
  await s?.close();
});

let client = 0;
/** A client address no other test uses, so the per-client limit of one test never reaches another. */
const freshClient = () => `198.18.${Math.floor(++client / 250)}.${client % 250}`;

function contactForm(overrides: FormFields = {}): FormFields {
  return {
    first_name: 'Meera',
    last_name: 'Iyer',
    email: 'Meera@Example.com',
    phone: '098200 44444',
    message: `We would like to support a school library. ${uniqueTag('m')}`,
    ...overrides,
  };
}

async function send(path: string, fields: FormFields, as: { token?: string; from?: string } = {}) {
  const headers = new Headers({ 'x-forwarded-for': as.from ?? freshClient() });
  if (as.token) headers.set('authorization', as.token);
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, String(v));
  return s.call(path, { method: 'POST', headers, body: f });
}

describe.each([
  { path: '/api/contct_us', kind: 'contact' as const, sent: C.contactSent },
  { path: '/api/csr-works', kind: 'csr' as const, sent: C.csrSent },
])('$path', ({ path, kind, sent }) => {
  it('stores the message with its kind, from a visitor or a signed-in user', async () => {
    const form = contactForm();
    const r = await send(path, form);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ error: false, message: sent });
    const [row] = await s.db
      .select()
      .from(contact_messages)
      .where(eq(contact_messages.message, String(form.message)));
    expect(row).toMatchObject({
      kind,
      user_id: null,
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera@example.com',
      phone: '+919820044444',
    });
    const u = await freshUser(s);
    const signed = contactForm();
    expect((await send(path, signed, { token: u.token })).status).toBe(200);
    const [mine] = await s.db
      .select()
      .from(contact_messages)
      .where(eq(contact_messages.message, String(signed.message)));
    expect(mine?.user_id).toBe(u.id);
  });

  it('answers the spec’s texts for each missing or bad field, and stores nothing', async () => {
    const [last] = await s.db.select().from(contact_messages).orderBy(desc(contact_messages.id)).limit(1);
    const cases: [FormFields, string][] = [
      [{ first_name: '' }, MESSAGES.pleaseFillAllFields],
      [{ last_name: '  ' }, MESSAGES.pleaseFillAllFields],
      [{ email: '' }, MESSAGES.pleaseFillAllFields],
      [{ phone: '' }, MESSAGES.pleaseFillAllFields],
      [{ message: '' }, MESSAGES.pleaseFillAllFields],
      [{ email: 'meera@' }, MESSAGES.invalidEmailFormat],
      [{ email: 'meera example.com' }, MESSAGES.invalidEmailFormat],
      [{ phone: '12ab' }, MESSAGES.phoneInvalid],
      // Shaped like a number (the browser's light check lets it through) but none: the server's exact check, in the
      // phone's place among the fields (before the message's).
      [{ phone: '+1 555 0100' }, MESSAGES.phoneInvalid],
      [{ phone: '00000000', message: '' }, MESSAGES.phoneInvalid],
      [{ message: 'x'.repeat(5001) }, C.tooLong],
    ];
    for (const [over, message] of cases) expectFailure(await send(path, contactForm(over)), 400, message);
    const { first_name: _, ...withoutName } = contactForm();
    expectFailure(await send(path, withoutName), 400, MESSAGES.pleaseFillAllFields);
    const [still] = await s.db.select().from(contact_messages).orderBy(desc(contact_messages.id)).limit(1);
    expect(still?.id).toBe(last?.id);
  });
});

describe('abuse limit', () => {
  it('refuses a client past CONTACT_LIMITS (both forms together), not the next client', async () => {
    const from = freshClient();
    for (let i = 0; i < CONTACT_LIMITS.perClient; i++) {
      const path = i % 2 ? '/api/csr-works' : '/api/contct_us';
      expect((await send(path, contactForm(), { from })).status).toBe(200);
    }
    const before = await s.db.select().from(contact_messages);
    expectFailure(await send('/api/contct_us', contactForm(), { from }), 429, undefined, 'RATE_LIMITED');
    expectFailure(await send('/api/csr-works', contactForm(), { from }), 429);
    expect(await s.db.select().from(contact_messages)).toHaveLength(before.length);
    expect((await send('/api/csr-works', contactForm(), { from: freshClient() })).status).toBe(200);
  });

  it('does not count a refused form against the client', async () => {
    const from = freshClient();
    for (let i = 0; i < CONTACT_LIMITS.perClient + 5; i++) {
      expectFailure(await send('/api/contct_us', contactForm({ email: 'bad' }), { from }), 400);
    }
    expect((await send('/api/contct_us', contactForm(), { from })).status).toBe(200);
  });
});

describe('post_feedback', () => {
  it('stores a signed-in user’s feedback, with or without a rating', async () => {
    const u = await freshUser(s);
    const text = `Love the map search ${uniqueTag('f')}`;
    const r = await s.post('/api/post_feedback', u.token, { message: text, ratting: '5' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(C.feedbackSent);
    const plain = `No rating ${uniqueTag('f')}`;
    expect((await s.post('/api/post_feedback', u.token, { message: plain, ratting: '' })).status).toBe(200);
    const rows = await s.db.select().from(feedbacks).where(eq(feedbacks.user_id, u.id)).orderBy(feedbacks.id);
    expect(rows.map((x) => [x.message, x.ratting])).toEqual([
      [text, 5],
      [plain, null],
    ]);
  });

  it('needs a token first, then a message and a 1–5 rating', async () => {
    expectFailure(await s.post('/api/post_feedback', null, { message: '' }), 401);
    const u = await freshUser(s);
    expectFailure(await s.post('/api/post_feedback', u.token, { message: '  ' }), 400, MESSAGES.messageRequired);
    expectFailure(await s.post('/api/post_feedback', u.token, {}), 400, MESSAGES.messageRequired);
    expectFailure(await s.post('/api/post_feedback', u.token, { message: 'Hi', ratting: '9' }), 400, C.rattingInvalid);
    expect(await s.db.select().from(feedbacks).where(eq(feedbacks.user_id, u.id))).toEqual([]);
  });

  it('limits one account’s feedback per hour', async () => {
    const u = await freshUser(s);
    for (let i = 0; i < FEEDBACK_LIMITS.perUser; i++) {
      expect((await s.post('/api/post_feedback', u.token, { message: `Note ${i}` })).status).toBe(200);
    }
    expectFailure(await s.post('/api/post_feedback', u.token, { message: 'One more' }), 429);
  });
});

describe('admin reads', () => {
  it('pages contact and CSR messages by kind, newest first, for admins only', async () => {
    const csr = contactForm({ message: `CSR newest ${uniqueTag('c')}` });
    await send('/api/csr-works', csr);
    const r = await s.get('/api/admin/contact-messages?kind=csr&limit=1', admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject([{ kind: 'csr', message: csr.message }]);
    expect(Number(r.body.total)).toBeGreaterThan(1);
    const all = await s.get('/api/admin/contact-messages?limit=100', admin);
    const kinds = new Set((all.body.data as { kind: string }[]).map((m) => m.kind));
    expect(kinds).toEqual(new Set(['csr', 'contact']));
    expectFailure(await s.get('/api/admin/contact-messages?kind=spam', admin), 400);
    const customer = await freshUser(s);
    expectFailure(await s.get('/api/admin/contact-messages', customer.token), 403);
    expectFailure(await s.get('/api/admin/contact-messages'), 401);
  });

  it('pages feedbacks for admins', async () => {
    const u = await freshUser(s);
    const text = `Admin reads this ${uniqueTag('f')}`;
    await s.post('/api/post_feedback', u.token, { message: text, ratting: '3' });
    const r = await s.get('/api/admin/feedbacks?limit=1', admin);
    expect(r.body.data).toMatchObject([{ message: text, ratting: 3, user_id: u.id }]);
    expectFailure(await s.get('/api/admin/feedbacks', u.token), 403);
  });
});
