import type { AnyRoute } from '../../../lib/define-route.ts';

/** Posting and managing properties, catalogue lists and package checks (issue 4). */
export const writeRoutes: AnyRoute[] = [];
