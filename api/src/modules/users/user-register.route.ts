import { randomUUID } from 'node:crypto';
import { registerBody } from '@abode/shared/wire';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema.ts';
import { randomOtp } from '../../lib/crypto.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { slugify } from '../../lib/format.ts';
import { hashPassword } from '../../lib/password.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { enqueue } from '../outbox/outbox.ts';
import { findEmailCustomer, storeEmailOtp } from './users.repository.ts';

const alreadyExists = () => new ApiError(400, 'ALREADY_EXISTS', 'User Already Exists');

/** POST /api/user-register: email sign-up; the account must verify its email (OTP) before login. */
export default defineRoute({
  method: 'POST',
  url: '/api/user-register',
  auth: 'none',
  body: registerBody,
  handler: async ({ body, deps, req }) => {
    if (await findEmailCustomer(deps.db, body.email)) throw alreadyExists();
    const password = await hashPassword(body.password);
    const otp = randomOtp();
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
    await storeEmailOtp(deps.db, body.email, otp);
    await enqueue(deps.db, req.log, {
      channel: 'email',
      recipient: body.email,
      template: 'verify_mail',
      subject: 'Verify your email address',
      body: `Hello ${body.name}, your Abode verification code is ${otp}. It expires in 10 minutes.`,
      payload: { otp },
    });
    return { message: 'User Registered Successfully', data: null };
  },
});
