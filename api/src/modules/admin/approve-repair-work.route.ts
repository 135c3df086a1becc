import { adminApproveRepairWork } from '@abode/shared/operations';
import { approveListingRoute } from './review-listing.ts';

/** POST /api/admin/repair-works/:id/approve (admin): a repair work approved: shown to everyone. */
export default approveListingRoute(adminApproveRepairWork, 'repair_work');
