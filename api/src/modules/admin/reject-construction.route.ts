import { adminRejectConstruction } from '@abode/shared/operations';
import { rejectListingRoute } from './review-listing.ts';

/** POST /api/admin/constructions/:id/reject (admin): a construction profile rejected with a reason: hidden. */
export default rejectListingRoute(adminRejectConstruction, 'construction');
