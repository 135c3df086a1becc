import { serviceDelete } from '@abode/shared/operations';
import { deleteListingRoute } from '../listing-kit/listing-routes.ts';
import { serviceKit } from './service-kit.ts';

/**
 * POST /api/service-delete (`id`): the owner deletes a service (someone else's: 403; unknown: 404) with its
 * files, ratings, requests and reject reasons (cascade); the files it uploaded leave storage after the commit.
 */
export default deleteListingRoute(serviceDelete, serviceKit);
