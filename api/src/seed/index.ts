import { normalisePhone } from '@abode/shared/wire';
import { count } from 'drizzle-orm';
import { EN } from '../../../shared/src/i18n/en.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { slugify } from '../lib/format.ts';
import { hashPassword } from '../lib/password.ts';
import type { Storage } from '../storage/storage.ts';
import type { CategoryName, ParamKey } from './data.ts';
import {
  ABOUT_US,
  ARTICLES,
  CATEGORIES,
  CITIES,
  DESCRIPTION_OPENERS,
  FACILITIES,
  FAQS,
  FEATURES,
  HIGHLIGHTS,
  PARAMETERS,
  PRIVACY_POLICY,
  PROJECT_NAMES,
  SERVICE_COMPANIES,
  SERVICE_TYPES,
  TERMS,
} from './data.ts';
import { buildingSvg, floorPlanSvg, iconSvg, renderPhoto } from './images.ts';
import { AR } from './languages/ar.ts';
import { seedListingCatalogue } from './listings.ts';
import type { Rng } from './prng.ts';
import { createRng } from './prng.ts';
import { seedVerificationForms, seedVerifiedAgent } from './verification.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'abode-demo';

/** The demo accounts, all with a verified email. */
export const DEMO_ACCOUNTS = {
  user: 'user@abode.test',
  agent: 'agent@abode.test',
  admin: 'admin@abode.test',
} as const;

/** How much demo data to make: scale 1 is the full demo (280 properties, about 240 visible); tests use a small fraction. */
export interface SeedOptions {
  scale?: number;
  /** Fixed "now" for reproducible dates (defaults to the real clock). */
  now?: Date;
  seed?: number;
}

/** Counts of what was written. */
export interface SeedSummary {
  customers: number;
  properties: number;
  visibleProperties: number;
  projects: number;
  services: number;
  images: number;
  chats: number;
}

const DAY = 86_400_000;

/** Whether the database already holds users (the demo seeds only an empty database). */
export async function hasCustomers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.customers);
  return (row?.n ?? 0) > 0;
}

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function priceFor(rng: Rng, category: CategoryName, rent: boolean, bedrooms: number): number {
  if (rent) {
    const base = { House: 30_000, Apartment: 25_000, Villa: 90_000, Plot: 15_000, Office: 60_000, Shop: 40_000 }[
      category
    ];
    return Math.min(300_000, Math.max(15_000, round(base * (0.6 + rng.next() * 1.6) * Math.max(1, bedrooms / 2), 500)));
  }
  const base = {
    House: 12_000_000,
    Apartment: 9_000_000,
    Villa: 35_000_000,
    Plot: 6_000_000,
    Office: 20_000_000,
    Shop: 8_000_000,
  }[category];
  return Math.min(
    80_000_000,
    Math.max(3_500_000, round(base * (0.5 + rng.next() * 1.8) * Math.max(1, bedrooms / 2.5), 50_000)),
  );
}

function paramValue(rng: Rng, key: ParamKey, bedrooms: number, sqft: number): string {
  switch (key) {
    case 'bedrooms':
      return String(bedrooms);
    case 'bathrooms':
      return String(Math.max(1, bedrooms - rng.int(0, 1)));
    case 'furnishing':
      return rng.pick(['Unfurnished', 'Semi-furnished', 'Fully furnished']);
    case 'parking':
      return rng.chance(0.75) ? 'Yes' : 'No';
    case 'amenities':
      return JSON.stringify(
        rng.sample(
          ['Lift', 'Power backup', 'Gym', 'Swimming pool', '24x7 security', 'Club house', 'Garden'],
          rng.int(2, 5),
        ),
      );
    case 'floor':
      return String(rng.int(0, 24));
    case 'facing':
      return rng.pick(['North', 'East', 'South', 'West']);
    case 'ownership':
      return rng.chance(0.8) ? 'Freehold' : 'Leasehold';
    case 'washrooms':
      return String(rng.int(1, 4));
    case 'plot_area':
      return String(sqft);
  }
}

/** Writes the demo data set (deterministic for a given seed and scale). Expects an empty database. */
export async function seedDemo(db: Db, storage: Storage, options: SeedOptions = {}): Promise<SeedSummary> {
  const scale = options.scale ?? 1;
  const now = options.now ?? new Date();
  const rng = createRng(options.seed ?? 20_240_601);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  // Images first: a small pool per category, reused across listings, keeps the first start fast.
  const perCategory = Math.max(1, Math.round(4 * scale));
  const photos = new Map<CategoryName, string[]>();
  const renders: Promise<void>[] = [];
  let images = 0;
  for (const c of CATEGORIES) {
    const keys: string[] = [];
    for (let i = 0; i < perCategory; i++) {
      const key = `seed/photos/${slugify(c.name)}-${i + 1}`;
      keys.push(`${key}.jpg`);
      renders.push(renderPhoto(storage, key, buildingSvg(c.name, rng)).then(() => void images++));
    }
    photos.set(c.name, keys);
  }
  const planKeys: string[] = [];
  for (const [i, title] of ['Floor plan A', 'Floor plan B', 'Floor plan C'].entries()) {
    const key = `seed/plans/plan-${i + 1}`;
    planKeys.push(`${key}.jpg`);
    renders.push(renderPhoto(storage, key, floorPlanSvg(title, rng)).then(() => void images++));
  }
  const serviceKeys: string[] = [];
  for (let i = 0; i < Math.max(2, Math.round(4 * scale)); i++) {
    const key = `seed/services/service-${i + 1}`;
    serviceKeys.push(`${key}.jpg`);
    renders.push(renderPhoto(storage, key, buildingSvg('Shop', rng)).then(() => void images++));
  }
  await Promise.all(renders);
  const svg = async (key: string, body: string) => {
    await storage.put(key, Buffer.from(body));
    return key;
  };

  // Settings
  const logo = await svg('seed/brand/logo.svg', iconSvg('A', '#087c7c'));
  const placeholder = await svg('seed/brand/placeholder.svg', iconSvg('·', '#adb5bd'));
  const adminImage = await svg('seed/brand/admin.svg', iconSvg('A', '#1d3557'));
  const settingRows: Record<string, string> = {
    company_name: 'Abode Realty',
    company_email: 'hello@abode.test',
    company_tel1: '+91 22 4000 1234',
    company_tel2: '+91 22 4000 5678',
    company_address: 'Level 12, Bandra Kurla Complex, Mumbai 400051',
    latitude: '19.0662',
    longitude: '72.8654',
    currency_symbol: '₹',
    currency_code: 'INR',
    number_with_suffix: '1',
    default_language: 'en',
    system_version: '0.1.0',
    svg_clr: '#087c7c',
    system_color: '#087c7c',
    sell_web_color: '#087c7c',
    sell_web_background_color: '#e6f4f4',
    rent_web_color: '#e76f51',
    rent_web_background_color: '#fdeee9',
    web_logo: logo,
    web_footer_logo: logo,
    web_placeholder_logo: placeholder,
    web_favicon: logo,
    admin_name: 'Abode Admin',
    admin_image: adminImage,
    img_placeholder: placeholder,
    appstore_id: '',
    playstore_id: '',
    facebook_id: '',
    instagram_id: '',
    twitter_id: '',
    youtube_id: '',
    iframe_link: '',
    seo_settings: '1',
    allow_cookies: '1',
    verification_required_for_user: '0',
    auto_approve: '0',
    number_with_otp_login: '0',
    social_login: '0',
    distance_option: 'km',
    min_radius_range: '1',
    max_radius_range: '50',
    web_maintenance_mode: '0',
    about_us: ABOUT_US,
    privacy_policy: PRIVACY_POLICY,
    terms_conditions: TERMS,
  };
  await db.insert(t.settings).values(Object.entries(settingRows).map(([type, data]) => ({ type, data })));

  // Languages: the shared English dictionary and its Arabic translation (falling back to English per key).
  await db.insert(t.languages).values([
    { name: 'English', code: 'en', file_name: { ...EN }, rtl: false },
    { name: 'العربية', code: 'ar', file_name: { ...EN, ...AR }, rtl: true },
  ]);

  // Accounts
  const password = await hashPassword(DEMO_PASSWORD);
  const people = [
    {
      email: DEMO_ACCOUNTS.user,
      name: 'Riya Sharma',
      mobile: '+91 98200 11111',
      city: 'Mumbai',
      role: 'user' as const,
    },
    {
      email: DEMO_ACCOUNTS.agent,
      name: 'Arjun Mehta',
      mobile: '+91 98450 22222',
      city: 'Bengaluru',
      role: 'user' as const,
    },
    {
      email: DEMO_ACCOUNTS.admin,
      name: 'Abode Admin',
      mobile: '+91 22 4000 1234',
      city: 'Mumbai',
      role: 'admin' as const,
    },
  ];
  const created = await db
    .insert(t.customers)
    .values(
      await Promise.all(
        people.map(async (p) => ({
          name: p.name,
          email: p.email,
          // Stored as the API stores what people type: E.164 (phone sign-in finds the account by it).
          mobile: normalisePhone(p.mobile),
          password,
          logintype: '3',
          auth_id: `demo-${slugify(p.name)}`,
          slug_id: slugify(p.name),
          is_email_verified: true,
          role: p.role,
          city: p.city,
          state: CITIES.find((c) => c.city === p.city)?.state ?? '',
          country: 'India',
          address: `${p.city}, India`,
          profile: await svg(`seed/avatars/${slugify(p.name)}.svg`, iconSvg(p.name.charAt(0), '#2a9d8f')),
          about_me:
            p.email === DEMO_ACCOUNTS.agent ? 'Independent agent helping families find homes since 2012.' : null,
        })),
      ),
    )
    .returning({ id: t.customers.id, email: t.customers.email });
  const idOf = (email: string) => created.find((c) => c.email === email)?.id ?? 0;
  const userId = idOf(DEMO_ACCOUNTS.user);
  const agentId = idOf(DEMO_ACCOUNTS.agent);
  // Verification forms of the three kinds; the demo agent is a verified agent.
  const formIds = await seedVerificationForms(db);
  await seedVerifiedAgent(db, storage, agentId, formIds.agent);

  // Parameters, categories, facilities
  const paramRows = await db
    .insert(t.parameters)
    .values(
      await Promise.all(
        PARAMETERS.map(async (p) => ({
          name: p.name,
          type_of_parameter: p.type,
          type_values: p.values,
          is_required: p.required,
          image: await svg(`seed/icons/param-${p.key}.svg`, iconSvg(p.name.charAt(0), '#577590')),
        })),
      ),
    )
    .returning({ id: t.parameters.id, name: t.parameters.name });
  const paramId = new Map(PARAMETERS.map((p, i) => [p.key, paramRows[i]?.id ?? 0]));
  const catRows = await db
    .insert(t.categories)
    .values(
      await Promise.all(
        CATEGORIES.map(async (c, i) => ({
          category: c.name,
          slug_id: slugify(c.name),
          sequence: i,
          image: await svg(`seed/icons/category-${slugify(c.name)}.svg`, iconSvg(c.name.charAt(0), c.colour)),
          parameter_types: c.params.map((k) => paramId.get(k) ?? 0),
          meta_title: `${c.name}s for sale and rent`,
          meta_description: `Browse verified ${c.name.toLowerCase()} listings for sale and rent across India on Abode.`,
          meta_keywords: `${c.name.toLowerCase()}, buy, rent, india`,
        })),
      ),
    )
    .returning({ id: t.categories.id, name: t.categories.category });
  const catId = new Map(catRows.map((c) => [c.name as CategoryName, c.id]));
  const facilityRows = await db
    .insert(t.outdoor_facilities)
    .values(
      await Promise.all(
        FACILITIES.map(async (f) => ({
          name: f.name,
          image: await svg(`seed/icons/facility-${slugify(f.name)}.svg`, iconSvg(f.name.charAt(0), f.colour)),
        })),
      ),
    )
    .returning({ id: t.outdoor_facilities.id });
  await seedListingCatalogue(db);

  // Properties
  const total = Math.max(24, Math.round(280 * scale));
  type PropertyInsert = typeof t.propertys.$inferInsert;
  const props: PropertyInsert[] = [];
  const meta: { category: CategoryName; bedrooms: number; sqft: number; promoted: boolean }[] = [];
  for (let i = 0; i < total; i++) {
    const city = CITIES[i % CITIES.length] ?? CITIES[0];
    if (!city) throw new Error('no cities');
    const loc = rng.pick(city.localities);
    const cat = CATEGORIES[(i * 7 + rng.int(0, 5)) % CATEGORIES.length] ?? CATEGORIES[0];
    if (!cat) throw new Error('no categories');
    const rent = rng.chance(0.4);
    const bedrooms = cat.residential ? rng.int(cat.name === 'Villa' ? 3 : 1, cat.name === 'Villa' ? 6 : 4) : 0;
    const sqft =
      cat.name === 'Plot'
        ? round(rng.int(1_200, 9_600), 100)
        : round(bedrooms ? 450 + bedrooms * rng.int(300, 520) : rng.int(250, 4_000), 10);
    const title =
      cat.name === 'Plot'
        ? `Residential plot in ${loc.name}`
        : cat.name === 'Office'
          ? `Office space in ${loc.name}`
          : cat.name === 'Shop'
            ? `Retail shop in ${loc.name}`
            : `${bedrooms} BHK ${cat.name.toLowerCase()} in ${loc.name}`;
    // Every 20th is pending and every 20th rejected (hidden); every 25th approved but switched off.
    const requestStatus = i % 20 === 7 ? 'pending' : i % 20 === 13 ? 'rejected' : 'approved';
    const status = requestStatus === 'approved' && i % 25 !== 3 ? 1 : 0;
    // Fresh listings in the first handful, then spread over ten weeks, so posted_since has something to find.
    const ageDays = i % 10 === 0 ? rng.next() * 0.5 : i % 10 === 1 ? 1.5 + rng.next() * 4 : 1 + rng.next() * 70;
    const createdAt = ago(ageDays);
    const owner = i % 4 === 0 ? 0 : i % 9 === 2 ? userId : agentId;
    const gallery = photos.get(cat.name) ?? [];
    const opener = rng.pick(DESCRIPTION_OPENERS);
    const highlights = rng.sample(HIGHLIGHTS, 3);
    props.push({
      category_id: catId.get(cat.name) ?? 0,
      title,
      slug_id: `${slugify(title)}-${i + 1}`,
      description: `${opener} ${title.toLowerCase()}, ${city.city}. ${sqft.toLocaleString('en-IN')} sq ft${bedrooms ? ` with ${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}` : ''}. ${highlights.join('. ')}.`,
      address: `${rng.int(1, 220)}, ${rng.pick(['Link Road', 'Main Road', 'Cross Street', 'Ring Road', 'Station Road'])}, ${loc.name}, ${city.city}`,
      client_address: `${loc.name}, ${city.city}`,
      propery_type: rent ? 1 : 0,
      price: priceFor(rng, cat.name, rent, bedrooms),
      post_type: owner === 0 ? 0 : 1,
      city: city.city,
      state: city.state,
      country: 'India',
      title_image: rng.pick(gallery),
      video_link: i % 6 === 0 ? 'https://www.youtube.com/watch?v=ScMzIvxBSi4' : '',
      latitude: Number((loc.lat + (rng.next() - 0.5) * 0.02).toFixed(6)),
      longitude: Number((loc.lng + (rng.next() - 0.5) * 0.02).toFixed(6)),
      added_by: owner,
      status,
      request_status: requestStatus,
      total_click: rng.int(0, 900),
      rentduration: rent
        ? cat.name === 'Shop' || cat.name === 'Office'
          ? rng.pick(['Monthly', 'Yearly'])
          : 'Monthly'
        : null,
      meta_title: title.slice(0, 60),
      meta_description: `${title} at ${loc.name}, ${city.city}. ${highlights[0] ?? ''}.`.slice(0, 160),
      meta_keywords: `${cat.name.toLowerCase()}, ${loc.name.toLowerCase()}, ${city.city.toLowerCase()}`,
      is_premium: i % 9 === 4,
      sqft,
      highligts: highlights.join(', '),
      questionaries: {
        possession: rng.pick(['Immediate', 'Within 3 months', 'Within 6 months']),
        pets_allowed: rng.chance(0.5),
      },
      created_at: createdAt,
      updated_at: createdAt,
    });
    meta.push({ category: cat.name, bedrooms, sqft, promoted: i % 11 === 5 && requestStatus === 'approved' });
  }
  const propIds = (await db.insert(t.propertys).values(props).returning({ id: t.propertys.id })).map((r) => r.id);

  const galleryRows: (typeof t.property_images.$inferInsert)[] = [];
  const paramValues: (typeof t.assign_parameters.$inferInsert)[] = [];
  const facilityValues: (typeof t.assigned_outdoor_facilities.$inferInsert)[] = [];
  const adverts: (typeof t.advertisements.$inferInsert)[] = [];
  propIds.forEach((id, i) => {
    const m = meta[i];
    if (!m) return;
    const pool = photos.get(m.category) ?? [];
    // A category's own photos; small fixtures borrow from the whole pool to still show two or more.
    const source = pool.length >= 2 ? pool : [...photos.values()].flat();
    for (const image of rng.sample(source, Math.min(source.length, rng.int(2, 4))))
      galleryRows.push({ propertys_id: id, image });
    for (const key of CATEGORIES.find((c) => c.name === m.category)?.params ?? []) {
      paramValues.push({
        modal_type: 'property',
        modal_id: id,
        property_id: id,
        parameter_id: paramId.get(key) ?? 0,
        value: paramValue(rng, key, m.bedrooms, m.sqft),
      });
    }
    for (const f of rng.sample(facilityRows, rng.int(2, 4))) {
      facilityValues.push({
        property_id: id,
        facility_id: f.id,
        distance: Number((0.2 + rng.next() * 9.8).toFixed(1)),
      });
    }
    if (m.promoted) {
      adverts.push({
        for: 'property',
        property_id: id,
        customer_id: props[i]?.added_by || null,
        status: 0,
        is_enable: true,
        start_date: ago(3),
        end_date: new Date(now.getTime() + 27 * DAY),
      });
    }
  });
  await db.insert(t.property_images).values(galleryRows);
  await db.insert(t.assign_parameters).values(paramValues);
  await db.insert(t.assigned_outdoor_facilities).values(facilityValues);
  // A few favourites so most_liked has an order.
  const liked = rng.sample(
    propIds.filter((_, i) => props[i]?.status === 1),
    Math.min(12, propIds.length),
  );
  await db.insert(t.favourites).values(liked.map((property_id) => ({ user_id: userId, property_id })));

  // Projects with floor plans
  const projectCount = Math.max(4, Math.round(14 * scale));
  const projectRows = await db
    .insert(t.projects)
    .values(
      Array.from({ length: projectCount }, (_, i) => {
        const city = CITIES[i % CITIES.length] ?? CITIES[0];
        if (!city) throw new Error('no cities');
        const loc = rng.pick(city.localities);
        const name = PROJECT_NAMES[i % PROJECT_NAMES.length] ?? `Project ${i + 1}`;
        const cat = i % 5 === 4 ? 'Office' : i % 3 === 0 ? 'Villa' : 'Apartment';
        const createdAt = ago(i % 4 === 0 ? rng.next() * 0.8 : 2 + rng.next() * 60);
        const visible = i % 7 !== 6;
        return {
          title: `${name}, ${loc.name}`,
          slug_id: `${slugify(name)}-${slugify(loc.name)}-${i + 1}`,
          description: `${name} brings ${cat === 'Office' ? 'Grade A workspaces' : 'thoughtfully planned homes'} to ${loc.name}, ${city.city}, with landscaped open spaces and everyday conveniences close by.`,
          image: rng.pick(photos.get(cat) ?? []),
          location: `${loc.name}, ${city.city}`,
          latitude: Number((loc.lat + (rng.next() - 0.5) * 0.02).toFixed(6)),
          longitude: Number((loc.lng + (rng.next() - 0.5) * 0.02).toFixed(6)),
          city: city.city,
          state: city.state,
          country: 'India',
          type: i % 3 === 1 ? 'upcoming' : 'under_construction',
          added_by: i % 3 === 2 ? null : agentId,
          is_admin_listing: i % 3 === 2,
          category_id: catId.get(cat) ?? 0,
          price: round(rng.int(6_000_000, 45_000_000), 100_000),
          sqft: round(rng.int(650, 3_200), 10),
          projecthighligts: rng.sample(HIGHLIGHTS, 2).join(', '),
          status: visible ? 1 : 0,
          request_status: visible ? ('approved' as const) : ('pending' as const),
          total_click: rng.int(0, 400),
          created_at: createdAt,
          updated_at: createdAt,
        };
      }),
    )
    .returning({ id: t.projects.id, category_id: t.projects.category_id });
  const docs: (typeof t.project_documents.$inferInsert)[] = [];
  const plans: (typeof t.project_plans.$inferInsert)[] = [];
  for (const [i, p] of projectRows.entries()) {
    const cat = catRows.find((c) => c.id === p.category_id)?.name as CategoryName;
    for (const image of rng.sample(photos.get(cat) ?? [], Math.min(3, perCategory)))
      docs.push({ project_id: p.id, name: image, type: 'image' });
    const n = 2 + (i % 2);
    for (let k = 0; k < n; k++) {
      const bhk = k + 1 + (cat === 'Villa' ? 2 : 0);
      plans.push({
        project_id: p.id,
        title:
          cat === 'Office'
            ? `Floor plate ${String.fromCharCode(65 + k)}`
            : `${bhk} BHK · ${(550 + bhk * 380).toLocaleString('en-IN')} sq ft`,
        document: planKeys[k % planKeys.length] ?? '',
      });
    }
    if (i === 1)
      adverts.push({
        for: 'project',
        project_id: p.id,
        customer_id: agentId,
        status: 0,
        is_enable: true,
        start_date: ago(2),
        end_date: new Date(now.getTime() + 28 * DAY),
      });
  }
  if (docs.length) await db.insert(t.project_documents).values(docs);
  await db.insert(t.project_plans).values(plans);
  if (adverts.length) await db.insert(t.advertisements).values(adverts);

  // Services
  const typeRows = await db
    .insert(t.service_types)
    .values(
      await Promise.all(
        SERVICE_TYPES.map(async (name) => ({
          name,
          image: await svg(`seed/icons/service-${slugify(name)}.svg`, iconSvg(name.charAt(0), '#6d597a')),
        })),
      ),
    )
    .returning({ id: t.service_types.id, name: t.service_types.name });
  const serviceCount = Math.max(4, Math.round(12 * scale));
  await db.insert(t.services).values(
    Array.from({ length: serviceCount }, (_, i) => {
      const type = typeRows[i % typeRows.length] ?? typeRows[0];
      const city = CITIES[i % CITIES.length] ?? CITIES[0];
      if (!type || !city) throw new Error('no service types or cities');
      const loc = rng.pick(city.localities);
      const company = SERVICE_COMPANIES[i % SERVICE_COMPANIES.length] ?? 'HomeHelp';
      const title = `${type.name} by ${company}`;
      const phone = `+91 9${rng.int(100_000_000, 999_999_999)}`;
      return {
        service_type_id: type.id,
        user_id: i % 2 ? agentId : null,
        title,
        slug_id: `${slugify(title)}-${i + 1}`,
        timing: rng.pick(['Mon–Sat, 9 am – 7 pm', 'Every day, 8 am – 8 pm', 'Mon–Fri, 10 am – 6 pm']),
        company_name: `${company} Services`,
        price: round(rng.int(299, 4_999), 50),
        phone,
        email: `hello@${slugify(company)}.test`,
        whatsapp_number: phone,
        since: String(rng.int(2005, 2021)),
        website_link: `https://${slugify(company)}.example`,
        city: city.city,
        location: loc.name,
        address: `${rng.int(1, 90)}, ${loc.name}, ${city.city}`,
        description: `${company} offers reliable ${type.name.toLowerCase()} across ${city.city}. Trained staff, transparent pricing and a 30-day service guarantee.`,
        title_image: serviceKeys[i % serviceKeys.length] ?? '',
        gallery_images: rng.sample(serviceKeys, Math.min(2, serviceKeys.length)),
        created_at: ago(rng.next() * 40),
      };
    }),
  );

  // Packages and features
  const featureRows = await db
    .insert(t.features)
    .values(FEATURES.map((f) => ({ name: f.name, type: f.type })))
    .returning({ id: t.features.id, type: t.features.type });
  const fid = (type: string) => featureRows.find((f) => f.type === type)?.id ?? 0;
  const packageRows = await db
    .insert(t.packages)
    .values([
      { name: 'Starter', package_type: 'free' as const, price: 0, duration: 30 * 24 },
      {
        name: 'Professional',
        package_type: 'paid' as const,
        price: 999,
        duration: 30 * 24,
        ios_product_id: 'abode.professional.monthly',
      },
      {
        name: 'Premium',
        package_type: 'paid' as const,
        price: 2499,
        duration: 90 * 24,
        ios_product_id: 'abode.premium.quarterly',
      },
    ])
    .returning({ id: t.packages.id, name: t.packages.name });
  const pid = (name: string) => packageRows.find((p) => p.name === name)?.id ?? 0;
  const limited = (pkg: string, type: string, limit: number) => ({
    package_id: pid(pkg),
    feature_id: fid(type),
    limit_type: 'limited' as const,
    limit,
  });
  const unlimited = (pkg: string, type: string) => ({
    package_id: pid(pkg),
    feature_id: fid(type),
    limit_type: 'unlimited' as const,
    limit: null,
  });
  const packageFeatures = await db
    .insert(t.package_features)
    .values([
      limited('Starter', 'property_list', 2),
      limited('Starter', 'service_list', 1),
      limited('Professional', 'property_list', 20),
      limited('Professional', 'property_feature', 5),
      limited('Professional', 'project_list', 3),
      limited('Professional', 'service_list', 5),
      unlimited('Professional', 'premium_properties'),
      unlimited('Professional', 'mortgage_calculator_detail'),
      unlimited('Premium', 'property_list'),
      limited('Premium', 'property_feature', 20),
      unlimited('Premium', 'project_list'),
      limited('Premium', 'project_feature', 10),
      unlimited('Premium', 'mortgage_calculator_detail'),
      unlimited('Premium', 'premium_properties'),
      unlimited('Premium', 'project_access'),
      unlimited('Premium', 'service_list'),
    ])
    .returning({
      id: t.package_features.id,
      package_id: t.package_features.package_id,
      limit: t.package_features.limit,
    });
  // The agent runs the Professional package, so premium listings open for them.
  const [agentPackage] = await db
    .insert(t.user_packages)
    .values({
      user_id: agentId,
      package_id: pid('Professional'),
      start_date: ago(5),
      end_date: new Date(now.getTime() + 25 * DAY),
    })
    .returning({ id: t.user_packages.id });
  if (agentPackage) {
    await db.insert(t.user_package_limits).values(
      packageFeatures
        .filter((f) => f.package_id === pid('Professional') && f.limit !== null)
        .map((f) => ({
          user_package_id: agentPackage.id,
          package_feature_id: f.id,
          total_limit: f.limit ?? 0,
          used_limit: 0,
        })),
    );
  }

  // Articles and FAQs
  await db.insert(t.articles).values(
    ARTICLES.map((a, i) => {
      const cat = a.category ? (catId.get(a.category) ?? 0) : 0;
      return {
        title: a.title,
        slug_id: slugify(a.title),
        image: rng.pick(photos.get(a.category ?? 'Apartment') ?? []),
        description: `<p>${a.body}</p><p>Talk to a verified Abode agent if you have questions about your situation.</p>`,
        category_id: cat,
        meta_title: a.title.slice(0, 60),
        meta_description: a.body.slice(0, 160),
        meta_keywords: 'real estate, india, guide',
        view_count: rng.int(10, 500),
        created_at: ago(3 + i * 6),
      };
    }),
  );
  await db.insert(t.faqs).values(FAQS.map(([question, answer]) => ({ question, answer })));

  // Chats: the demo user asks the agent about two of the agent's live listings; some answers are unread.
  const agentListings = propIds.filter((_, i) => {
    const p = props[i];
    return p?.added_by === agentId && p.status === 1 && p.request_status === 'approved';
  });
  const [askedFirst, askedSecond] = agentListings;
  const chatRows: (typeof t.chats.$inferInsert)[] = [];
  const say = (from: number, to: number, propertyId: number, message: string, hoursAgo: number, read: boolean) => {
    const at = new Date(now.getTime() - hoursAgo * 3_600_000);
    chatRows.push({
      sender_id: from,
      receiver_id: to,
      property_id: propertyId,
      message,
      is_read: read,
      created_at: at,
      updated_at: at,
    });
  };
  if (askedFirst && askedSecond) {
    say(userId, agentId, askedSecond, 'What is the monthly maintenance charge?', 74, true);
    say(agentId, userId, askedSecond, 'It is ₹3,500 a month, water included.', 72, true);
    say(userId, agentId, askedSecond, 'Thanks, I will think about it.', 70, false);
    say(userId, agentId, askedFirst, 'Hello! Is this still available?', 5, true);
    say(agentId, userId, askedFirst, 'Yes, it is. Would you like to visit this weekend?', 3, false);
    say(agentId, userId, askedFirst, 'I can show it on Saturday at 11 am.', 2, false);
    await db.insert(t.chats).values(chatRows);
    // The same user showed interest in both; the agent shortlisted the first.
    await db.insert(t.interested_users).values([
      { property_id: askedFirst, customer_id: userId, is_shortlisted: true },
      { property_id: askedSecond, customer_id: userId },
    ]);
  }

  return {
    customers: created.length,
    properties: props.length,
    visibleProperties: props.filter((p) => p.status === 1 && p.request_status === 'approved').length,
    projects: projectRows.length,
    services: serviceCount,
    images,
    chats: chatRows.length,
  };
}
