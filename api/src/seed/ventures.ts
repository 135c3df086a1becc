/**
 * Joint-venture posts and construction profiles: their four lookup lists (get-jvtypes, get-post-type,
 * get-workscope, get-projecttype) and a few approved posts of each kind across the demo cities, with photos from
 * the shared pool (never rendered again) and the demo agent as poster. Drawn from the shared random stream, so
 * it runs last (index.ts).
 */

import { slugify } from '@abode/shared/format';
import * as t from '../db/schema.ts';
import type { SeedContext } from './context.ts';
import { CITIES } from './data.ts';
import type { PhotoPool } from './photos.ts';
import type { DemoPeople } from './users.ts';

const LOOKUPS = {
  jv_type: ['Joint Development', 'Revenue Sharing', 'Area Sharing', 'Outright Sale'],
  post_type: ['Landowner offering land', 'Builder seeking land', 'Investor seeking partner'],
  work_scope: ['Turnkey construction', 'Civil works', 'Renovation', 'Interior fit-out', 'Structural repair'],
  project_type: ['Residential', 'Commercial', 'Industrial', 'Villas and bungalows'],
} as const;

const JV_TITLES = ['Corner plot for joint development', 'Land available on area share', 'Seeking builder partner'];
const BUILDERS = ['Skyline Constructions', 'Brickwork & Co', 'Urban Nest Builders', 'Sturdy Frame Contractors'];

type Kind = keyof typeof LOOKUPS;

/** Answers how many posts were written. */
export async function seedVentures(
  { db, rng, scale, ago }: SeedContext,
  pool: PhotoPool,
  { agentId }: DemoPeople,
): Promise<number> {
  const ids = {} as Record<Kind, number[]>;
  for (const kind of Object.keys(LOOKUPS) as Kind[]) {
    const rows = await db
      .insert(t.service_lookups)
      .values(LOOKUPS[kind].map((name) => ({ kind, name })))
      .returning({ id: t.service_lookups.id });
    ids[kind] = rows.map((r) => r.id);
  }
  const photos = [...pool.photos.values()].flat();
  const photo = (i: number) => photos[i % photos.length] ?? '';
  const perKind = Math.max(3, Math.round(8 * scale));
  const posts: (typeof t.jv_constructions.$inferInsert)[] = [];
  for (let i = 0; i < perKind * 2; i++) {
    const jv = i % 2 === 0;
    const city = CITIES[i % CITIES.length] ?? CITIES[0];
    if (!city) throw new Error('no cities');
    const loc = rng.pick(city.localities);
    const company = BUILDERS[i % BUILDERS.length] ?? 'Builders';
    const title = jv
      ? `${JV_TITLES[i % JV_TITLES.length]} in ${loc.name}`
      : `${company}: ${rng.pick(LOOKUPS.work_scope)} in ${city.city}`;
    const phone = `+919${rng.int(100_000_000, 999_999_999)}`;
    posts.push({
      kind: jv ? 'jv' : 'construction',
      user_id: agentId,
      title,
      slug_id: `${slugify(title)}-${i + 1}`,
      contact_name: 'Arjun Mehta',
      company_name: company,
      phone,
      whatsapp_number: phone,
      email: `hello@${slugify(company)}.test`,
      website_link: `https://${slugify(company)}.example`,
      city: city.city,
      location: `${loc.name}, ${city.city}`,
      address: `${rng.int(1, 90)}, ${loc.name}, ${city.city}, ${city.state}`,
      description: jv
        ? `A ${rng.int(1, 12)}-acre parcel in ${loc.name} with clear title, open to a joint development with a reputed builder.`
        : `${company} builds and renovates homes and offices across ${city.city}, with in-house engineers and fixed-price contracts.`,
      title_image: photo(i),
      ...(jv
        ? {
            post_type: rng.pick(ids.post_type),
            jv_type: rng.pick(ids.jv_type),
            land_size: `${rng.int(1, 12)} acres`,
            brokerage: rng.pick(['1%', '2%', 'None']),
            ownership_status: rng.pick(['Freehold', 'Leasehold']),
            expected_date: ago(-rng.int(30, 400)).toISOString().slice(0, 10),
          }
        : {
            type: rng.pick(ids.project_type),
            work: rng.pick(ids.work_scope),
            number_of_project: rng.int(5, 120),
            area: `${rng.int(5, 500)}k sq ft built`,
            start_date: ago(rng.int(400, 5000)).toISOString().slice(0, 10),
          }),
      request_status: 'approved',
      status: 1,
      created_at: ago(rng.next() * 40),
    });
  }
  const rows = await db.insert(t.jv_constructions).values(posts).returning({ id: t.jv_constructions.id });
  await db
    .insert(t.service_files)
    .values(rows.map((r, i) => ({ post_id: r.id, type: 'image' as const, name: photo(i + 1) })));
  return rows.length;
}
