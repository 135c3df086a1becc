// My subscriptions (/user/subscription): the signed-in user's packages from get-user-packages, the running ones
// first (status=active, one call for all of them), then the past ones (status=expired, paged by the URL's
// `page`). Each shows its price, dates, status and the usage of each feature (limited: used of total with a bar;
// unlimited: "Unlimited"). Without a running package the page leads to the plans.
import {
  EmptyState,
  ErrorState,
  fill,
  Money,
  PageNav,
  RequireSignIn,
  useDirection,
  usePageMeta,
  usePageParam,
} from '@abode/shared';
import type { UserPackage } from '@abode/shared/wire';
import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { PAST_PAGE_SIZE, paymentQueries } from '../payment.queries.ts';
import { formatDate } from './format.ts';
import { ListSkeleton } from './ListSkeleton.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { PACKAGE_STATUS } from './status.ts';

// About the height of a package card with two features, so the placeholders hold the place of the cards.
const CARD_HEIGHT = 240;

/** The my-subscriptions page. */
export function MySubscriptionsPage() {
  const t = useT();
  usePageMeta({ title: t('mySubscriptions') });
  return (
    <Stack>
      <Title order={1}>{t('mySubscriptions')}</Title>
      <RequireSignIn>{(userId) => <Subscriptions userId={userId} />}</RequireSignIn>
    </Stack>
  );
}

function Subscriptions({ userId }: { userId: number }) {
  const t = useT();
  const [page] = usePageParam();
  const running = useQuery(paymentQueries.userPackages(userId, 'active'));
  const past = useQuery(
    paymentQueries.userPackages(userId, 'expired', { offset: (page - 1) * PAST_PAGE_SIZE, limit: PAST_PAGE_SIZE }),
  );
  const runningId = useId();
  const pastId = useId();
  return (
    <Stack gap="xl">
      <Stack component="section" aria-labelledby={runningId} data-testid="running-packages">
        <Title order={2} id={runningId}>
          {t('runningPackages')}
        </Title>
        <PackageList
          query={running}
          skeletons={1}
          empty={
            <EmptyState
              hint={t('noRunningPackageHint')}
              action={
                <Button component={Link} to={link('subscriptionPlan')}>
                  {t('seePlans')}
                </Button>
              }
            >
              {t('noRunningPackage')}
            </EmptyState>
          }
        />
      </Stack>
      <Stack component="section" aria-labelledby={pastId} data-testid="past-packages">
        <Title order={2} id={pastId}>
          {t('pastPackages')}
        </Title>
        <PackageList
          query={past}
          skeletons={2}
          empty={
            <Text c="dimmed" data-testid="no-past-packages">
              {t('noPastPackages')}
            </Text>
          }
        />
        <PageNav total={past.data?.total ?? 0} pageSize={PAST_PAGE_SIZE} />
      </Stack>
    </Stack>
  );
}

/** One list of packages with its loading, error and empty states. */
function PackageList({
  query,
  skeletons,
  empty,
}: {
  query: UseQueryResult<{ data: UserPackage[] }, Error>;
  skeletons: number;
  empty: ReactNode;
}) {
  const t = useT();
  if (query.isPending) return <ListSkeleton count={skeletons} height={CARD_HEIGHT} label={t('loading')} />;
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retryLabel={t('retry')} />;
  if (query.data.data.length === 0) return empty;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy={query.isPlaceholderData}>
      {query.data.data.map((p) => (
        <PackageCard key={p.id} pkg={p} />
      ))}
    </SimpleGrid>
  );
}

/** One of the user's packages: price, dates, status and usage per feature. */
function PackageCard({ pkg }: { pkg: UserPackage }) {
  const t = useT();
  const { code } = useDirection();
  const headingId = useId();
  const isFree = pkg.package_type === 'free' || pkg.price === 0;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId} data-testid="package">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={headingId}>
            <bdi>{pkg.name}</bdi>
          </Title>
          <StatusBadge look={PACKAGE_STATUS[pkg.status]} testId="package-status" />
        </Group>
        <Group gap="xs">
          <Badge variant="outline" color="gray" c="dark.9">
            {isFree ? t('free') : t('paid')}
          </Badge>
          {!isFree && (
            <Text fw={700} data-testid="package-price">
              <Money amount={pkg.price} />
            </Text>
          )}
        </Group>
        <Text size="sm" data-testid="package-dates">
          {t('startDate')}: <time dateTime={pkg.start_date}>{formatDate(pkg.start_date, code)}</time>
          {' · '}
          {t('endDate')}: {pkg.end_date ? <time dateTime={pkg.end_date}>{formatDate(pkg.end_date, code)}</time> : '—'}
        </Text>
        {pkg.features.length > 0 && (
          <Stack gap={6}>
            <Title order={4} size="h6">
              {t('usage')}
            </Title>
            <Stack component="ul" gap={8} p={0} m={0} style={{ listStyle: 'none' }}>
              {pkg.features.map((f) => (
                <FeatureUsage key={f.id} feature={f} />
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** A feature's usage: used of total with a bar when limited, "Unlimited" otherwise. */
function FeatureUsage({ feature: f }: { feature: UserPackage['features'][number] }) {
  const t = useT();
  const limited = f.limit_type === 'limited' && f.total_limit !== null;
  const used = f.used_limit ?? 0;
  const total = f.total_limit ?? 0;
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
  return (
    <li data-testid={`usage-${f.id}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">
          <bdi>{f.name}</bdi>
        </Text>
        <Text size="sm" fw={600} data-testid="usage-value">
          {limited ? (
            <bdi dir="ltr">
              {used} / {total}
            </bdi>
          ) : (
            t('unlimited')
          )}
        </Text>
      </Group>
      {limited && (
        <Progress
          mt={4}
          size="sm"
          value={percent}
          color={percent >= 100 ? 'red' : 'blue'}
          aria-label={fill(t('usageOf'), { feature: f.name, used, total })}
        />
      )}
    </li>
  );
}
