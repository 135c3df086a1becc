import { getPropertyMap } from '@abode/shared/operations';
import type { PropertyMapPoint } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { PROPERTY_TYPE_NAMES } from '../../lib/format.ts';
import { searchMap } from '../properties/search/index.ts';
import { filtersOf } from './search.service.ts';

/**
 * GET /api/get-property-map (optional auth): the map view's markers. The filters of get-property-list
 * (usually `bounds` of the viewport or a drawn `polygon`), no offset; up to `limit` (default 1000, at
 * most 2000) markers newest first, with only what a marker and its popup need, for client-side
 * clustering. `total` counts matches (capped at 1,000); `truncated` says there are more than answered.
 */
export default implement(getPropertyMap, async ({ query, deps, urls }) => {
  const r = await searchMap(deps.db, filtersOf(query, 0, query.limit), query.limit);
  const data: PropertyMapPoint[] = r.rows.map((p) => ({
    id: Number(p.id),
    slug_id: p.slug_id,
    title: p.title,
    price: Number(p.price),
    latitude: p.latitude,
    longitude: p.longitude,
    property_type: PROPERTY_TYPE_NAMES[p.propery_type] ?? 'sell',
    title_image: urls.upload(p.title_image),
    category_id: p.category_id,
  }));
  return {
    message: data.length ? 'Data Fetch Successfully' : 'No data found!',
    total: r.total,
    truncated: r.total > data.length,
    data,
  };
});
