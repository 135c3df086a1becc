import forgotPassword from './forgot-password.route.ts';
import resetPassword from './reset-password.route.ts';

/** The password reset of sign-in (routes.ts composes it). */
export const passwordRoutes = [forgotPassword, resetPassword] as const;
