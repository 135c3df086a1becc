// Query defaults of spec §9 and the one error policy (conventions §11): fresh for 10 min, no refetch on
// focus, unused entries dropped after 5 min, up to 3 retries with exponential backoff capped at 30 s.
// The transport never toasts: the QueryCache raises a query's toast once, after the retries, not per attempt,
// and the MutationCache a mutation's; server failures (≥ 500) with nothing to show go to the error boundary.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { abodeStore, userSignupAtom } from '../state/slices.ts';
import { notify } from '../toast.ts';
import { ApiError, isSessionEnded } from './client.ts';
import { MESSAGES_FALLBACK } from './fallback.ts';

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
  /** Do not toast this query's or mutation's outcome: the page shows it itself. */
  silent?: boolean;
  /** A mutation's success message toasts unless this is false (a sent chat message needs no 'Message sent'). */
  toastSuccess?: boolean;
  /** Query keys to invalidate after the mutation succeeds. */
  invalidates?: ReadonlyArray<ReadonlyArray<unknown>>;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AbodeQueryMeta;
    mutationMeta: AbodeQueryMeta;
  }
}

/**
 * Whether a failed query goes to the route's error boundary: a server failure (≥ 500) with nothing to show,
 * unless the query is silent (its page shows its own error state).
 */
export function throwsToBoundary(error: unknown, query: { state: { data: unknown }; meta?: AbodeQueryMeta }): boolean {
  return error instanceof ApiError && error.status >= 500 && query.state.data === undefined && !query.meta?.silent;
}

/** The server's message in a mutation's result: an envelope's (or a result object's) non-empty `message`. */
export function successMessage(data: unknown): string | null {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof data === 'object' && typeof message === 'string' && message.trim() ? message : null;
}

/** The text of a failed call: the ApiError's (the server's message), else the spec's generic one. */
function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES_FALLBACK.generic;
}

/**
 * The product's QueryClient with the spec's defaults; the shell creates exactly one. It holds the one toast
 * policy (conventions §11): a failed query toasts once, after its retries; a mutation toasts its error, or its
 * server message on success; `meta.silent` silences either; `meta.invalidates` is handled here, once.
 */
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
        // A query that sends its failure to an error boundary is shown there; a toast beside it would say it twice.
        // `throwOnError` is an observer option, present on the query's options at run time but not in its type.
        const thrown = (query.options as { throwOnError?: boolean | ((e: unknown, q: unknown) => boolean) })
          .throwOnError;
        if (typeof thrown === 'function' ? thrown(error, query) : thrown) return;
        notify.error(errorText(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent || isSessionEnded(error)) return;
        notify.error(errorText(error));
      },
      onSuccess: async (data, _vars, _ctx, mutation) => {
        const quiet = mutation.meta?.silent || mutation.meta?.toastSuccess === false;
        const message = quiet ? null : successMessage(data);
        if (message) notify.success(message);
        await Promise.all((mutation.meta?.invalidates ?? []).map((key) => client.invalidateQueries({ queryKey: key })));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
        // Not `throwOnError: throwsToBoundary` by default: the only boundary around a page today is the shell's
        // RemoteBoundary, which reports a failed *section*; pages show their own error state. A page under a
        // route error boundary opts in with `throwOnError: throwsToBoundary`.
      },
      mutations: { retry: false },
    },
  });
  return client;
}
