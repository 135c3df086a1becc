import { adminRejectProperty } from '@abode/shared/operations';
import { rejectListingRoute } from './review-listing.ts';

/** POST /api/admin/properties/:id/reject (admin): a property rejected with a reason: hidden. */
export default rejectListingRoute(adminRejectProperty, 'property');
