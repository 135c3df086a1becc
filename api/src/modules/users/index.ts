import getUserData from './get-user-data.route.ts';
import userRegister from './user-register.route.ts';
import userSignup from './user-signup.route.ts';

/** Sign-up, sign-in and the signed-in user's data (routes.ts composes it). */
export const userRoutes = [userRegister, userSignup, getUserData] as const;
