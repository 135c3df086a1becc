/** Building projects with their gallery and floor plans; the second one is featured (an advertisement). */

import { slugify } from '@abode/shared/format';
import * as t from '../db/schema.ts';
import type { Catalogue } from './catalogue.ts';
import type { SeedContext } from './context.ts';
import { DAY, round } from './context.ts';
import type { CategoryName } from './data.ts';
import { CITIES, HIGHLIGHTS, PROJECT_NAMES } from './data.ts';
import type { PhotoPool } from './photos.ts';
import type { DemoPeople } from './users.ts';

/** Answers how many projects were written. */
export async function seedProjects(
  { db, rng, now, scale, ago }: SeedContext,
  { photos, perCategory, planKeys }: PhotoPool,
  { catId, catRows }: Catalogue,
  { agentId }: DemoPeople,
): Promise<number> {
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
  const adverts: (typeof t.advertisements.$inferInsert)[] = [];
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
  return projectRows.length;
}
