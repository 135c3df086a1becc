import { jvConstructionDelete } from '@abode/shared/operations';
import { deleteListingRoute } from '../listing-kit/listing-routes.ts';
import { ventureKit } from './venture-kit.ts';

/**
 * POST /api/jv-construction-delete (`id`): the owner deletes a JV post or construction profile (either kind:
 * the delete reads the row by id alone; someone else's: 403; unknown: 404) with its gallery, documents, ratings
 * and views; the files it uploaded are removed from storage after the commit.
 */
export default deleteListingRoute(jvConstructionDelete, ventureKit('jv'));
