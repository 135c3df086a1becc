// Where the gateways send the buyer back (and where Stripe's in-page payment lands): a cancel ends the checkout
// with the spec's message; otherwise the server asks the gateway (verify-payment) — a few times while the
// payment is still being confirmed — and the page says how it ended, with the way on.
import { RequireSignIn } from '@abode/shared';
import { PAYMENT_MESSAGES as M, type PaymentTransaction } from '@abode/shared/wire';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { packageQueries } from '../package.queries.ts';
import { checkoutQueries, endCheckout, verifyCheckout } from './checkout.api.ts';

/** How many times a still-pending payment is asked about, and how far apart. */
export const VERIFY_ATTEMPTS = 10;
export const VERIFY_INTERVAL_MS = 2000;

type Outcome = { state: 'checking' } | { state: 'done'; tx: PaymentTransaction } | { state: 'error'; message: string };

/** Gateways' own words for a buyer who turned back (Flutterwave `status=cancelled`, our cancel URL's `canceled=1`). */
function canceledBy(params: URLSearchParams): boolean {
  return params.get('canceled') === '1' || params.get('status') === 'cancelled';
}

function ReturnBody() {
  const t = useT();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const id = Number(params.get('payment_transaction_id'));
  const canceled = canceledBy(params);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });

  useEffect(() => {
    document.title = `${t('paymentStatus')} | Abode`;
  }, [t]);

  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) {
      setOutcome({ state: 'error', message: M.transactionNotFound });
      return;
    }
    let stopped = false;
    (async () => {
      try {
        if (canceled) {
          setOutcome({ state: 'done', tx: await endCheckout(id, 'canceled') });
          return;
        }
        for (let attempt = 1; ; attempt++) {
          const tx = await verifyCheckout(id);
          if (stopped) return;
          if (tx.payment_status !== 'pending' || attempt >= VERIFY_ATTEMPTS) {
            setOutcome({ state: 'done', tx });
            break;
          }
          await new Promise((r) => setTimeout(r, VERIFY_INTERVAL_MS));
          if (stopped) return;
        }
        await client.invalidateQueries({ queryKey: packageQueries.all() });
        await client.invalidateQueries({ queryKey: checkoutQueries.all() });
      } catch (err) {
        if (!stopped) setOutcome({ state: 'error', message: err instanceof Error ? err.message : M.failed });
      }
    })();
    return () => {
      stopped = true;
    };
  }, [id, canceled, client]);

  if (outcome.state === 'checking')
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>{t('confirmingPayment')}</Text>
      </Group>
    );
  if (outcome.state === 'error')
    return (
      <Alert color="red" role="alert">
        {outcome.message}
      </Alert>
    );
  const { tx } = outcome;
  const status = tx.payment_status;
  return (
    <Stack gap="md" data-testid="payment-outcome" data-status={status}>
      {status === 'success' ? (
        <Alert color="green" role="status" title={t('paymentSuccessful')}>
          {t('packageActive').replace('{name}', tx.package.name)}
        </Alert>
      ) : status === 'pending' ? (
        <Alert color="yellow" role="status">
          {t('paymentStillPending')}
        </Alert>
      ) : status === 'canceled' ? (
        <Alert color="yellow" role="alert">
          {M.canceled}
        </Alert>
      ) : (
        <Alert color="red" role="alert">
          {M.failed}
        </Alert>
      )}
      <Group>
        {status === 'success' ? (
          <>
            <Button component={Link} to={link('mySubscriptions')}>
              {t('mySubscriptions')}
            </Button>
            <Button component={Link} to={link('receipt', { id: String(tx.id) })} variant="light">
              {t('viewReceipt')}
            </Button>
          </>
        ) : (
          <Button component={Link} to={link('subscriptionPlan')}>
            {t('backToPlans')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The payment return page. */
export function PaymentReturnPage() {
  const t = useT();
  return (
    <Stack>
      <Title order={1}>{t('paymentStatus')}</Title>
      <RequireSignIn>{() => <ReturnBody />}</RequireSignIn>
    </Stack>
  );
}
