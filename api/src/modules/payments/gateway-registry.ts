// One adapter per gateway and key set, kept while the keys stay the same: PayPal's OAuth token and the Stripe
// client's connections are reused across requests, and a key changed by the admin takes effect at once.
import type { OnlineGateway } from '@abode/shared/wire';
import { flutterwaveGateway } from './gateways/flutterwave.ts';
import { paypalGateway } from './gateways/paypal.ts';
import { paystackGateway } from './gateways/paystack.ts';
import { stripeGateway } from './gateways/stripe.ts';
import type { GatewayAdapter } from './gateways/types.ts';
import type { PaymentSettings } from './payment-settings.ts';

const cache = new Map<string, GatewayAdapter>();

function build(gateway: OnlineGateway, s: Pick<PaymentSettings, OnlineGateway>): GatewayAdapter | null {
  switch (gateway) {
    case 'stripe':
      return s.stripe && stripeGateway(s.stripe);
    case 'paystack':
      return s.paystack && paystackGateway(s.paystack);
    case 'paypal':
      return s.paypal && paypalGateway(s.paypal);
    case 'flutterwave':
      return s.flutterwave && flutterwaveGateway(s.flutterwave);
  }
}

/** The adapter of `gateway` with the keys of `s`; null when its keys are not all set. */
export function gatewayAdapter(gateway: OnlineGateway, s: Pick<PaymentSettings, OnlineGateway>): GatewayAdapter | null {
  const config = s[gateway];
  if (!config) return null;
  const key = `${gateway}:${JSON.stringify(config)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const adapter = build(gateway, s);
  if (!adapter) return null;
  // Old key sets go: at most one adapter per gateway is alive.
  for (const k of cache.keys()) if (k.startsWith(`${gateway}:`)) cache.delete(k);
  cache.set(key, adapter);
  return adapter;
}
