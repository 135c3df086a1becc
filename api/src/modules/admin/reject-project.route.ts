import { adminRejectProject } from '@abode/shared/operations';
import { rejectListingRoute } from './review-listing.ts';

/** POST /api/admin/projects/:id/reject (admin): a project rejected with a reason: hidden. */
export default rejectListingRoute(adminRejectProject, 'project');
