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

/** Issues a token; the plaintext is only ever in the return value. */
export async function createToken(db: Db, customerId: number, name = 'web'): Promise<string> {
  const plain = randomToken();
  const [row] = await db
    .insert(personal_access_tokens)
    .values({ tokenable_id: customerId, name, token: sha256(plain) })
    .returning({ id: personal_access_tokens.id });
  if (!row) throw new Error('token insert returned no row');
  return `${row.id}|${plain}`;
}
