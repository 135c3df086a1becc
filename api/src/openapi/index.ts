import getApiDocs from './get-api-docs.route.ts';
import getOpenApi from './get-open-api.route.ts';

/** The API describing itself from the table of operations (decision 032; routes.ts composes it). */
export const openApiRoutes = [getOpenApi, getApiDocs] as const;
