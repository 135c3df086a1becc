// Failed email logins are counted per address and per client IP; once either is over its limit the login is
// refused before the password is even checked, with the spec's 429 text. Only failures count, so people
// who sign in often are never throttled.
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { rateLimited } from '../otp/otp.service.ts';

/** Failed logins allowed per window: per email address and per client IP. */
export const LOGIN_LIMITS = { perEmail: 10, perIp: 50, windowMs: 15 * 60_000 } as const;

const emailKey = (email: string) => `login-fail:email:${email}`;
const ipKey = (ip: string) => `login-fail:ip:${ip}`;

/** Refuses the login (429 envelope) when the address or the IP has failed too often lately. */
export async function assertLoginAllowed(limiter: RateLimiter, email: string, ip: string): Promise<void> {
  const byIp = await limiter.peek(ipKey(ip), LOGIN_LIMITS.perIp, LOGIN_LIMITS.windowMs);
  const byEmail = await limiter.peek(emailKey(email), LOGIN_LIMITS.perEmail, LOGIN_LIMITS.windowMs);
  if (!byIp.allowed || !byEmail.allowed) throw rateLimited();
}

/** Counts one failed login against the address and the IP. */
export async function recordLoginFailure(limiter: RateLimiter, email: string, ip: string): Promise<void> {
  await limiter.hit(ipKey(ip), LOGIN_LIMITS.perIp, LOGIN_LIMITS.windowMs);
  await limiter.hit(emailKey(email), LOGIN_LIMITS.perEmail, LOGIN_LIMITS.windowMs);
}
