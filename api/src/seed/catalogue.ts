/** What listings are described with: parameters, the categories that ask for them, and nearby-place kinds. */

import { slugify } from '@abode/shared/format';
import * as t from '../db/schema.ts';
import type { SeedContext } from './context.ts';
import type { CategoryName, ParamKey } from './data.ts';
import { CATEGORIES, FACILITIES, PARAMETERS } from './data.ts';
import { iconSvg } from './images.ts';

/** The ids the listing seeders refer to. */
export interface Catalogue {
  paramId: Map<ParamKey, number>;
  catId: Map<CategoryName, number>;
  catRows: { id: number; name: string }[];
  facilityRows: { id: number }[];
}

export async function seedCatalogue({ db, svg }: SeedContext): Promise<Catalogue> {
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
  return { paramId, catId, catRows, facilityRows };
}
