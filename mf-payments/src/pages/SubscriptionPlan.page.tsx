// Subscription plans from get-package: the signed-in user's running packages first (marked Active), then
// the plans on offer, each with the user's payment for it still open (pending or in review), if any.
import { EmptyState, ErrorState, PageLoader, userIdAtom, useSession } from '@abode/shared';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { PlanCard } from '../components/PlanCard.tsx';
import { useT } from '../i18n.ts';
import { packageQueries } from '../package.queries.ts';

/** The subscription plan page. */
export function SubscriptionPlanPage() {
  const t = useT();
  const { isLoggedIn } = useSession();
  const userId = useAtomValue(userIdAtom);
  const plans = useQuery(packageQueries.list(userId));

  useEffect(() => {
    document.title = `${t('subscriptionPlan')} | Abode`;
  }, [t]);

  return (
    <Stack>
      <Title order={1}>{t('subscriptionPlan')}</Title>
      {plans.isPending ? (
        <PageLoader label={t('loading')} />
      ) : plans.isError ? (
        <ErrorState message={plans.error.message} onRetry={() => plans.refetch()} retryLabel={t('retry')} />
      ) : plans.data.active.length + plans.data.available.length === 0 ? (
        <EmptyState>{t('noDataFound')}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="plan-list">
          {plans.data.active.map((p) => (
            <PlanCard key={`active-${p.id}`} plan={p} active isLoggedIn={isLoggedIn} />
          ))}
          {plans.data.available.map((p) => (
            <PlanCard key={p.id} plan={p} isLoggedIn={isLoggedIn} openPayment={plans.data.open.get(p.id)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
