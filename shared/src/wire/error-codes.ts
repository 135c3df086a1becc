// The machine codes of the error envelope and the HTTP status of each: the one place either is decided, read
// by the API (its answers), the OpenAPI document and the client (ApiError). Plain constants without zod, so the
// client's core (core.ts) can hold the error class without bundling the schemas.

/** The closed set of machine codes an error envelope may carry. */
export const API_ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'ACCOUNT_DEACTIVATED',
  'EMAIL_NOT_VERIFIED',
  'PREMIUM_REQUIRED',
  // The three package refusals of spec §6 (docs/decisions/025): no running package, a package without the
  // feature, and a feature whose units are used up.
  'PACKAGE_REQUIRED',
  'FEATURE_REQUIRED',
  'PACKAGE_LIMIT_OVER',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'NOT_SUPPORTED',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'BLOCKED',
  // 503: the server is at capacity (Retry-After says when to try again: api/src/plugins/load-shed.ts), or a
  // service it depends on (SMS, sign-in keys) is down.
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * The HTTP status of every error code. A code means one status, so a client may switch on either. The 4xx
 * statuses that are not 401/403/404/413/415/429 stay 400, as upstream answers.
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

/**
 * The codes only the client gives, for failures no envelope describes: no answer at all (`NETWORK`), an answer
 * that does not match its wire schema (`INVALID_RESPONSE`, a contract bug), and a refusal without a code this
 * client knows (`UNKNOWN`: a proxy's error page, or a code newer than this build).
 */
export const CLIENT_ERROR_CODES = ['NETWORK', 'INVALID_RESPONSE', 'UNKNOWN'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** The code of any ApiError, client or server. */
export type ErrorCode = ApiErrorCode | ClientErrorCode;

/** Whether a value (an envelope's `code`) is one of the API's codes. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(STATUS_OF, value);
}
