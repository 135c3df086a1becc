// user_signup types 0 (Google) and 2 (Apple): social sign-in through Firebase. The client signs in with Firebase
// and sends its Firebase ID token; the server verifies it (firebase-admin) and takes who the user is from the
// verified claims only, never from the body. The first sign-in of a Firebase user creates the customer.
import { createHash } from 'node:crypto';
import type { Customer as PublicCustomer } from '@abode/shared/wire';
import { SIGNIN_MESSAGES, SOCIAL_MESSAGES, SOCIAL_PROVIDERS, socialSignupBody } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { FirebaseTokenError, firebaseVerifier, type VerifiedFirebaseUser } from '../../lib/firebase.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { fieldErrorMap, firstMessage } from '../../lib/validation.ts';
import { findOrCreateCustomer, signInAnswer } from './first-signin.ts';
import { startLoginAttempt } from './login-limits.ts';

/** The customer of this Firebase user for this login type, if any. */
async function findSocialCustomer(db: Pick<Db, 'select'>, uid: string, logintype: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.auth_id, uid), eq(customers.logintype, logintype)))
    .orderBy(customers.id)
    .limit(1);
  return row;
}

/** Signs a Firebase user in with Google (type 0) or Apple (type 2), creating its customer the first time. */
export async function socialSignIn(
  deps: Deps,
  type: number,
  rawBody: unknown,
  urls: UrlBuilder,
  ip: string,
): Promise<{ message: string; token: string; data: PublicCustomer }> {
  const firebase = deps.config.firebase;
  if (!firebase) throw new ApiError('NOT_SUPPORTED', SOCIAL_MESSAGES.notConfigured);
  const parsed = socialSignupBody.safeParse(rawBody, { error: fieldErrorMap });
  if (!parsed.success) throw new ApiError('VALIDATION', firstMessage(parsed.error));
  const { token } = parsed.data;
  // Failures are counted per client IP (and per token, which only matters for replays), like email logins.
  const subject = `firebase:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
  const attempt = await startLoginAttempt(deps.limiter, subject, ip);
  let user: VerifiedFirebaseUser;
  try {
    user = await firebaseVerifier(firebase).verifyIdToken(token);
  } catch (err) {
    // Google's keys could not be fetched, or the emulator is down: not the caller's fault, and not a 500.
    if (!(err instanceof FirebaseTokenError)) {
      await attempt.takeBack();
      throw new ApiError('UNAVAILABLE', SOCIAL_MESSAGES.unavailable);
    }
    throw new ApiError('UNAUTHENTICATED', SOCIAL_MESSAGES.invalidToken);
  }
  // A Google login must come from a Google sign-in, an Apple one from Apple: a token of another provider
  // (an email/password or anonymous Firebase user) is refused.
  if (user.provider !== SOCIAL_PROVIDERS[type]) throw new ApiError('UNAUTHENTICATED', SOCIAL_MESSAGES.invalidToken);
  // A token hash is no account to remember a client for: the attempt is only taken back.
  await attempt.takeBack();
  const logintype = String(type);
  const found = await findOrCreateCustomer(deps, {
    lockKey: `social-login:${logintype}:${user.uid}`,
    find: (db) => findSocialCustomer(db, user.uid, logintype),
    values: {
      name: user.name?.slice(0, 191) ?? null,
      email: user.email ?? null,
      logintype,
      auth_id: user.uid,
      // Only a picture over https is kept (it is shown as an image URL).
      profile: user.picture && /^https:\/\//.test(user.picture) ? user.picture : null,
      is_email_verified: Boolean(user.email) && user.emailVerified,
    },
  });
  return signInAnswer(deps, found, urls, SIGNIN_MESSAGES);
}
