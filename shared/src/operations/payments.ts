// The operations of the payments area (docs/decisions/032): packages on offer and the user's own, package checks,
// checkout with the active gateway, bank transfers, the user's transactions, receipts and featuring requests, and
// the admin's gateway settings, transactions and packages. Tags are the client's cache roots: 'packages',
// 'payments' (checkout and transactions), 'advertisements'.
import { z } from 'zod';
import { envelopeOf, idParams } from '../wire/common.ts';
import { feature, getPackageQuery, pkg } from '../wire/package.ts';
import {
  adminPaymentSettings,
  adminTransactionsQuery,
  advertisement,
  advertisementsQuery,
  bankTransferAnswerFields,
  bankTransferBody,
  checkoutData,
  createPaymentIntentBody,
  flutterwaveBody,
  openPayment,
  packageBody,
  paymentDetailsQuery,
  paymentSetting,
  paymentSettingsBody,
  paymentTransaction,
  paypalQuery,
  receiptUploadBody,
  reviewTransactionBody,
  transactionFailBody,
  transactionRef,
  userPackage,
  userPackagesQuery,
} from '../wire/payment.ts';
import { assignPackageBody, checkPackageLimitQuery, packageCheck } from '../wire/property-write.ts';
import { defineOperation } from './operation.ts';

const transactionList = envelopeOf(z.array(paymentTransaction)).extend({ total: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Packages
// ---------------------------------------------------------------------------------------------

export const getPackage = defineOperation({
  id: 'getPackage',
  method: 'GET',
  path: '/api/get-package',
  auth: 'optional',
  tag: 'packages',
  summary: "Packages on offer with their features; the signed-in user's running packages and open payments",
  query: getPackageQuery,
  response: envelopeOf(z.array(pkg)).extend({
    active_packages: z.array(pkg),
    open_payments: z.array(openPayment),
    all_features: z.array(feature),
  }),
});

export const assignPackage = defineOperation({
  id: 'assignPackage',
  method: 'POST',
  path: '/api/assign_package',
  auth: 'required',
  tag: 'packages',
  summary: 'Subscribes the user to a free package at once (paid ones go through checkout)',
  body: assignPackageBody,
  encoding: 'multipart',
  response: envelopeOf(pkg.nullable()),
  errors: ['NOT_FOUND', 'BAD_REQUEST', 'ALREADY_EXISTS'],
});

export const checkPackageLimit = defineOperation({
  id: 'checkPackageLimit',
  method: 'GET',
  path: '/api/check-package-limit',
  auth: 'required',
  tag: 'packages',
  summary: "Whether the user's packages allow one more use of a gated feature",
  query: checkPackageLimitQuery,
  response: envelopeOf(packageCheck),
});

export const getUserPackages = defineOperation({
  id: 'getUserPackages',
  method: 'GET',
  path: '/api/get-user-packages',
  auth: 'required',
  tag: 'packages',
  summary: "The user's packages, running first, with usage per feature",
  query: userPackagesQuery,
  response: envelopeOf(z.array(userPackage)).extend({ total: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------

export const getPaymentSettings = defineOperation({
  id: 'getPaymentSettings',
  method: 'GET',
  path: '/api/get_payment_settings',
  auth: 'required',
  tag: 'payments',
  summary: 'The public payment settings as `{type, data}` pairs; never a secret',
  response: envelopeOf(z.array(paymentSetting)),
});

export const createPaymentIntent = defineOperation({
  id: 'createPaymentIntent',
  method: 'POST',
  path: '/api/create-payment-intent',
  auth: 'required',
  tag: 'payments',
  summary: "A checkout of a package with the active online gateway, at the package's price",
  body: createPaymentIntentBody,
  encoding: 'multipart',
  response: envelopeOf(checkoutData),
  errors: ['BAD_REQUEST', 'NOT_FOUND', 'ALREADY_EXISTS'],
});

export const paypal = defineOperation({
  id: 'paypal',
  method: 'GET',
  path: '/api/paypal',
  auth: 'required',
  tag: 'payments',
  summary: 'A PayPal order of a package to approve',
  query: paypalQuery,
  response: envelopeOf(checkoutData),
  errors: ['BAD_REQUEST', 'NOT_FOUND', 'ALREADY_EXISTS'],
});

export const flutterwave = defineOperation({
  id: 'flutterwave',
  method: 'POST',
  path: '/api/flutterwave',
  auth: 'required',
  tag: 'payments',
  summary: 'A Flutterwave payment link of a package',
  body: flutterwaveBody,
  encoding: 'multipart',
  response: envelopeOf(checkoutData),
  errors: ['BAD_REQUEST', 'NOT_FOUND', 'ALREADY_EXISTS'],
});

export const verifyPayment = defineOperation({
  id: 'verifyPayment',
  method: 'POST',
  path: '/api/verify-payment',
  auth: 'required',
  tag: 'payments',
  summary: "Asks the gateway how the user's checkout stands, and grants the package if it was paid",
  body: transactionRef,
  encoding: 'multipart',
  response: envelopeOf(paymentTransaction),
  errors: ['NOT_FOUND', 'BAD_REQUEST'],
});

export const paymentTransactionFail = defineOperation({
  id: 'paymentTransactionFail',
  method: 'POST',
  path: '/api/payment-transaction-fail',
  auth: 'required',
  tag: 'payments',
  summary: "Ends the user's checkout as failed or canceled",
  body: transactionFailBody,
  encoding: 'multipart',
  response: envelopeOf(paymentTransaction),
  errors: ['NOT_FOUND', 'BAD_REQUEST'],
});

// ---------------------------------------------------------------------------------------------
// The buyer's records
// ---------------------------------------------------------------------------------------------

export const getPaymentDetails = defineOperation({
  id: 'getPaymentDetails',
  method: 'GET',
  path: '/api/get_payment_details',
  auth: 'required',
  tag: 'payments',
  summary: "The user's transactions, newest first, with `total`",
  query: paymentDetailsQuery,
  response: transactionList,
});

export const initiateBankTransfer = defineOperation({
  id: 'initiateBankTransfer',
  method: 'POST',
  path: '/api/initiate-bank-transfer',
  auth: 'required',
  tag: 'payments',
  summary: 'A bank transfer for a package with its receipt (`file`), in review; and the bank details',
  body: bankTransferBody,
  encoding: 'multipart',
  response: envelopeOf(paymentTransaction).extend(bankTransferAnswerFields),
  errors: ['BAD_REQUEST', 'NOT_FOUND', 'ALREADY_EXISTS'],
});

export const uploadBankReceiptFile = defineOperation({
  id: 'uploadBankReceiptFile',
  method: 'POST',
  path: '/api/upload-bank-receipt-file',
  auth: 'required',
  tag: 'payments',
  summary: "A new receipt (`file`) for the user's bank transfer",
  body: receiptUploadBody,
  encoding: 'multipart',
  response: envelopeOf(paymentTransaction),
  errors: ['BAD_REQUEST', 'NOT_FOUND'],
});

export const getPaymentReceipt = defineOperation({
  id: 'getPaymentReceipt',
  method: 'GET',
  path: '/api/get-payment-receipt',
  auth: 'required',
  tag: 'payments',
  summary: "The receipt of the user's successful payment, as a printable page (HTML)",
  query: transactionRef,
  response: z.string(),
  errors: ['BAD_REQUEST', 'NOT_FOUND'],
});

export const getAdvertisements = defineOperation({
  id: 'getAdvertisements',
  method: 'GET',
  path: '/api/get-advertisements',
  auth: 'required',
  tag: 'advertisements',
  summary: "The user's featuring requests, newest first",
  query: advertisementsQuery,
  response: envelopeOf(z.array(advertisement)).extend({ total: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export const getAdminPaymentSettings = defineOperation({
  id: 'getAdminPaymentSettings',
  method: 'GET',
  path: '/api/admin/payment-settings',
  auth: 'admin',
  tag: 'payments',
  summary: 'Every payment setting; secrets only as set or not and their last four characters',
  response: envelopeOf(adminPaymentSettings),
});

export const putAdminPaymentSettings = defineOperation({
  id: 'putAdminPaymentSettings',
  method: 'PUT',
  path: '/api/admin/payment-settings',
  auth: 'admin',
  tag: 'payments',
  summary: 'Sets any payment settings; one online gateway at a time, and only with its keys',
  body: paymentSettingsBody,
  response: envelopeOf(adminPaymentSettings),
});

export const getAdminTransactions = defineOperation({
  id: 'getAdminTransactions',
  method: 'GET',
  path: '/api/admin/transactions',
  auth: 'admin',
  tag: 'payments',
  summary: 'Every transaction, newest first, receipts signed; by status, type and user',
  query: adminTransactionsQuery,
  response: transactionList,
});

export const reviewAdminTransaction = defineOperation({
  id: 'reviewAdminTransaction',
  method: 'POST',
  path: '/api/admin/transactions/:id/review',
  auth: 'admin',
  tag: 'payments',
  summary: 'Approves or rejects a bank transfer in review',
  params: idParams,
  body: reviewTransactionBody,
  response: envelopeOf(paymentTransaction),
  errors: ['NOT_FOUND', 'BAD_REQUEST'],
});

export const createAdminPackage = defineOperation({
  id: 'createAdminPackage',
  method: 'POST',
  path: '/api/admin/packages',
  auth: 'admin',
  tag: 'packages',
  summary: 'A new package with its features and limits',
  body: packageBody,
  response: envelopeOf(z.object({ id: z.number().int() })),
});

export const updateAdminPackage = defineOperation({
  id: 'updateAdminPackage',
  method: 'PUT',
  path: '/api/admin/packages/:id',
  auth: 'admin',
  tag: 'packages',
  summary: 'Replaces a package and its features (`status` 0 takes it off sale)',
  params: idParams,
  body: packageBody,
  response: envelopeOf(z.object({ id: z.number().int() })),
  errors: ['NOT_FOUND'],
});
