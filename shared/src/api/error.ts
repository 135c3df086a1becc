// The one error class of the API contract (docs/decisions/034): the server throws it to answer with a code, and
// the client's transport throws it for every failed call. Part of core (core.ts), so that `instanceof` holds
// across sections; the API imports it from `@abode/shared/api-error`, which loads no browser state.
import { type ErrorCode, isApiErrorCode, STATUS_OF } from '../wire/error-codes.ts';

/**
 * The third argument of {@link ApiError}. On the client, what it received: the HTTP `status` (0 when no answer
 * came) and the `body`. On the server, every other field is a top-level field of the error envelope
 * (`{ is_active: false }`), so `status` and `body` are never envelope fields.
 */
export type ApiErrorOptions = { status?: number; body?: unknown } & Record<string, unknown>;

/** A refused or failed call: a machine code, a message for people, the status it came or goes with. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  /** The HTTP status: the one received on the client; on the server, its code's (STATUS_OF). */
  readonly status: number;
  /** The answer as the client received it (the envelope, or what the failure carried). */
  readonly body: unknown;
  /** Top-level fields the server's error envelope carries beside `message` and `code`. */
  readonly extras: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, options?: ApiErrorOptions) {
    super(message);
    this.name = 'ApiError';
    const { status, body: received, ...extras } = options ?? {};
    this.code = code;
    this.status = status ?? (isApiErrorCode(code) ? STATUS_OF[code] : 0);
    this.body = received;
    this.extras = extras;
  }

  /** The HTTP status under the name fastify and the API's error handler read. */
  get statusCode(): number {
    return this.status;
  }
}

/** The code of a failed answer: the envelope's when it is one of the API's, `UNKNOWN` otherwise. */
export function errorCodeOf(value: unknown): ErrorCode {
  return isApiErrorCode(value) ? value : 'UNKNOWN';
}
