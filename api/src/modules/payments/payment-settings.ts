// Payment settings: which gateways are on, their keys, the bank details. They live in the `settings` store
// (upstream's keys); a key the admin has not set comes from the environment (PaymentEnv). Secrets are read
// here and handed only to the gateway adapters: get_payment_settings and the admin's view never carry them.
import {
  type AdminPaymentSettings,
  type BankDetail,
  bankDetail,
  type OnlineGateway,
  onlineGateway,
} from '@abode/shared/wire';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import type { PaymentEnv } from '../../env.ts';
import type { FlutterwaveConfig, PaypalConfig, PaystackConfig, StripeConfig } from './gateways/types.ts';

/** Each online gateway's on/off setting (upstream's names). */
export const GATEWAY_FLAG: Record<OnlineGateway, string> = {
  stripe: 'stripe_gateway',
  paystack: 'paystack_gateway',
  paypal: 'paypal_gateway',
  flutterwave: 'flutterwave_status',
};

/** Settings that are secrets: write-only for the admin, never sent to a browser. */
export const SECRET_KEYS = [
  'stripe_secret_key',
  'stripe_webhook_secret',
  'paystack_secret_key',
  'paypal_client_secret',
  'paypal_webhook_id',
  'flutterwave_secret_key',
  'flutterwave_secret_hash',
] as const;

/** Public settings get_payment_settings answers (upstream's list, less the secrets and Razorpay). */
export const PUBLIC_KEYS = [
  'stripe_gateway',
  'stripe_publishable_key',
  'stripe_currency',
  'paystack_gateway',
  'paystack_public_key',
  'paystack_currency',
  'paypal_gateway',
  'paypal_client_id',
  'paypal_currency',
  'sandbox_mode',
  'flutterwave_status',
  'flutterwave_public_key',
  'flutterwave_currency',
  'bank_transfer_status',
] as const;

const ALL_KEYS = [...PUBLIC_KEYS, ...SECRET_KEYS, 'bank_details', 'currency_code'] as const;

/** Every payment setting, each gateway's keys complete or not. */
export interface PaymentSettings {
  values: Record<string, string>;
  stripe: StripeConfig | null;
  paystack: PaystackConfig | null;
  paypal: PaypalConfig | null;
  flutterwave: FlutterwaveConfig | null;
  enabled: Record<OnlineGateway, boolean>;
  bankTransfer: boolean;
  bankDetails: BankDetail[];
}

const on = (v: string | undefined) => v === '1' || v === 'true';

const bankDetailsJson = z.array(bankDetail).catch([]);

/** Reads the payment settings (admin's, else the environment's). */
export async function readPaymentSettings(db: Db, env: PaymentEnv): Promise<PaymentSettings> {
  const rows = await db
    .select({ type: settings.type, data: settings.data })
    .from(settings)
    .where(inArray(settings.type, [...ALL_KEYS]));
  const values: Record<string, string> = { ...env.keys };
  for (const r of rows) if (r.data !== '') values[r.type] = r.data;
  const v = (k: string) => values[k] ?? '';
  const currency = (k: string) => (v(k) || v('currency_code') || 'USD').toUpperCase();
  const stripe: StripeConfig | null =
    v('stripe_secret_key') && v('stripe_publishable_key') && v('stripe_webhook_secret')
      ? {
          secretKey: v('stripe_secret_key'),
          publishableKey: v('stripe_publishable_key'),
          webhookSecret: v('stripe_webhook_secret'),
          currency: currency('stripe_currency'),
          apiBase: env.apiBase.stripe,
        }
      : null;
  const paystack: PaystackConfig | null = v('paystack_secret_key')
    ? {
        secretKey: v('paystack_secret_key'),
        publicKey: v('paystack_public_key'),
        currency: currency('paystack_currency'),
        apiBase: env.apiBase.paystack,
      }
    : null;
  const paypal: PaypalConfig | null =
    v('paypal_client_id') && v('paypal_client_secret')
      ? {
          clientId: v('paypal_client_id'),
          clientSecret: v('paypal_client_secret'),
          webhookId: v('paypal_webhook_id'),
          currency: currency('paypal_currency'),
          sandbox: on(v('sandbox_mode')),
          apiBase: env.apiBase.paypal,
        }
      : null;
  const flutterwave: FlutterwaveConfig | null =
    v('flutterwave_secret_key') && v('flutterwave_secret_hash')
      ? {
          secretKey: v('flutterwave_secret_key'),
          publicKey: v('flutterwave_public_key'),
          secretHash: v('flutterwave_secret_hash'),
          currency: currency('flutterwave_currency'),
          apiBase: env.apiBase.flutterwave,
        }
      : null;
  const configs = { stripe, paystack, paypal, flutterwave };
  let details: BankDetail[] = [];
  try {
    details = bankDetailsJson.parse(JSON.parse(v('bank_details') || '[]'));
  } catch {
    details = [];
  }
  return {
    values,
    ...configs,
    // A gateway is on only when switched on AND its keys are complete: a half-configured one is never offered.
    enabled: Object.fromEntries(
      onlineGateway.options.map((g) => [g, on(v(GATEWAY_FLAG[g])) && configs[g] !== null]),
    ) as Record<OnlineGateway, boolean>,
    bankTransfer: on(v('bank_transfer_status')),
    bankDetails: details,
  };
}

/** The one online gateway buyers use: the first enabled in upstream's order (Stripe, Paystack, PayPal, Flutterwave). */
export function activeGateway(s: PaymentSettings): OnlineGateway | null {
  return onlineGateway.options.find((g) => s.enabled[g]) ?? null;
}

/**
 * get_payment_settings' pairs: public values only, each gateway flag as it effectively stands, and the bank
 * details (as JSON) a buyer needs before making a transfer.
 */
export function publicPaymentSettings(s: PaymentSettings): { type: string; data: string }[] {
  const active = activeGateway(s);
  const pairs = PUBLIC_KEYS.map((type) => {
    const gateway = onlineGateway.options.find((g) => GATEWAY_FLAG[g] === type);
    if (gateway) return { type, data: active === gateway ? '1' : '0' };
    if (type === 'bank_transfer_status') return { type, data: s.bankTransfer ? '1' : '0' };
    if (type.endsWith('_currency'))
      return { type, data: (s.values[type] || s.values.currency_code || 'USD').toUpperCase() };
    return { type, data: s.values[type] ?? '' };
  });
  return [...pairs, { type: 'bank_details', data: s.bankTransfer ? JSON.stringify(s.bankDetails) : '[]' }];
}

/** The admin's view: every value, secrets as whether they are set and their last four characters. */
export function adminPaymentSettings(s: PaymentSettings): AdminPaymentSettings {
  const pub = (k: (typeof PUBLIC_KEYS)[number]) => s.values[k] ?? '';
  const secret = (k: (typeof SECRET_KEYS)[number]) => {
    const value = s.values[k] ?? '';
    return value ? { set: true, last4: value.length > 8 ? value.slice(-4) : '' } : { set: false, last4: '' };
  };
  // Public settings first, then the secrets' states, each in its list's order (PUBLIC_KEYS, SECRET_KEYS).
  return {
    stripe_gateway: pub('stripe_gateway'),
    stripe_publishable_key: pub('stripe_publishable_key'),
    stripe_currency: pub('stripe_currency'),
    paystack_gateway: pub('paystack_gateway'),
    paystack_public_key: pub('paystack_public_key'),
    paystack_currency: pub('paystack_currency'),
    paypal_gateway: pub('paypal_gateway'),
    paypal_client_id: pub('paypal_client_id'),
    paypal_currency: pub('paypal_currency'),
    sandbox_mode: pub('sandbox_mode'),
    flutterwave_status: pub('flutterwave_status'),
    flutterwave_public_key: pub('flutterwave_public_key'),
    flutterwave_currency: pub('flutterwave_currency'),
    bank_transfer_status: pub('bank_transfer_status'),
    stripe_secret_key: secret('stripe_secret_key'),
    stripe_webhook_secret: secret('stripe_webhook_secret'),
    paystack_secret_key: secret('paystack_secret_key'),
    paypal_client_secret: secret('paypal_client_secret'),
    paypal_webhook_id: secret('paypal_webhook_id'),
    flutterwave_secret_key: secret('flutterwave_secret_key'),
    flutterwave_secret_hash: secret('flutterwave_secret_hash'),
    bank_details: s.bankDetails,
    enabled: s.enabled,
    active_gateway: activeGateway(s),
  };
}

/**
 * Writes the given settings in one transaction. Switching one online gateway on switches the others off
 * (upstream: one online gateway at a time). Booleans are stored as '1'/'0', bank details as JSON.
 */
export async function writePaymentSettings(db: Db, body: Record<string, unknown>): Promise<void> {
  const entries: [string, string][] = [];
  for (const [k, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (k === 'bank_details') entries.push([k, JSON.stringify(value)]);
    else if (typeof value === 'boolean') entries.push([k, value ? '1' : '0']);
    else entries.push([k, String(value).trim()]);
  }
  const switchedOn = onlineGateway.options.filter((g) => body[GATEWAY_FLAG[g]] === true);
  if (switchedOn.length > 1) throw new RangeError('one online gateway at a time');
  const [first] = switchedOn;
  if (first) for (const g of onlineGateway.options) if (g !== first) entries.push([GATEWAY_FLAG[g], '0']);
  if (!entries.length) return;
  await db.transaction(async (tx) => {
    for (const [type, data] of entries)
      await tx
        .insert(settings)
        .values({ type, data })
        .onConflictDoUpdate({ target: settings.type, set: { data: sql`excluded.data` } });
  });
}
