import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, personal_access_tokens } from '../db/schema.ts';
import { sha256 } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';

/** The customer behind a valid bearer token. */
export type AuthUser = typeof customers.$inferSelect;

/** The message upstream gives a deactivated account. */
export const DEACTIVATED_MESSAGE = 'Your Account have been Deactivetd by Admin. please connect them.';

/** Splits a Sanctum-style `Bearer <id>|<plaintext>` header; null when malformed. */
export function parseBearer(header: string | undefined): { id: number; plain: string } | null {
  const m = /^Bearer\s+(\d{1,10})\|([A-Za-z0-9]{20,128})$/.exec(header?.trim() ?? '');
  if (!m) return null;
  return { id: Number(m[1]), plain: m[2] ?? '' };
}

/**
 * The caller of a request, or null (visitor or bad token). On routes that require a token a
 * deactivated account is refused outright; on optional ones it is simply treated as a visitor.
 */
export async function resolveUser(db: Db, header: string | undefined, strict: boolean): Promise<AuthUser | null> {
  const parsed = parseBearer(header);
  if (!parsed || parsed.id > 2_147_483_647) return null;
  const rows = await db
    .select({ token: personal_access_tokens.token, customer: customers })
    .from(personal_access_tokens)
    .innerJoin(customers, eq(customers.id, personal_access_tokens.tokenable_id))
    .where(eq(personal_access_tokens.id, parsed.id))
    .limit(1);
  const row = rows[0];
  // Comparing digests of equal length leaks nothing useful about the stored value.
  if (!row || row.token !== sha256(parsed.plain)) return null;
  if (row.customer.isActive !== 1) {
    if (strict) throw new ApiError(403, 'ACCOUNT_DEACTIVATED', DEACTIVATED_MESSAGE, { is_active: false });
    return null;
  }
  return row.customer;
}
