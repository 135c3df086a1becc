import adminUserReports from './admin-user-reports.route.ts';
import blockUser from './block-user.route.ts';
import blockedUsers from './blocked-users.route.ts';
import unblockUser from './unblock-user.route.ts';

/** Blocking users, the caller's blocked list and the admin's view of user reports (routes.ts composes it). */
export const blockingRoutes = [blockUser, unblockUser, blockedUsers, adminUserReports] as const;
