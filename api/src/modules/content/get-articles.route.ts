import { getArticles } from '@abode/shared/operations';
import type { Article } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import type { articles } from '../../db/schema.ts';
import { implement } from '../../lib/define-route.ts';
import { timeAgo } from '../../lib/format.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import {
  categoriesByIds,
  categoryBySlug,
  countArticleView,
  findArticles,
  similarArticles,
} from './content.repository.ts';

async function shape(db: Db, rows: (typeof articles.$inferSelect)[], urls: UrlBuilder): Promise<Article[]> {
  const cats = new Map((await categoriesByIds(db, [...new Set(rows.map((r) => r.category_id))])).map((c) => [c.id, c]));
  return rows.map((a) => ({
    id: a.id,
    slug_id: a.slug_id,
    image: urls.upload(a.image),
    title: a.title,
    description: a.description,
    meta_title: a.meta_title || a.title,
    meta_description: a.meta_description,
    meta_keywords: a.meta_keywords,
    meta_image: urls.upload(a.meta_image || a.image),
    category_id: a.category_id,
    view_count: a.view_count,
    created_at: timeAgo(a.created_at),
    category: cats.get(a.category_id) ?? null,
  }));
}

/** GET /api/get_articles: articles; a slug request also answers `similar_articles`. */
export default implement(getArticles, async ({ query, deps, urls }) => {
  let filters = { ...query };
  if (query.slug_id) {
    // Upstream: a slug that names a category lists that category's articles.
    const cat = await categoryBySlug(deps.db, query.slug_id);
    if (cat) filters = { ...query, slug_id: undefined, category_id: cat.id };
  }
  const { total, rows } = await findArticles(deps.db, filters);
  let similar: Article[] = [];
  const first = rows[0];
  if (first && (query.slug_id || query.id) && filters.category_id === query.category_id) {
    await countArticleView(deps.db, first.id, first.view_count);
    first.view_count += 1;
    similar = await shape(deps.db, await similarArticles(deps.db, first.category_id, first.id), urls);
  }
  const data = await shape(deps.db, rows, urls);
  return {
    message: data.length ? 'Data Fetch Successfully' : 'No data found!',
    total,
    similar_articles: similar,
    data,
  };
});
