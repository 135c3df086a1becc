// Category parameters of type file on projects (post_project), as for properties: required ones must come,
// a value must be a file checked by content, the stored file is public under uploads/projects, and an edit
// that sends the stored URL back keeps it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, parameters, projects } from '../src/db/schema.ts';
import type { FormFields, TestServer } from './helpers.ts';
import { freshPoster, TEST_PDF as PDF, startTestServer, testPicture, uniqueTag, upload } from './helpers.ts';

let s: TestServer;
let cat: number;
let plan: number;
let png: Buffer;

beforeAll(async () => {
  s = await startTestServer();
  const tag = uniqueTag('projfile');
  const [p] = await s.db
    .insert(parameters)
    .values({ name: `Master plan ${tag}`, type_of_parameter: 'file', is_required: true })
    .returning();
  const [c] = await s.db
    .insert(categories)
    .values({ category: `Campus ${tag}`, slug_id: tag, parameter_types: [p?.id ?? 0] })
    .returning();
  if (!p || !c) throw new Error('no category');
  plan = p.id;
  cat = c.id;
  png = await testPicture();
});
afterAll(async () => {
  await s?.close();
});

function form(value: FormFields[string]): FormFields {
  return {
    title: `Campus towers ${uniqueTag('p')}`,
    description: 'Three towers around a school.',
    category_id: String(cat),
    type: 'upcoming',
    location: 'Baner, Pune',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    latitude: '18.5590',
    longitude: '73.7868',
    'parameters[0][parameter_id]': String(plan),
    'parameters[0][value]': value,
    image: upload(png, 'cover.png', 'image/png'),
  };
}

const planOf = (body: { data?: unknown }) =>
  ((body.data as { parameters?: { id: number; value: unknown }[] }[])[0]?.parameters ?? []).find((x) => x.id === plan)
    ?.value;

describe('post_project: file parameters', () => {
  it('refuses a missing, a non-file and a fake file, storing nothing', async () => {
    const u = await freshPoster(s);
    const name = (await s.db.select().from(parameters).where(eq(parameters.id, plan)))[0]?.name;
    expect((await s.post('/api/post_project', u.token, form(''))).body.message).toBe(`${name} is required`);
    expect((await s.post('/api/post_project', u.token, form('plan.pdf'))).body.message).toBe(`${name} must be a file`);
    const fake = await s.post('/api/post_project', u.token, form(upload(Buffer.from([0, 1, 2, 255]), 'plan.pdf')));
    expect(fake.status).toBe(415);
    expect(await s.db.select().from(projects).where(eq(projects.added_by, u.id))).toEqual([]);
  });

  it('stores the file, keeps it when its URL comes back on an edit, and replaces it with a new one', async () => {
    const u = await freshPoster(s);
    const created = await s.post('/api/post_project', u.token, form(upload(PDF, 'plan.pdf', 'application/pdf')));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { id: number }[])[0]?.id;
    const url = String(planOf(created.body));
    expect(url).toMatch(/\/uploads\/projects\/.+\.pdf$/);
    const stored = join(s.dataDir, 'uploads', url.replace(/^.*\/uploads\//, ''));
    expect(existsSync(stored)).toBe(true);

    const kept = await s.post('/api/post_project', u.token, {
      id: String(id),
      'parameters[0][parameter_id]': String(plan),
      'parameters[0][value]': url,
    });
    expect(planOf(kept.body)).toBe(url);

    const replaced = await s.post('/api/post_project', u.token, {
      id: String(id),
      'parameters[0][parameter_id]': String(plan),
      'parameters[0][value]': upload(png, 'plan.png', 'image/png'),
    });
    const next = String(planOf(replaced.body));
    expect(next).not.toBe(url);
    expect(next).toMatch(/\/uploads\/projects\/.+\.png$/);
    expect(existsSync(stored)).toBe(false);
  });
});
