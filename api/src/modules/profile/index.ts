import beforeLogout from './before-logout.route.ts';
import deleteUser from './delete-user.route.ts';
import logoutAllDevices from './logout-all-devices.route.ts';
import updateProfile from './update-profile.route.ts';
import verifyMobile from './verify-mobile.route.ts';

/** The profile and the account's lifecycle (routes.ts composes it). */
export const profileRoutes = [updateProfile, verifyMobile, beforeLogout, logoutAllDevices, deleteUser] as const;
