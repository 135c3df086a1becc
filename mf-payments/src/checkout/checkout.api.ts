// Checkout calls: the payment settings a buyer may use, starting a checkout with the active online gateway or a
// bank transfer, the verify call and the fail/cancel call. Amounts are never sent: the server prices the package.
import { call, operationKey } from '@abode/shared';
import {
  createPaymentIntent,
  flutterwave,
  getPaymentSettings,
  initiateBankTransfer,
  paymentTransactionFail,
  paypal,
  verifyPayment,
} from '@abode/shared/operations';
import { type OnlineGateway, type PaymentOptions, paymentOptions } from '@abode/shared/wire';
import { queryOptions } from '@tanstack/react-query';
import { link } from '../links.ts';

/** Query keys of checkout, under ['payments', …] (the history pages share the prefix and refresh with it). */
export const checkoutQueries = {
  all: () => [getPaymentSettings.tag] as const,
  /** The methods a buyer may use: the active online gateway, bank transfer and its details. */
  options: (userId: number | null) =>
    queryOptions({
      queryKey: operationKey(getPaymentSettings, {}, userId),
      queryFn: async ({ signal }): Promise<PaymentOptions> =>
        paymentOptions((await call(getPaymentSettings, {}, { signal })).data),
      // Switched by an admin: read fresh each time the dialog opens.
      staleTime: 0,
    }),
};

/** Starts an online checkout for `packageId` with the active gateway (PayPal and Flutterwave have their own calls). */
export async function startOnlineCheckout(gateway: OnlineGateway, packageId: number) {
  const answer =
    gateway === 'paypal'
      ? await call(paypal, { query: { package_id: packageId } })
      : gateway === 'flutterwave'
        ? await call(flutterwave, { body: { package_id: packageId } })
        : await call(createPaymentIntent, { body: { package_id: packageId, platform_type: 'web' } });
  return answer.data;
}

/** Ends the buyer's checkout as failed or canceled (payment-transaction-fail). */
export async function endCheckout(transactionId: number, reason: 'failed' | 'canceled') {
  return (await call(paymentTransactionFail, { body: { payment_transaction_id: transactionId, reason } })).data;
}

/** Asks the server to check the checkout with the gateway (verify-payment). */
export async function verifyCheckout(transactionId: number) {
  return (await call(verifyPayment, { body: { payment_transaction_id: transactionId } })).data;
}

/** Sends a bank transfer's receipt for `packageId` (initiate-bank-transfer). */
export async function sendBankTransfer(packageId: number, file: File) {
  return call(initiateBankTransfer, { body: { package_id: packageId, file } });
}

/** Our page the gateways send the buyer back to. */
export function returnPath(gateway: OnlineGateway, transactionId: number): string {
  return link('paymentReturn', {}, { gateway, payment_transaction_id: String(transactionId) });
}
