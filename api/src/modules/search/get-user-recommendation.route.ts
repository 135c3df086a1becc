import { getUserRecommendation } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { promotedFirst, toListItem } from '../properties/properties.service.ts';
import { searchLight } from '../properties/search/index.ts';
import { findInterests } from './search.repository.ts';

/**
 * GET /api/get_user_recommendation (auth; offset, limit): visible sell/rent listings matching EVERY set
 * personalised field (any of the categories, the price range, any of the types, the city, any of the
 * nearby-place kinds), newest first, as light items with `total`. No fields (or none set) → newest.
 * Divergence: upstream answers full property objects; cards need the light ones.
 */
export default implement(getUserRecommendation, async ({ query, user, deps, urls }) => {
  const f = await findInterests(deps.db, user.id);
  const [lo, hi] = f?.price_range ?? [];
  const r = await searchLight(
    deps.db,
    {
      sell_or_rent: true,
      category_ids: f?.category_ids,
      property_types: f?.property_type,
      facility_ids: f?.outdoor_facilitiy_ids,
      city: f?.city || undefined,
      min_price: lo,
      max_price: hi,
      offset: query.offset,
      limit: query.limit,
    },
    user.id,
  );
  const data = promotedFirst(r.rows.map((row) => toListItem(row, urls)));
  return {
    message: data.length ? 'Data Fetch Successfully' : 'No data found!',
    total: r.total,
    total_capped: r.capped,
    data,
  };
});
