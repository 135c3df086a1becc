import type { ApiErrorCode } from '@abode/shared/wire';

/** An error a handler throws to answer with a given status, code and message (plus top-level extras). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly extras: Record<string, unknown>;

  constructor(statusCode: number, code: ApiErrorCode, message: string, extras: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.extras = extras;
  }
}

/** The answer to a request without a valid token. */
export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'User is not authenticated');
