// One subscription plan: name, price, duration, features with their limits, and the way to choose it.
// A visitor is sent to log in first. A free plan is taken at once (assign_package); a paid one opens the
// checkout dialog with the payment methods the admin enabled. A plan the user is paying for already says so
// instead (a bank transfer in review, a checkout pending) with what can be done: continue or cancel a pending
// checkout, follow the payment in the transaction history. The server allows one open payment per plan.

import { call, formatDate, formatDuration, Money, notify, roleHref, useDirection } from '@abode/shared';
import { assignPackage } from '@abode/shared/operations';
import { PAYMENT_MESSAGES as M, type OpenPayment, type Package } from '@abode/shared/wire';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { checkoutQueries, endCheckout } from '../checkout/checkout.api.ts';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { packageQueries } from '../package.queries.ts';

// The checkout (dialog, forms, Stripe's loader) is fetched when a buyer chooses a paid plan, not with the page.
const CheckoutModal = lazy(() => import('../checkout/CheckoutModal.tsx').then((m) => ({ default: m.CheckoutModal })));

/** Props of PlanCard. */
export interface PlanCardProps {
  plan: Package;
  /** One of the signed-in user's running packages. */
  active?: boolean;
  isLoggedIn: boolean;
  /** The user's payment for this plan still pending or in review. */
  openPayment?: OpenPayment | undefined;
}

/** A subscription plan card. */
export function PlanCard({ plan, active = false, isLoggedIn, openPayment }: PlanCardProps) {
  const t = useT();
  const { code } = useDirection();
  const [checkingOut, setCheckingOut] = useState(false);
  const headingId = useId();
  const isFree = plan.package_type === 'free' || Number(plan.price) === 0;
  const duration = formatDuration(plan.duration, {
    days: t('days'),
    hours: t('hours'),
    day: t('day'),
    hour: t('hour'),
  });
  const endDate = active && plan.end_date ? new Date(plan.end_date) : null;
  const chooseLabel = `${t('choosePlan')}: ${plan.name}`;
  const open = active ? undefined : openPayment;
  const inReview = open?.payment_status === 'review';
  const cancel = useMutation({
    meta: { invalidates: [packageQueries.all(), checkoutQueries.all()] },
    mutationFn: (id: number) => endCheckout(id, 'canceled'),
    onSuccess: () => notify.info(M.canceled),
  });
  const take = useMutation({
    meta: { invalidates: [packageQueries.all()] },
    mutationFn: () => call(assignPackage, { body: { package_id: plan.id } }),
  });

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      data-testid="plan-card"
      data-active={active || undefined}
      style={active ? { borderColor: 'var(--mantine-color-green-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3" id={headingId}>
            {plan.name}
          </Title>
          {active && (
            <Badge color="green" variant="light" c="dark.9" data-testid="plan-active">
              {t('active')}
            </Badge>
          )}
          {open && (
            <Badge
              color="yellow"
              variant="light"
              c="dark.9"
              data-testid="plan-payment-state"
              data-status={open.payment_status}
            >
              {inReview ? t('planPaymentReview') : t('planPaymentPending')}
            </Badge>
          )}
        </Group>
        <Text fz={28} fw={700} data-testid="plan-price">
          {isFree ? t('free') : <Money amount={plan.price} />}
        </Text>
        <Text size="sm" c="dimmed">
          {t('duration')}: <span data-testid="plan-duration">{duration}</span>
        </Text>
        {endDate && !Number.isNaN(endDate.getTime()) && (
          <Text size="sm" data-testid="plan-valid-until">
            {t('validUntil')}: <time dateTime={plan.end_date ?? ''}>{formatDate(endDate, code)}</time>
          </Text>
        )}
        {plan.features.length > 0 && (
          <div>
            <Title order={3} size="h5" mb={4}>
              {t('features')}
            </Title>
            <List size="sm" spacing={4} data-testid="plan-features">
              {plan.features.map((f) => (
                <List.Item key={f.id}>
                  {f.name}:{' '}
                  <Text span fw={600}>
                    {f.limit_type === 'unlimited' || f.limit === null ? t('unlimited') : f.limit}
                  </Text>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {open && (
          <Stack gap={4} mt="auto" data-testid="plan-payment">
            <Text size="sm">{inReview ? t('planPaymentReviewHint') : t('planPaymentPendingHint')}</Text>
            {!inReview && open.payment_type === 'online payment' && (
              <>
                <Button
                  fullWidth
                  aria-label={`${t('continuePayment')}: ${plan.name}`}
                  onClick={() => setCheckingOut(true)}
                >
                  {t('continuePayment')}
                </Button>
                <Button
                  fullWidth
                  variant="default"
                  aria-label={`${t('cancelPayment')}: ${plan.name}`}
                  loading={cancel.isPending}
                  onClick={() => cancel.mutate(open.payment_transaction_id)}
                >
                  {t('cancelPayment')}
                </Button>
              </>
            )}
            <Button
              component={Link}
              to={link('transactionHistory')}
              fullWidth
              variant="subtle"
              aria-label={`${t('viewTransaction')}: ${plan.name}`}
            >
              {t('viewTransaction')}
            </Button>
          </Stack>
        )}
        {!active && !open && (
          <Stack gap={4} mt="auto">
            {isLoggedIn && isFree ? (
              <Button fullWidth aria-label={chooseLabel} loading={take.isPending} onClick={() => take.mutate()}>
                {t('choosePlan')}
              </Button>
            ) : isLoggedIn ? (
              <Button fullWidth aria-label={chooseLabel} onClick={() => setCheckingOut(true)}>
                {t('choosePlan')}
              </Button>
            ) : (
              <Button
                component={Link}
                to={roleHref('signIn', { returnTo: roleHref('plans') ?? '/' }) ?? '/'}
                fullWidth
                aria-label={chooseLabel}
              >
                {t('choosePlan')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {/* One dialog whatever the card shows: starting a checkout turns the card to "Payment pending" while the
          dialog stays open with its checkout. */}
      {checkingOut && (
        <Suspense fallback={null}>
          <CheckoutModal plan={plan} opened onClose={() => setCheckingOut(false)} />
        </Suspense>
      )}
    </Card>
  );
}
