// Calls of posting and managing properties. Catalogue lists and the owner's listings live under
// ['properties', …] (categories share the common ['categories', …] entry), so a write invalidates them at once.
import { ApiError, apiCall, apiQueryFn, type QueryParams } from '@abode/shared';
import {
  addedProperty,
  amenity,
  category,
  envelope,
  type GetAddedPropertiesQueryInput,
  outdoorFacility,
  postPropertyAnswer,
  profileCustomer,
  questionaire,
} from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

const addedProperties = z.array(addedProperty);
/** A write's answer carries nothing to read but the envelope's message. */
const anything = envelope.shape.data;

/** Every property query: a write invalidates this root. */
export const PROPERTIES_ROOT = ['properties'] as const;

/** Query parameters of get-added-properties as this section sends them. */
export type MyPropertiesParams = Omit<GetAddedPropertiesQueryInput, 'request_status'> & { request_status?: string };

export const postingQueries = {
  /** Categories with their parameter definitions (the same entry the other pages use for this request). */
  categories: () =>
    queryOptions({
      queryKey: ['categories', 'list', { limit: 100 }] as const,
      queryFn: apiQueryFn('get_categories', z.array(category), { limit: 100 }),
    }),
  amenities: () =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'catalogue', 'amenities'] as const,
      queryFn: apiQueryFn('get_amenities', z.array(amenity)),
    }),
  questionnaire: () =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'catalogue', 'questionaire'] as const,
      queryFn: apiQueryFn('get_questionaire', z.array(questionaire)),
    }),
  facilities: () =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'catalogue', 'facilities'] as const,
      queryFn: apiQueryFn('get_facilities', z.array(outdoorFacility)),
    }),
  /** The signed-in owner's listings (every state), paged and filtered. */
  mine: (params: MyPropertiesParams, userId: number) =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'mine', userId, params] as const,
      queryFn: apiQueryFn('get-added-properties', addedProperties, params as QueryParams),
      placeholderData: keepPreviousData,
    }),
  /** One of the owner's listings by slug. */
  mineOne: (slugId: string, userId: number) =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'mine', userId, 'one', slugId] as const,
      queryFn: async ({ signal }) => {
        const body = await apiCall('get-added-properties', addedProperties, { params: { slug_id: slugId }, signal });
        const found = body.data.find((p) => p.slug_id === slugId);
        if (!found) throw new ApiError('Property not found', 404, 'NOT_FOUND', body);
        return found;
      },
    }),
  /** The signed-in user's customer record (for the completeness rule; the session copy may be stale). */
  me: (userId: number) =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'owner', userId] as const,
      queryFn: apiQueryFn('get-user-data', profileCustomer),
    }),
};

/** POST post_property or update_post_property with a multipart body; the mutation cache toasts success and errors. */
export function saveProperty(body: FormData, editing: boolean) {
  return apiCall(editing ? 'update_post_property' : 'post_property', postPropertyAnswer.shape.data, {
    method: 'POST',
    body,
  });
}

/** POST delete_property. */
export function deleteProperty(id: number) {
  return apiCall('delete_property', anything, { method: 'POST', multipart: true, body: { id } });
}

/** POST update_property_status: 2 sold, 3 rented, 0 or 1 back on the market for sale or for rent. */
export function updatePropertyStatus(propertyId: number, status: 0 | 1 | 2 | 3) {
  return apiCall('update_property_status', anything, {
    method: 'POST',
    multipart: true,
    body: { property_id: propertyId, status },
  });
}

/** POST change-property-status: 1 active, 0 inactive. */
export function changePropertyStatus(propertyId: number, status: 0 | 1) {
  return apiCall('change-property-status', anything, {
    method: 'POST',
    multipart: true,
    body: { property_id: propertyId, status },
  });
}

/** POST store_advertisement for a property (a featuring request). */
export function requestFeaturing(propertyId: number) {
  return apiCall('store_advertisement', anything, {
    method: 'POST',
    multipart: true,
    body: { feature_for: 'property', property_id: propertyId },
  });
}
