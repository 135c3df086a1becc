// Calls of posting and managing properties, each an operation of the table (docs/decisions/032). The owner's
// listings are keyed by their operation under the tag 'properties' (`PROPERTIES_ROOT`), so a write invalidates
// them at once; the form's catalogues are the operations' entries every section shares (categories included).
import { call, operationQuery, ownedItemsQueries, postingFormQueries } from '@abode/shared';
import {
  changePropertyStatus as changePropertyStatusOp,
  deleteProperty as deletePropertyOp,
  getAddedProperties,
  getQuestionaire,
  type OperationInput,
  postProperty,
  storeAdvertisement,
  updatePostProperty,
  updatePropertyStatus as updatePropertyStatusOp,
} from '@abode/shared/operations';

/** Every property query (the tag of the properties' operations): a write invalidates this root. */
export const PROPERTIES_ROOT = [getAddedProperties.tag] as const;

/** Query parameters of get-added-properties, as its operation reads them. */
export type MyPropertiesParams = NonNullable<OperationInput<typeof getAddedProperties>['query']>;

export const postingQueries = {
  /** Categories, amenities and facilities of the form, and the owner's record (under the properties root). */
  ...postingFormQueries(PROPERTIES_ROOT),
  questionnaire: () => operationQuery(getQuestionaire, {}),
  /** The signed-in owner's listings (every state), paged and filtered, and one of them by slug. */
  ...ownedItemsQueries({ op: getAddedProperties, notFound: 'Property not found' }),
};

/**
 * POST post_property or update_post_property with the form's multipart body (its fields and files, read by the
 * route itself); the mutation cache toasts success and errors.
 */
export function saveProperty(body: FormData, editing: boolean) {
  return editing ? call(updatePostProperty, { body }) : call(postProperty, { body });
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
