import getProperty from './get-property.route.ts';
import { writeRoutes } from './write/index.ts';

/** Properties: the detail, posting and managing (routes.ts composes it; search is its own area). */
export const propertyRoutes = [getProperty, ...writeRoutes] as const;
