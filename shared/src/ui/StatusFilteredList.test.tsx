import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../api/client.ts';
import { renderWithProviders } from '../test/index.tsx';
import { usePageParam } from './PagedResults.tsx';
import { StatusFilteredList, useStatusParam } from './StatusFilteredList.tsx';

const FILTERS = ['all', 'open', 'closed'] as const;
const LABELS = { all: 'All', open: 'Open', closed: 'Closed' } as const;

interface Item {
  id: number;
  name: string;
}

/** What the list asks for, as the test's answer: `total` items, of which this page's. */
function answer(status: string, page: number, total: number): ApiEnvelope<Item[]> {
  const ids = Array.from({ length: Math.max(0, Math.min(2, total - (page - 1) * 2)) }, (_, i) => (page - 1) * 2 + i);
  return { error: false, message: '', total, data: ids.map((id) => ({ id, name: `${status} ${id}` })) } as never;
}

function Harness({ total }: { total: number }) {
  const [filter, choose] = useStatusParam(FILTERS);
  const [page] = usePageParam();
  const query = useQuery({
    queryKey: ['status-list-test', filter, page, total],
    queryFn: async () => answer(filter, page, total),
    placeholderData: keepPreviousData,
  });
  return (
    <StatusFilteredList
      filters={FILTERS}
      filter={filter}
      onFilter={choose}
      filterLabel={(f) => LABELS[f]}
      filtersLabel="Filter by state"
      query={query}
      pageSize={2}
      noun="items"
      countPending="…"
      empty="Nothing yet"
      testId="item-list"
      renderItem={(item) => <p key={item.id}>{item.name}</p>}
    />
  );
}

afterEach(cleanup);

describe('StatusFilteredList', () => {
  it('shows the filter of the URL, the count, the items and the pages', async () => {
    renderWithProviders(<Harness total={5} />, { path: '/mine?status=open' });
    const list = await screen.findByTestId('item-list');
    expect(within(list).getAllByText(/^open /)).toHaveLength(2);
    expect(screen.getByTestId('result-count').textContent).toBe('5 items');
    const chips = screen.getByRole('radiogroup', { name: 'Filter by state' });
    expect(within(chips).getByRole('radio', { name: 'Open' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('writes a new filter to `status`, drops `page`, and removes `status` for the first filter', async () => {
    const { router } = renderWithProviders(<Harness total={5} />, { path: '/mine?page=2&q=x' });
    await screen.findByTestId('item-list');
    fireEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('q=x&status=closed');
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('q=x');
  });

  it('reads an unknown status as the first filter and says when there is nothing', async () => {
    renderWithProviders(<Harness total={0} />, { path: '/mine?status=bogus' });
    expect((await screen.findByText('Nothing yet')).textContent).toBe('Nothing yet');
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });
});
