// Packages and payments (decision 019): every route of the payments module.
import createAdminPackage from './create-admin-package.route.ts';
import createPaymentIntent from './create-payment-intent.route.ts';
import flutterwave from './flutterwave.route.ts';
import getAdminPaymentSettings from './get-admin-payment-settings.route.ts';
import getAdminTransactions from './get-admin-transactions.route.ts';
import getAdvertisements from './get-advertisements.route.ts';
import getPaymentDetails from './get-payment-details.route.ts';
import getPaymentReceipt from './get-payment-receipt.route.ts';
import getPaymentSettings from './get-payment-settings.route.ts';
import getUserPackages from './get-user-packages.route.ts';
import initiateBankTransfer from './initiate-bank-transfer.route.ts';
import paymentTransactionFail from './payment-transaction-fail.route.ts';
import paypal from './paypal.route.ts';
import putAdminPaymentSettings from './put-admin-payment-settings.route.ts';
import reviewAdminTransaction from './review-admin-transaction.route.ts';
import updateAdminPackage from './update-admin-package.route.ts';
import uploadBankReceiptFile from './upload-bank-receipt-file.route.ts';
import verifyPayment from './verify-payment.route.ts';

export { startCheckoutExpiry } from './payments.service.ts';
export { registerWebhooks } from './webhooks.ts';

/**
 * The payments module's wire routes (webhooks are registered apart: their bodies stay raw): the buyer's checkout,
 * the buyer's records, and the admin's side (gateway settings, transactions and bank transfers, packages).
 */
export const paymentRoutes = [
  getPaymentSettings,
  createPaymentIntent,
  paypal,
  flutterwave,
  verifyPayment,
  paymentTransactionFail,
  getPaymentDetails,
  initiateBankTransfer,
  uploadBankReceiptFile,
  getPaymentReceipt,
  getUserPackages,
  getAdvertisements,
  getAdminPaymentSettings,
  putAdminPaymentSettings,
  getAdminTransactions,
  reviewAdminTransaction,
  createAdminPackage,
  updateAdminPackage,
] as const;
