import { adminApproveService } from '@abode/shared/operations';
import { approveListingRoute } from './review-listing.ts';

/** POST /api/admin/services/:id/approve (admin): a service approved: shown to everyone. */
export default approveListingRoute(adminApproveService, 'service');
