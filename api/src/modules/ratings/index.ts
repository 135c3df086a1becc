import type { AnyRoute } from '../../lib/define-route.ts';
import getRatings from './get-ratings.route.ts';
import jvConstructionRatting from './jv-construction-ratting.route.ts';
import repairworksRatting from './repairworks-ratting.route.ts';
import serviceRatting from './service-ratting.route.ts';

/** Ratings of services, repair works and JV / construction posts (routes.ts spreads it). */
export const ratingRoutes: AnyRoute[] = [serviceRatting, repairworksRatting, jvConstructionRatting, getRatings];
