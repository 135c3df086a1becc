// An agent's or builder's page: their header with actions, then their listings as cards, paged. Agents
// show properties and projects on two tabs (agent-properties, `is_projects=1` for projects); builders
// show projects (builder-project). The tab and the page live in the URL.
import { EmptyState, ErrorState, PageButtons, PageLoader, userIdAtom } from '@abode/shared';
import { Anchor, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Link, useParams, useSearchParams } from 'react-router';
import { useT } from '../../i18n.ts';
import { link } from '../../links.ts';
import { type Listings, type PersonKind, peopleQueries } from '../../people.queries.ts';
import { useDocumentTitle } from '../../useDocumentTitle.ts';
import { ProjectMiniCard, PropertyMiniCard } from './ListingCards.tsx';
import { PersonActions } from './PersonActions.tsx';
import { PersonHeader } from './PersonHeader.tsx';

/** Listings per page. */
export const LISTINGS_PAGE_SIZE = 8;

/** The page of one agent or builder, by the `:slug` of the route. */
export function PersonPage({ kind }: { kind: PersonKind }) {
  const t = useT();
  const { slug = '' } = useParams();
  const viewer = useAtomValue(userIdAtom);
  const [params, setParams] = useSearchParams();
  const listings: Listings = kind === 'builder' || params.get('tab') === 'projects' ? 'projects' : 'properties';
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const query = useQuery(
    peopleQueries.page(kind, slug, listings, (page - 1) * LISTINGS_PAGE_SIZE, LISTINGS_PAGE_SIZE, viewer),
  );
  const person = query.data?.data.customer_data;
  useDocumentTitle(person?.name || (kind === 'agent' ? t('agents') : t('builders')));
  const back =
    kind === 'agent' ? (
      <Anchor component={Link} to={link('agents')} size="sm">
        ← {t('allAgents')}
      </Anchor>
    ) : (
      <Anchor component={Link} to={link('builders')} size="sm">
        ← {t('allBuilders')}
      </Anchor>
    );

  if (query.isPending) return <PageLoader label={t('loading')} />;
  if (query.isError) {
    const notFound = 'status' in query.error && query.error.status === 404;
    return (
      <Stack>
        {back}
        {notFound ? (
          <EmptyState>{kind === 'agent' ? t('agentNotFound') : t('builderNotFound')}</EmptyState>
        ) : (
          <ErrorState message={query.error.message} onRetry={() => query.refetch()} retryLabel={t('retry')} />
        )}
      </Stack>
    );
  }

  const { customer_data, properties_data, projects_data } = query.data.data;
  const total = query.data.total;
  const setPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    setParams(next);
  };
  const items = listings === 'projects' ? projects_data : properties_data;

  return (
    <Stack>
      {back}
      <PersonHeader person={customer_data} actions={<PersonActions person={customer_data} />} />
      {kind === 'agent' ? (
        <SegmentedControl
          w="fit-content"
          aria-label={t('properties')}
          value={listings}
          onChange={(v) => setParams(v === 'projects' ? { tab: 'projects' } : {})}
          data={[
            { value: 'properties', label: `${t('properties')} (${customer_data.property_count})` },
            { value: 'projects', label: `${t('projects')} (${customer_data.projects_count})` },
          ]}
        />
      ) : (
        <Text fw={600}>
          {t('projects')} ({customer_data.projects_count})
        </Text>
      )}
      {items.length === 0 ? (
        <EmptyState>{t('noDataFound')}</EmptyState>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          data-testid={listings === 'projects' ? 'person-projects' : 'person-properties'}
          aria-busy={query.isPlaceholderData}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {listings === 'projects'
            ? projects_data.map((p) => <ProjectMiniCard key={p.id} project={p} />)
            : properties_data.map((p) => <PropertyMiniCard key={p.id} property={p} />)}
        </SimpleGrid>
      )}
      {total > LISTINGS_PAGE_SIZE && (
        <Group justify="center">
          <PageButtons total={Math.ceil(total / LISTINGS_PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
