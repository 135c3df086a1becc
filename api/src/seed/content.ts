/** Editorial content: the guide articles and the FAQs. */

import { slugify } from '@abode/shared/format';
import * as t from '../db/schema.ts';
import type { Catalogue } from './catalogue.ts';
import type { SeedContext } from './context.ts';
import { ARTICLES, FAQS } from './data.ts';
import type { PhotoPool } from './photos.ts';

export async function seedContent(
  { db, rng, ago }: SeedContext,
  { photos }: PhotoPool,
  { catId }: Catalogue,
): Promise<void> {
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
}
