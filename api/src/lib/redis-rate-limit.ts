import { createHash, randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import type { Backoff, RateDecision, RateLimiter } from './rate-limit.ts';

type RedisClient = ReturnType<typeof createClient>;

/** Where limit keys live in Redis unless told otherwise. */
export const REDIS_LIMIT_PREFIX = 'abode:rl:';

// One sorted set per key: members are request ids, scores their time in ms. The whole check-and-count runs in
// one script, so concurrent requests on any number of instances are counted one at a time, and the clock is
// Redis's own (TIME), so instances whose clocks disagree still share one window.
// ARGV: mode (hit | peek | backoff), windowMs, limit (backoff: free), member, baseMs, maxMs.
const SCRIPT = `
local key = KEYS[1]
local mode = ARGV[1]
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local n = redis.call('ZCARD', key)
if mode == 'backoff' then
  if n >= limit then
    local delay = math.min(tonumber(ARGV[5]) * 2 ^ (n - limit), tonumber(ARGV[6]))
    local newest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
    local wait = tonumber(newest[2]) + delay - now
    if wait > 0 then return {0, math.ceil(wait)} end
  end
elseif n >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + window - now}
end
if mode == 'peek' then return {1, 0} end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return {1, 0}
`;
const SHA = createHash('sha1').update(SCRIPT).digest('hex');

/** Limits shared by every API instance through one Redis (REDIS_URL); see decision 011. */
export class RedisRateLimiter implements RateLimiter {
  readonly #client: RedisClient;
  readonly #prefix: string;

  /** Over a connected client; keys are `prefix` + the limiter key. The caller closes the client. */
  constructor(client: RedisClient, prefix = REDIS_LIMIT_PREFIX) {
    this.#client = client;
    this.#prefix = prefix;
  }

  /**
   * Connects to `url`; rejects when Redis cannot be reached at first (the process should not start). Later
   * drops reconnect in the background; meanwhile limited requests fail at once (no offline queue) and answer
   * the generic 5xx rather than going unlimited. `onError` hears every connection error.
   */
  static async connect(
    url: string,
    options: { prefix?: string; onError: (err: Error) => void },
  ): Promise<{ limiter: RedisRateLimiter; close: () => Promise<void> }> {
    let connected = false;
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 5_000,
        reconnectStrategy: (retries, cause) => (connected ? Math.min(50 * 2 ** retries, 2_000) : cause),
      },
    });
    client.on('error', options.onError);
    await client.connect();
    connected = true;
    return { limiter: new RedisRateLimiter(client, options.prefix), close: () => client.close() };
  }

  async #run(key: string, args: string[]): Promise<RateDecision> {
    const options = { keys: [this.#prefix + key], arguments: args };
    let reply: unknown;
    try {
      reply = await this.#client.evalSha(SHA, options);
    } catch (err) {
      // First use on this server (or after SCRIPT FLUSH): EVAL sends the script and caches it.
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      reply = await this.#client.eval(SCRIPT, options);
    }
    const [allowed, retryAfterMs] = reply as [number, number];
    if (!allowed) return { allowed: false, retryAfterMs: Math.max(0, Number(retryAfterMs)) };
    return args[0] === 'peek' ? { allowed: true, retryAfterMs: 0 } : { allowed: true, retryAfterMs: 0, id: args[3] };
  }

  hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    return this.#run(key, ['hit', String(windowMs), String(limit), randomUUID()]);
  }

  peek(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    return this.#run(key, ['peek', String(windowMs), String(limit), '']);
  }

  backoff(key: string, b: Backoff): Promise<RateDecision> {
    return this.#run(key, [
      'backoff',
      String(b.windowMs),
      String(b.free),
      randomUUID(),
      String(b.baseMs),
      String(b.maxMs),
    ]);
  }

  async forget(key: string, id: string): Promise<void> {
    await this.#client.zRem(this.#prefix + key, id);
  }
}
