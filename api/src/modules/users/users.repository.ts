import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, personal_access_tokens } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

/** The email-login customer with this address, if any. */
export async function findEmailCustomer(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.email, email), eq(customers.logintype, '3')))
    .limit(1);
  return row;
}

/** TOKEN_TTL_DAYS' default, for callers without the configuration at hand (tests). */
const DEFAULT_TOKEN_TTL_MS = 30 * 86_400_000;

/** Issues a token that expires `ttlMs` from now unless used (each use renews it); the plaintext is only ever in the return value. */
export async function createToken(
  db: Db,
  customerId: number,
  ttlMs = DEFAULT_TOKEN_TTL_MS,
  name = 'web',
): Promise<string> {
  const plain = randomToken();
  const [row] = await db
    .insert(personal_access_tokens)
    .values({ tokenable_id: customerId, name, token: sha256(plain), expires_at: new Date(Date.now() + ttlMs) })
    .returning({ id: personal_access_tokens.id });
  if (!row) throw new Error('token insert returned no row');
  return `${row.id}|${plain}`;
}
