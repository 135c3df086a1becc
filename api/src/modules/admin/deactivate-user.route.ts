import { adminDeactivateUser } from '@abode/shared/operations';
import { userStatusRoute } from './user-status.ts';

/**
 * POST /api/admin/users/:id/deactivate (admin): every request with one of the account's tokens and every login
 * answers the deactivated message; an admin cannot deactivate their own account.
 */
export default userStatusRoute(adminDeactivateUser);
