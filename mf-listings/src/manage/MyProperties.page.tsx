// My properties (/user/properties): the owner's listings in every state (get-added-properties), filtered by
// state in the URL (`status`) and paged by offset/limit (`page`), each with its badges, reject reason and actions.
import { formatPlace, Price, RequireSignIn, StatusFilteredList, usePageParam, useStatusParam } from '@abode/shared';
import type { AddedProperty } from '@abode/shared/wire';
import { Anchor, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { usePageTitle } from '../posting/AddProperty.page.tsx';
import { postingQueries } from '../posting/posting.api.ts';
import { FILTER_LABELS, filterParams, STATUS_FILTERS, type StatusFilter } from './listing-status.ts';
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
  const [page] = usePageParam();
  const [filter, choose] = useStatusParam(STATUS_FILTERS);
  const query = useQuery(
    postingQueries.mine({ ...filterParams(filter), offset: (page - 1) * MY_PAGE_SIZE, limit: MY_PAGE_SIZE }, userId),
  );
  return (
    <StatusFilteredList
      filters={STATUS_FILTERS}
      filter={filter}
      onFilter={choose}
      filterLabel={(f: StatusFilter) => t(FILTER_LABELS[f])}
      filtersLabel={t('manageFilterLabel')}
      query={query}
      pageSize={MY_PAGE_SIZE}
      noun={t('properties').toLowerCase()}
      empty={t('manageNoListings')}
      testId="my-property-list"
      renderItem={(p) => <MyPropertyCard key={p.id} property={p} />}
    />
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
            {formatPlace(p.city, p.state)}
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
