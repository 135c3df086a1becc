/** Service listings (movers, cleaners…) across the demo cities, half of them run by the demo agent. */
import * as t from '../db/schema.ts';
import { slugify } from '../lib/format.ts';
import type { SeedContext } from './context.ts';
import { round } from './context.ts';
import { CITIES, SERVICE_COMPANIES, SERVICE_TYPES } from './data.ts';
import { iconSvg } from './images.ts';
import type { PhotoPool } from './photos.ts';
import type { DemoPeople } from './users.ts';

/** Answers how many services were written. */
export async function seedServices(
  { db, rng, scale, ago, svg }: SeedContext,
  { serviceKeys }: PhotoPool,
  { agentId }: DemoPeople,
): Promise<number> {
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
  return serviceCount;
}
