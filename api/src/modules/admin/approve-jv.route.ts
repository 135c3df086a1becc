import { adminApproveJv } from '@abode/shared/operations';
import { approveListingRoute } from './review-listing.ts';

/** POST /api/admin/jv/:id/approve (admin): a joint-venture post approved: shown to everyone. */
export default approveListingRoute(adminApproveJv, 'jv');
