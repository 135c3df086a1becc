/** The verdict on one request against a limit. */
export interface RateDecision {
  allowed: boolean;
  /** Milliseconds until the oldest counted request leaves the window (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Counts requests per key over a sliding window. In-process for now; a Redis implementation can take
 * its place when the API runs on more than one process (the interface is already async for that).
 */
export interface RateLimiter {
  /** Counts one request for `key`; refused (and not counted) once `limit` requests fall inside `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** The verdict `hit` would give, without counting anything (limits that count only failures, e.g. logins). */
  peek(key: string, limit: number, windowMs: number): Promise<RateDecision>;
}

/** A sliding-window log per key, held in memory; old entries are pruned as keys are touched. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.#now();
    const recent = (this.#hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (recent.length >= limit) return { allowed: false, retryAfterMs: (recent[0] ?? now) + windowMs - now };
    return { allowed: true, retryAfterMs: 0 };
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.#now();
    const recent = (this.#hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (recent.length >= limit) {
      this.#hits.set(key, recent);
      return { allowed: false, retryAfterMs: (recent[0] ?? now) + windowMs - now };
    }
    recent.push(now);
    this.#hits.set(key, recent);
    // Keeps memory bounded: forget keys whose whole log has aged out.
    if (this.#hits.size > 10_000) {
      for (const [k, times] of this.#hits) if (!times.some((t) => t > now - windowMs)) this.#hits.delete(k);
    }
    return { allowed: true, retryAfterMs: 0 };
  }
}
