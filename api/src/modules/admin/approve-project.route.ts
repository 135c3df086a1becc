import { adminApproveProject } from '@abode/shared/operations';
import { approveListingRoute } from './review-listing.ts';

/** POST /api/admin/projects/:id/approve (admin): a project approved: shown to everyone. */
export default approveListingRoute(adminApproveProject, 'project');
