// user_signup type 1: a phone number verified by OTP signs in, and its first sign-in creates the customer.
// The `auth_id` must be the ticket verify-otp issued for this very number (single use, 10 minutes): a
// client-made or reused one is refused, so nobody can sign in as a number they did not receive a code on.
import { randomUUID } from 'node:crypto';
import { phoneSignupBody, SIGNIN_MESSAGES } from '@abode/shared/wire';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import { ApiError } from '../../lib/errors.ts';
import { slugify } from '../../lib/format.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { fieldErrorMap, firstMessage } from '../../lib/validation.ts';
import { DEACTIVATED_MESSAGE } from '../../plugins/auth.ts';
import { consumePhoneTicket } from '../otp/otp.repository.ts';
import { createToken } from './users.repository.ts';
import { publicCustomer } from './users.service.ts';

type Customer = typeof customers.$inferSelect;

/** The phone-login customer with this E.164 number, if any. */
async function findPhoneCustomer(db: Pick<Db, 'select'>, number: string): Promise<Customer | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.mobile, number), eq(customers.logintype, '1')))
    .orderBy(customers.id)
    .limit(1);
  return row;
}

/**
 * The customer for a verified number: found, or created (in demo mode creating is refused). Creation holds
 * a transaction-scoped advisory lock on the number, so two first sign-ins at once make one account.
 */
async function findOrCreate(
  deps: Deps,
  input: { number: string; name: string | undefined; email: string | undefined },
): Promise<{ customer: Customer; created: boolean }> {
  const existing = await findPhoneCustomer(deps.db, input.number);
  if (existing) return { customer: existing, created: false };
  assertNotDemo(deps.config);
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-login:${input.number}`}))`);
      const again = await findPhoneCustomer(tx, input.number);
      if (again) return { customer: again, created: false };
      const [row] = await tx
        .insert(customers)
        .values({
          name: input.name || null,
          email: input.email || null,
          mobile: input.number,
          logintype: '1',
          auth_id: randomUUID(),
          is_email_verified: false,
        })
        .returning();
      if (!row) throw new Error('customer insert returned no row');
      const [named] = await tx
        .update(customers)
        .set({ slug_id: `${slugify(input.name ?? '') || 'user'}-${row.id}` })
        .where(eq(customers.id, row.id))
        .returning();
      return { customer: named ?? row, created: true };
    });
  } catch (err) {
    // The only unique key a new phone customer can meet is (email, logintype).
    if (isUniqueViolation(err)) throw new ApiError(400, 'ALREADY_EXISTS', 'Email already in use.');
    throw err;
  }
}

/** Signs a verified phone number in (creating its customer the first time) and answers like type 3. */
export async function phoneSignIn(deps: Deps, rawBody: unknown, urls: UrlBuilder) {
  const parsed = phoneSignupBody.safeParse(rawBody, { error: fieldErrorMap });
  if (!parsed.success) throw new ApiError(400, 'VALIDATION', firstMessage(parsed.error));
  const body = parsed.data;
  if (!(await consumePhoneTicket(deps.db, body.auth_id, body.mobile)))
    throw new ApiError(401, 'UNAUTHENTICATED', SIGNIN_MESSAGES.phoneVerificationInvalid);
  const { customer, created } = await findOrCreate(deps, {
    number: body.mobile,
    name: body.name,
    email: body.email,
  });
  if (customer.isActive !== 1)
    throw new ApiError(403, 'ACCOUNT_DEACTIVATED', DEACTIVATED_MESSAGE, { is_active: false });
  const token = await createToken(deps.db, customer.id);
  return {
    message: created ? SIGNIN_MESSAGES.registered : SIGNIN_MESSAGES.loggedIn,
    token,
    data: publicCustomer(customer, urls),
  };
}
