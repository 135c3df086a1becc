import type { AnyRoute } from '../../lib/define-route.ts';
import addFavourite from './add-favourite.route.ts';
import addReports from './add-reports.route.ts';
import approvedUsers from './approved-users.route.ts';
import getFavouriteProperty from './get-favourite-property.route.ts';
import getInterestedUsers from './get-interested-users.route.ts';
import getReportReasons from './get-report-reasons.route.ts';
import interestedApproval from './interested-approval.route.ts';
import interestedUsers from './interested-users.route.ts';
import myInterested from './my-interested.route.ts';
import shortlistApproval from './shortlist-approval.route.ts';

/** Favourites, interests (one implementation for properties, projects and repair works) and reports. */
export const engagementRoutes: AnyRoute[] = [
  addFavourite,
  getFavouriteProperty,
  interestedUsers,
  getInterestedUsers,
  interestedApproval,
  shortlistApproval,
  approvedUsers,
  myInterested,
  getReportReasons,
  addReports,
];
