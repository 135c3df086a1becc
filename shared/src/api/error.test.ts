// One ApiError for the client's transport and the API's handlers (docs/decisions/034).
import { describe, expect, it } from 'vitest';
import { ApiError, errorCodeOf } from './error.ts';

describe('ApiError', () => {
  it('on the client: a code, the message, and the status and body it received', () => {
    const body = { error: true, message: 'Not here', code: 'NOT_FOUND' };
    const error = new ApiError('NOT_FOUND', 'Not here', { status: 404, body });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', code: 'NOT_FOUND', message: 'Not here', status: 404, body });
    expect(error.extras).toEqual({});
  });

  it("on the server: the status is the code's, and every other field is an extra of the envelope", () => {
    const error = new ApiError('ACCOUNT_DEACTIVATED', 'Deactivated', { is_active: false });
    expect(error.status).toBe(403);
    expect(error.statusCode).toBe(403);
    expect(error.extras).toEqual({ is_active: false });
    expect(error.body).toBeUndefined();
    expect(new ApiError('RATE_LIMITED', 'Slow down').statusCode).toBe(429);
  });

  it('a status received wins over the code’s (an answer with a code but another status)', () => {
    expect(new ApiError('VALIDATION', 'No', { status: 422 }).status).toBe(422);
  });

  it("the client's own codes have no status of their own: 0 unless given", () => {
    expect(new ApiError('NETWORK', 'offline').status).toBe(0);
    expect(new ApiError('INVALID_RESPONSE', 'bad answer', { status: 200 }).status).toBe(200);
  });
});

describe('errorCodeOf', () => {
  it("keeps the API's codes and calls anything else UNKNOWN", () => {
    expect(errorCodeOf('PACKAGE_REQUIRED')).toBe('PACKAGE_REQUIRED');
    expect(errorCodeOf(undefined)).toBe('UNKNOWN');
    expect(errorCodeOf('SOMETHING_NEWER')).toBe('UNKNOWN');
    expect(errorCodeOf('NETWORK')).toBe('UNKNOWN');
  });
});
