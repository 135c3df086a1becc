import type { PersonalisedFields, PropertyListQuery, PropertyMapQuery } from '@abode/shared/wire';
import type { SearchFilters } from '../properties/search/index.ts';

/** get-property-list / get-property-map query → repository filters (sell and rent only, as upstream). */
export function filtersOf(q: PropertyListQuery | PropertyMapQuery, offset: number, limit: number): SearchFilters {
  const near =
    q.latitude !== undefined && q.longitude !== undefined
      ? { lat: q.latitude, lng: q.longitude, radius: q.radius }
      : undefined;
  return {
    property_type: q.property_type,
    category_id: q.category_id,
    category_slug_id: q.category_slug_id,
    parameter_ids: q.parameter_id,
    country: q.country,
    state: q.state,
    city: q.city,
    min_price: q.min_price,
    max_price: q.max_price,
    posted_since: q.posted_since,
    search: q.search,
    promoted: q.promoted,
    premium: q.get_all_premium_properties ? true : q.is_premium,
    sell_or_rent: true,
    sort: q.sort,
    top_rated: q.most_viewed,
    most_liked: q.most_liked,
    near,
    bounds: q.bounds,
    polygon: q.polygon,
    offset,
    limit,
  };
}

/** The personalised fields of a caller who has none stored: every list empty, both property types, no city. */
export const noPersonalisedFields = (userId: number): PersonalisedFields => ({
  user_id: userId,
  category_ids: [],
  price_range: [],
  property_type: [0, 1],
  outdoor_facilitiy_ids: [],
  city: '',
});
