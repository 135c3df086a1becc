// Login limits that stop attackers, not owners (decision 011). Three budgets, all over the client's address:
// - per (account, client): a client that keeps failing on one account is refused for that account only;
// - per client: a client spraying many accounts is refused everywhere;
// - per account, from every client together: a slower budget that then spaces attempts out with growing
//   delays, so a botnet's guesses on one account slow down too. One client alone stays under its free part, so
//   its guesses never lock the owner out from another client, and a client that signed in to the account lately
//   skips it, so a botnet cannot hold the owner off their usual client either.
// Each attempt is counted before the password is checked (atomic: concurrent guesses cannot all slip under a
// limit) and taken back once it succeeds, so only failures count and people who sign in often are never
// throttled. A refused attempt answers the spec's 429 text before the password is looked at.
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { rateLimited } from '../otp/otp.service.ts';

/** Login budgets: failures per (account, client) and per client in `windowMs`, the shared per-account back-off, and how long a successful client is remembered. */
export const LOGIN_LIMITS = {
  perAccountClient: 10,
  perClient: 50,
  windowMs: 15 * 60_000,
  /** 20 failures an hour on one account pass freely; then 1 s, 2 s, 4 s… (at most a minute) between attempts. */
  account: { free: 20, baseMs: 1_000, maxMs: 60_000, windowMs: 60 * 60_000 },
  knownClientMs: 30 * 86_400_000,
} as const;

const clientKey = (client: string) => `login-fail:ip:${client}`;
const pairKey = (account: string, client: string) => `login-fail:pair:${account}:${client}`;
const accountKey = (account: string) => `login-fail:account:${account}`;
const knownKey = (account: string, client: string) => `login-ok:${account}:${client}`;

/** One login attempt, already counted as a failure until it says otherwise. */
export interface LoginAttempt {
  /** The secret was right: the attempt is taken back and the client is remembered for the account. */
  succeeded(): Promise<void>;
  /** Neither right nor wrong (the check could not run, or there is no account to remember): taken back. */
  takeBack(): Promise<void>;
}

/**
 * Counts a login attempt on `account` from `client` (an email, or any subject a sign-in is about), or refuses it
 * with the 429 envelope when a budget is spent. A failure needs nothing more: the attempt stays counted.
 */
export async function startLoginAttempt(limiter: RateLimiter, account: string, client: string): Promise<LoginAttempt> {
  const counted: [key: string, id: string][] = [];
  const takeBack = async () => {
    await Promise.all(counted.map(([key, id]) => limiter.forget(key, id)));
    counted.length = 0;
  };
  const take = async (key: string, decision: Promise<{ allowed: boolean; id?: string }>) => {
    const d = await decision;
    if (d.id) counted.push([key, d.id]);
    if (!d.allowed) throw rateLimited();
  };
  const { perClient, perAccountClient, windowMs, account: shared, knownClientMs } = LOGIN_LIMITS;
  try {
    await take(clientKey(client), limiter.hit(clientKey(client), perClient, windowMs));
    await take(pairKey(account, client), limiter.hit(pairKey(account, client), perAccountClient, windowMs));
    const known = !(await limiter.peek(knownKey(account, client), 1, knownClientMs)).allowed;
    if (!known) await take(accountKey(account), limiter.backoff(accountKey(account), shared));
  } catch (err) {
    // A refused attempt is not counted anywhere.
    await takeBack();
    throw err;
  }
  return {
    async succeeded() {
      await takeBack();
      // Up to 100 remembered sign-ins per client and account: enough to stay known while in use, and bounded.
      await limiter.hit(knownKey(account, client), 100, knownClientMs);
    },
    takeBack,
  };
}
