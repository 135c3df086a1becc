// Calls of posting and managing properties. Catalogue lists and the owner's listings live under
// ['properties', …] (categories share the common ['categories', …] entry), so a write invalidates them at once.
import { apiCall, apiQueryFn, call, ownedItemsQueries, postingFormQueries } from '@abode/shared';
import {
  changePropertyStatus as changePropertyStatusOp,
  deleteProperty as deletePropertyOp,
  storeAdvertisement,
  updatePropertyStatus as updatePropertyStatusOp,
} from '@abode/shared/operations';
import { addedProperty, type GetAddedPropertiesQueryInput, postPropertyAnswer, questionaire } from '@abode/shared/wire';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** Every property query: a write invalidates this root. */
export const PROPERTIES_ROOT = ['properties'] as const;

/** Query parameters of get-added-properties as this section sends them. */
export type MyPropertiesParams = Omit<GetAddedPropertiesQueryInput, 'request_status'> & { request_status?: string };

export const postingQueries = {
  /** Categories, amenities and facilities of the form, and the owner's record (under the properties root). */
  ...postingFormQueries(PROPERTIES_ROOT),
  questionnaire: () =>
    queryOptions({
      queryKey: [...PROPERTIES_ROOT, 'catalogue', 'questionaire'] as const,
      queryFn: apiQueryFn('get_questionaire', z.array(questionaire)),
    }),
  /** The signed-in owner's listings (every state), paged and filtered, and one of them by slug. */
  ...ownedItemsQueries<typeof addedProperty, MyPropertiesParams>({
    root: PROPERTIES_ROOT,
    path: 'get-added-properties',
    item: addedProperty,
    notFound: 'Property not found',
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
  return call(deletePropertyOp, { body: { id } });
}

/** POST update_property_status: 2 sold, 3 rented, 0 or 1 back on the market for sale or for rent. */
export function updatePropertyStatus(propertyId: number, status: 0 | 1 | 2 | 3) {
  return call(updatePropertyStatusOp, { body: { property_id: propertyId, status } });
}

/** POST change-property-status: 1 active, 0 inactive. */
export function changePropertyStatus(propertyId: number, status: 0 | 1) {
  return call(changePropertyStatusOp, { body: { property_id: propertyId, status } });
}

/** POST store_advertisement for a property (a featuring request). */
export function requestFeaturing(propertyId: number) {
  return call(storeAdvertisement, { body: { feature_for: 'property', property_id: propertyId } });
}
