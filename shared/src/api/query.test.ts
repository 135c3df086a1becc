// The wiring of the query client the shell creates, tested on the real object (not on copies of constants):
// spec §9 gives fresh for 10 min, no refetch on focus, unused entries dropped after 5 min, 3 retries with
// exponential backoff capped at 30 s; conventions §11 give the one toast policy and meta.invalidates.
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { createQueryClient, throwsToBoundary } from './query.ts';

type RetryFn = (failureCount: number, error: unknown) => boolean;
type DelayFn = (attempt: number, error: unknown) => number;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the created QueryClient (spec §9)', () => {
  it('keeps data fresh 10 minutes, drops unused entries after 5, never refetches on focus', () => {
    const q = createQueryClient().getDefaultOptions().queries;
    expect(q?.staleTime).toBe(600_000);
    expect(q?.gcTime).toBe(300_000);
    expect(q?.refetchOnWindowFocus).toBe(false);
  });

  it('retries a server failure 3 times, a 4xx answer never', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as RetryFn;
    const serverError = new ApiError('UNKNOWN', 'boom', { status: 503 });
    expect([0, 1, 2, 3].map((n) => retry(n, serverError))).toEqual([true, true, true, false]);
    expect(retry(0, new ApiError('UNKNOWN', 'Name is required', { status: 400 }))).toBe(false);
    expect(retry(0, new ApiError('UNKNOWN', 'slow down', { status: 429 }))).toBe(true);
    expect(retry(0, new ApiError('UNKNOWN', 'offline', { status: 0 }))).toBe(true);
  });

  it('backs off exponentially from 1 s, never beyond 30 s', () => {
    const delay = createQueryClient().getDefaultOptions().queries?.retryDelay as DelayFn;
    const error = new ApiError('UNKNOWN', 'boom', { status: 503 });
    expect([0, 1, 2, 3, 4].map((n) => delay(n, error))).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(delay(5, error)).toBe(30_000);
    expect(delay(20, error)).toBe(30_000);
  });

  it('really makes 1 + 3 attempts, 1 s, 2 s and 4 s apart', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new ApiError('UNKNOWN', 'boom', { status: 503 });
    });
    const done = client.fetchQuery({ queryKey: ['retries'], queryFn }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(await done).toBeInstanceOf(ApiError);
  });
});

describe('the one toast policy (conventions §11)', () => {
  let errorToast: ReturnType<typeof vi.spyOn>;
  let successToast: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errorToast = vi.spyOn(toast, 'error');
    successToast = vi.spyOn(toast, 'success');
  });

  const noRetry = { retry: false } as const;

  it('toasts a failed query once, unless it is silent', async () => {
    const client = createQueryClient();
    const queryFn = async () => {
      throw new ApiError('UNKNOWN', 'Not found', { status: 404 });
    };
    await client.fetchQuery({ queryKey: ['a'], queryFn, ...noRetry }).catch(() => {});
    await client.fetchQuery({ queryKey: ['b'], queryFn, ...noRetry, meta: { silent: true } }).catch(() => {});
    expect(errorToast.mock.calls.map((c: unknown[]) => c[0])).toEqual(['Not found']);
  });

  it('lets a query send a server failure with nothing to show to its error boundary, without a toast', async () => {
    const client = createQueryClient();
    const throwOnError = throwsToBoundary as (e: unknown, q: unknown) => boolean;
    const empty = { state: { data: undefined } };
    expect(throwOnError(new ApiError('UNKNOWN', 'boom', { status: 500 }), empty)).toBe(true);
    expect(throwOnError(new ApiError('UNKNOWN', 'boom', { status: 503 }), { state: { data: ['shown'] } })).toBe(false);
    expect(throwOnError(new ApiError('UNKNOWN', 'No', { status: 404 }), empty)).toBe(false);
    expect(throwOnError(new ApiError('UNKNOWN', 'boom', { status: 500 }), { ...empty, meta: { silent: true } })).toBe(
      false,
    );
    await client
      .fetchQuery({
        queryKey: ['c'],
        queryFn: async () => {
          throw new ApiError('UNKNOWN', 'boom', { status: 500 });
        },
        // An observer option the cache reads at run time; fetchQuery's type does not list it.
        ...({ throwOnError: throwsToBoundary } as object),
        ...noRetry,
      })
      .catch(() => {});
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("toasts a mutation's error and its server message, unless silent", async () => {
    const client = createQueryClient();
    const run = (fn: () => Promise<unknown>, meta?: Record<string, unknown>) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: fn, meta })
        .execute(undefined)
        .catch(() => {});
    await run(async () => ({ error: false, message: 'Property Added', data: null }));
    await run(async () => ({ error: false, message: '', data: null }));
    await run(async () => ({ error: false, message: 'Quiet', data: null }), { silent: true });
    await run(async () => ({ error: false, message: 'Message sent', data: null }), { toastSuccess: false });
    await run(async () => {
      throw new ApiError('UNKNOWN', 'User Already Exists', { status: 400 });
    });
    await run(
      async () => {
        throw new ApiError('UNKNOWN', 'Shown inline', { status: 400 });
      },
      { silent: true },
    );
    expect(successToast.mock.calls.map((c: unknown[]) => c[0])).toEqual(['Property Added']);
    expect(errorToast.mock.calls.map((c: unknown[]) => c[0])).toEqual(['User Already Exists']);
  });

  it('invalidates what a successful mutation declares, once, before it resolves', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => ({ message: '' }),
        meta: { invalidates: [['properties'], ['chats', 'list']] },
      })
      .execute(undefined);
    expect(invalidate.mock.calls.map((c) => c[0]?.queryKey)).toEqual([['properties'], ['chats', 'list']]);
  });
});
