// A paged list of results as every section shows it: the count (announced politely), loading, error with
// retry, empty, a responsive grid, and pagination written to the URL's `page` parameter.

import type { ApiEnvelope } from '@abode/shared/core';
import { useT } from '@abode/shared/core';
import { Group, SimpleGrid, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageButtons } from './pagination.tsx';
import { EmptyState, ErrorState, PageLoader } from './SectionStates.tsx';

/** The current 1-based `page` of the URL and a setter that keeps the other parameters. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const setPage = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };
  return [page, setPage];
}

/** The page buttons of a list of `total` items, `pageSize` a page, written to the URL's `page`; none for one page. */
export function PageNav({ total, pageSize }: { total: number; pageSize: number }) {
  const [page, setPage] = usePageParam();
  if (total <= pageSize) return null;
  return (
    <Group justify="center">
      <PageButtons total={Math.ceil(total / pageSize)} value={page} onChange={setPage} />
    </Group>
  );
}

/** Props of PagedResults. */
export interface PagedResultsProps<T> {
  query: UseQueryResult<ApiEnvelope<T[]>, Error>;
  pageSize: number;
  /** What is counted, already lower-case and translated ("properties"). */
  noun: string;
  /** data-testid of the grid. */
  testId: string;
  renderItem: (item: T) => ReactNode;
  /** Below "No data found" when nothing matched: what to change, e.g. a wider search. */
  emptyHint?: ReactNode;
  /** A way out of an empty result, e.g. a "Clear filters" button. */
  emptyAction?: ReactNode;
}

/** One page of results with its states and pagination. */
export function PagedResults<T>({
  query,
  pageSize,
  noun,
  testId,
  renderItem,
  emptyHint,
  emptyAction,
}: PagedResultsProps<T>) {
  const t = useT();
  const total = query.data?.total ?? 0;
  // Lists that stop counting at a cap say so ("1,000+"): more pages may follow the last one shown.
  const capped = (query.data as { total_capped?: boolean } | undefined)?.total_capped === true;
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
        {query.data ? `${total.toLocaleString()}${capped ? '+' : ''} ${noun}` : ''}
      </Text>
      {query.isPending ? (
        <PageLoader label={t('loading')} />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => query.refetch()} retryLabel={t('retry')} />
      ) : query.data.data.length === 0 ? (
        <EmptyState hint={emptyHint} action={emptyAction}>
          {t('noDataFound')}
        </EmptyState>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          data-testid={testId}
          aria-busy={query.isPlaceholderData}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {query.data.data.map(renderItem)}
        </SimpleGrid>
      )}
      <PageNav total={total} pageSize={pageSize} />
    </>
  );
}
