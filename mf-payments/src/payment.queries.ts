// The signed-in user's payments side, each answer parsed with the wire schema the API validates it with:
// - their packages with usage (get-user-packages), under ['packages', …], so taking a plan refreshes them;
// - their transactions (get_payment_details), under checkout's ['payments', …], so a checkout refreshes them;
// - their featuring requests (get-advertisements), under ['advertisements', …].
// The viewer's id is in every key: the answers are theirs alone.
import { ApiError, call, operationKey, operationRoot } from '@abode/shared';
import { getAdvertisements, getPaymentDetails, getUserPackages, uploadBankReceiptFile } from '@abode/shared/operations';
import type { PaymentType } from '@abode/shared/wire';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Rows per page of the transaction history and the advertisements. */
export const PAGE_SIZE = 10;

/** Past packages per page of my subscriptions. */
export const PAST_PAGE_SIZE = 10;

/** The most running packages asked for at once (the API's largest page): a user holds a few at most. */
export const RUNNING_LIMIT = 100;

/**
 * Root of the transaction keys, under checkout's ['payments', …]: whatever changes a transaction (a checkout, a
 * receipt) invalidates it by invalidating either.
 */
export const TRANSACTIONS_ROOT = operationRoot(getPaymentDetails);

/** Root of the featuring-request keys. */
export const ADVERTISEMENTS_ROOT = [getAdvertisements.tag] as const;

// These lists change outside this section (a listing posted uses a package's limit, a featuring request made in
// mf-listings adds an advertisement) and nobody there knows these keys: refetch each time a page shows them,
// keeping what is cached on screen meanwhile.
const FRESH = { staleTime: 0 } as const;

/** The transaction-history filter: every transaction or those of one payment type. */
export type PaymentTypeFilter = PaymentType | null;

/** Query options of the account pages: the user's packages, transactions and featuring requests. */
export const paymentQueries = {
  /** The user's packages of one status (`active` running, `expired` past), one page. */
  userPackages: (userId: number, status: 'active' | 'expired', page = { offset: 0, limit: RUNNING_LIMIT }) => {
    const input = { query: { status, offset: page.offset, limit: page.limit } };
    return queryOptions({
      queryKey: operationKey(getUserPackages, input, userId),
      queryFn: ({ signal }) => call(getUserPackages, input, { signal }),
      placeholderData: keepPreviousData,
      ...FRESH,
    });
  },
  /** One page (1-based) of the user's transactions, newest first, optionally of one payment type. */
  transactions: (userId: number, paymentType: PaymentTypeFilter, page: number) => {
    const input = {
      query: { payment_type: paymentType ?? undefined, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    };
    return queryOptions({
      queryKey: operationKey(getPaymentDetails, input, userId),
      queryFn: ({ signal }) => call(getPaymentDetails, input, { signal }),
      placeholderData: keepPreviousData,
      ...FRESH,
    });
  },
  /**
   * One of the user's transactions by id; `null` when the user has none by that id (an empty list, or a 404:
   * the page says so itself, no toast).
   */
  transaction: (userId: number, id: number) => {
    const input = { query: { payment_transaction_id: id } };
    return queryOptions({
      queryKey: operationKey(getPaymentDetails, input, userId),
      queryFn: async ({ signal }) => {
        try {
          const body = await call(getPaymentDetails, input, { signal });
          return body.data.find((t) => t.id === id) ?? null;
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      ...FRESH,
    });
  },
  /** One page (1-based) of the user's featuring requests. */
  advertisements: (userId: number, page: number) => {
    const input = { query: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE } };
    return queryOptions({
      queryKey: operationKey(getAdvertisements, input, userId),
      queryFn: ({ signal }) => call(getAdvertisements, input, { signal }),
      placeholderData: keepPreviousData,
      ...FRESH,
    });
  },
};

/** The receipt files a bank transfer accepts, as the API checks them. */
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** The largest receipt file the API accepts: 3 MB. */
export const RECEIPT_MAX_BYTES = 3 * 1024 * 1024;

/** Whether a file may be sent as a bank-transfer receipt (type and size), checked before it is sent. */
export function isReceiptFile(file: File): boolean {
  return (RECEIPT_TYPES as readonly string[]).includes(file.type) && file.size > 0 && file.size <= RECEIPT_MAX_BYTES;
}

/** POST upload-bank-receipt-file (multipart): a new receipt for a rejected bank transfer. */
export function uploadBankReceipt(transactionId: number, file: File) {
  return call(uploadBankReceiptFile, { body: { payment_transaction_id: transactionId, file } });
}
