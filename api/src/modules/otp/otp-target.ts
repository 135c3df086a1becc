import { SIGNIN_MESSAGES } from '@abode/shared/wire';
import { ApiError } from '../../lib/errors.ts';
import type { OtpTarget } from './otp.service.ts';

/**
 * Who get-otp/verify-otp are about. `raw` is the query as sent: an empty `number=` (dropped as blank before
 * validation) is answered 'Phone number is required' rather than the email's message.
 */
export function otpTarget(query: { email?: string | undefined; number?: string | undefined }, raw: unknown): OtpTarget {
  if (query.email) return { email: query.email };
  if (query.number) return { number: query.number };
  const asked = raw && typeof raw === 'object' && 'number' in raw;
  if (asked) throw new ApiError('VALIDATION', SIGNIN_MESSAGES.phoneRequired);
  throw new ApiError('VALIDATION', 'Email is required');
}
