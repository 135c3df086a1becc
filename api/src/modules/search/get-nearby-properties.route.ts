import { getNearbyProperties } from '@abode/shared/operations';
import { NEARBY_MAX } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { toListItem } from '../properties/properties.service.ts';
import { searchLight } from '../properties/search/index.ts';

/**
 * GET /api/get_nearby_properties (optional auth, for the viewer's favourite flag): up to 12 light items,
 * sell and rent only, no paging. With `latitude, longitude` nearest first (and within `radius` km when
 * given; each item carries `distance` km); `city` / `state` match with ILIKE and OR (upstream); `type`
 * 0 sell or 1 rent. Without coordinates, newest first.
 */
export default implement(getNearbyProperties, async ({ query, user, deps, urls }) => {
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { lat: query.latitude, lng: query.longitude, radius: query.radius }
      : undefined;
  const r = await searchLight(
    deps.db,
    {
      property_type: query.type,
      sell_or_rent: true,
      city_or_state: { city: query.city, state: query.state },
      near,
      by_distance: !!near,
      offset: 0,
      limit: NEARBY_MAX,
    },
    user?.id ?? null,
    { count: false },
  );
  const data = r.rows.map((row) => toListItem(row, urls));
  return { message: data.length ? 'Data Fetch Successfully' : 'No data found!', total: data.length, data };
});
