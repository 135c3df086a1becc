import {
  article,
  category,
  envelopeOf,
  faq,
  feature,
  language,
  listEnvelopeOf,
  pkg,
  project,
  service,
  webSettings,
} from '@abode/shared/wire';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EN } from '../../shared/src/i18n/en.ts';
import { projects, services } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/seed/index.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

function expectParses(schema: z.ZodType, body: unknown) {
  const r = schema.safeParse(body);
  expect(r.success, r.success ? '' : JSON.stringify(r.error.issues.slice(0, 3))).toBe(true);
}

describe('GET /api/get_categories', () => {
  it('lists categories with their ordered parameters', async () => {
    const r = await s.call('/api/get_categories?limit=50');
    expect(r.status).toBe(200);
    expectParses(listEnvelopeOf(category), r.body);
    const cats = r.body.data as z.infer<typeof category>[];
    expect(cats.map((c) => c.category)).toEqual(['House', 'Apartment', 'Villa', 'Plot', 'Office', 'Shop']);
    expect(r.body.total).toBe(6);
    const house = cats[0];
    expect(house?.parameter_types.map((p) => p.name)).toEqual([
      'Bedrooms',
      'Bathrooms',
      'Furnishing',
      'Parking',
      'Overlooking',
      'Facing',
    ]);
    const furnishing = house?.parameter_types.find((p) => p.name === 'Furnishing');
    expect(furnishing).toMatchObject({
      type_of_parameter: 'dropdown',
      type_values: ['Unfurnished', 'Semi-furnished', 'Fully furnished'],
    });
  });

  it('filters by search, slug_id and has_property (with counts)', async () => {
    const r = await s.call('/api/get_categories?search=vil');
    expect((r.body.data as { category: string }[]).map((c) => c.category)).toEqual(['Villa']);
    const bySlug = await s.call('/api/get_categories?slug_id=plot');
    expect(bySlug.body.total).toBe(1);
    const withCounts = await s.call('/api/get_categories?has_property=1&limit=50');
    const data = withCounts.body.data as { properties_count: number }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((c) => c.properties_count > 0)).toBe(true);
    const paged = await s.call('/api/get_categories?limit=2&offset=2');
    expect((paged.body.data as unknown[]).length).toBe(2);
    expect(paged.body.total).toBe(6);
  });
});

describe('GET /api/get-projects', () => {
  it('lists approved projects with plans (to a member with project access; a visitor gets their public part)', async () => {
    const teaser = await s.call('/api/get-projects?limit=50');
    expect(teaser.status).toBe(200);
    for (const p of teaser.body.data as z.infer<typeof project>[]) {
      expect(p.gated).toBe(true);
      expect(p.plans).toEqual([]);
    }
    // The admin sees every project whole (docs/decisions/025-package-refusals-and-project-teasers.md).
    const r = await s.call('/api/get-projects?limit=50', {
      headers: { authorization: await s.login(DEMO_ACCOUNTS.admin) },
    });
    expect(r.status).toBe(200);
    expectParses(listEnvelopeOf(project), r.body);
    const [visible] = await s.db
      .select({ n: count() })
      .from(projects)
      .where(and(eq(projects.request_status, 'approved'), eq(projects.status, 1)));
    expect(r.body.total).toBe(visible?.n);
    const items = r.body.data as z.infer<typeof project>[];
    for (const p of items) {
      expect(p.plans.length).toBeGreaterThanOrEqual(2);
      expect(p.plans.length).toBeLessThanOrEqual(3);
      expect(p.plans[0]?.document).toMatch(/^http:\/\/.+\/uploads\/seed\/plans\/plan-\d\.jpg$/);
    }
    expect(items.some((p) => p.customer.name === 'Admin')).toBe(true);
  });

  it('filters by city, projectType and search', async () => {
    const city = await s.call('/api/get-projects?city=Mumbai');
    expect((city.body.data as { city: string }[]).every((p) => p.city === 'Mumbai')).toBe(true);
    const up = await s.call('/api/get-projects?projectType=upcoming');
    expect((up.body.data as { type: string }[]).every((p) => p.type === 'upcoming')).toBe(true);
    const bad = await s.call('/api/get-projects?projectType=finished');
    expect(bad.status).toBe(400);
    const none = await s.call('/api/get-projects?search=nothing-like-this');
    expect(none.body.total).toBe(0);
  });
});

describe('GET /api/get-service', () => {
  it('lists services with their type and filters by type and city', async () => {
    const r = await s.call('/api/get-service?limit=50');
    expect(r.status).toBe(200);
    expectParses(listEnvelopeOf(service), r.body);
    const [all] = await s.db.select({ n: count() }).from(services);
    expect(r.body.total).toBe(all?.n);
    const first = (r.body.data as z.infer<typeof service>[])[0];
    if (!first) throw new Error('no services');
    const byType = await s.call(`/api/get-service?service_type_id=${first.service_type_id}`);
    expect(
      (byType.body.data as { service_type: { id: number } }[]).every(
        (x) => x.service_type.id === first.service_type_id,
      ),
    ).toBe(true);
    const byCity = await s.call(`/api/get-service?city=${encodeURIComponent(first.city)}`);
    expect((byCity.body.data as { city: string }[]).every((x) => x.city === first.city)).toBe(true);
    const search = await s.call(`/api/get-service?search=${encodeURIComponent(first.service_type.name)}`);
    expect(search.body.total as number).toBeGreaterThan(0);
  });
});

describe('GET /api/get-package', () => {
  it('lists packages with features for a visitor', async () => {
    const r = await s.call('/api/get-package');
    expect(r.status).toBe(200);
    expectParses(
      envelopeOf(z.array(pkg)).extend({ active_packages: z.array(pkg), all_features: z.array(feature) }),
      r.body,
    );
    const pkgs = r.body.data as z.infer<typeof pkg>[];
    expect(pkgs.map((p) => p.name)).toEqual(['Starter', 'Professional', 'Premium']);
    expect(pkgs[0]).toMatchObject({ package_type: 'free', price: 0, duration: 720 });
    expect(pkgs[0]?.features).toContainEqual(
      expect.objectContaining({ type: 'property_list', limit_type: 'limited', limit: 2 }),
    );
    expect(r.body.active_packages).toEqual([]);
    expect((r.body.all_features as { type: string }[]).map((f) => f.type)).toEqual([
      'property_list',
      'property_feature',
      'project_list',
      'project_feature',
      'mortgage_calculator_detail',
      'premium_properties',
      'project_access',
      'service_list',
    ]);
  });

  it('shows a subscriber their active package and leaves it out of the offer', async () => {
    const r = await s.call('/api/get-package', { headers: { authorization: await s.login(DEMO_ACCOUNTS.agent) } });
    const active = r.body.active_packages as z.infer<typeof pkg>[];
    expect(active.map((p) => p.name)).toEqual(['Professional']);
    expect(active[0]?.is_active).toBe(1);
    expect((r.body.data as { name: string }[]).map((p) => p.name)).toEqual(['Starter', 'Premium']);
    const paid = await s.call('/api/get-package?type=paid');
    expect((paid.body.data as { package_type: string }[]).every((p) => p.package_type === 'paid')).toBe(true);
  });
});

describe('content', () => {
  it('GET /api/faqs pages the questions', async () => {
    const r = await s.call('/api/faqs?limit=3&offset=1');
    expect(r.status).toBe(200);
    expectParses(listEnvelopeOf(faq), r.body);
    expect((r.body.data as unknown[]).length).toBe(3);
    expect(r.body.total).toBeGreaterThanOrEqual(8);
  });

  it('GET /api/get_articles lists, filters and answers similar_articles for a slug', async () => {
    const r = await s.call('/api/get_articles?limit=50');
    expectParses(listEnvelopeOf(article), r.body);
    expect(r.body.total as number).toBeGreaterThanOrEqual(8);
    const items = r.body.data as z.infer<typeof article>[];
    const withCat = items.find((a) => a.category_id === 0);
    if (!withCat) throw new Error('no uncategorised article');
    const detail = await s.call(`/api/get_articles?slug_id=${withCat.slug_id}`);
    expect(detail.body.total).toBe(1);
    const similar = detail.body.similar_articles as z.infer<typeof article>[];
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((a) => a.category_id === withCat.category_id && a.id !== withCat.id)).toBe(true);
    const byCat = await s.call('/api/get_articles?category_id=0');
    expect((byCat.body.data as { category_id: number }[]).every((a) => a.category_id === 0)).toBe(true);
    const byCategorySlug = await s.call('/api/get_articles?slug_id=villa');
    expect((byCategorySlug.body.data as { category: { slug_id: string } }[])[0]?.category.slug_id).toBe('villa');
  });
});

describe('GET /api/get_languages', () => {
  it('answers English with the shared dictionary', async () => {
    const r = await s.call('/api/get_languages?language_code=en&web_language_file=1');
    expect(r.status).toBe(200);
    expectParses(envelopeOf(language), r.body);
    expect(r.body.data).toMatchObject({ code: 'en', rtl: false, file_name: EN });
  });

  it('answers Arabic right to left with every key translated', async () => {
    const r = await s.call('/api/get_languages?language_code=ar');
    const data = r.body.data as z.infer<typeof language>;
    expect(data.rtl).toBe(true);
    expect(Object.keys(data.file_name).sort()).toEqual(Object.keys(EN).sort());
    const untranslated = Object.entries(EN).filter(([k, v]) => data.file_name[k] === v && k !== 'appName');
    expect(untranslated).toEqual([]);
  });

  it('answers 404 for an unknown code and 400 without one', async () => {
    const r = await s.call('/api/get_languages?language_code=xx');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: true, message: 'Language not found', code: 'NOT_FOUND' });
    const missing = await s.call('/api/get_languages');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('language_code is required');
  });
});

describe('GET /api/web-settings', () => {
  it('answers the flat settings object', async () => {
    const r = await s.call('/api/web-settings');
    expect(r.status).toBe(200);
    expectParses(envelopeOf(webSettings), r.body);
    const d = r.body.data as z.infer<typeof webSettings> & Record<string, unknown>;
    expect(d).toMatchObject({
      company_name: 'Abode Realty',
      currency_symbol: '₹',
      selected_currency_data: { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
      number_with_suffix: '1',
      demo_mode: false,
      stripe_publishable_key: '',
      paystack_public_key: '',
      default_language: 'en',
      features_available: { premium_properties: false, project_access: false },
    });
    expect(d.languages).toEqual([
      expect.objectContaining({ code: 'en', name: 'English', rtl: false }),
      expect.objectContaining({ code: 'ar', rtl: true }),
    ]);
    expect(d.min_price).toBeGreaterThan(0);
    expect(d.max_price).toBeGreaterThan(d.min_price);
    expect(d.web_logo).toMatch(/^http:\/\/.+\/uploads\/seed\/brand\/logo\.svg$/);
    expect(d.about_us).toContain('<h2>');
    expect(d).not.toHaveProperty('verification_status');
  });

  it('personalises with a token', async () => {
    const r = await s.call('/api/web-settings', { headers: { authorization: await s.login(DEMO_ACCOUNTS.user) } });
    expect(r.body.data).toMatchObject({
      verification_status: 'initial',
      is_active: true,
      is_premium: false,
      subscription: false,
    });
    const agent = await s.call('/api/web-settings', { headers: { authorization: await s.login(DEMO_ACCOUNTS.agent) } });
    expect(agent.body.data).toMatchObject({
      verification_status: 'success',
      subscription: true,
      features_available: { premium_properties: true, project_access: false },
    });
  });
});
