import type { AnyRoute } from '../../lib/define-route.ts';

/** Favourites, interests and reports (issue 4). */
export const engagementRoutes: AnyRoute[] = [];
