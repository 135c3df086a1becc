import { getProjects } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { areaBounds } from './project-filters.ts';
import { findProjects } from './projects.repository.ts';
import { hasProjectAccess, toProjectObjects } from './projects.service.ts';

/**
 * GET /api/get-projects: approved, active projects with gallery, documents and floor plans. Filters beyond
 * upstream (spec §7): projectType, category, city/state/country, price and area (sqft) ranges, `amenity_id`
 * (comma list, all required), `parameter_id` (+ `parameter_value`, case-insensitive: the whole value of a number, dropdown or radio
 * parameter, a part of a text or checkbox one),
 * `seller_type` (agent|builder|tenant: the owner's verified role; admin: admin listings), posted_since,
 * search, get_featured; `sort_by` newest (default), oldest, price_asc|desc, area_asc|desc, most_viewed.
 * `bounds` (map viewport `min_lat,max_lat,min_lng,max_lng`, as property search) keeps projects inside it and
 * allows `limit` up to 200 (the map's markers). `total` is exact up to 1,000 matches, else 1,000 with
 * `total_capped` (as property search). One statement: count, page and every relation of the page's projects.
 * For a viewer without project_access the viewport is widened to whole area cells, as the map's (decision 031),
 * so that moving its edges cannot place a project more exactly than its area.
 */
export default implement(getProjects, async ({ query, user, deps, urls }) => {
  const access = query.bounds ? await hasProjectAccess(deps.db, user) : undefined;
  const filters = query.bounds && !access ? { ...query, bounds: areaBounds(query.bounds) } : query;
  const { total, capped, rows } = await findProjects(deps.db, filters, user?.id ?? null);
  const data = await toProjectObjects(deps.db, rows, user, urls, access);
  return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total, total_capped: capped, data };
});
