import * as op from '@abode/shared/operations';
import { implementationsOf } from '../../lib/implementations.ts';
import getRatings from './get-ratings.route.ts';
import jvConstructionRatting from './jv-construction-ratting.route.ts';
import repairworksRatting from './repairworks-ratting.route.ts';
import serviceRatting from './service-ratting.route.ts';

/** Ratings of services, repair works and JV / construction posts (routes.ts spreads it). */
export const ratingRoutes = [
  // Made by functions typed by a wider operation type than their own: checked to implement these, in this order
  // (lib/implementations.ts), so that the composition is checked against the table.
  ...implementationsOf(
    [serviceRatting, repairworksRatting, jvConstructionRatting],
    op.serviceRatting,
    op.repairworksRatting,
    op.jvConstructionRatting,
  ),
  getRatings,
] as const;
