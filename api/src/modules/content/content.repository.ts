import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, categories, faqs } from '../../db/schema.ts';

/** A page of active FAQs and their total. */
export async function findFaqs(db: Db, offset: number, limit: number) {
  const where = eq(faqs.status, 1);
  const [total] = await db.select({ n: count() }).from(faqs).where(where);
  const rows = await db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(where)
    .orderBy(asc(faqs.id))
    .offset(offset)
    .limit(limit);
  return { total: total?.n ?? 0, rows };
}

/** A page of articles filtered by id, slug or category, and their total. */
export async function findArticles(
  db: Db,
  f: {
    id?: number | undefined;
    slug_id?: string | undefined;
    category_id?: number | undefined;
    offset: number;
    limit: number;
  },
) {
  const c: SQL[] = [];
  if (f.id) c.push(eq(articles.id, f.id));
  if (f.slug_id) c.push(eq(articles.slug_id, f.slug_id));
  if (f.category_id !== undefined) c.push(eq(articles.category_id, f.category_id));
  const where = c.length ? and(...c) : undefined;
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db.select().from(articles).where(where).orderBy(desc(articles.id)).offset(f.offset).limit(f.limit);
  return { total: total?.n ?? 0, rows };
}

/** Other articles of the same category (up to 5). */
export function similarArticles(db: Db, categoryId: number, excludeId: number) {
  return db
    .select()
    .from(articles)
    .where(and(eq(articles.category_id, categoryId), ne(articles.id, excludeId)))
    .orderBy(desc(articles.id))
    .limit(5);
}

/** A category whose slug is given (upstream: a category slug in `slug_id` filters by category). */
export async function categoryBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug_id, slug));
  return row;
}

/** Category summaries by id. */
export function categoriesByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: categories.id, category: categories.category, slug_id: categories.slug_id })
    .from(categories)
    .where(inArray(categories.id, ids));
}

/** Counts a read of an article. */
export async function countArticleView(db: Db, id: number, current: number): Promise<void> {
  await db
    .update(articles)
    .set({ view_count: current + 1 })
    .where(eq(articles.id, id));
}
