// My properties (/user/properties): the owner's listings in every state (get-added-properties), filtered by
// state in the URL (`status`) and paged by offset/limit (`page`), each with its badges, reject reason and actions.
import { EmptyState, ErrorState, PageLoader, Price, paginationLabels, usePageParam } from '@abode/shared';
import type { AddedProperty } from '@abode/shared/wire';
import { Anchor, Button, Card, Chip, Group, Image, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { usePageTitle } from '../posting/AddProperty.page.tsx';
import { RequireSignIn } from '../posting/components/RequireSignIn.tsx';
import { postingQueries } from '../posting/posting.api.ts';
import { asStatusFilter, FILTER_LABELS, filterParams, STATUS_FILTERS, type StatusFilter } from './listing-status.ts';
import { PropertyActions } from './PropertyActions.tsx';
import { RejectReason, StatusBadges } from './StatusBadges.tsx';

/** Listings per page. */
export const MY_PAGE_SIZE = 10;

/** The my-properties page. */
export function MyPropertiesPage() {
  const t = useT();
  usePageTitle(t('manageMyProperties'));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('manageMyProperties')}</Title>
        <Button component={Link} to={link('addProperty')}>
          {t('manageAddProperty')}
        </Button>
      </Group>
      <RequireSignIn>{(userId) => <MyPropertiesList userId={userId} />}</RequireSignIn>
    </Stack>
  );
}

function MyPropertiesList({ userId }: { userId: number }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const filter = asStatusFilter(params.get('status'));
  const query = useQuery(
    postingQueries.mine({ ...filterParams(filter), offset: (page - 1) * MY_PAGE_SIZE, limit: MY_PAGE_SIZE }, userId),
  );
  const total = query.data?.total ?? 0;

  const choose = (next: string) => {
    const value = asStatusFilter(next);
    const search = new URLSearchParams(params);
    if (value === 'all') search.delete('status');
    else search.set('status', value);
    search.delete('page');
    setParams(search);
  };

  return (
    <Stack>
      <Chip.Group multiple={false} value={filter} onChange={choose}>
        <Group gap="xs" role="radiogroup" aria-label={t('manageFilterLabel')} data-testid="status-filter">
          {STATUS_FILTERS.map((f: StatusFilter) => (
            <Chip key={f} value={f} type="radio" variant="outline">
              {t(FILTER_LABELS[f])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
        {query.data ? `${total} ${t('properties').toLowerCase()}` : ''}
      </Text>
      {query.isPending ? (
        <PageLoader label={t('loading')} />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{t('manageNoListings')}</EmptyState>
      ) : (
        <Stack data-testid="my-property-list" aria-busy={query.isPlaceholderData}>
          {query.data.data.map((p) => (
            <MyPropertyCard key={p.id} property={p} />
          ))}
        </Stack>
      )}
      {total > MY_PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / MY_PAGE_SIZE)} value={page} onChange={setPage} {...paginationLabels} />
        </Group>
      )}
    </Stack>
  );
}

/** One listing of the owner. */
function MyPropertyCard({ property: p }: { property: AddedProperty }) {
  return (
    <Card withBorder data-testid={`my-property-${p.id}`} data-slug={p.slug_id} component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {p.title_image && <Image src={p.title_image} alt="" w={140} h={100} fit="cover" radius="sm" />}
        <Stack gap={6} flex={1}>
          <Anchor component={Link} to={link('myProperty', { slug_id: p.slug_id })} fw={600} size="lg">
            {p.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {[p.city, p.state].filter(Boolean).join(', ')}
          </Text>
          <Text fw={600}>
            <Price amount={p.price} />
          </Text>
          <StatusBadges property={p} />
          <RejectReason property={p} />
          <PropertyActions property={p} showView />
        </Stack>
      </Group>
    </Card>
  );
}
