import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, password_resets, personal_access_tokens } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';

/** Stores the digest of a reset token for an email (one live link per address), valid `minutes`. */
export async function storeResetToken(db: Db, email: string, plain: string, minutes: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Housekeeping too: expired links are of no use to anyone.
    await tx
      .delete(password_resets)
      .where(or(eq(password_resets.email, email), lt(password_resets.expires_at, new Date())));
    await tx
      .insert(password_resets)
      .values({ email, token: sha256(plain), expires_at: new Date(Date.now() + minutes * 60_000) });
  });
}

/**
 * Uses up a reset token and sets the new password in one transaction: the token row is deleted first (only
 * the request whose delete removed a live row goes on), then the email-login customer's password is replaced,
 * its email counts as verified (the link proved it), every one of its tokens is revoked and other links die.
 * Returns false when the token is unknown, used or expired.
 */
export async function resetPassword(db: Db, plain: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .delete(password_resets)
      .where(and(eq(password_resets.token, sha256(plain)), gt(password_resets.expires_at, new Date())))
      .returning({ email: password_resets.email });
    if (!reset) return false;
    const [customer] = await tx
      .update(customers)
      .set({ password: passwordHash, is_email_verified: true, updated_at: new Date() })
      .where(and(eq(customers.email, reset.email), eq(customers.logintype, '3')))
      .returning({ id: customers.id });
    if (!customer) return false;
    await tx.delete(personal_access_tokens).where(eq(personal_access_tokens.tokenable_id, customer.id));
    await tx.delete(password_resets).where(eq(password_resets.email, reset.email));
    return true;
  });
}
