import { OTP_TTL_MINUTES, SIGNIN_MESSAGES } from '@abode/shared/wire';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { randomOtp, randomToken, sha256 } from '../../lib/crypto.ts';
import { ApiError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { SmsSender } from '../../lib/sms.ts';
import { SmsError } from '../../lib/sms.ts';
import { enqueue } from '../outbox/outbox.ts';
import { storeEmailOtp, storeNumberOtp } from './otp.repository.ts';

/** Who a code is for: an email address (verification) or an E.164 phone number (phone login). */
export type OtpTarget = { email: string } | { number: string };

/** OTP requests allowed per window: per address and per client IP. */
export const OTP_LIMITS = { perEmail: 5, perIp: 20, windowMs: 15 * 60_000 } as const;

/** The one answer to too many requests (spec §8 text). */
export const rateLimited = () => new ApiError('RATE_LIMITED', 'Too many requests, try again later');

/** Refuses the request when the address (or number) or the IP has asked for too many codes lately. */
export async function checkOtpRate(limiter: RateLimiter, target: OtpTarget, ip: string): Promise<void> {
  // The IP first: a client spraying addresses is stopped without counting against each address.
  const byIp = await limiter.hit(`otp:ip:${ip}`, OTP_LIMITS.perIp, OTP_LIMITS.windowMs);
  if (!byIp.allowed) throw rateLimited();
  const key = 'email' in target ? `otp:email:${target.email}` : `otp:number:${target.number}`;
  const byTarget = await limiter.hit(key, OTP_LIMITS.perEmail, OTP_LIMITS.windowMs);
  if (!byTarget.allowed) throw rateLimited();
}

/**
 * Issues a fresh sign-in code for a phone number (stored as a digest, replacing older ones) and texts it.
 * Any number gets one: the first phone login creates the account.
 */
export async function sendPhoneOtp(db: Db, sms: SmsSender, log: FastifyBaseLogger, number: string): Promise<void> {
  const otp = randomOtp();
  await storeNumberOtp(db, number, sha256(otp), OTP_TTL_MINUTES);
  try {
    await sms.send({
      to: number,
      template: 'phone_otp',
      body: `Your Abode sign-in code is ${otp}. It expires in ${OTP_TTL_MINUTES} minutes. Do not share it.`,
      payload: { otp },
    });
  } catch (err) {
    if (err instanceof SmsError)
      log.warn(
        { sms: { provider: sms.name, kind: err.kind, status: err.status, code: err.providerCode } },
        err.message,
      );
    throw smsFailure(err);
  }
}

/** The answer to a failed text: a bad number is the caller's to fix; the rest is ours (details to the log). */
function smsFailure(err: unknown): unknown {
  if (!(err instanceof SmsError)) return err;
  if (err.kind === 'invalid_number') return new ApiError('VALIDATION', SIGNIN_MESSAGES.phoneInvalid);
  if (err.kind === 'rate_limited') return rateLimited();
  return new ApiError('UNAVAILABLE', SIGNIN_MESSAGES.smsUnavailable);
}

/** Issues a fresh code for an email account: stored as a digest, mailed through the outbox. */
export async function sendEmailOtp(
  db: Db,
  log: FastifyBaseLogger,
  to: { email: string; name: string | null },
): Promise<void> {
  const otp = randomOtp();
  await storeEmailOtp(db, to.email, sha256(otp), OTP_TTL_MINUTES);
  await enqueue(db, log, {
    channel: 'email',
    recipient: to.email,
    template: 'verify_mail',
    subject: 'Verify your email address',
    body: `Hello ${to.name || 'there'}, your Abode verification code is ${otp}. It expires in ${OTP_TTL_MINUTES} minutes.`,
    payload: { otp },
  });
}

/**
 * Stores a code nobody was sent for an address without an account. verify-otp then answers 'Invalid OTP.'
 * for it exactly as for a real account, instead of 'OTP not found.', which would reveal who has one. The
 * digest is of a 40-character token, so no 6-digit guess can ever match it.
 */
export async function storeDecoyOtp(db: Db, email: string): Promise<void> {
  await storeEmailOtp(db, email, sha256(randomToken()), OTP_TTL_MINUTES);
}
