// Property queries, keyed under ['properties', …] so no other section collides in the shared cache.
import { apiCall, apiQueryFn, call, operationKey, operationRoot, parseAnswer, type QueryParams } from '@abode/shared';
import {
  deletePersonalisedFields as deletePersonalisedFieldsOp,
  getCategories,
  getNearbyProperties,
  getPersonalisedFields,
  getPropertyList,
  getUserRecommendation,
  type OperationInput,
  postPersonalisedFields,
} from '@abode/shared/operations';
import {
  type Category,
  type OutdoorFacility,
  outdoorFacility,
  type PropertyCardData,
  type PropertyListQueryInput,
  property,
  propertyCard,
} from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** What a card shows (shared with other sections through the PropertyCard widget). */
export const cardProperty = propertyCard;
export type CardProperty = PropertyCardData;

const properties = z.array(property);

/** Filters of get_property this section uses (spec §7); empty values are dropped by the client. */
export interface PropertyFilters {
  property_type?: '' | '0' | '1';
  category_id?: string;
  city?: string;
  min_price?: string;
  max_price?: string;
  search?: string;
  posted_since?: '' | '0' | '1';
  offset?: number;
  limit?: number;
}

export const propertyQueries = {
  all: () => ['properties'] as const,
  lists: () => [...propertyQueries.all(), 'list'] as const,
  list: (filters: PropertyFilters, userId: number | null) =>
    queryOptions({
      queryKey: [...propertyQueries.lists(), filters, userId ?? 0] as const,
      queryFn: apiQueryFn('get_property', properties, { ...filters } as QueryParams),
      placeholderData: keepPreviousData,
    }),
  detail: (slugId: string, userId: number | null) =>
    queryOptions({
      queryKey: [...propertyQueries.all(), 'detail', slugId, userId ?? 0] as const,
      queryFn: async ({ signal }) => {
        const body = await apiCall('get_property', properties, { params: { slug_id: slugId }, signal });
        // A detail by slug_id also answers similar listings beside `data`, in the same shape.
        return { ...body, similar_properties: parseAnswer(properties.default([]), body.similar_properties) };
      },
    }),
};

// ---------------------------------------------------------------------------------------------
// Finding: get-property-list, nearby, categories with counts, personalised feed (issue 4).
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
  facilities: () =>
    queryOptions({
      queryKey: ['facilities', 'list'] as const,
      queryFn: apiQueryFn('get_facilities', z.array(outdoorFacility)),
    }),
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
