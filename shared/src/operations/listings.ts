// The operations of the listings area (docs/decisions/032): property search, the map and the personalised feed,
// the catalogue lists of the listing form, categories, and report reasons.

import { z } from 'zod';
import {
  addedProperty,
  addFavouriteBody,
  addReportBody,
  amenity,
  catalogueQuery,
  category,
  changePropertyStatusBody,
  citiesDataQuery,
  cityCount,
  deletePropertyAnswer,
  deletePropertyBody,
  envelopeOf,
  favouriteAnswer,
  favouritesAnswer,
  favouritesQuery,
  featuredItem,
  getAddedPropertiesQuery,
  getCategoriesQuery,
  getFeaturedDataQuery,
  getPropertyAnswer,
  getPropertyQuery,
  interestAnswer,
  interestBody,
  interestDecisionQuery,
  interestedProject,
  interestedProperty,
  interestedUser,
  interestedUsersQuery,
  listEnvelopeOf,
  locationQuery,
  myInterestedQuery,
  nearbyQuery,
  outdoorFacility,
  parameterDef,
  personalisedFields,
  personalisedFieldsBody,
  propertyListItem,
  propertyListQuery,
  propertyListResponse,
  propertyMapQuery,
  propertyMapResponse,
  propertyStatusBody,
  propertyWriteAnswer,
  questionaire,
  recommendationQuery,
  reportAnswer,
  reportReason,
  reportReasonsQuery,
  reverseLocation,
  storeAdvertisementAnswer,
  storeAdvertisementBody,
} from '../wire/index.ts';
import { defineOperation } from './operation.ts';

export const getCategories = defineOperation({
  id: 'getCategories',
  method: 'GET',
  path: '/api/get_categories',
  auth: 'none',
  tag: 'categories',
  summary: 'Categories with their ordered parameter definitions; counts of listings on request',
  query: getCategoriesQuery,
  response: listEnvelopeOf(category),
});

export const getAmenities = defineOperation({
  id: 'getAmenities',
  method: 'GET',
  path: '/api/get_amenities',
  auth: 'none',
  tag: 'catalogue',
  summary: 'The amenities a listing can tick, or one by `id`',
  query: catalogueQuery,
  response: listEnvelopeOf(amenity),
});

export const getQuestionaire = defineOperation({
  id: 'getQuestionaire',
  method: 'GET',
  path: '/api/get_questionaire',
  auth: 'none',
  tag: 'catalogue',
  summary: 'The questions a lister answers, or one by `id`',
  query: catalogueQuery,
  response: listEnvelopeOf(questionaire),
});

export const getFacilities = defineOperation({
  id: 'getFacilities',
  method: 'GET',
  path: '/api/get_facilities',
  auth: 'none',
  tag: 'catalogue',
  summary: 'Outdoor facilities (near-by places) a listing gives a distance to, or one by `id`',
  query: catalogueQuery,
  response: listEnvelopeOf(outdoorFacility),
});

export const getFacilitiesForFilter = defineOperation({
  id: 'getFacilitiesForFilter',
  method: 'GET',
  path: '/api/get-facilities-for-filter',
  auth: 'none',
  tag: 'catalogue',
  summary: 'Every parameter definition, for the filters',
  response: listEnvelopeOf(parameterDef),
});

export const getReportReasons = defineOperation({
  id: 'getReportReasons',
  method: 'GET',
  path: '/api/get_report_reasons',
  auth: 'none',
  tag: 'properties',
  summary: 'The reasons a property can be reported for, or one by `id`',
  query: reportReasonsQuery,
  response: listEnvelopeOf(reportReason),
});

export const getCitiesData = defineOperation({
  id: 'getCitiesData',
  method: 'GET',
  path: '/api/get-cities-data',
  auth: 'none',
  tag: 'properties',
  summary: 'Cities with visible listings, most listings first, paged',
  query: citiesDataQuery,
  response: listEnvelopeOf(cityCount),
});

export const getLocation = defineOperation({
  id: 'getLocation',
  method: 'GET',
  path: '/api/get-location',
  auth: 'none',
  tag: 'properties',
  summary: 'Reverse geocoding: the nearest city of the gazetteer to a point',
  query: locationQuery,
  response: envelopeOf(reverseLocation),
  errors: ['NOT_FOUND'],
});

export const getNearbyProperties = defineOperation({
  id: 'getNearbyProperties',
  method: 'GET',
  path: '/api/get_nearby_properties',
  auth: 'optional',
  tag: 'properties',
  summary: 'Up to 12 sell or rent listings near a point (nearest first) or in a city or state (newest first)',
  query: nearbyQuery,
  response: listEnvelopeOf(propertyListItem),
});

export const getPropertyList = defineOperation({
  id: 'getPropertyList',
  method: 'GET',
  path: '/api/get-property-list',
  auth: 'optional',
  tag: 'properties',
  summary: 'Approved, active sell and rent listings by filters, a circle, map bounds or a polygon, sorted and paged',
  query: propertyListQuery,
  response: propertyListResponse,
});

export const getPropertyMap = defineOperation({
  id: 'getPropertyMap',
  method: 'GET',
  path: '/api/get-property-map',
  auth: 'optional',
  tag: 'properties',
  summary: "The map's markers of the list's filters, newest first, up to `limit`",
  query: propertyMapQuery,
  response: propertyMapResponse,
});

export const getUserRecommendation = defineOperation({
  id: 'getUserRecommendation',
  method: 'GET',
  path: '/api/get_user_recommendation',
  auth: 'required',
  tag: 'properties',
  summary: "Listings matching every field of the caller's personalised feed, newest first, paged",
  query: recommendationQuery,
  response: propertyListResponse,
});

export const getPersonalisedFields = defineOperation({
  id: 'getPersonalisedFields',
  method: 'GET',
  path: '/api/personalised-fields',
  auth: 'required',
  tag: 'personalised-fields',
  summary: "The caller's personalised-feed fields, or the empty defaults",
  response: envelopeOf(personalisedFields),
});

export const postPersonalisedFields = defineOperation({
  id: 'postPersonalisedFields',
  method: 'POST',
  path: '/api/personalised-fields',
  auth: 'required',
  tag: 'personalised-fields',
  summary: "Replaces the caller's personalised-feed fields (a field left out is emptied)",
  body: personalisedFieldsBody,
  encoding: 'multipart',
  response: envelopeOf(personalisedFields),
});

export const deletePersonalisedFields = defineOperation({
  id: 'deletePersonalisedFields',
  method: 'DELETE',
  path: '/api/personalised-fields',
  auth: 'required',
  tag: 'personalised-fields',
  summary: "Forgets the caller's personalised-feed fields",
  response: envelopeOf(personalisedFields),
});

export const getProperty = defineOperation({
  id: 'getProperty',
  method: 'GET',
  path: '/api/get_property',
  auth: 'optional',
  tag: 'properties',
  summary: 'Properties by filters, paged, or one by `id` or `slug_id` (a view counted, similar ones with `slug_id`)',
  query: getPropertyQuery,
  response: getPropertyAnswer,
  errors: ['UNAUTHENTICATED', 'PREMIUM_REQUIRED', 'PACKAGE_REQUIRED', 'FEATURE_REQUIRED'],
});

export const addFavourite = defineOperation({
  id: 'addFavourite',
  method: 'POST',
  path: '/api/add_favourite',
  auth: 'required',
  tag: 'properties',
  summary: "Adds (`type` 1) or removes (0) a property or a project from the caller's favourites",
  body: addFavouriteBody,
  response: favouriteAnswer,
  errors: ['NOT_FOUND'],
});

export const getFavouriteProperty = defineOperation({
  id: 'getFavouriteProperty',
  method: 'GET',
  path: '/api/get_favourite_property',
  auth: 'required',
  tag: 'properties',
  summary: "The caller's favourite properties, or projects with `type=project`, newest favourite first, paged",
  query: favouritesQuery,
  response: favouritesAnswer,
});

export const interestedUsers = defineOperation({
  id: 'interestedUsers',
  method: 'POST',
  path: '/api/interested_users',
  auth: 'required',
  tag: 'properties',
  summary: "Shows (`type` 1) or withdraws (0) the caller's interest in a property or a project",
  body: interestBody,
  encoding: 'multipart',
  response: interestAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'BAD_REQUEST'],
});

export const getInterestedUsers = defineOperation({
  id: 'getInterestedUsers',
  method: 'GET',
  path: '/api/get_interested_users',
  auth: 'required',
  tag: 'properties',
  summary: "The users interested in the caller's property, oldest interest first, paged",
  query: interestedUsersQuery,
  response: listEnvelopeOf(interestedUser),
  errors: ['NOT_FOUND'],
});

export const approvedUsers = defineOperation({
  id: 'approvedUsers',
  method: 'GET',
  path: '/api/approved-users',
  auth: 'required',
  tag: 'properties',
  summary: "The approved interested users of the caller's property, oldest interest first, paged",
  query: interestedUsersQuery,
  response: listEnvelopeOf(interestedUser),
  errors: ['NOT_FOUND'],
});

export const interestedApproval = defineOperation({
  id: 'interestedApproval',
  method: 'GET',
  path: '/api/interested-approval',
  auth: 'required',
  tag: 'properties',
  summary: "Approves (`status` 1) or unapproves (0) a user's interest in the caller's property",
  query: interestDecisionQuery,
  response: envelopeOf(interestedUser),
  errors: ['NOT_FOUND'],
});

export const shortlistApproval = defineOperation({
  id: 'shortlistApproval',
  method: 'GET',
  path: '/api/shortlist-approval',
  auth: 'required',
  tag: 'properties',
  summary: "Shortlists (`status` 1) or unshortlists (0) a user's interest in the caller's property",
  query: interestDecisionQuery,
  response: envelopeOf(interestedUser),
  errors: ['NOT_FOUND'],
});

export const myInterested = defineOperation({
  id: 'myInterested',
  method: 'GET',
  path: '/api/my-interested',
  auth: 'required',
  tag: 'properties',
  summary: 'The properties (or projects with `type=project`) the caller showed interest in, with its status, paged',
  query: myInterestedQuery,
  response: listEnvelopeOf(z.union([interestedProperty, interestedProject])),
});

export const addReports = defineOperation({
  id: 'addReports',
  method: 'POST',
  path: '/api/add_reports',
  auth: 'required',
  tag: 'properties',
  summary: "Reports a property, for a listed reason or in the caller's own words (once per property)",
  body: addReportBody,
  encoding: 'multipart',
  response: reportAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'ALREADY_EXISTS'],
});

export const postProperty = defineOperation({
  id: 'postProperty',
  method: 'POST',
  path: '/api/post_property',
  auth: 'required',
  tag: 'properties',
  summary: 'Posts a property with its files (a multipart form the route reads itself: `postPropertyFields` and files)',
  encoding: 'multipart',
  response: propertyWriteAnswer,
  errors: [
    'FORBIDDEN',
    'NOT_FOUND',
    'BAD_REQUEST',
    'PACKAGE_REQUIRED',
    'FEATURE_REQUIRED',
    'PACKAGE_LIMIT_OVER',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
  ],
});

export const updatePostProperty = defineOperation({
  id: 'updatePostProperty',
  method: 'POST',
  path: '/api/update_post_property',
  auth: 'required',
  tag: 'properties',
  summary: "Edits (or with `action_type` 1 deletes) the caller's property: a multipart form the route reads itself",
  encoding: 'multipart',
  response: propertyWriteAnswer,
  errors: [
    'FORBIDDEN',
    'NOT_FOUND',
    'BAD_REQUEST',
    'PACKAGE_REQUIRED',
    'FEATURE_REQUIRED',
    'PACKAGE_LIMIT_OVER',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
  ],
});

export const deleteProperty = defineOperation({
  id: 'deleteProperty',
  method: 'POST',
  path: '/api/delete_property',
  auth: 'required',
  tag: 'properties',
  summary: "Deletes the caller's property with its files",
  body: deletePropertyBody,
  encoding: 'multipart',
  response: deletePropertyAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const updatePropertyStatus = defineOperation({
  id: 'updatePropertyStatus',
  method: 'POST',
  path: '/api/update_property_status',
  auth: 'required',
  tag: 'properties',
  summary: "Marks the caller's property sold (2) or rented (3), or back for sale (0) or rent (1)",
  body: propertyStatusBody,
  encoding: 'multipart',
  response: propertyWriteAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'BAD_REQUEST'],
});

export const changePropertyStatus = defineOperation({
  id: 'changePropertyStatus',
  method: 'POST',
  path: '/api/change-property-status',
  auth: 'required',
  tag: 'properties',
  summary: "Activates (1) or deactivates (0) the caller's approved property",
  body: changePropertyStatusBody,
  encoding: 'multipart',
  response: propertyWriteAnswer,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'BAD_REQUEST'],
});

export const getAddedProperties = defineOperation({
  id: 'getAddedProperties',
  method: 'GET',
  path: '/api/get-added-properties',
  auth: 'required',
  tag: 'properties',
  summary: "The caller's properties in every state, with reject reasons and featuring, paged, or one by id or slug",
  query: getAddedPropertiesQuery,
  response: listEnvelopeOf(addedProperty),
});

export const storeAdvertisement = defineOperation({
  id: 'storeAdvertisement',
  method: 'POST',
  path: '/api/store_advertisement',
  auth: 'required',
  tag: 'properties',
  summary: "Asks to feature the caller's approved, active property or project (a unit of the package's feature)",
  body: storeAdvertisementBody,
  encoding: 'multipart',
  response: storeAdvertisementAnswer,
  errors: [
    'NOT_FOUND',
    'FORBIDDEN',
    'BAD_REQUEST',
    'ALREADY_EXISTS',
    'PACKAGE_REQUIRED',
    'FEATURE_REQUIRED',
    'PACKAGE_LIMIT_OVER',
  ],
});

export const getFeaturedData = defineOperation({
  id: 'getFeaturedData',
  method: 'GET',
  path: '/api/get-featured-data',
  auth: 'required',
  tag: 'properties',
  summary: "The caller's featuring requests of properties or projects, with the listing, paged",
  query: getFeaturedDataQuery,
  response: listEnvelopeOf(featuredItem),
});
