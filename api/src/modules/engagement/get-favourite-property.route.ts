import { getFavouriteProperty } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { toProjectObjects } from '../projects/projects.service.ts';
import { toPropertyObjects } from '../properties/properties.service.ts';
import { favouritePage, favouriteProjectPage } from './engagement.repository.ts';

/**
 * GET /api/get_favourite_property?offset,limit[,type]: my favourite properties (visible ones), newest favourite
 * first. Divergence: `type=project` lists my favourite (visible) projects instead, each as get-projects shapes
 * it, because favourites of projects exist here (add_favourite with `project_id`) and upstream has none; without
 * `type` (or `type=property`) the answer is upstream's.
 */
export default implement(getFavouriteProperty, async ({ query, user, deps, urls }) => {
  if (query.type === 'project') {
    const { total, rows } = await favouriteProjectPage(deps.db, user.id, query.offset, query.limit);
    const data = await toProjectObjects(deps.db, rows, user, urls);
    return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
  }
  const { total, rows } = await favouritePage(deps.db, user.id, query.offset, query.limit);
  const data = await toPropertyObjects(deps.db, rows, user, urls);
  return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, data };
});
