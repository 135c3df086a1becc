import { repairworksDelete } from '@abode/shared/operations';
import { deleteListingRoute } from '../listing-kit/listing-routes.ts';
import { repairKit } from './repair-kit.ts';

/**
 * POST /api/repairworks-delete (`id`): the owner deletes a repair work (someone else's: 403; unknown: 404) with
 * its files, ratings, interests, chats and reject reasons (cascade); the files it uploaded leave storage after
 * the commit.
 */
export default deleteListingRoute(repairworksDelete, repairKit);
