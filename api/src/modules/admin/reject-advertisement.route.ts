import { adminRejectAdvertisement } from '@abode/shared/operations';
import { advertisementReviewRoute } from './advertisement-review.ts';

/** POST /api/admin/advertisements/:id/reject (admin): a featuring request rejectd. */
export default advertisementReviewRoute(adminRejectAdvertisement);
