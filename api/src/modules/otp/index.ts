import getOtp from './get-otp.route.ts';
import verifyOtp from './verify-otp.route.ts';

/** Sign-in codes: sending one and checking it (routes.ts composes it). */
export const otpRoutes = [getOtp, verifyOtp] as const;
