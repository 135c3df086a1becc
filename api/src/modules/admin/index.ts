// The admin's API beyond its own areas: verification applications, users switched on or off and granted
// packages, and the review of every kind of listing with the listing settings (routes.ts composes it).
import getVerifications from './get-verifications.route.ts';
import grantPackage from './grant-package.route.ts';
import listingsAdmin from './listings-admin.route.ts';
import reviewListing from './review-listing.route.ts';
import reviewVerification from './review-verification.route.ts';
import userStatus from './user-status.route.ts';

export const adminRoutes = [
  getVerifications,
  grantPackage,
  ...reviewVerification,
  ...reviewListing,
  ...listingsAdmin,
  ...userStatus,
] as const;
