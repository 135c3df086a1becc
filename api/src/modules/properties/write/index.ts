import changePropertyStatus from './change-property-status.route.ts';
import deleteProperty from './delete-property.route.ts';
import getAddedProperties from './get-added-properties.route.ts';
import getFeaturedData from './get-featured-data.route.ts';
import postProperty from './post-property.route.ts';
import storeAdvertisement from './store-advertisement.route.ts';
import updatePostProperty from './update-post-property.route.ts';
import updatePropertyStatus from './update-property-status.route.ts';

/** Posting and managing properties (the catalogue and package routes are their own modules' now). */
export const writeRoutes = [
  postProperty,
  updatePostProperty,
  deleteProperty,
  updatePropertyStatus,
  changePropertyStatus,
  getAddedProperties,
  storeAdvertisement,
  getFeaturedData,
] as const;
