/**
 * Service listings (movers, cleaners…) across the demo cities, half of them run by the demo agent, and repair
 * works (categories with their sub-categories, and requests posted by the demo user and agent), all approved,
 * with galleries as `service_files` rows.
 */

import { slugify } from '@abode/shared/format';
import * as t from '../db/schema.ts';
import type { SeedContext } from './context.ts';
import { round } from './context.ts';
import { CITIES, SERVICE_COMPANIES, SERVICE_TYPES } from './data.ts';
import { iconSvg } from './images.ts';
import type { PhotoPool } from './photos.ts';
import { createRng } from './prng.ts';
import type { DemoPeople } from './users.ts';

/** Repair categories and their sub-categories (get-repairworks-category / -sub-category). */
export const REPAIR_CATEGORIES: { name: string; subs: string[] }[] = [
  { name: 'Plumbing', subs: ['Leaking tap', 'Blocked drain', 'Water heater'] },
  { name: 'Electrical', subs: ['Wiring fault', 'Switchboard', 'Fan and light fitting'] },
  { name: 'Carpentry', subs: ['Door and window', 'Furniture repair', 'Modular kitchen'] },
  { name: 'Painting and walls', subs: ['Damp and seepage', 'Wall cracks', 'Repainting'] },
  { name: 'Appliances', subs: ['Air conditioner', 'Refrigerator', 'Washing machine'] },
  { name: 'Waterproofing', subs: ['Terrace leak', 'Bathroom tiles'] },
];

const TIMINGS = ['Mon–Sat, 9 am – 7 pm', 'Every day, 8 am – 8 pm', 'Mon–Fri, 10 am – 6 pm'];

/** Answers how many services were written. */
export async function seedServices(ctx: SeedContext, pool: PhotoPool, people: DemoPeople): Promise<number> {
  const { db, rng, scale, ago, svg } = ctx;
  const { serviceKeys } = pool;
  const { agentId } = people;
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
  // The shared random stream is drawn in the same order as before galleries became rows, so the seeders after
  // this one make the same data.
  const drafts = Array.from({ length: serviceCount }, (_, i) => {
    const type = typeRows[i % typeRows.length] ?? typeRows[0];
    const city = CITIES[i % CITIES.length] ?? CITIES[0];
    if (!type || !city) throw new Error('no service types or cities');
    const loc = rng.pick(city.localities);
    const company = SERVICE_COMPANIES[i % SERVICE_COMPANIES.length] ?? 'HomeHelp';
    const title = `${type.name} by ${company}`;
    const phone = `+91 9${rng.int(100_000_000, 999_999_999)}`;
    const row = {
      service_type_id: type.id,
      user_id: i % 2 ? agentId : null,
      title,
      slug_id: `${slugify(title)}-${i + 1}`,
      timing: rng.pick(TIMINGS),
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
      request_status: 'approved' as const,
      status: 1,
    };
    const gallery = rng.sample(serviceKeys, Math.min(2, serviceKeys.length));
    return { row: { ...row, created_at: ago(rng.next() * 40) }, gallery };
  });
  const ids = await db
    .insert(t.services)
    .values(drafts.map((d) => d.row))
    .returning({ id: t.services.id });
  const files = ids.flatMap(({ id }, i) =>
    (drafts[i]?.gallery ?? []).map((name) => ({ service_id: id, type: 'image' as const, name })),
  );
  if (files.length) await db.insert(t.service_files).values(files);
  await seedRepairWorks(ctx, pool, people);
  return serviceCount;
}

/**
 * Repair categories, sub-categories and approved repair works across the demo cities. A stream of its own, so
 * adding them changed nothing the later seeders draw.
 */
async function seedRepairWorks({ db, scale, ago, svg }: SeedContext, { serviceKeys }: PhotoPool, people: DemoPeople) {
  const rng = createRng(11_041);
  const categories: { id: number; name: string; subs: { id: number; name: string }[] }[] = [];
  for (const c of REPAIR_CATEGORIES) {
    const [cat] = await db
      .insert(t.service_lookups)
      .values({
        kind: 'repair_category',
        name: c.name,
        image: await svg(`seed/icons/repair-${slugify(c.name)}.svg`, iconSvg(c.name.charAt(0), '#3d5a80')),
      })
      .returning({ id: t.service_lookups.id });
    if (!cat) throw new Error('no repair category');
    const subs = await db
      .insert(t.service_lookups)
      .values(c.subs.map((name) => ({ kind: 'repair_sub_category' as const, parent_id: cat.id, name })))
      .returning({ id: t.service_lookups.id, name: t.service_lookups.name });
    categories.push({ id: cat.id, name: c.name, subs });
  }
  const count = Math.max(4, Math.round(12 * scale));
  const drafts = Array.from({ length: count }, (_, i) => {
    const cat = categories[i % categories.length] ?? categories[0];
    const city = CITIES[i % CITIES.length] ?? CITIES[0];
    if (!cat || !city) throw new Error('no repair categories or cities');
    const sub = rng.pick(cat.subs);
    const loc = rng.pick(city.localities);
    const company = SERVICE_COMPANIES[(i + 3) % SERVICE_COMPANIES.length] ?? 'FixIt Pro';
    const title = `${sub.name} in ${loc.name}`;
    const phone = `+9198${rng.int(10_000_000, 99_999_999)}`;
    const when = new Date(ago(-rng.int(2, 30)));
    return {
      row: {
        user_id: i % 2 ? people.agentId : people.userId,
        category_id: cat.id,
        sub_category_id: sub.id,
        title,
        slug_id: `${slugify(title)}-${i + 1}`,
        timing: rng.pick(TIMINGS),
        company_name: `${company} Repairs`,
        price: round(rng.int(499, 9_999), 50),
        phone,
        email: `repairs@${slugify(company)}.test`,
        whatsapp_number: phone,
        since: String(rng.int(2008, 2022)),
        city: city.city,
        location: loc.name,
        address: `${rng.int(1, 90)}, ${loc.name}, ${city.city}`,
        description: `${cat.name}: ${sub.name.toLowerCase()} to be looked at in ${loc.name}, ${city.city}. Please bring spares; access from 9 am.`,
        service_date: when.toISOString().slice(0, 10),
        contact_name: rng.pick(['Ravi', 'Meera', 'Arjun', 'Fatima', 'Kiran', 'Neha']),
        location_of_issue: rng.pick(['Kitchen', 'Bathroom', 'Living room', 'Bedroom', 'Terrace', 'Balcony']),
        title_image: serviceKeys[(i + 1) % serviceKeys.length] ?? '',
        request_status: 'approved' as const,
        status: 1,
        created_at: ago(rng.next() * 30),
      },
      gallery: serviceKeys[i % serviceKeys.length],
    };
  });
  const ids = await db
    .insert(t.repair_works)
    .values(drafts.map((d) => d.row))
    .returning({ id: t.repair_works.id });
  const files = ids.flatMap(({ id }, i) => {
    const name = drafts[i]?.gallery;
    return name ? [{ repair_work_id: id, type: 'image' as const, name }] : [];
  });
  if (files.length) await db.insert(t.service_files).values(files);
}
