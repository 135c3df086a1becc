import { adminRejectService } from '@abode/shared/operations';
import { rejectListingRoute } from './review-listing.ts';

/** POST /api/admin/services/:id/reject (admin): a service rejected with a reason: hidden. */
export default rejectListingRoute(adminRejectService, 'service');
