// Query defaults of spec §9 and the one error policy (conventions §11): fresh for 10 min, no refetch on
// focus, unused entries dropped after 5 min, up to 3 retries with exponential backoff capped at 30 s.
// Queries fetch silently and the QueryCache raises the toast once, after the retries, not per attempt.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { abodeStore, userSignupAtom } from '../state/slices.ts';
import { notify } from '../toast.ts';
import { ApiError, type ApiRequestOptions, apiRequest, isSessionEnded, type QueryParams } from './client.ts';

/** Fetched data stays fresh this long (spec §9). */
export const STALE_TIME_MS = 600_000;
/** Unused cache entries are dropped after this long (spec §9). */
export const GC_TIME_MS = 300_000;
/** A failed fetch is retried this many times (spec §9). */
export const MAX_RETRIES = 3;
/** Backoff never waits longer than this (spec §9). */
export const MAX_BACKOFF_MS = 30_000;

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS);

/** Retry transport failures and 5xx/408/429 up to 3 times; a 4xx answer will not change on retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) {
    if (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429) return true;
    return false;
  }
  return true;
}

/** Per-query/mutation options read by the global policy. */
export interface AbodeQueryMeta extends Record<string, unknown> {
  /** Do not toast this query's or mutation's error. */
  silent?: boolean;
  /** Query keys to invalidate after the mutation succeeds. */
  invalidates?: ReadonlyArray<ReadonlyArray<unknown>>;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AbodeQueryMeta;
    mutationMeta: AbodeQueryMeta;
  }
}

/** The product's QueryClient with the spec's defaults; the shell creates exactly one. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A session the server refused was announced once by the session-end policy (client.ts).
        if (query.meta?.silent || isSessionEnded(error)) return;
        // Nor is a visitor's query for signed-in-only data news (typically refetched in the moment a session
        // ended, before its page unmounted): the page offers sign-in, 'User is not authenticated' says nothing.
        if (error instanceof ApiError && error.status === 401 && !abodeStore.get(userSignupAtom).token) return;
        // A background refetch failing while good data is shown is not worth interrupting the user for.
        if (query.state.data !== undefined) return;
        notify.error(error.message);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: async (_data, _vars, _ctx, mutation) => {
        for (const key of mutation.meta?.invalidates ?? []) await client.invalidateQueries({ queryKey: key });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** A query function for an endpoint: silent (the cache toasts), abortable, returns the envelope. */
export function apiQueryFn<T>(path: string, params?: QueryParams, opts?: Omit<ApiRequestOptions<T>, 'params'>) {
  return ({ signal }: { signal: AbortSignal }) => apiRequest<T>(path, { ...opts, params, signal, silent: true });
}
