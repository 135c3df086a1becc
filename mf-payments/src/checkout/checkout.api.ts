// Checkout calls: the payment settings a buyer may use, starting a checkout with the active online gateway or a
// bank transfer, the verify call and the fail/cancel call. Amounts are never sent: the server prices the package.
import { apiRequest, parseAnswer } from '@abode/shared';
import {
  checkoutData,
  envelope,
  type OnlineGateway,
  type PaymentOptions,
  paymentOptions,
  paymentSetting,
  paymentTransaction,
} from '@abode/shared/wire';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { link } from '../links.ts';

const settingsAnswer = envelope.extend({ data: z.array(paymentSetting) });
const checkoutAnswer = envelope.extend({ data: checkoutData });
const transactionAnswer = envelope.extend({ data: paymentTransaction });

/** Query keys of checkout, under ['payments', …] (the history pages share the prefix and refresh with it). */
export const checkoutQueries = {
  all: () => ['payments'] as const,
  /** The methods a buyer may use: the active online gateway, bank transfer and its details. */
  options: () =>
    queryOptions({
      queryKey: ['payments', 'options'] as const,
      queryFn: async ({ signal }): Promise<PaymentOptions> =>
        paymentOptions(
          parseAnswer(settingsAnswer, await apiRequest('get_payment_settings', { signal }), 'get_payment_settings')
            .data,
        ),
      // Switched by an admin: read fresh each time the dialog opens.
      staleTime: 0,
    }),
};

/** Starts an online checkout for `packageId` with the active gateway (PayPal and Flutterwave have their own calls). */
export async function startOnlineCheckout(gateway: OnlineGateway, packageId: number) {
  const answer =
    gateway === 'paypal'
      ? await apiRequest('paypal', { params: { package_id: packageId } })
      : gateway === 'flutterwave'
        ? await apiRequest('flutterwave', { method: 'POST', multipart: true, body: { package_id: packageId } })
        : await apiRequest('create-payment-intent', {
            method: 'POST',
            multipart: true,
            body: { package_id: packageId, platform_type: 'web' },
          });
  return parseAnswer(checkoutAnswer, answer, 'checkout').data;
}

/** Ends the buyer's checkout as failed or canceled (payment-transaction-fail). */
export async function endCheckout(transactionId: number, reason: 'failed' | 'canceled') {
  const answer = await apiRequest('payment-transaction-fail', {
    method: 'POST',
    multipart: true,
    body: { payment_transaction_id: transactionId, reason },
  });
  return parseAnswer(transactionAnswer, answer, 'payment-transaction-fail').data;
}

/** Asks the server to check the checkout with the gateway (verify-payment). */
export async function verifyCheckout(transactionId: number) {
  const answer = await apiRequest('verify-payment', {
    method: 'POST',
    multipart: true,
    body: { payment_transaction_id: transactionId },
  });
  return parseAnswer(transactionAnswer, answer, 'verify-payment').data;
}

/** Sends a bank transfer's receipt for `packageId` (initiate-bank-transfer). */
export async function sendBankTransfer(packageId: number, file: File) {
  const form = new FormData();
  form.append('package_id', String(packageId));
  form.append('file', file);
  const answer = await apiRequest('initiate-bank-transfer', { method: 'POST', body: form });
  return parseAnswer(transactionAnswer.passthrough(), answer, 'initiate-bank-transfer');
}

/** Our page the gateways send the buyer back to. */
export function returnPath(gateway: OnlineGateway, transactionId: number): string {
  return link('paymentReturn', {}, { gateway, payment_transaction_id: String(transactionId) });
}
