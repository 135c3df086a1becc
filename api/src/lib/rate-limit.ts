/** The verdict on one request against a limit. */
export interface RateDecision {
  allowed: boolean;
  /** Milliseconds until the request would be allowed (0 when allowed). */
  retryAfterMs: number;
  /** Names the request that was counted, for `forget` (absent when nothing was counted). */
  id?: string;
}

/**
 * A growing delay: the first `free` requests inside `windowMs` pass at once; after that each one must come at
 * least `baseMs · 2^(n − free)` (never more than `maxMs`) after the latest, n being the requests in the window.
 */
export interface Backoff {
  free: number;
  baseMs: number;
  maxMs: number;
  windowMs: number;
}

/**
 * Counts requests per key over a sliding window. In-process (`MemoryRateLimiter`) by default; with REDIS_URL
 * every API instance shares one count (`RedisRateLimiter`, src/lib/redis-rate-limit.ts). Each call is atomic:
 * concurrent requests can never all slip under a limit.
 */
export interface RateLimiter {
  /** Counts one request for `key`; refused (and not counted) once `limit` requests fall inside `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** The verdict `hit` would give, without counting anything. */
  peek(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** Counts one request for `key` unless it comes sooner than `backoff` allows (then refused, not counted). */
  backoff(key: string, backoff: Backoff): Promise<RateDecision>;
  /** Takes back a request `hit` or `backoff` counted (an attempt that turned out not to be abuse). */
  forget(key: string, id: string): Promise<void>;
}

/** How long the request after `count` requests (the latest at `newest`) must wait under `b`, from `now`. */
export function backoffWaitMs(b: Backoff, count: number, newest: number, now: number): number {
  if (count < b.free) return 0;
  const delay = Math.min(b.baseMs * 2 ** (count - b.free), b.maxMs);
  return Math.max(0, newest + delay - now);
}

interface Entry {
  at: number;
  id: string;
}

/** One key's log, oldest first, and the window it was last counted over. */
interface Log {
  entries: Entry[];
  windowMs: number;
}

/** A sliding-window log per key, held in memory; old entries are pruned as keys are touched. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #logs = new Map<string, Log>();
  readonly #now: () => number;
  #seq = 0;
  #prunedAt = 0;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** The entries of `key` inside the window, oldest first (and the log trimmed to them). */
  #recent(key: string, windowMs: number, now: number): Entry[] {
    const recent = (this.#logs.get(key)?.entries ?? []).filter((e) => e.at > now - windowMs);
    if (recent.length) this.#logs.set(key, { entries: recent, windowMs });
    else this.#logs.delete(key);
    return recent;
  }

  #count(key: string, recent: Entry[], now: number, windowMs: number): RateDecision {
    const id = String(++this.#seq);
    recent.push({ at: now, id });
    this.#logs.set(key, { entries: recent, windowMs });
    // Keeps memory bounded: now and then, forget keys whose whole log has left its own window.
    if (this.#logs.size > 10_000 && now - this.#prunedAt > 60_000) {
      this.#prunedAt = now;
      for (const [k, log] of this.#logs) if ((log.entries.at(-1)?.at ?? 0) <= now - log.windowMs) this.#logs.delete(k);
    }
    return { allowed: true, retryAfterMs: 0, id };
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.#now();
    const recent = this.#recent(key, windowMs, now);
    if (recent.length >= limit) return { allowed: false, retryAfterMs: (recent[0]?.at ?? now) + windowMs - now };
    return { allowed: true, retryAfterMs: 0 };
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.#now();
    const recent = this.#recent(key, windowMs, now);
    if (recent.length >= limit) return { allowed: false, retryAfterMs: (recent[0]?.at ?? now) + windowMs - now };
    return this.#count(key, recent, now, windowMs);
  }

  async backoff(key: string, b: Backoff): Promise<RateDecision> {
    const now = this.#now();
    const recent = this.#recent(key, b.windowMs, now);
    const wait = backoffWaitMs(b, recent.length, recent.at(-1)?.at ?? now, now);
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    return this.#count(key, recent, now, b.windowMs);
  }

  async forget(key: string, id: string): Promise<void> {
    const log = this.#logs.get(key);
    if (!log) return;
    const left = log.entries.filter((e) => e.id !== id);
    if (left.length) this.#logs.set(key, { ...log, entries: left });
    else this.#logs.delete(key);
  }
}
