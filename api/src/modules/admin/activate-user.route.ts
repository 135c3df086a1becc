import { adminActivateUser } from '@abode/shared/operations';
import { userStatusRoute } from './user-status.ts';

/** POST /api/admin/users/:id/activate (admin): the user may sign in again, afresh (their old tokens deleted). */
export default userStatusRoute(adminActivateUser);
