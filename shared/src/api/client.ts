// The HTTP client of spec §7: every call goes to /api/, the bearer token rides along only when a user id
// exists, uploads go as multipart and the rest as JSON, and success is judged by the HTTP status AND the
// envelope's error flag. The transport never toasts: it throws one typed ApiError, and the query client's caches
// (query.ts) raise the one toast. A refusal of the session's own token (expired, revoked, account deactivated)
// is handed to the session-end policy, which acts once for all calls.
import type { z } from 'zod';
import { abodeStore, userSignupAtom } from '../state/slices.ts';
import type { ErrorCode } from '../wire/error-codes.ts';
import { ApiError, errorCodeOf } from './error.ts';
import { MESSAGES_FALLBACK } from './fallback.ts';
import { endSession, type SessionEndReason, sessionEndMessage, sessionEndReason } from './session-end.ts';

export * from './error.ts';

/** The envelope every API answer carries. */
export interface ApiEnvelope<T = unknown> {
  error: boolean;
  message?: string;
  data: T;
  total?: number;
  code?: string;
  request_id?: string;
  [extra: string]: unknown;
}

/**
 * A call refused because the session is over. Its message is already the translated notice the session-end
 * policy showed, so a page that shows the error shows the same words (and the same toast, by id) rather than
 * the server's 'User is not authenticated'. No toast is raised for it anywhere else.
 */
export class SessionEndedError extends ApiError {
  readonly reason: SessionEndReason;
  constructor(reason: SessionEndReason, code: ErrorCode, received: { status: number; body?: unknown }) {
    super(code, sessionEndMessage(reason), received);
    this.name = 'SessionEndedError';
    this.reason = reason;
  }
}

/** Whether an error is a call refused because the session is over (see {@link SessionEndedError}). */
export function isSessionEnded(error: unknown): error is SessionEndedError {
  return error instanceof SessionEndedError;
}

/** Query parameters: empty values are dropped before sending (spec §7 "empty values dropped"). */
export type QueryParams = Record<string, string | number | boolean | null | undefined | Array<string | number>>;

/** Options of one call. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  body?: Record<string, unknown> | FormData;
  /** Send the body as multipart form-data (uploads and the spec's form calls). */
  multipart?: boolean;
  /**
   * @deprecated Ignored: the transport never toasts. Silence a call with `meta: { silent: true }` on its query or
   * mutation (query.ts); kept only so callers not yet updated still compile.
   */
  silent?: boolean;
  /** The call itself ends the session (logout): a refusal of its token is no news, so the session-end policy stays out. */
  endsSession?: boolean;
  signal?: AbortSignal;
}

/** Where the API lives; `/api` on the same origin unless the page sets `window.__ABODE_API__`. */
export function apiBase(): string {
  const g = globalThis as { __ABODE_API__?: string };
  return (g.__ABODE_API__ ?? '/api').replace(/\/$/, '');
}

/** Build the URL of an endpoint with its non-empty parameters. */
export function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) search.set(key, value.join(','));
      continue;
    }
    search.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const qs = search.toString();
  return `${apiBase()}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

/** Laravel-style form encoding: arrays as `key[i]`, objects as `key[field]`, files as they are. */
export function toFormData(body: Record<string, unknown>, form = new FormData(), prefix = ''): FormData {
  for (const [rawKey, value] of Object.entries(body)) {
    const key = prefix ? `${prefix}[${rawKey}]` : rawKey;
    if (value === undefined) continue;
    if (value === null) form.append(key, '');
    else if (typeof Blob !== 'undefined' && value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item !== null && typeof item === 'object' && !(item instanceof Blob)) {
          toFormData(item as Record<string, unknown>, form, `${key}[${i}]`);
        } else if (item instanceof Blob) form.append(`${key}[${i}]`, item);
        else form.append(`${key}[${i}]`, String(item));
      });
    } else if (typeof value === 'object') toFormData(value as Record<string, unknown>, form, key);
    else form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return form;
}

/** The Authorization header of the session, only when a user id exists (spec §6). */
export function authHeader(): Record<string, string> {
  const session = abodeStore.get(userSignupAtom);
  return session.token && session.data?.id ? { Authorization: `Bearer ${session.token}` } : {};
}

/** Call the admin API. Resolves with the envelope on success, throws an ApiError otherwise. */
export async function apiRequest<T = unknown>(path: string, opts: ApiRequestOptions = {}): Promise<ApiEnvelope<T>> {
  const method = opts.method ?? (opts.body ? 'POST' : 'GET');
  const auth = authHeader();
  // The token this call carries, to tell its refusal from that of a newer sign-in made meanwhile.
  const sentToken = auth.Authorization ? abodeStore.get(userSignupAtom).token : null;
  const headers: Record<string, string> = { Accept: 'application/json', ...auth };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body && opts.multipart) body = toFormData(opts.body);
  else if (opts.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const fail = (error: ApiError): never => {
    throw error;
  };
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.params), { method, headers, body, signal: opts.signal ?? null });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    return fail(new ApiError('NETWORK', MESSAGES_FALLBACK.network, { status: 0, body: cause }));
  }
  let parsed: ApiEnvelope<T> | null = null;
  try {
    parsed = (await res.json()) as ApiEnvelope<T>;
  } catch {
    parsed = null;
  }
  if (!res.ok || !parsed || parsed.error) {
    // The token this call carried is expired or revoked (signed out elsewhere, password changed) or its account
    // deactivated: the session is over, so it ends here too rather than failing every call (session-end.ts).
    const reason = sentToken && !opts.endsSession ? sessionEndReason(res.status, parsed?.code) : null;
    if (sentToken && reason) {
      endSession(sentToken, reason);
      return fail(new SessionEndedError(reason, errorCodeOf(parsed?.code), { status: res.status, body: parsed }));
    }
    const message =
      parsed?.message || (res.ok ? MESSAGES_FALLBACK.generic : `${MESSAGES_FALLBACK.generic} (${res.status})`);
    return fail(new ApiError(errorCodeOf(parsed?.code), message, { status: res.ok ? 400 : res.status, body: parsed }));
  }
  return parsed;
}

/** Code of the ApiError for an answer that does not match its wire schema (a contract bug, never retried). */
export const INVALID_RESPONSE = 'INVALID_RESPONSE' satisfies ErrorCode;

/**
 * Parses an answer (or its `data`) with a wire schema from `@abode/shared/wire`, the same one the API's tests
 * validate it with. A mismatch is an ApiError carrying the zod issues, never a silently wrong cast.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown, path = ''): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  console.error(`[abode] answer of ${path || 'a call'} does not match its wire schema`, issues.slice(0, 5));
  throw new ApiError(INVALID_RESPONSE, MESSAGES_FALLBACK.generic, { status: 200, body: { value, issues } });
}

/** Calls the API and parses the envelope's `data` with a wire schema; resolves with the envelope, typed by it. */
export async function apiCall<S extends z.ZodType>(
  path: string,
  data: S,
  opts: ApiRequestOptions = {},
): Promise<ApiEnvelope<z.output<S>>> {
  const body = await apiRequest<unknown>(path, opts);
  return { ...body, data: parseAnswer(data, body.data, path) };
}
