import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { createQueryClient, GC_TIME_MS, MAX_BACKOFF_MS, retryDelay, STALE_TIME_MS, shouldRetry } from './query.ts';

describe('query defaults (spec §9)', () => {
  it('keeps data fresh 10 minutes, drops unused entries after 5, never refetches on focus', () => {
    const q = createQueryClient().getDefaultOptions().queries;
    expect(STALE_TIME_MS).toBe(600_000);
    expect(GC_TIME_MS).toBe(300_000);
    expect(q?.staleTime).toBe(600_000);
    expect(q?.gcTime).toBe(300_000);
    expect(q?.refetchOnWindowFocus).toBe(false);
  });

  it('retries up to 3 times, not a 4xx answer', () => {
    const serverError = new ApiError('boom', 503);
    expect([0, 1, 2].map((n) => shouldRetry(n, serverError))).toEqual([true, true, true]);
    expect(shouldRetry(3, serverError)).toBe(false);
    expect(shouldRetry(0, new ApiError('Name is required', 400))).toBe(false);
    expect(shouldRetry(0, new ApiError('slow down', 429))).toBe(true);
    expect(shouldRetry(0, new ApiError('offline', 0))).toBe(true);
  });

  it('backs off exponentially, never beyond 30 s', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(10)).toBe(MAX_BACKOFF_MS);
    expect(MAX_BACKOFF_MS).toBe(30_000);
  });
});
