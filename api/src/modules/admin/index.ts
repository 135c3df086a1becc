// The admin's API beyond its own areas: verification applications, users switched on or off and granted
// packages, and the review of every kind of listing with the listing settings (routes.ts composes it).
import activateProperty from './activate-property.route.ts';
import activateUser from './activate-user.route.ts';
import approveAdvertisement from './approve-advertisement.route.ts';
import approveConstruction from './approve-construction.route.ts';
import approveJv from './approve-jv.route.ts';
import approveProject from './approve-project.route.ts';
import approveProperty from './approve-property.route.ts';
import approveRepairWork from './approve-repair-work.route.ts';
import approveService from './approve-service.route.ts';
import approveVerification from './approve-verification.route.ts';
import deactivateProperty from './deactivate-property.route.ts';
import deactivateUser from './deactivate-user.route.ts';
import failVerification from './fail-verification.route.ts';
import getVerifications from './get-verifications.route.ts';
import grantPackage from './grant-package.route.ts';
import listingSettings from './listing-settings.route.ts';
import propertyReports from './property-reports.route.ts';
import rejectAdvertisement from './reject-advertisement.route.ts';
import rejectConstruction from './reject-construction.route.ts';
import rejectJv from './reject-jv.route.ts';
import rejectProject from './reject-project.route.ts';
import rejectProperty from './reject-property.route.ts';
import rejectRepairWork from './reject-repair-work.route.ts';
import rejectService from './reject-service.route.ts';

export const adminRoutes = [
  getVerifications,
  grantPackage,
  approveVerification,
  failVerification,
  approveProperty,
  rejectProperty,
  approveProject,
  rejectProject,
  approveService,
  rejectService,
  approveRepairWork,
  rejectRepairWork,
  approveJv,
  rejectJv,
  approveConstruction,
  rejectConstruction,
  listingSettings,
  approveAdvertisement,
  rejectAdvertisement,
  propertyReports,
  activateProperty,
  deactivateProperty,
  activateUser,
  deactivateUser,
] as const;
