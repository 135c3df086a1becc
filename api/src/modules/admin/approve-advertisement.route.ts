import { adminApproveAdvertisement } from '@abode/shared/operations';
import { advertisementReviewRoute } from './advertisement-review.ts';

/** POST /api/admin/advertisements/:id/approve (admin): a featuring request approved. */
export default advertisementReviewRoute(adminApproveAdvertisement);
