// Property queries, keyed under ['properties', …] so no other section collides in the shared cache.
import { type ApiEnvelope, apiQueryFn, apiRequest, type QueryParams } from '@abode/shared';
import type { Category, PersonalisedFields, PropertyListItem, PropertyListQueryInput } from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Property } from './property.types.ts';

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
      queryFn: apiQueryFn<Property[]>('get_property', { ...filters } as QueryParams),
      placeholderData: keepPreviousData,
    }),
  detail: (slugId: string, userId: number | null) =>
    queryOptions({
      queryKey: [...propertyQueries.all(), 'detail', slugId, userId ?? 0] as const,
      queryFn: apiQueryFn<Property[]>('get_property', { slug_id: slugId }),
    }),
};

// ---------------------------------------------------------------------------------------------
// Finding: get-property-list, nearby, categories with counts, personalised feed (issue 4).
// ---------------------------------------------------------------------------------------------

/** Query of get-property-list as this section sends it: non-empty values only, strings as in the URL. */
export type PropertySearchQuery = { [K in keyof PropertyListQueryInput]?: string | number };

/**
 * A light list item shown through PropertyCard: the card only reads fields both shapes share, so the
 * missing long ones are filled with empty values rather than widening the card's type.
 */
export function listItemAsCard(item: PropertyListItem): Property {
  return {
    ...item,
    description: '',
    category: item.category ?? null,
    // Card badges carry no parameter type; the value is what a card shows.
    parameters: item.parameters.map((p) => ({ ...p, type_of_parameter: '' })),
  };
}

function asCards(body: ApiEnvelope<PropertyListItem[]>): ApiEnvelope<Property[]> {
  return { ...body, data: (body.data ?? []).map(listItemAsCard) };
}

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

/** An outdoor facility ("nearby place") of get_facilities. */
export interface OutdoorFacility {
  id: number;
  name: string;
  image: string;
}

export const findingQueries = {
  /** One page of get-property-list (filters, sort, paging), as cards. */
  search: (query: PropertySearchQuery, userId: number | null) =>
    queryOptions({
      queryKey: [...propertyQueries.lists(), 'search', query, userId ?? 0] as const,
      queryFn: apiQueryFn<PropertyListItem[]>('get-property-list', query as QueryParams),
      select: asCards,
      placeholderData: keepPreviousData,
    }),
  /** Up to 12 properties near a point or in a city (no paging). */
  nearby: (params: NearbyParams, userId: number | null) =>
    queryOptions({
      queryKey: [...propertyQueries.all(), 'nearby', params, userId ?? 0] as const,
      queryFn: apiQueryFn<PropertyListItem[]>('get_nearby_properties', { ...params }),
      select: asCards,
    }),
  /** One page of the signed-in user's recommendations (get_user_recommendation). */
  recommendations: (userId: number, offset: number, limit: number) =>
    queryOptions({
      queryKey: [...propertyQueries.all(), 'recommendations', userId, offset, limit] as const,
      queryFn: apiQueryFn<PropertyListItem[]>('get_user_recommendation', { offset, limit }),
      select: asCards,
      placeholderData: keepPreviousData,
    }),
  /** The signed-in user's personalised fields; `data` is [] when none are saved. */
  personalisedFields: (userId: number) =>
    queryOptions({
      queryKey: ['personalised-fields', userId] as const,
      queryFn: apiQueryFn<PersonalisedFields | []>('personalised-fields'),
    }),
  /** Categories, with their parameters (and `properties_count` when `has_property`). */
  categories: (params: { limit?: number; offset?: number; has_property?: boolean } = {}) =>
    queryOptions({
      queryKey: ['categories', 'list', params] as const,
      queryFn: apiQueryFn<CategoryWithCount[]>('get_categories', params),
    }),
  /** Outdoor facilities ("nearby places"). */
  facilities: () =>
    queryOptions({
      queryKey: ['facilities', 'list'] as const,
      queryFn: apiQueryFn<OutdoorFacility[]>('get_facilities'),
    }),
};

/** What saving, resetting or changing the personalised fields makes stale. */
export const PERSONALISED_INVALIDATES = [
  ['personalised-fields'],
  [...propertyQueries.all(), 'recommendations'],
] as const;

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
  return apiRequest<PersonalisedFields>('personalised-fields', {
    method: 'POST',
    body: form,
    multipart: true,
    silent: true,
  });
}

/** DELETE personalised-fields: forget the user's preferences. */
export function deletePersonalisedFields() {
  return apiRequest<unknown>('personalised-fields', { method: 'DELETE', silent: true });
}
