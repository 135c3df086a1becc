// Calls of posting and managing properties. Catalogue lists and the owner's listings live under
// ['properties', …] (categories share the common ['categories', …] entry), so a write invalidates them at once.
import { type ApiEnvelope, ApiError, apiQueryFn, apiRequest, type QueryParams } from '@abode/shared';
import type {
  AddedProperty,
  Amenity,
  Category,
  GetAddedPropertiesQueryInput,
  OutdoorFacility,
  Property,
  Questionaire,
} from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Every property query: a write invalidates this root. */
export const PROPERTIES_ROOT = ['properties'] as const;

/** Query parameters of get-added-properties as this section sends them. */
export type MyPropertiesParams = Omit<GetAddedPropertiesQueryInput, 'request_status'> & { request_status?: string };

export const postingQueries = {
  /** Categories with their parameter definitions (the same entry the other pages use for this request). */
  categories: () =>
    queryOptions({
      queryKey: ['categories', 'list', { limit: 100 }] as const,
      queryFn: apiQueryFn<Category[]>('get_categories', { limit: 100 }),
    }),
  amenities: () =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'catalogue', 'amenities'] as const,
      queryFn: apiQueryFn<Amenity[]>('get_amenities'),
    }),
  questionnaire: () =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'catalogue', 'questionaire'] as const,
      queryFn: apiQueryFn<Questionaire[]>('get_questionaire'),
    }),
  facilities: () =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'catalogue', 'facilities'] as const,
      queryFn: apiQueryFn<OutdoorFacility[]>('get_facilities'),
    }),
  /** The signed-in owner's listings (every state), paged and filtered. */
  mine: (params: MyPropertiesParams, userId: number) =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'mine', userId, params] as const,
      queryFn: apiQueryFn<AddedProperty[]>('get-added-properties', params as QueryParams),
      placeholderData: keepPreviousData,
    }),
  /** One of the owner's listings by slug. */
  mineOne: (slugId: string, userId: number) =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'mine', userId, 'one', slugId] as const,
      queryFn: async ({ signal }) => {
        const body = await apiRequest<AddedProperty[]>('get-added-properties', {
          params: { slug_id: slugId },
          signal,
          silent: true,
        });
        const found = Array.isArray(body.data) ? body.data.find((p) => p.slug_id === slugId) : undefined;
        if (!found) throw new ApiError('Property not found', 404, 'NOT_FOUND', body);
        return found;
      },
    }),
  /** The signed-in user's customer record (for the completeness rule; the session copy may be stale). */
  me: (userId: number) =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'owner', userId] as const,
      queryFn: apiQueryFn<Record<string, unknown>>('get-user-data'),
    }),
};

/** POST post_property or update_post_property with a multipart body; the API client toasts success and errors. */
export function saveProperty(body: FormData, editing: boolean): Promise<ApiEnvelope<Property[]>> {
  return apiRequest<Property[]>(editing ? 'update_post_property' : 'post_property', { method: 'POST', body });
}

/** POST delete_property. */
export function deleteProperty(id: number) {
  return apiRequest('delete_property', { method: 'POST', multipart: true, body: { id } });
}

/** POST update_property_status: 2 sold, 3 rented, 0 or 1 back on the market for sale or for rent. */
export function updatePropertyStatus(propertyId: number, status: 0 | 1 | 2 | 3) {
  return apiRequest('update_property_status', {
    method: 'POST',
    multipart: true,
    body: { property_id: propertyId, status },
  });
}

/** POST change-property-status: 1 active, 0 inactive. */
export function changePropertyStatus(propertyId: number, status: 0 | 1) {
  return apiRequest('change-property-status', {
    method: 'POST',
    multipart: true,
    body: { property_id: propertyId, status },
  });
}

/** POST store_advertisement for a property (a featuring request). */
export function requestFeaturing(propertyId: number) {
  return apiRequest('store_advertisement', {
    method: 'POST',
    multipart: true,
    body: { feature_for: 'property', property_id: propertyId },
  });
}
