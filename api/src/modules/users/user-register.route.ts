import { randomUUID } from 'node:crypto';
import { registerBody, SIGNIN_MESSAGES } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { slugify } from '../../lib/format.ts';
import { hashPassword } from '../../lib/password.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { rateLimited, sendEmailOtp } from '../otp/otp.service.ts';
import { findEmailCustomer } from './users.repository.ts';

/** Sign-ups allowed per window: per client and per email address (each one hashes a password and sends a mail). */
export const REGISTER_LIMITS = { perClient: 20, perEmail: 5, windowMs: 60 * 60_000 } as const;

const alreadyExists = () => new ApiError('ALREADY_EXISTS', 'User Already Exists');

/**
 * POST /api/user-register: email sign-up; the account must verify its email (OTP) before login. The most
 * common passwords are refused ('Password is too weak.'); a demo deployment refuses sign-ups altogether.
 * Sign-ups are limited per client and per address (REGISTER_LIMITS, the 429 envelope), counted before the
 * address is looked up, so a taken address costs the same as a new one.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/user-register',
  auth: 'none',
  body: registerBody,
  handler: async ({ body, deps, req }) => {
    if (isCommonPassword(body.password)) throw new ApiError('VALIDATION', SIGNIN_MESSAGES.passwordTooWeak);
    const { perClient, perEmail, windowMs } = REGISTER_LIMITS;
    // The client first: one spraying addresses is stopped without counting against each address.
    if (!(await deps.limiter.hit(`register:ip:${req.ip}`, perClient, windowMs)).allowed) throw rateLimited();
    if (!(await deps.limiter.hit(`register:email:${body.email}`, perEmail, windowMs)).allowed) throw rateLimited();
    if (await findEmailCustomer(deps.db, body.email)) throw alreadyExists();
    const password = await hashPassword(body.password);
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
          .set({ slug_id: `${slugify(body.name) || 'user'}-${created.id}` })
          .where(eq(customers.id, created.id));
      });
    } catch (err) {
      // Two sign-ups racing for one address: the unique index decides.
      if (isUniqueViolation(err)) throw alreadyExists();
      throw err;
    }
    await sendEmailOtp(deps.db, req.log, { email: body.email, name: body.name });
    return { message: 'User Registered Successfully', data: null };
  },
});
