// One slug rule (spec §9, shared/src/format/slug.ts) for every slug the API makes: accounts' as listings'. A name
// in any script gives a slug in that script, and such a slug comes back percent-encoded in a URL and is found.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema.ts';
import { customerSlug } from '../src/modules/users/customer-slug.ts';
import type { TestServer } from './helpers.ts';
import { form, freshProject, freshProperty, startTestServer, uniqueTag } from './helpers.ts';

describe('customerSlug', () => {
  it('keeps a name of any script', () => {
    expect(customerSlug('سارة أحمد', 12)).toBe('سارة-أحمد-12');
    expect(customerSlug('प्रिया शर्मा', 12)).toBe('प्रिया-शर्मा-12');
    expect(customerSlug('Zoë Müller', 12)).toBe('zoë-müller-12');
  });

  it('gives ASCII names the slugs the former ASCII-only rule gave', () => {
    // Each pair: a name and the slug it was given before the API took the shared rule.
    const formerly: [string, string][] = [
      ['Riya Sharma', 'riya-sharma-12'],
      ['Arjun Mehta', 'arjun-mehta-12'],
      ["Meera O'Neil-Iyer", 'meera-oneil-iyer-12'],
      ['Dr. A. P. J. Kalam', 'dr-a-p-j-kalam-12'],
      ['  Two   Spaces  ', 'two-spaces-12'],
      ['R2-D2 & C-3PO', 'r2-d2-c-3po-12'],
      ['UPPER_case', 'uppercase-12'],
    ];
    for (const [name, slug] of formerly) expect(customerSlug(name, 12), name).toBe(slug);
  });

  it('names an account without a letter or digit "user"', () => {
    expect(customerSlug('', 7)).toBe('user-7');
    expect(customerSlug('!!! ...', 7)).toBe('user-7');
  });
});

describe('slugs in URLs', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  const register = async (name: string) => {
    const email = `${uniqueTag('slug')}@example.com`;
    const r = await s.call('/api/user-register', {
      method: 'POST',
      body: form({ name, email, password: 'secret-1', re_password: 'secret-1' }),
    });
    expect(r.status).toBe(200);
    const [row] = await s.db.select().from(customers).where(eq(customers.email, email));
    if (!row) throw new Error('not registered');
    return row;
  };

  it('registers an Arabic name under an Arabic slug and finds the person by it, percent-encoded', async () => {
    const person = await register('سارة أحمد');
    expect(person.slug_id).toBe(`سارة-أحمد-${person.id}`);
    await freshProperty(s, person.id);
    const r = await s.call(`/api/agent-properties?slug_id=${encodeURIComponent(person.slug_id ?? '')}&limit=5`);
    expect(r.status).toBe(200);
    expect((r.body.data as { customer_data: unknown }).customer_data).toMatchObject({
      id: person.id,
      name: 'سارة أحمد',
      slug_id: `سارة-أحمد-${person.id}`,
    });
  });

  it('registers an ASCII name under the slug it always had', async () => {
    const person = await register("Meera O'Neil");
    expect(person.slug_id).toBe(`meera-oneil-${person.id}`);
  });

  it('finds a project by an Arabic slug, percent-encoded', async () => {
    const slug = `برج-البحر-${uniqueTag('p')}`;
    const project = await freshProject(s, null, { title: 'برج البحر', slug_id: slug });
    const r = await s.call(`/api/get-project-detail?slug_id=${encodeURIComponent(slug)}`);
    expect(r.status).toBe(200);
    expect((r.body.data as { id: number }[])[0]?.id).toBe(project.id);
  });
});
