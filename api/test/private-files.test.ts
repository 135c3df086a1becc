// Verification documents are private: stored under `private/` with random names, refused by the public /uploads
// route, served only through short-lived signed URLs that the API gives their owner and admins, never cached.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { verificationRecord } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, verify_customer_forms, verify_customer_values, verify_customers } from '../src/db/schema.ts';
import { PRIVATE_URL_TTL_SECONDS, signerWith, signingKey } from '../src/lib/private-files.ts';
import { urlBuilder } from '../src/lib/urls.ts';
import { createToken } from '../src/modules/users/users.repository.ts';
import { makeDocumentsPrivate } from '../src/modules/verification/private-documents.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import { tinyPdf } from '../src/seed/tiny-pdf.ts';
import { LocalStorage } from '../src/storage/storage.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

let s: TestServer;
let storage: LocalStorage;
beforeAll(async () => {
  s = await startTestServer();
  storage = new LocalStorage(join(s.dataDir, 'uploads'));
});
afterAll(async () => {
  await s?.close();
});

const KEY_RE = /^private\/verification\/\d+\/[0-9a-f]{32}\.pdf$/;

/** The signed URL of the demo agent's licence, as the agent's own form-values call answers it. */
async function agentDocumentUrl(auth: string): Promise<string> {
  const r = await s.call('/api/get-agent-verification-form-values', { headers: { authorization: auth } });
  expect(r.status).toBe(200);
  const record = verificationRecord.parse(r.body.data);
  const file = record.verify_customer_values.find((v) => v.verify_form?.field_type === 'file');
  return file?.value ?? '';
}

const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\/uploads\//, ''));
const pathOf = (url: string) => new URL(url).pathname;

let seq = 0;
/** A fresh customer with an agent application whose document answer is `key` (stored with `data`). */
async function applicantWithDocument(key: string, data: Buffer | null) {
  seq += 1;
  const [c] = await s.db
    .insert(customers)
    .values({ name: `Doc ${seq}`, email: `doc-${seq}-${Date.now()}@example.com`, is_email_verified: true })
    .returning({ id: customers.id });
  const [form] = await s.db
    .select()
    .from(verify_customer_forms)
    .where(and(eq(verify_customer_forms.kind, 'builder'), eq(verify_customer_forms.field_type, 'file')));
  const [app] = await s.db
    .insert(verify_customers)
    .values({ user_id: Number(c?.id), kind: 'builder', status: 'pending' })
    .returning({ id: verify_customers.id });
  const [value] = await s.db
    .insert(verify_customer_values)
    .values({ verify_customer_id: Number(app?.id), verify_customer_form_id: Number(form?.id), value: key })
    .returning({ id: verify_customer_values.id });
  if (data) await storage.put(key, data);
  return {
    userId: Number(c?.id),
    valueId: Number(value?.id),
    auth: `Bearer ${await createToken(s.db, Number(c?.id))}`,
  };
}

async function storedValue(id: number): Promise<string> {
  const [row] = await s.db.select().from(verify_customer_values).where(eq(verify_customer_values.id, id));
  return row?.value ?? '';
}

describe('verification documents', () => {
  it('are stored under a private, random key (the seeded one too)', async () => {
    const auth = await s.login(DEMO_ACCOUNTS.agent);
    const url = await agentDocumentUrl(auth);
    expect(url.startsWith(`${s.url}/uploads/private/verification/`)).toBe(true);
    expect(keyOf(url)).toMatch(KEY_RE);
    expect(url).not.toContain('demo-agent-licence');
    expect(new URL(url).searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    const expires = Number(new URL(url).searchParams.get('expires'));
    expect(expires * 1000).toBeGreaterThan(Date.now() + (PRIVATE_URL_TTL_SECONDS - 5) * 1000);
    expect(expires * 1000).toBeLessThan(Date.now() + (PRIVATE_URL_TTL_SECONDS + 5 * 60 + 5) * 1000);
  });

  it('are served to their owner through the signed URL, never cached', async () => {
    const url = await agentDocumentUrl(await s.login(DEMO_ACCOUNTS.agent));
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('are listed for admins with working signed URLs', async () => {
    const admin = await s.login(DEMO_ACCOUNTS.admin);
    const r = await s.call('/api/admin/verifications?status=success&kind=agent', {
      headers: { authorization: admin },
    });
    expect(r.status).toBe(200);
    const records = verificationRecord.array().parse(r.body.data);
    const urls = records.flatMap((rec) =>
      rec.verify_customer_values.filter((v) => v.verify_form?.field_type === 'file').map((v) => v.value),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('are given to no one else, and refused without a valid signature', async () => {
    const url = await agentDocumentUrl(await s.login(DEMO_ACCOUNTS.agent));
    const user = await s.login(DEMO_ACCOUNTS.user);
    // Another user's own form values hold nothing of the agent's; visitors are refused.
    const theirs = await s.call('/api/get-agent-verification-form-values', { headers: { authorization: user } });
    expect(theirs.body.data).toBeNull();
    expect((await s.call('/api/get-agent-verification-form-values')).status).toBe(401);
    const admin = await s.call('/api/admin/verifications', { headers: { authorization: user } });
    expect(admin.status).toBe(403);

    const path = pathOf(url);
    const good = new URL(url).searchParams;
    const otherKey = `${path.replace(/[0-9a-f]{32}\.pdf$/, `${'0'.repeat(32)}.pdf`)}`;
    const tampered = `${good.get('signature')?.slice(0, -2)}AA`;
    for (const [what, target, headers] of [
      ['no signature, anonymous', path, {}],
      ['no signature, another user', path, { authorization: user }],
      ['no signature, even the owner', path, { authorization: await s.login(DEMO_ACCOUNTS.agent) }],
      ['tampered signature', `${path}?expires=${good.get('expires')}&signature=${tampered}`, {}],
      ['later expiry', `${path}?expires=${Number(good.get('expires')) + 3600}&signature=${good.get('signature')}`, {}],
      ['signature of another file', `${otherKey}?${good.toString()}`, {}],
      ['garbage', `${path}?expires=abc&signature=%00`, {}],
    ] as const) {
      const res = await fetch(`${s.url}${target}`, { headers });
      expect(res.status, what).toBe(404);
      expect(res.headers.get('cache-control') ?? '', what).not.toMatch(/public/);
      const body = (await res.json()) as { error: boolean; code: string };
      expect(body, what).toMatchObject({ error: true, code: 'NOT_FOUND' });
    }
  });

  it('refuses an expired link with a clear message', async () => {
    const key = keyOf(await agentDocumentUrl(await s.login(DEMO_ACCOUNTS.agent)));
    const sign = signerWith(await signingKey(s.db), urlBuilder(s.url), () => Date.now() - 2 * 3600_000);
    const res = await fetch(sign(key));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      error: true,
      code: 'FORBIDDEN',
      message: 'This link has expired. Reload the page to get a new one.',
    });
  });

  it('are never served by the public /uploads route, however the path is spelled', async () => {
    const url = await agentDocumentUrl(await s.login(DEMO_ACCOUNTS.agent));
    const rest = pathOf(url).replace(/^\/uploads\/private\//, '');
    await storage.put('verification/old-public.pdf', tinyPdf('old'));
    for (const path of [
      `/uploads/private/${rest}`,
      `/uploads/%70rivate/${rest}`,
      `/uploads/PRIVATE/${rest}`,
      `/uploads/./private/${rest}`,
      `/uploads//private/${rest}`,
      `/uploads/x/../private/${rest}`,
      '/uploads/private/',
      '/uploads/verification/old-public.pdf',
      '/uploads/%76erification/old-public.pdf',
    ]) {
      const res = await fetch(`${s.url}${path}`);
      expect([403, 404], path).toContain(res.status);
      expect(res.headers.get('cache-control') ?? '', path).not.toMatch(/public/);
      expect(res.headers.get('content-type') ?? '', path).not.toMatch(/pdf/);
    }
    // Public uploads are still public.
    await storage.put('properties/probe.txt', Buffer.from('hello'));
    const pub = await fetch(`${s.url}/uploads/properties/probe.txt`);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('documents stored before they became private', () => {
  it('move to private random keys at start-up, files included; the old public URL is gone', async () => {
    const legacyKey = `verification/legacy-${Date.now()}.pdf`;
    const pdf = tinyPdf('Legacy licence');
    const a = await applicantWithDocument(legacyKey, pdf);
    const lost = await applicantWithDocument(`verification/lost-${Date.now()}.pdf`, null);
    const result = await makeDocumentsPrivate(s.db, storage);
    expect(result).toEqual({ moved: 2, missing: 1 });

    const key = await storedValue(a.valueId);
    expect(key).toMatch(new RegExp(`^private/verification/${a.userId}/[0-9a-f]{32}\\.pdf$`));
    expect(await storage.read(key)).toEqual(pdf);
    expect(existsSync(join(s.dataDir, 'uploads', legacyKey))).toBe(false);
    expect((await fetch(`${s.url}/uploads/${legacyKey}`)).status).toBe(404);
    expect(await storedValue(lost.valueId)).toMatch(/^private\/verification\//);

    // The owner reaches it through the signed URL of their form values.
    const r = await s.call('/api/get-builder-verification-form-values', { headers: { authorization: a.auth } });
    const record = verificationRecord.parse(r.body.data);
    const url = record.verify_customer_values.find((v) => v.verify_form?.field_type === 'file')?.value ?? '';
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);

    // Run again: nothing left to move.
    expect(await makeDocumentsPrivate(s.db, storage)).toEqual({ moved: 0, missing: 0 });
  });

  it('go with the account when it is deleted', async () => {
    const a = await applicantWithDocument(`private/verification/0/${'a'.repeat(32)}.pdf`, tinyPdf('Mine'));
    const key = await storedValue(a.valueId);
    expect(await storage.exists(key)).toBe(true);
    const r = await s.call('/api/delete_user', { method: 'POST', headers: { authorization: a.auth } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await storage.exists(key)).toBe(false);
  });
});
