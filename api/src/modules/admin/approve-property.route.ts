import { adminApproveProperty } from '@abode/shared/operations';
import { approveListingRoute } from './review-listing.ts';

/** POST /api/admin/properties/:id/approve (admin): a property approved: shown to everyone. */
export default approveListingRoute(adminApproveProperty, 'property');
