import assignPackage from './assign-package.route.ts';
import checkPackageLimit from './check-package-limit.route.ts';
import getPackage from './get-package.route.ts';

/** Packages on offer, subscribing to a free one and the checks of a gated feature (routes.ts composes it). */
export const packageRoutes = [getPackage, checkPackageLimit, assignPackage] as const;
