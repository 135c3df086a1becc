import type { Customer as PublicCustomer } from '@abode/shared/wire';
// What every sign-in by an outside identity (a verified phone number, a Firebase user) shares: finding the
// customer that identity belongs to or creating it exactly once, and answering like an email login.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import { ApiError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { DEACTIVATED_MESSAGE } from '../../plugins/auth.ts';
import { customerSlug } from './customer-slug.ts';
import { createToken } from './users.repository.ts';
import { publicCustomer } from './users.service.ts';

/** A customer row. */
export type Customer = typeof customers.$inferSelect;

/** How to find and, the first time, create the customer of one outside identity. */
export interface FirstSignIn {
  /** Names the identity for the creation lock (e.g. `phone-login:+91…`). */
  lockKey: string;
  find: (db: Pick<Db, 'select'>) => Promise<Customer | undefined>;
  values: typeof customers.$inferInsert;
}

/**
 * The customer of an identity: found, or created (refused in demo mode). Creation holds a transaction-scoped
 * advisory lock on the identity, so two first sign-ins at once make one account. The only unique key a new
 * customer can meet is (email, logintype): an address another account of that kind holds is refused, never
 * linked silently.
 */
export async function findOrCreateCustomer(
  deps: Deps,
  { lockKey, find, values }: FirstSignIn,
): Promise<{ customer: Customer; created: boolean }> {
  const existing = await find(deps.db);
  if (existing) return { customer: existing, created: false };
  assertNotDemo(deps.config);
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
      const again = await find(tx);
      if (again) return { customer: again, created: false };
      const [row] = await tx.insert(customers).values(values).returning();
      if (!row) throw new Error('customer insert returned no row');
      const [named] = await tx
        .update(customers)
        .set({ slug_id: customerSlug(values.name ?? '', row.id) })
        .where(eq(customers.id, row.id))
        .returning();
      return { customer: named ?? row, created: true };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError('ALREADY_EXISTS', 'Email already in use.');
    throw err;
  }
}

/** The answer to a successful sign-in, as for email logins: refuses a deactivated account, issues a token. */
export async function signInAnswer(
  deps: Deps,
  { customer, created }: { customer: Customer; created: boolean },
  urls: UrlBuilder,
  messages: { registered: string; loggedIn: string },
): Promise<{ message: string; token: string; data: PublicCustomer }> {
  if (customer.isActive !== 1) throw new ApiError('ACCOUNT_DEACTIVATED', DEACTIVATED_MESSAGE, { is_active: false });
  return {
    message: created ? messages.registered : messages.loggedIn,
    token: await createToken(deps.db, customer.id, deps.config.tokenTtlMs),
    data: publicCustomer(customer, urls),
  };
}
