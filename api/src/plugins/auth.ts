import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, personal_access_tokens } from '../db/schema.ts';
import { sha256 } from '../lib/crypto.ts';
import { ApiError } from '../lib/errors.ts';
import { preparedPerDb } from '../lib/named-statements.ts';

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

/** A token by id with its customer: every signed-in request's first statement, built once (named). */
const tokenAndUser = preparedPerDb((db) =>
  db
    .select({
      token: personal_access_tokens.token,
      expires_at: personal_access_tokens.expires_at,
      last_used_at: personal_access_tokens.last_used_at,
      customer: customers,
    })
    .from(personal_access_tokens)
    .innerJoin(customers, eq(customers.id, personal_access_tokens.tokenable_id))
    .where(eq(personal_access_tokens.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_token_and_user'),
);

/** A token is renewed (last_used_at, expires_at) at most this often, so busy clients do not write on every request. */
export const TOKEN_RENEW_EVERY_MS = 60_000;

/**
 * The caller of a request, or null (visitor, bad, expired or revoked token). On routes that require a token a
 * deactivated account is refused outright; on optional ones it is simply treated as a visitor. Tokens slide:
 * each use (at most once a minute) pushes `expires_at` to now + `ttlMs`, so only an unused sign-in expires.
 */
export async function resolveUser(
  db: Db,
  header: string | undefined,
  strict: boolean,
  ttlMs: number,
): Promise<AuthUser | null> {
  const parsed = parseBearer(header);
  if (!parsed || parsed.id > 2_147_483_647) return null;
  const [row] = await tokenAndUser(db).execute({ id: parsed.id });
  // Comparing digests of equal length leaks nothing useful about the stored value.
  if (!row || row.token !== sha256(parsed.plain)) return null;
  const now = Date.now();
  if (row.expires_at.getTime() <= now) return null;
  if (row.customer.isActive !== 1) {
    if (strict) throw new ApiError('ACCOUNT_DEACTIVATED', DEACTIVATED_MESSAGE, { is_active: false });
    return null;
  }
  // A lifetime shorter than the renewal step (tests, odd configs) still renews before it runs out.
  const step = Math.min(TOKEN_RENEW_EVERY_MS, ttlMs / 2);
  if (!row.last_used_at || now - row.last_used_at.getTime() >= step) {
    const usedBefore = new Date(now - step);
    // The condition makes concurrent requests of one client write once.
    await db
      .update(personal_access_tokens)
      .set({ last_used_at: new Date(now), expires_at: new Date(now + ttlMs) })
      .where(
        and(
          eq(personal_access_tokens.id, parsed.id),
          or(isNull(personal_access_tokens.last_used_at), lt(personal_access_tokens.last_used_at, usedBefore)),
        ),
      );
  }
  return row.customer;
}
