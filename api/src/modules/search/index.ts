import type { AnyRoute } from '../../lib/define-route.ts';

/** Property search, map, nearby, personalised feed and reverse geocoding (issue 4). */
export const searchRoutes: AnyRoute[] = [];
