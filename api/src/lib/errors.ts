import type { ApiErrorCode } from '@abode/shared/wire';

/**
 * The HTTP status of every error code: the one place it is decided. A code means one status, so a client
 * may switch on either. The 4xx statuses that are not 401/403/404/413/415/429 stay 400, as upstream answers.
 */
export const STATUS_OF: Readonly<Record<ApiErrorCode, number>> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ACCOUNT_DEACTIVATED: 403,
  EMAIL_NOT_VERIFIED: 403,
  PREMIUM_REQUIRED: 403,
  PACKAGE_REQUIRED: 403,
  FEATURE_REQUIRED: 403,
  PACKAGE_LIMIT_OVER: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 400,
  NOT_SUPPORTED: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  BLOCKED: 403,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** An error a handler throws to answer with a code (its status comes from STATUS_OF), a message and top-level extras. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly extras: Record<string, unknown>;

  constructor(code: ApiErrorCode, message: string, extras: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.extras = extras;
  }

  /** The HTTP status, derived from the code (fastify and the error handler read it). */
  get statusCode(): number {
    return STATUS_OF[this.code];
  }
}

/** The answer to a request without a valid token. */
export const unauthenticated = () => new ApiError('UNAUTHENTICATED', 'User is not authenticated');

/** The answer to a signed-in customer who may not use the route (an admin route, for one). */
export const forbidden = () => new ApiError('FORBIDDEN', 'Forbidden');
