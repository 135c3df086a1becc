import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, number_otps, phone_login_tickets } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

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

/** Stores the digest of a code for a phone number (E.164), replacing older ones, valid for `minutes`. */
export async function storeNumberOtp(db: Db, number: string, digest: string, minutes: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(number_otps).where(eq(number_otps.number, number));
    await tx.delete(number_otps).where(lt(number_otps.expire_at, new Date(Date.now() - 86_400_000)));
    await tx.insert(number_otps).values({ number, otp: digest, expire_at: new Date(Date.now() + minutes * 60_000) });
  });
}

/** The current code of a phone number, if any. */
export async function findNumberOtp(db: Db, number: string) {
  const [row] = await db
    .select()
    .from(number_otps)
    .where(eq(number_otps.number, number))
    .orderBy(desc(number_otps.id))
    .limit(1);
  return row;
}

/**
 * Issues the ticket a verified phone number signs in with (verify-otp's `auth_id`): 40 random characters,
 * only their sha256 stored, valid `minutes`. Older tickets of the number are dropped.
 */
export async function issuePhoneTicket(db: Db, number: string, minutes: number): Promise<string> {
  const plain = randomToken(40);
  await db.transaction(async (tx) => {
    await tx.delete(phone_login_tickets).where(eq(phone_login_tickets.number, number));
    await tx.delete(phone_login_tickets).where(lt(phone_login_tickets.expire_at, new Date()));
    await tx.insert(phone_login_tickets).values({
      number,
      token: sha256(plain),
      expire_at: new Date(Date.now() + minutes * 60_000),
    });
  });
  return plain;
}

/** Uses up a ticket issued for `number`: true only for the one request whose delete removed a live ticket. */
export async function consumePhoneTicket(db: Db, plain: string, number: string): Promise<boolean> {
  const gone = await db
    .delete(phone_login_tickets)
    .where(
      and(
        eq(phone_login_tickets.token, sha256(plain)),
        eq(phone_login_tickets.number, number),
        gt(phone_login_tickets.expire_at, new Date()),
      ),
    )
    .returning({ id: phone_login_tickets.id });
  return gone.length === 1;
}

/** Whether `otp` is the code behind `digest` (compared in constant time). */
export function otpMatches(otp: string, digest: string): boolean {
  const a = Buffer.from(sha256(otp), 'hex');
  const b = Buffer.from(digest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Takes one of a code's guesses before the guess is compared: a single UPDATE counts it only while fewer than
 * MAX_OTP_ATTEMPTS were taken, so however many guesses arrive at once, at most that many are ever compared.
 * Answers the code's count after this guess, or undefined when none was left (or the code is gone).
 */
export async function claimOtpGuess(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .update(number_otps)
    .set({ attempts: sql`${number_otps.attempts} + 1` })
    .where(and(eq(number_otps.id, id), lt(number_otps.attempts, MAX_OTP_ATTEMPTS)))
    .returning({ attempts: number_otps.attempts });
  return row?.attempts;
}

/** Consumes a code whose guess was claimed and matched: true only for the one request whose delete removed it. */
export async function consumeOtp(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(number_otps).where(eq(number_otps.id, id)).returning({ id: number_otps.id });
  return gone.length === 1;
}

/** Deletes a code whose last guess was spent on a wrong answer. */
export async function voidOtp(db: Db, id: number): Promise<void> {
  await db.delete(number_otps).where(eq(number_otps.id, id));
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
