// How the account pages show dates, amounts and gateways in the reader's language.
import type { PaymentGateway } from '@abode/shared/wire';
import type { TextKey } from '../i18n.ts';

/** A date (ISO) in the reader's language, in the one style of every page ('Mar 12, 2026'); '' when missing. */
export { formatDate } from '@abode/shared/format';

/**
 * An amount in a transaction's own currency ('$499.00', '₹1,234.50'), in the reader's language; an unknown
 * currency code is shown beside the number rather than failing.
 */
export function formatAmount(amount: number, currency: string, locale: string): string {
  const code = currency.trim().toUpperCase();
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount);
  } catch {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency: code }).format(amount);
    } catch {
      return `${amount.toFixed(2)} ${code}`.trim();
    }
  }
}

// Brand names stay as they are in every language.
const GATEWAY_NAMES: Partial<Record<PaymentGateway, string>> = {
  stripe: 'Stripe',
  paystack: 'Paystack',
  paypal: 'PayPal',
  flutterwave: 'Flutterwave',
};

/** A gateway's name: the brand, or the translated 'Bank transfer' / 'Free'. */
export function gatewayName(gateway: PaymentGateway, t: (key: TextKey) => string): string {
  if (gateway === 'bank transfer') return t('bankTransfer');
  if (gateway === 'free') return t('free');
  return GATEWAY_NAMES[gateway] ?? gateway;
}
