import { getCategories } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { listCategories, parametersByIds } from './categories.repository.ts';
import { shapeParameter } from './categories.service.ts';

/** GET /api/get_categories: categories with their ordered parameter definitions. */
export default implement(getCategories, async ({ query, deps, urls }) => {
  const { total, rows } = await listCategories(deps.db, query);
  const paramIds = [...new Set(rows.flatMap((r) => r.category.parameter_types))];
  const params = new Map((await parametersByIds(deps.db, paramIds)).map((p) => [p.id, p]));
  const data = rows.map(({ category: c, properties_count, projects_count }) => ({
    id: c.id,
    category: c.category,
    image: urls.upload(c.image),
    slug_id: c.slug_id,
    parameter_types: c.parameter_types.flatMap((id) => {
      const p = params.get(id);
      return p ? [shapeParameter(p, urls)] : [];
    }),
    meta_title: c.meta_title,
    meta_description: c.meta_description,
    meta_keywords: c.meta_keywords,
    meta_image: urls.upload(c.meta_image),
    ...(query.has_property ? { properties_count } : {}),
    ...(query.has_project ? { projects_count } : {}),
  }));
  return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
});
