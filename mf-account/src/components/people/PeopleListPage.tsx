// The agents and builders lists: cards paged by offset/limit, with the page kept in the URL.
import { EmptyState, ErrorState, PageButtons, PageLoader } from '@abode/shared';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n.ts';
import { type PersonKind, peopleQueries } from '../../people.queries.ts';
import { useDocumentTitle } from '../../useDocumentTitle.ts';
import { PersonCard } from './PersonCard.tsx';

/** People per page. */
export const PEOPLE_PAGE_SIZE = 12;

/** The current 1-based `page` of the URL and a setter keeping the other parameters. */
export function usePage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  return [
    page,
    (p) => {
      const next = new URLSearchParams(params);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      setParams(next);
    },
  ];
}

/** The list page of agents or builders. */
export function PeopleListPage({ kind }: { kind: PersonKind }) {
  const t = useT();
  const title = kind === 'agent' ? t('agents') : t('builders');
  useDocumentTitle(title);
  const [page, setPage] = usePage();
  const list = useQuery(peopleQueries.list(kind, (page - 1) * PEOPLE_PAGE_SIZE, PEOPLE_PAGE_SIZE));
  const total = list.data?.total ?? 0;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
        {list.data ? `${total} ${kind === 'agent' ? t('agentCount') : t('builderCount')}` : ''}
      </Text>
      {list.isPending ? (
        <PageLoader label={t('loading')} />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => list.refetch()} retryLabel={t('retry')} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>{t('noDataFound')}</EmptyState>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          data-testid="people-list"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {list.data.data.map((p) => (
            <PersonCard key={p.id} kind={kind} person={p} />
          ))}
        </SimpleGrid>
      )}
      {total > PEOPLE_PAGE_SIZE && (
        <Group justify="center">
          <PageButtons total={Math.ceil(total / PEOPLE_PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
