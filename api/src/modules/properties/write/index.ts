import type { AnyRoute } from '../../../lib/define-route.ts';
import { catalogueRoutes } from '../../catalogue/index.ts';
import assignPackage from '../../packages/assign-package.route.ts';
import checkPackageLimit from '../../packages/check-package-limit.route.ts';
import changePropertyStatus from './change-property-status.route.ts';
import deleteProperty from './delete-property.route.ts';
import getAddedProperties from './get-added-properties.route.ts';
import getFeaturedData from './get-featured-data.route.ts';
import postProperty from './post-property.route.ts';
import storeAdvertisement from './store-advertisement.route.ts';
import updatePostProperty from './update-post-property.route.ts';
import updatePropertyStatus from './update-property-status.route.ts';

/**
 * Posting and managing properties, catalogue lists and package checks (issue 4). The catalogue and package
 * routes live in their own modules and are registered through this list (routes.ts spreads it).
 */
export const writeRoutes: AnyRoute[] = [
  postProperty,
  updatePostProperty,
  deleteProperty,
  updatePropertyStatus,
  changePropertyStatus,
  getAddedProperties,
  storeAdvertisement,
  getFeaturedData,
  checkPackageLimit,
  assignPackage,
  ...catalogueRoutes,
];
