import * as op from '@abode/shared/operations';
import { implementationsOf } from '../../lib/implementations.ts';
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
export const engagementRoutes = [
  addFavourite,
  getFavouriteProperty,
  interestedUsers,
  getInterestedUsers,
  // Made by functions typed by a wider operation type than their own: checked to implement these, in this order
  // (lib/implementations.ts), so that the composition is checked against the table.
  ...implementationsOf([interestedApproval, shortlistApproval], op.interestedApproval, op.shortlistApproval),
  approvedUsers,
  myInterested,
  getReportReasons,
  addReports,
] as const;
