import { adminApproveConstruction } from '@abode/shared/operations';
import { approveListingRoute } from './review-listing.ts';

/** POST /api/admin/constructions/:id/approve (admin): a construction profile approved: shown to everyone. */
export default approveListingRoute(adminApproveConstruction, 'construction');
