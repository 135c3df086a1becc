// user_signup type 1: a phone number verified by OTP signs into the account holding that number (numbers are
// stored and compared in E.164, see shared/src/wire/phone.ts); with none, its first sign-in creates the customer.
// The `auth_id` must be the ticket verify-otp issued for this very number (single use, 10 minutes): a
// client-made or reused one is refused, so nobody can sign in as a number they did not receive a code on.
import { randomUUID } from 'node:crypto';
import { PHONE_LOGIN_TYPE, phoneSignupBody, SIGNIN_MESSAGES } from '@abode/shared/wire';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { fieldErrorMap, firstMessage } from '../../lib/validation.ts';
import { consumePhoneTicket } from '../otp/otp.repository.ts';
import { type Customer, findOrCreateCustomer, signInAnswer } from './first-signin.ts';

/**
 * The account a verified number signs into: among the accounts whose number is proven (is_mobile_verified),
 * the phone-login account of this E.164 number, else the oldest account of any other kind (email, Google,
 * Apple), so the number of an email account opens that account rather than a new, empty one. A number typed
 * into a profile and never proven by a code opens nothing (decision 026, superseding part of 012).
 */
async function findPhoneCustomer(db: Pick<Db, 'select'>, number: string): Promise<Customer | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.mobile, number), eq(customers.is_mobile_verified, true)))
    .orderBy(sql`(${customers.logintype} = ${String(PHONE_LOGIN_TYPE)}) desc`, asc(customers.id))
    .limit(1);
  return row;
}

/** Signs a verified phone number in (creating its customer the first time) and answers like type 3. */
export async function phoneSignIn(deps: Deps, rawBody: unknown, urls: UrlBuilder) {
  const parsed = phoneSignupBody.safeParse(rawBody, { error: fieldErrorMap });
  if (!parsed.success) throw new ApiError('VALIDATION', firstMessage(parsed.error));
  const body = parsed.data;
  if (!(await consumePhoneTicket(deps.db, body.auth_id, body.mobile)))
    throw new ApiError('UNAUTHENTICATED', SIGNIN_MESSAGES.phoneVerificationInvalid);
  const found = await findOrCreateCustomer(deps, {
    lockKey: `phone-login:${body.mobile}`,
    find: (db) => findPhoneCustomer(db, body.mobile),
    values: {
      name: body.name || null,
      email: body.email || null,
      mobile: body.mobile,
      // Proven: the ticket was issued for a code sent to this number.
      is_mobile_verified: true,
      logintype: String(PHONE_LOGIN_TYPE),
      auth_id: randomUUID(),
      is_email_verified: false,
    },
  });
  return signInAnswer(deps, found, urls, SIGNIN_MESSAGES);
}
