import { adminRejectRepairWork } from '@abode/shared/operations';
import { rejectListingRoute } from './review-listing.ts';

/** POST /api/admin/repair-works/:id/reject (admin): a repair work rejected with a reason: hidden. */
export default rejectListingRoute(adminRejectRepairWork, 'repair_work');
