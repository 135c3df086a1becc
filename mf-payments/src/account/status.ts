// The states the account pages show, as words and colours: a transaction's payment status, a package's and a
// featuring request's (advertisement). Pure functions, so the mapping is tested without rendering.
import type { Advertisement, PaymentStatus, UserPackage } from '@abode/shared/wire';
import type { TextKey } from '../i18n.ts';

/** A badge: its text key and colour (the text says the state; the colour only repeats it). */
export interface BadgeLook {
  key: TextKey;
  color: string;
}

/** How each payment status looks: success green, waiting yellow, refused red, ended gray. */
export const PAYMENT_STATUS: Record<PaymentStatus, BadgeLook> = {
  success: { key: 'paymentSuccess', color: 'green' },
  pending: { key: 'paymentPending', color: 'yellow' },
  review: { key: 'paymentReview', color: 'yellow' },
  failed: { key: 'paymentFailed', color: 'red' },
  rejected: { key: 'paymentRejected', color: 'red' },
  expired: { key: 'paymentExpired', color: 'gray' },
  canceled: { key: 'paymentCanceled', color: 'gray' },
};

/** How a package's status looks. */
export const PACKAGE_STATUS: Record<UserPackage['status'], BadgeLook> = {
  active: { key: 'active', color: 'green' },
  expired: { key: 'packageExpired', color: 'gray' },
};

/** What a featuring request is now, as its owner should read it. */
export type AdvertisementState = 'approved' | 'pending' | 'rejected' | 'expired';

/**
 * A featuring request's state from its `status` (0 approved, 1 pending, 2 rejected, 3 expired): an approved one
 * whose end date has passed is expired, whatever the status says (the API marks it later, on a schedule). An
 * unknown status reads as pending: the admin has not settled it.
 */
export function advertisementState(
  ad: Pick<Advertisement, 'status' | 'end_date'>,
  now: Date = new Date(),
): AdvertisementState {
  switch (ad.status) {
    case 0: {
      const end = ad.end_date ? new Date(ad.end_date).getTime() : Number.NaN;
      return !Number.isNaN(end) && end < now.getTime() ? 'expired' : 'approved';
    }
    case 2:
      return 'rejected';
    case 3:
      return 'expired';
    default:
      return 'pending';
  }
}

/** How each featuring-request state looks. */
export const ADVERTISEMENT_STATE: Record<AdvertisementState, BadgeLook> = {
  approved: { key: 'adApproved', color: 'green' },
  pending: { key: 'adPending', color: 'yellow' },
  rejected: { key: 'adRejected', color: 'red' },
  expired: { key: 'adExpired', color: 'gray' },
};
