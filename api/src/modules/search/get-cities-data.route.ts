import { getCitiesData } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { citiesWithCounts } from './search.repository.ts';

/**
 * GET /api/get-cities-data (no auth; offset, limit): cities with visible listings, most listings first,
 * as upstream `[{City, Count, image}]` and `total` (number of cities). `image` is the gazetteer's image
 * of that city, or "" (the UI shows its own placeholder).
 */
export default implement(getCitiesData, async ({ query, deps, urls }) => {
  const r = await citiesWithCounts(deps.db, query.offset, query.limit);
  const data = r.rows.map((c) => ({ City: c.city, Count: c.n, image: c.image ? urls.upload(c.image) : '' }));
  return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total: r.total, data };
});
