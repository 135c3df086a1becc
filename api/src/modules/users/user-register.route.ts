import { randomUUID } from 'node:crypto';
import { userRegister } from '@abode/shared/operations';
import { SIGNIN_MESSAGES } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { customers } from '../../db/schema.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { type Deps, implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { rateLimited, sendEmailOtp } from '../otp/otp.service.ts';
import { enqueue } from '../outbox/outbox.ts';
import { customerSlug } from './customer-slug.ts';
import { findEmailCustomer } from './users.repository.ts';

/** Sign-ups allowed per window: per client and per email address (each one hashes a password and sends a mail). */
export const REGISTER_LIMITS = { perClient: 20, perEmail: 5, windowMs: 60 * 60_000 } as const;

/** The one answer to a sign-up, whether the address was free or already had an account. */
export const REGISTERED_MESSAGE = 'User Registered Successfully';

/**
 * Tells the owner of an address that someone tried to sign up with it: they learn of it, and whoever tried
 * learns nothing (they were told to check the mailbox, as for a new account).
 */
async function mailOwnerOfAttempt(deps: Deps, log: FastifyBaseLogger, owner: { email: string; name: string | null }) {
  await enqueue(deps.db, log, {
    channel: 'email',
    recipient: owner.email,
    template: 'register_attempt',
    subject: 'Someone tried to register with your address',
    body:
      `Hello ${owner.name || 'there'}, someone tried to create an Abode account with this email address, which ` +
      'already has one. If it was you, sign in, or use "Forgot password" on the sign-in page to choose a new ' +
      'password. If it was not you, you can ignore this mail: nothing has changed on your account.',
    payload: {},
  });
}

/**
 * POST /api/user-register: email sign-up; the account must verify its email (OTP) before login. The most
 * common passwords are refused ('Password is too weak.'); a demo deployment refuses sign-ups (plugins/demo-mode).
 * Sign-ups are limited per client and per address (REGISTER_LIMITS, the 429 envelope), counted before the
 * address is looked up. An address that already has an account is answered exactly as a new one — same
 * status, same body, the same password hashing — and its owner is mailed instead of a code: upstream's
 * '400 User Already Exists' told anyone which addresses have an account (decision 026).
 */
export default implement(userRegister, async ({ body, deps, req }) => {
  if (isCommonPassword(body.password)) throw new ApiError('VALIDATION', SIGNIN_MESSAGES.passwordTooWeak);
  const { perClient, perEmail, windowMs } = REGISTER_LIMITS;
  // The client first: one spraying addresses is stopped without counting against each address.
  if (!(await deps.limiter.hit(`register:ip:${req.ip}`, perClient, windowMs)).allowed) throw rateLimited();
  if (!(await deps.limiter.hit(`register:email:${body.email}`, perEmail, windowMs)).allowed) throw rateLimited();
  // The password is hashed before the address is looked up, whatever the outcome: the hashing is most of the
  // time a sign-up takes, and an answer that came sooner for a taken address would tell it apart.
  const password = await hashPassword(body.password);
  const existing = await findEmailCustomer(deps.db, body.email);
  if (existing) {
    await mailOwnerOfAttempt(deps, req.log, { email: body.email, name: existing.name });
    return { message: REGISTERED_MESSAGE, data: null };
  }
  try {
    await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(customers)
        .values({
          name: body.name,
          email: body.email,
          mobile: body.mobile || null,
          password,
          logintype: '3',
          auth_id: randomUUID(),
          is_email_verified: false,
        })
        .returning({ id: customers.id });
      if (!created) throw new Error('customer insert returned no row');
      await tx
        .update(customers)
        .set({ slug_id: customerSlug(body.name, created.id) })
        .where(eq(customers.id, created.id));
    });
  } catch (err) {
    // Two sign-ups racing for one address: the unique index decides, and the loser is answered as above.
    if (!isUniqueViolation(err)) throw err;
    await mailOwnerOfAttempt(deps, req.log, { email: body.email, name: null });
    return { message: REGISTERED_MESSAGE, data: null };
  }
  await sendEmailOtp(deps.db, req.log, { email: body.email, name: body.name });
  return { message: REGISTERED_MESSAGE, data: null };
});
