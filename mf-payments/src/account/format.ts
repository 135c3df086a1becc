// How the account pages show dates and gateways in the reader's language.
import type { PaymentGateway } from '@abode/shared/wire';
import type { TextKey } from '../i18n.ts';

/** A date (ISO) in the reader's language, in the one style of every page ('Mar 12, 2026'); '' when missing. */
export { formatDate } from '@abode/shared/format';

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
