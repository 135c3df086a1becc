// Stripe's own Payment Element, mounted in our dialog: card data goes from Stripe's frame to Stripe, never to
// our server. Stripe.js loads only when a buyer picks Stripe (the `pure` entry injects nothing on import), so
// it costs no public page anything. The package is granted by the verified webhook; on success the buyer is
// sent to the return page, which asks the server to confirm.
import { PAYMENT_MESSAGES } from '@abode/shared/wire';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n.ts';

/** Props of StripePayment. */
export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  /** Absolute URL Stripe returns to when a payment method needs a redirect (3-D Secure, bank pages). */
  returnUrl: string;
  payLabel: string;
  /** The payment went through (or is processing): go and confirm it. */
  onPaid: () => void;
  /** Stripe refused the payment (declined card…); the message is already shown. */
  onFailed: () => void;
}

/** The Payment Element and its Pay button. */
export function StripePayment({
  publishableKey,
  clientSecret,
  returnUrl,
  payLabel,
  onPaid,
  onFailed,
}: StripePaymentProps) {
  const t = useT();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey);
      if (cancelled || !stripe || !mountRef.current) return;
      const elements = stripe.elements({ clientSecret });
      const element = elements.create('payment');
      element.on('ready', () => setReady(true));
      element.mount(mountRef.current);
      destroy = () => element.destroy();
      stripeRef.current = { stripe, elements };
    })().catch(() => {
      if (!cancelled) setError(t('stripeUnavailable'));
    });
    return () => {
      cancelled = true;
      destroy?.();
      stripeRef.current = null;
    };
  }, [publishableKey, clientSecret, t]);

  const pay = async () => {
    const s = stripeRef.current;
    if (!s) return;
    setPaying(true);
    setError(null);
    try {
      const result = await s.stripe.confirmPayment({
        elements: s.elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (result.error) {
        setError(result.error.message ?? PAYMENT_MESSAGES.failed);
        onFailed();
      } else onPaid();
    } finally {
      setPaying(false);
    }
  };

  return (
    <Stack gap="sm">
      {/* The element's height is reserved while Stripe.js loads: nothing below it jumps. */}
      {!ready && !error && <Skeleton height={180} radius="sm" aria-hidden />}
      <div
        ref={mountRef}
        data-testid="stripe-payment-element"
        style={ready ? undefined : { height: 0, overflow: 'hidden' }}
      />
      {error && (
        <Alert color="red" role="alert" data-testid="stripe-error">
          {error}
        </Alert>
      )}
      <Button onClick={pay} loading={paying} disabled={!ready} fullWidth>
        {payLabel}
      </Button>
    </Stack>
  );
}
