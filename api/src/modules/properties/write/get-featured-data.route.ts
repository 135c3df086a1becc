import { getFeaturedData as getFeaturedDataOp } from '@abode/shared/operations';
import type { FeaturedItem } from '@abode/shared/wire';
import { implement } from '../../../lib/define-route.ts';
import { toPropertyObjects } from '../properties.service.ts';
import { findMyAdverts, projectsByIds, propertiesByIds } from './write.repository.ts';

/**
 * GET /api/get-featured-data (`type` property|project, offset, limit): the caller's adverts, newest first,
 * each with its property object (any review state) or a project summary; `total` before paging.
 */
export default implement(getFeaturedDataOp, async ({ query, user, deps, urls }) => {
  const { total, rows } = await findMyAdverts(deps.db, user.id, query.type, query.offset, query.limit);
  const propertyIds = [...new Set(rows.flatMap((r) => (r.property_id ? [r.property_id] : [])))];
  const projectIds = [...new Set(rows.flatMap((r) => (r.project_id ? [r.project_id] : [])))];
  const [props, projs] = await Promise.all([
    propertiesByIds(deps.db, propertyIds).then((list) => toPropertyObjects(deps.db, list, user, urls)),
    projectsByIds(deps.db, projectIds),
  ]);
  const data: FeaturedItem[] = rows.map((a) => {
    const project = projs.find((p) => p.id === a.project_id);
    return {
      id: a.id,
      status: a.status as 0 | 1 | 2 | 3,
      is_enable: a.is_enable,
      start_date: a.start_date?.toISOString() ?? null,
      end_date: a.end_date?.toISOString() ?? null,
      property_id: a.property_id,
      project_id: a.project_id,
      created_at: a.created_at.toISOString(),
      ...(query.type === 'property'
        ? { property: props.find((p) => p.id === a.property_id) ?? null }
        : {
            project: project
              ? {
                  id: project.id,
                  slug_id: project.slug_id,
                  title: project.title,
                  image: urls.upload(project.image),
                  request_status: project.request_status,
                  status: project.status,
                }
              : null,
          }),
    };
  });
  return { message: total ? 'Data Fetch Successfully' : 'No data found!', data, total };
});
