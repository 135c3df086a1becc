// Property queries: the operations of the listings area (docs/decisions/032), keyed by operationKey under their
// tags ('properties' for the listings, so no other section collides in the shared cache).
import { call, operationKey, operationQuery, operationRoot } from '@abode/shared';
import {
  deletePersonalisedFields as deletePersonalisedFieldsOp,
  getCategories,
  getFacilities,
  getNearbyProperties,
  getPersonalisedFields,
  getProperty,
  getPropertyList,
  getUserRecommendation,
  type OperationInput,
  postPersonalisedFields,
} from '@abode/shared/operations';
import {
  type Category,
  type OutdoorFacility,
  type PropertyCardData,
  type PropertyListQueryInput,
  propertyCard,
} from '@abode/shared/wire';
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';

/** What a card shows (shared with other sections through the PropertyCard widget). */
export const cardProperty = propertyCard;
export type CardProperty = PropertyCardData;

/** Filters of get_property (spec §7), as its operation reads them; empty values are dropped by the client. */
export type PropertyFilters = NonNullable<OperationInput<typeof getProperty>['query']>;

/**
 * Whether a cached get_property answer is a page of a list, not a detail: a detail refetched would count
 * another view of the property, so a change that makes lists stale (a favourite) leaves it to its cache patch.
 */
export function isPropertyList(query: { queryKey: QueryKey }): boolean {
  const [tag, id, input] = query.queryKey as [unknown, unknown, { query?: PropertyFilters } | undefined];
  return tag === getProperty.tag && id === getProperty.id && !input?.query?.slug_id;
}

export const propertyQueries = {
  all: () => [getProperty.tag] as const,
  /** Every get_property answer, lists and details (tell them apart with isPropertyList). */
  lists: () => operationRoot(getProperty),
  list: (filters: PropertyFilters, userId: number | null) =>
    queryOptions({
      ...operationQuery(getProperty, { query: filters }, userId),
      placeholderData: keepPreviousData,
    }),
  /** One property by slug_id (its view counted), with similar listings beside `data`, in the same shape. */
  detail: (slugId: string, userId: number | null) =>
    operationQuery(getProperty, { query: { slug_id: slugId } }, userId),
};

// ---------------------------------------------------------------------------------------------
// Finding: get-property-list, nearby, categories with counts, personalised feed (decision 007).
// ---------------------------------------------------------------------------------------------

/** Query of get-property-list as this section sends it: non-empty values only, strings as in the URL. */
export type PropertySearchQuery = { [K in keyof PropertyListQueryInput]?: string | number };

/** Query of get_nearby_properties: a point (with a radius in km) or a city/state, and the type. */
export interface NearbyParams {
  latitude?: number;
  longitude?: number;
  radius?: number;
  city?: string;
  state?: string;
  type?: 0 | 1;
}

/** A category with its parameters and, when asked with has_property, its number of listings. */
export type CategoryWithCount = Category;
export type { OutdoorFacility };

export const findingQueries = {
  /** One page of get-property-list (filters, sort, paging), as cards. */
  search: (query: PropertySearchQuery, userId: number | null) => {
    const input = { query: query as OperationInput<typeof getPropertyList>['query'] };
    return queryOptions({
      queryKey: operationKey(getPropertyList, input, userId),
      queryFn: ({ signal }) => call(getPropertyList, input, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /** Up to 12 properties near a point or in a city (no paging). */
  nearby: (params: NearbyParams, userId: number | null) => {
    const input = { query: { ...params } };
    return queryOptions({
      queryKey: operationKey(getNearbyProperties, input, userId),
      queryFn: ({ signal }) => call(getNearbyProperties, input, { signal }),
    });
  },
  /** One page of the signed-in user's recommendations (get_user_recommendation). */
  recommendations: (userId: number, offset: number, limit: number) => {
    const input = { query: { offset, limit } };
    return queryOptions({
      queryKey: operationKey(getUserRecommendation, input, userId),
      queryFn: ({ signal }) => call(getUserRecommendation, input, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /** The signed-in user's personalised fields (the empty defaults when none are saved). */
  personalisedFields: (userId: number) =>
    queryOptions({
      queryKey: operationKey(getPersonalisedFields, {}, userId),
      queryFn: ({ signal }) => call(getPersonalisedFields, {}, { signal }),
    }),
  /** Categories, with their parameters (and `properties_count` when `has_property`). */
  categories: (params: { limit?: number; offset?: number; has_property?: boolean } = {}) => {
    // The same key as the common categoryQueries.list: one cache entry for one request.
    const input = { query: params };
    return queryOptions({
      queryKey: operationKey(getCategories, input),
      queryFn: ({ signal }) => call(getCategories, input, { signal }),
    });
  },
  /** Outdoor facilities ("nearby places"). */
  facilities: () => operationQuery(getFacilities, {}),
};

/** What saving, resetting or changing the personalised fields makes stale. */
export const PERSONALISED_INVALIDATES = [['personalised-fields'], operationRoot(getUserRecommendation)] as const;

/** POST personalised-fields (multipart, comma lists as the spec sends them). */
export function savePersonalisedFields(body: {
  category_ids: number[];
  outdoor_facilitiy_ids: number[]; // sic: upstream spelling
  price_range: [number, number] | null;
  property_type: Array<0 | 1>;
  city: string;
}) {
  const form: Record<string, string> = {
    category_ids: body.category_ids.join(','),
    outdoor_facilitiy_ids: body.outdoor_facilitiy_ids.join(','), // sic
    property_type: body.property_type.join(','),
    city: body.city.trim(),
  };
  if (body.price_range) form.price_range = body.price_range.join(',');
  for (const key of Object.keys(form)) if (form[key] === '') delete form[key];
  return call(postPersonalisedFields, { body: form });
}

/** DELETE personalised-fields: forget the user's preferences. */
export function deletePersonalisedFields() {
  return call(deletePersonalisedFieldsOp, {});
}
