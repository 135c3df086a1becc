// user_signup types 0 (Google) and 2 (Apple): social sign-in through Firebase. The client signs in with Firebase
// and sends its Firebase ID token; the server verifies it (firebase-admin) and takes who the user is from the
// verified claims only, never from the body. The first sign-in of a Firebase user creates the customer.
import { createHash } from 'node:crypto';
import { SIGNIN_MESSAGES, SOCIAL_MESSAGES, SOCIAL_PROVIDERS, socialSignupBody } from '@abode/shared/wire';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import { ApiError } from '../../lib/errors.ts';
import { FirebaseTokenError, firebaseVerifier, type VerifiedFirebaseUser } from '../../lib/firebase.ts';
import { slugify } from '../../lib/format.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { fieldErrorMap, firstMessage } from '../../lib/validation.ts';
import { DEACTIVATED_MESSAGE } from '../../plugins/auth.ts';
import { assertLoginAllowed, recordLoginFailure } from './login-limits.ts';
import { createToken } from './users.repository.ts';
import { publicCustomer } from './users.service.ts';

type Customer = typeof customers.$inferSelect;

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

/**
 * The customer for a verified Firebase user: found by (uid, login type), or created (refused in demo mode).
 * Creation holds a transaction-scoped advisory lock on the uid, so two first sign-ins at once make one account.
 */
async function findOrCreate(
  deps: Deps,
  user: VerifiedFirebaseUser,
  logintype: string,
): Promise<{ customer: Customer; created: boolean }> {
  const existing = await findSocialCustomer(deps.db, user.uid, logintype);
  if (existing) return { customer: existing, created: false };
  assertNotDemo(deps.config);
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`social-login:${logintype}:${user.uid}`}))`);
      const again = await findSocialCustomer(tx, user.uid, logintype);
      if (again) return { customer: again, created: false };
      const [row] = await tx
        .insert(customers)
        .values({
          name: user.name?.slice(0, 191) ?? null,
          email: user.email ?? null,
          logintype,
          auth_id: user.uid,
          // Only a picture over https is kept (it is shown as an image URL).
          profile: user.picture && /^https:\/\//.test(user.picture) ? user.picture : null,
          is_email_verified: Boolean(user.email) && user.emailVerified,
        })
        .returning();
      if (!row) throw new Error('customer insert returned no row');
      const [named] = await tx
        .update(customers)
        .set({ slug_id: `${slugify(user.name ?? '') || 'user'}-${row.id}` })
        .where(eq(customers.id, row.id))
        .returning();
      return { customer: named ?? row, created: true };
    });
  } catch (err) {
    // The only unique key a new social customer can meet is (email, logintype): another Firebase user of the
    // same provider already holds this address. It is never linked to them silently.
    if (isUniqueViolation(err)) throw new ApiError(400, 'ALREADY_EXISTS', 'Email already in use.');
    throw err;
  }
}

/** Signs a Firebase user in with Google (type 0) or Apple (type 2), creating its customer the first time. */
export async function socialSignIn(
  deps: Deps,
  type: number,
  rawBody: unknown,
  urls: UrlBuilder,
  ip: string,
): Promise<{ message: string; token: string; data: unknown }> {
  const firebase = deps.config.firebase;
  if (!firebase) throw new ApiError(400, 'NOT_SUPPORTED', SOCIAL_MESSAGES.notConfigured);
  const parsed = socialSignupBody.safeParse(rawBody, { error: fieldErrorMap });
  if (!parsed.success) throw new ApiError(400, 'VALIDATION', firstMessage(parsed.error));
  const { token } = parsed.data;
  // Failures are counted per client IP (and per token, which only matters for replays), like email logins.
  const subject = `firebase:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
  await assertLoginAllowed(deps.limiter, subject, ip);
  let user: VerifiedFirebaseUser;
  try {
    user = await firebaseVerifier(firebase).verifyIdToken(token);
  } catch (err) {
    // Google's keys could not be fetched, or the emulator is down: not the caller's fault, and not a 500.
    if (!(err instanceof FirebaseTokenError)) throw new ApiError(503, 'INTERNAL', SOCIAL_MESSAGES.unavailable);
    await recordLoginFailure(deps.limiter, subject, ip);
    throw new ApiError(401, 'UNAUTHENTICATED', SOCIAL_MESSAGES.invalidToken);
  }
  // A Google login must come from a Google sign-in, an Apple one from Apple: a token of another provider
  // (an email/password or anonymous Firebase user) is refused.
  if (user.provider !== SOCIAL_PROVIDERS[type]) {
    await recordLoginFailure(deps.limiter, subject, ip);
    throw new ApiError(401, 'UNAUTHENTICATED', SOCIAL_MESSAGES.invalidToken);
  }
  const { customer, created } = await findOrCreate(deps, user, String(type));
  if (customer.isActive !== 1)
    throw new ApiError(403, 'ACCOUNT_DEACTIVATED', DEACTIVATED_MESSAGE, { is_active: false });
  const apiToken = await createToken(deps.db, customer.id);
  return {
    message: created ? SIGNIN_MESSAGES.registered : SIGNIN_MESSAGES.loggedIn,
    token: apiToken,
    data: publicCustomer(customer, urls),
  };
}
