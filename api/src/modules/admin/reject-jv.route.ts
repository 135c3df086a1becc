import { adminRejectJv } from '@abode/shared/operations';
import { rejectListingRoute } from './review-listing.ts';

/** POST /api/admin/jv/:id/reject (admin): a joint-venture post rejected with a reason: hidden. */
export default rejectListingRoute(adminRejectJv, 'jv');
