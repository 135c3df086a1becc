// An owner's own items (my properties, my projects): filter chips written to the URL's `status` parameter (a
// new filter starts again at page one), the count (announced politely), loading, error with retry, empty, the
// list and pagination written to the URL's `page` parameter. Each section says which filters, its own words and
// how one item looks.

import type { ApiEnvelope } from '@abode/shared/core';
import { useT } from '@abode/shared/core';
import { Chip, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageNav } from './PagedResults.tsx';
import { EmptyState, ErrorState, PageLoader } from './SectionStates.tsx';

/**
 * The filter in the URL's `status` parameter, narrowed to `filters` (the first, e.g. 'all', for anything
 * else), and a setter that writes it (the first removes the parameter) and drops `page`.
 */
export function useStatusParam<F extends string>(filters: readonly [F, ...F[]]): [F, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = filters[0];
  const narrow = (value: string | null): F => (filters.includes(value as F) ? (value as F) : fallback);
  const filter = narrow(params.get('status'));
  const choose = (next: string) => {
    const value = narrow(next);
    const search = new URLSearchParams(params);
    if (value === fallback) search.delete('status');
    else search.set('status', value);
    search.delete('page');
    setParams(search);
  };
  return [filter, choose];
}

/** Props of {@link StatusFilteredList}. */
export interface StatusFilteredListProps<T, F extends string> {
  /** The filters in display order, the chosen one and its setter (see {@link useStatusParam}). */
  filters: readonly F[];
  filter: F;
  onFilter: (next: string) => void;
  /** The text of a filter chip. */
  filterLabel: (filter: F) => string;
  /** The accessible name of the chips. */
  filtersLabel: string;
  query: UseQueryResult<ApiEnvelope<T[]>, Error>;
  pageSize: number;
  /** What is counted, already lower-case and translated ("properties"). */
  noun: string;
  /** What the count line holds before the first answer. */
  countPending?: string;
  /** What an empty list says. */
  empty: ReactNode;
  /** data-testid of the list. */
  testId: string;
  renderItem: (item: T) => ReactNode;
}

/** An owner's items with a status filter, their states and pagination. */
export function StatusFilteredList<T, F extends string>({
  filters,
  filter,
  onFilter,
  filterLabel,
  filtersLabel,
  query,
  pageSize,
  noun,
  countPending = '',
  empty,
  testId,
  renderItem,
}: StatusFilteredListProps<T, F>) {
  const t = useT();
  const total = query.data?.total ?? 0;
  return (
    <Stack>
      <Chip.Group multiple={false} value={filter} onChange={onFilter}>
        <Group gap="xs" role="radiogroup" aria-label={filtersLabel} data-testid="status-filter">
          {filters.map((f) => (
            <Chip key={f} value={f} type="radio" variant="outline">
              {filterLabel(f)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
        {query.data ? `${total} ${noun}` : countPending}
      </Text>
      {query.isPending ? (
        <PageLoader label={t('loading')} />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <Stack data-testid={testId} aria-busy={query.isPlaceholderData}>
          {query.data.data.map(renderItem)}
        </Stack>
      )}
      <PageNav total={total} pageSize={pageSize} />
    </Stack>
  );
}
