import { z } from 'zod';

/** Login types of user_signup for social sign-in through Firebase (admin API reference §1.2). */
export const GOOGLE_LOGIN_TYPE = 0;
export const APPLE_LOGIN_TYPE = 2;

/** The Firebase sign-in provider each social login type must come from. */
export const SOCIAL_PROVIDERS: Readonly<Record<number, string>> = {
  [GOOGLE_LOGIN_TYPE]: 'google.com',
  [APPLE_LOGIN_TYPE]: 'apple.com',
};

/** Texts of social sign-in: the spec's one for a refused token word for word, the rest ours. */
export const SOCIAL_MESSAGES = {
  /** Spec §8 'invalid-credential'. */
  invalidToken: 'The details entered are incorrect Please enter the correct details and try again.',
  notConfigured: 'Social login is not configured.',
  unavailable: 'Social sign-in is not available right now. Please try again later.',
} as const;

/**
 * Body of user_signup types 0 (Google) and 2 (Apple): the Firebase ID token as `firebase_token` (or, as
 * upstream sends it, `auth_id`). Nothing else is read: who the user is comes from the verified token.
 */
export const socialSignupBody = z
  .object({
    firebase_token: z.string().trim().max(8192).optional(),
    auth_id: z.string().trim().max(8192).optional(),
  })
  .transform((b, ctx) => {
    const token = b.firebase_token || b.auth_id;
    if (token) return { token };
    ctx.addIssue({ code: 'custom', message: 'firebase_token is required', path: ['firebase_token'] });
    return z.NEVER;
  });
export type SocialSignupBody = z.infer<typeof socialSignupBody>;

/** The public Firebase web settings web-settings sends when social sign-in is on. */
export const firebaseWebConfig = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  appId: z.string(),
  /** Set only when the Firebase Auth emulator is used (tests, local development). */
  emulator_url: z.string().optional(),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfig>;
