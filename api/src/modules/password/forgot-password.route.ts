import { randomBytes } from 'node:crypto';
import { forgotPassword } from '@abode/shared/operations';
import { PASSWORD_RESET_TTL_MINUTES, SIGNIN_MESSAGES } from '@abode/shared/wire';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../lib/define-route.ts';
import { implement } from '../../lib/define-route.ts';
import { rateLimited } from '../otp/otp.service.ts';
import { enqueue } from '../outbox/outbox.ts';
import { findEmailCustomer } from '../users/users.repository.ts';
import { storeResetToken } from './password.repository.ts';

/** Reset requests allowed per window: per address and per client IP. */
export const FORGOT_LIMITS = { perEmail: 5, perIp: 20, windowMs: 15 * 60_000 } as const;

/** Mails a reset link to `email` when it names an active email-login account; nothing otherwise. */
async function sendResetLink(deps: Deps, log: FastifyBaseLogger, email: string): Promise<void> {
  const found = await findEmailCustomer(deps.db, email);
  if (found?.isActive !== 1) return;
  const token = randomBytes(32).toString('base64url');
  await storeResetToken(deps.db, email, token, PASSWORD_RESET_TTL_MINUTES);
  // The configured origin only: a link built from the Host header would hand the token to any site.
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  await enqueue(deps.db, log, {
    channel: 'email',
    recipient: email,
    template: 'reset_password',
    subject: 'Reset your Abode password',
    body: `Hello ${found.name || 'there'}, open this link to choose a new password: ${link} — it expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
    payload: { link },
  });
}

/**
 * GET /api/forgot-password?email=… (the spec keeps GET): mails `<PUBLIC_URL>/reset-password?token=…`
 * to an email-login account. The token is 32 random bytes, stored as a sha256 digest, valid 60 minutes, single
 * use. Upstream answers 'No User Found' for an unknown address; we answer the same success either way, so the
 * endpoint cannot be used to learn who has an account. The lookup and the mail happen after the answer has
 * gone out, so its timing does not tell either (decision 011); a failure there goes to the log.
 */
export default implement(forgotPassword, async ({ query, deps, req, reply }) => {
  const byIp = await deps.limiter.hit(`forgot:ip:${req.ip}`, FORGOT_LIMITS.perIp, FORGOT_LIMITS.windowMs);
  if (!byIp.allowed) throw rateLimited();
  const byEmail = await deps.limiter.hit(`forgot:email:${query.email}`, FORGOT_LIMITS.perEmail, FORGOT_LIMITS.windowMs);
  if (!byEmail.allowed) throw rateLimited();

  // 'close' follows the answer (or a dropped connection): either way the work starts once nothing is waiting.
  const log = req.log;
  reply.raw.once('close', () => {
    sendResetLink(deps, log, query.email).catch((err: unknown) =>
      log.error({ err }, 'forgot-password: the reset mail could not be recorded'),
    );
  });
  return { message: SIGNIN_MESSAGES.resetLinkSent, data: null };
});
