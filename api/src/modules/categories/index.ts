import getCategories from './get-categories.route.ts';

/** The categories with their parameters (routes.ts composes it). */
export const categoryRoutes = [getCategories] as const;
