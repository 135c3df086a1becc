import { getPropertyList } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { promotedFirst, toListItem } from '../properties/properties.service.ts';
import { effectiveSort, searchLight } from '../properties/search/index.ts';
import { filtersOf } from './search.service.ts';

/**
 * GET /api/get-property-list (optional auth): upstream's light list, sell and rent only, approved and
 * active. Filters as get_property plus `parameter_id` (comma list: a value for each), premium flags,
 * `sort` (newest | price_asc | price_desc | most_viewed | most_liked; `most_viewed=1` / `most_liked=1`
 * still work), a circle (`latitude, longitude, radius` km), map `bounds` and a drawn `polygon`.
 * Promoted items come first within the page in the default order (no `sort`, or `newest`); any other
 * order is kept as asked. ONE SQL statement per request; `total` is exact up to
 * 1,000 matches, beyond that 1,000 with `total_capped: true`.
 */
export default implement(getPropertyList, async ({ query, user, deps, urls }) => {
  const filters = filtersOf(query, query.offset, query.limit);
  const r = await searchLight(deps.db, filters, user?.id ?? null);
  const items = r.rows.map((row) => toListItem(row, urls));
  // Promoted first only in the default (newest) order: a price or popularity order is kept as asked.
  const data = effectiveSort(filters) === 'newest' ? promotedFirst(items) : items;
  return {
    message: data.length ? 'Data Fetch Successfully' : 'No data found!',
    total: r.total,
    total_capped: r.capped,
    data,
  };
});
