/** What a search can ask for, after validation at the boundary. */
import type { MapBounds, PolygonPoint, PropertySort } from '@abode/shared/wire';

/** Filters of get_property after validation (empty strings already dropped). */
export interface PropertyFilters {
  id?: number | undefined;
  slug_id?: string | undefined;
  category_id?: number | undefined;
  category_slug_id?: string | undefined;
  property_type?: number | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  posted_since?: number | undefined;
  city?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  search?: string | undefined;
  parameter_id?: number | undefined;
  promoted?: boolean | undefined;
  top_rated?: boolean | undefined;
  most_liked?: boolean | undefined;
  /** Only the adverts of this owner (users_promoted). */
  promoted_by?: number | undefined;
  userid?: number | undefined;
  offset: number;
  limit: number;
}

/** The filters of get-property-list, the map and nearby on top of get_property's. */
export interface SearchFilters extends PropertyFilters {
  /** The property must have a non-empty value for each of these parameters. */
  parameter_ids?: number[] | undefined;
  /** true: premium only; false: non-premium only. */
  premium?: boolean | undefined;
  /** Only sell and rent (not sold or rented), as upstream's light list. */
  sell_or_rent?: boolean | undefined;
  /** Circle: radius in km (optional: without it the point only orders by distance). */
  near?: { lat: number; lng: number; radius?: number | undefined } | undefined;
  bounds?: MapBounds | undefined;
  polygon?: PolygonPoint[] | undefined;
  sort?: PropertySort | undefined;
  /** Nearest first (needs `near`); otherwise `near` only filters by its radius. */
  by_distance?: boolean | undefined;
  /** Any of these categories / types / nearby-place kinds (personalised feed). */
  category_ids?: number[] | undefined;
  property_types?: number[] | undefined;
  facility_ids?: number[] | undefined;
  /** Categories whose name matches `search` (resolveSearch fills it; constants keep the OR indexable). */
  search_category_ids?: number[] | undefined;
  /** City/state matched with ILIKE and OR (get_nearby_properties, as upstream). */
  city_or_state?: { city?: string | undefined; state?: string | undefined } | undefined;
}
