import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, number_otps, personal_access_tokens } from '../../db/schema.ts';
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

/** Stores an OTP digest for an email, valid for `minutes`. */
export async function storeEmailOtp(db: Db, email: string, otp: string, minutes = 10): Promise<void> {
  await db.delete(number_otps).where(eq(number_otps.email, email));
  await db.insert(number_otps).values({ email, otp: sha256(otp), expire_at: new Date(Date.now() + minutes * 60_000) });
}
