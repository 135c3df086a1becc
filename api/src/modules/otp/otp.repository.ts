import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, number_otps } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';

/** Wrong guesses an OTP survives; the one that reaches this number voids it. */
export const MAX_OTP_ATTEMPTS = 5;

/** Stores the digest of a code for an email, replacing older ones, valid for `minutes`. */
export async function storeEmailOtp(db: Db, email: string, digest: string, minutes: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(number_otps).where(eq(number_otps.email, email));
    // Housekeeping: codes a day past their expiry are of no use to anyone.
    await tx.delete(number_otps).where(lt(number_otps.expire_at, new Date(Date.now() - 86_400_000)));
    await tx.insert(number_otps).values({ email, otp: digest, expire_at: new Date(Date.now() + minutes * 60_000) });
  });
}

/** The current code of an email, if any. */
export async function findEmailOtp(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(number_otps)
    .where(eq(number_otps.email, email))
    .orderBy(desc(number_otps.id))
    .limit(1);
  return row;
}

/** Whether `otp` is the code behind `digest` (compared in constant time). */
export function otpMatches(otp: string, digest: string): boolean {
  const a = Buffer.from(sha256(otp), 'hex');
  const b = Buffer.from(digest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Consumes a code: true only for the one request whose delete removed it (single use under races). */
export async function consumeOtp(db: Db, id: number): Promise<boolean> {
  const gone = await db
    .delete(number_otps)
    .where(and(eq(number_otps.id, id), lt(number_otps.attempts, MAX_OTP_ATTEMPTS)))
    .returning({ id: number_otps.id });
  return gone.length === 1;
}

/** Counts a wrong guess; the code is deleted once the count reaches the limit. */
export async function recordWrongAttempt(db: Db, id: number): Promise<void> {
  const [row] = await db
    .update(number_otps)
    .set({ attempts: sql`${number_otps.attempts} + 1` })
    .where(eq(number_otps.id, id))
    .returning({ attempts: number_otps.attempts });
  if (row && row.attempts >= MAX_OTP_ATTEMPTS) await db.delete(number_otps).where(eq(number_otps.id, id));
}

/** Marks an email-login customer's address verified; returns its auth_id (null when there is none). */
export async function markEmailVerified(db: Db, email: string): Promise<{ auth_id: string | null } | undefined> {
  const [row] = await db
    .update(customers)
    .set({ is_email_verified: true, updated_at: new Date() })
    .where(and(eq(customers.email, email), eq(customers.logintype, '3')))
    .returning({ auth_id: customers.auth_id });
  return row;
}
