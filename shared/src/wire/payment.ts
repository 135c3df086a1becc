/**
 * Payments (decision 019): checkout with the admin's gateways, bank transfers with a receipt, the user's
 * transactions and receipts, the user's subscriptions and featuring requests (advertisements). Upstream shapes:
 * ebroker-admin-api.md §2.6.
 */
import { z } from 'zod';

/** The spec's texts (§8) and upstream's, word for word. */
export const PAYMENT_MESSAGES = {
  noMethod: 'No payment method is enabled. Please contact the admin.',
  failed: 'Payment failed',
  canceled: 'Payment canceled. Please try again later.',
  noneActivated: 'None of payment method is activated',
  noPaidPackage: 'No paid package found',
  alreadyPurchased: 'You already have purchased this package',
  transactionNotFound: 'Transaction not found',
  receiptOnlySuccess: 'A receipt is only available for a successful payment',
  bankTransferOff: 'Bank transfer is not enabled',
  gatewayOff: 'This payment method is not enabled',
  receiptFile: 'Please upload the receipt as an image (JPEG or PNG) or a PDF of at most 3 MB.',
  receiptNotNeeded: 'This transaction does not need a receipt',
  gatewayUnavailable: 'The payment service could not be reached. Please try again later.',
  paymentInReview: 'A payment for this package is already in review. You can follow it in your transaction history.',
  paymentPending: 'A payment for this package is already under way. Finish it, or cancel it from the plans page first.',
  paymentProcessing: 'A payment for this package is being processed. Please wait for it to finish.',
} as const;

/** The online gateways; one is active at a time (upstream: the first enabled of these, in this order). */
export const onlineGateway = z.enum(['stripe', 'paystack', 'paypal', 'flutterwave']);
export type OnlineGateway = z.infer<typeof onlineGateway>;

/** `payment_gateway` of a transaction. */
export const paymentGateway = z.enum(['stripe', 'paystack', 'paypal', 'flutterwave', 'bank transfer', 'free']);
export type PaymentGateway = z.infer<typeof paymentGateway>;

/** `payment_type` (get_payment_details filter). */
export const paymentType = z.enum(['online payment', 'bank transfer', 'free']);
export type PaymentType = z.infer<typeof paymentType>;

/**
 * `payment_status`: upstream's five plus `expired` (a checkout left pending past its time) and `canceled`
 * (the buyer stopped the checkout).
 */
export const paymentStatus = z.enum(['pending', 'success', 'failed', 'review', 'rejected', 'expired', 'canceled']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** The receipt a bank transfer carries: the file as uploaded (signed private link) and when. */
export const bankReceipt = z.object({
  id: z.number().int(),
  file: z.string(),
  created_at: z.string(),
});

/** A payment transaction as its owner sees it. */
export const paymentTransaction = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  package_id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  payment_gateway: paymentGateway,
  payment_type: paymentType,
  payment_status: paymentStatus,
  order_id: z.string().nullable(),
  transaction_id: z.string().nullable(),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  package: z.object({ id: z.number().int(), name: z.string(), price: z.number(), duration: z.number().int() }),
  bank_receipts: z.array(bankReceipt).optional(),
});
export type PaymentTransaction = z.infer<typeof paymentTransaction>;

/**
 * A payment of the signed-in user still open for a package (get-package, beside `active_packages`): a checkout
 * `pending` at a gateway or a bank transfer in `review`. There is at most one per user and package.
 */
export const openPayment = z.object({
  package_id: z.number().int(),
  payment_transaction_id: z.number().int(),
  payment_status: z.enum(['pending', 'review']),
  payment_type: paymentType,
  payment_gateway: paymentGateway,
});
export type OpenPayment = z.infer<typeof openPayment>;

/** One bank-account line the admin set (`title`: "Account number"…, `value`). */
export const bankDetail = z.object({ title: z.string().max(100), value: z.string().max(300) });
export type BankDetail = z.infer<typeof bankDetail>;

/** get_payment_settings: `{type, data}` pairs of the public payment settings (never a secret). */
export const paymentSetting = z.object({ type: z.string(), data: z.string() });
export type PaymentSetting = z.infer<typeof paymentSetting>;

/** What a client reads out of get_payment_settings. */
export interface PaymentOptions {
  /** The one online gateway a buyer can use, when any. */
  online: OnlineGateway | null;
  bankTransfer: boolean;
  stripePublishableKey: string | null;
  currency: string | null;
  /** Where to send a bank transfer (the admin's lines), when bank transfer is on. */
  bankDetails: BankDetail[];
}

const on = (v: string | undefined) => v === '1' || v === 'true';

/** Reads get_payment_settings' pairs: the active online gateway (first enabled, upstream's order) and the rest. */
export function paymentOptions(settings: readonly PaymentSetting[]): PaymentOptions {
  const get = (key: string) => settings.find((s) => s.type === key)?.data;
  const flags: Record<OnlineGateway, string> = {
    stripe: 'stripe_gateway',
    paystack: 'paystack_gateway',
    paypal: 'paypal_gateway',
    flutterwave: 'flutterwave_status',
  };
  const online = onlineGateway.options.find((g) => on(get(flags[g]))) ?? null;
  let bankDetails: BankDetail[] = [];
  try {
    bankDetails = z.array(bankDetail).parse(JSON.parse(get('bank_details') || '[]'));
  } catch {
    bankDetails = [];
  }
  return {
    online,
    bankDetails,
    bankTransfer: on(get('bank_transfer_status')),
    stripePublishableKey: get('stripe_publishable_key') || null,
    currency: (online && get(`${online}_currency`)) || null,
  };
}

/** POST create-payment-intent: the amount always comes from the server's package. */
export const createPaymentIntentBody = z.object({
  package_id: z.coerce.number().int().min(1),
  platform_type: z.enum(['app', 'web']).default('web'),
  /** Sent by older clients; ignored. */
  amount: z.unknown().optional(),
});

/** GET paypal (`amount` is accepted from older clients and ignored). */
export const paypalQuery = z.object({
  package_id: z.coerce.number().int().min(1),
  amount: z.unknown().optional(),
});

/** POST flutterwave. */
export const flutterwaveBody = z.object({ package_id: z.coerce.number().int().min(1) });

/** A body or query naming one of the user's transactions. */
export const transactionRef = z.object({ payment_transaction_id: z.coerce.number().int().min(1) });

/** POST payment-transaction-fail: `canceled` when the buyer stopped, else failed. */
export const transactionFailBody = transactionRef.extend({
  reason: z.enum(['failed', 'canceled']).default('failed'),
});

/** GET get_payment_details. */
export const paymentDetailsQuery = z.object({
  payment_type: paymentType.optional(),
  payment_transaction_id: z.coerce.number().int().min(1).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** What the browser needs to finish an online checkout, by gateway. */
export const paymentIntent = z.object({
  payment_transaction_id: z.number().int(),
  gateway: onlineGateway,
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** Stripe: confirm with Stripe.js. */
  client_secret: z.string().optional(),
  /** Paystack, PayPal, Flutterwave: send the buyer there. */
  redirect_url: z.string().optional(),
});
export type PaymentIntent = z.infer<typeof paymentIntent>;

/** Answer data of create-payment-intent, paypal and flutterwave. */
export const checkoutData = z.object({ payment_intent: paymentIntent, payment_transaction: paymentTransaction });

/** A featuring request ("advertisement") as its owner sees it; `status` 0 approved, 1 pending, 2 rejected, 3 expired. */
export const advertisement = z.object({
  id: z.number().int(),
  for: z.enum(['property', 'project']),
  property_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  status: z.number().int(),
  is_enable: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  created_at: z.string(),
  title: z.string(),
  slug_id: z.string().nullable(),
  image: z.string().nullable(),
});
export type Advertisement = z.infer<typeof advertisement>;

/** GET get-advertisements (the user's own featuring requests). */
export const advertisementsQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** Admin: POST admin/transactions/:id/review (a bank transfer in review). */
export const reviewTransactionBody = z
  .object({
    status: z.enum(['success', 'rejected', 'failed']),
    reject_reason: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.status === 'success' || !!b.reject_reason, {
    message: 'Please give the reason',
    path: ['reject_reason'],
  });

/** Admin: the payment settings one may set (secrets are write-only). */
export const paymentSettingsBody = z
  .object({
    stripe_gateway: z.boolean(),
    stripe_publishable_key: z.string().trim().max(200),
    stripe_secret_key: z.string().trim().max(200),
    stripe_webhook_secret: z.string().trim().max(200),
    stripe_currency: z.string().trim().length(3),
    paystack_gateway: z.boolean(),
    paystack_public_key: z.string().trim().max(200),
    paystack_secret_key: z.string().trim().max(200),
    paystack_currency: z.string().trim().length(3),
    paypal_gateway: z.boolean(),
    paypal_client_id: z.string().trim().max(200),
    paypal_client_secret: z.string().trim().max(200),
    paypal_webhook_id: z.string().trim().max(200),
    paypal_currency: z.string().trim().length(3),
    sandbox_mode: z.boolean(),
    flutterwave_status: z.boolean(),
    flutterwave_public_key: z.string().trim().max(200),
    flutterwave_secret_key: z.string().trim().max(200),
    flutterwave_secret_hash: z.string().trim().max(200),
    flutterwave_currency: z.string().trim().length(3),
    bank_transfer_status: z.boolean(),
    bank_details: z.array(bankDetail).max(10),
  })
  .partial();
export type PaymentSettingsBody = z.infer<typeof paymentSettingsBody>;

/** Admin: a package with its features and limits. */
export const packageBody = z.object({
  name: z.string().trim().min(1).max(120),
  package_type: z.enum(['free', 'paid']),
  price: z.coerce.number().min(0).max(100_000_000),
  duration: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365 * 10),
  purchase_type: z.enum(['unlimited', 'one_time']).default('unlimited'),
  ios_product_id: z.string().trim().max(120).nullable().optional(),
  status: z.coerce.number().int().min(0).max(1).default(1),
  features: z
    .array(
      z.object({
        feature_id: z.number().int().min(1),
        limit_type: z.enum(['limited', 'unlimited']),
        limit: z.number().int().min(1).nullable().optional(),
      }),
    )
    .max(20),
});
export type PackageBody = z.infer<typeof packageBody>;

/** One of the user's packages, running or past (GET get-user-packages), with usage per feature. */
export const userPackage = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  name: z.string(),
  package_type: z.enum(['free', 'paid']),
  price: z.number(),
  duration: z.number().int(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: z.enum(['active', 'expired']),
  features: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.string(),
      limit_type: z.enum(['limited', 'unlimited']),
      used_limit: z.number().int().nullable(),
      total_limit: z.number().int().nullable(),
    }),
  ),
});
export type UserPackage = z.infer<typeof userPackage>;

/** GET get-user-packages. */
export const userPackagesQuery = z.object({
  status: z.enum(['active', 'expired']).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * The receipt of a bank transfer, a form's file: an image (JPEG, PNG) or a PDF of at most 3 MB, checked by the
 * API (PAYMENT_MESSAGES.receiptFile); a `Blob` as the client sends it.
 */
export const receiptFile = z.unknown().optional();

/** POST initiate-bank-transfer (multipart): the package and the receipt as `file`. */
export const bankTransferBody = z.object({ package_id: z.coerce.number().int().min(1), file: receiptFile });

/** POST upload-bank-receipt-file (multipart): the transaction and its new receipt as `file`. */
export const receiptUploadBody = transactionRef.extend({ file: receiptFile });

/** Answer data of initiate-bank-transfer beside the transaction: where to send the money. */
export const bankTransferAnswerFields = { bank_details: z.array(z.object({ title: z.string(), value: z.string() })) };

/** Admin: GET admin/transactions. */
export const adminTransactionsQuery = z.object({
  payment_status: paymentStatus.optional(),
  payment_type: paymentType.optional(),
  user_id: z.coerce.number().int().min(1).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A secret setting as the admin reads it back: whether it is set, and its last four characters (long ones only). */
export const secretSettingState = z.object({ set: z.boolean(), last4: z.string() });

/** Admin: GET admin/payment-settings' data: the public settings, the secrets' states, bank details, gateways. */
export const adminPaymentSettings = z.object({
  stripe_gateway: z.string(),
  stripe_publishable_key: z.string(),
  stripe_currency: z.string(),
  paystack_gateway: z.string(),
  paystack_public_key: z.string(),
  paystack_currency: z.string(),
  paypal_gateway: z.string(),
  paypal_client_id: z.string(),
  paypal_currency: z.string(),
  sandbox_mode: z.string(),
  flutterwave_status: z.string(),
  flutterwave_public_key: z.string(),
  flutterwave_currency: z.string(),
  bank_transfer_status: z.string(),
  stripe_secret_key: secretSettingState,
  stripe_webhook_secret: secretSettingState,
  paystack_secret_key: secretSettingState,
  paypal_client_secret: secretSettingState,
  paypal_webhook_id: secretSettingState,
  flutterwave_secret_key: secretSettingState,
  flutterwave_secret_hash: secretSettingState,
  bank_details: z.array(bankDetail),
  enabled: z.object({ stripe: z.boolean(), paystack: z.boolean(), paypal: z.boolean(), flutterwave: z.boolean() }),
  active_gateway: onlineGateway.nullable(),
});
export type AdminPaymentSettings = z.infer<typeof adminPaymentSettings>;
