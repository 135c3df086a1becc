import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '@abode/shared';
import { renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personItem } from '../test/people.fixtures.ts';
import { AgentsPage } from './Agents.page.tsx';
import { BuildersPage } from './Builders.page.tsx';

beforeEach(() => abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listAnswer = (items: ReturnType<typeof personItem>[], total = items.length) => ({
  body: { error: false, message: 'Data Fetch Successfully', total, data: items },
});

describe('AgentsPage', () => {
  it('shows a card per agent with photo, name, verified badge and counts, linking to their page', async () => {
    stubApi({
      'agent-list': listAnswer([
        personItem(),
        personItem({
          id: 3,
          name: 'Riya Sharma',
          slug_id: 'riya-sharma',
          is_verified: false,
          property_count: 2,
          projects_count: 0,
        }),
      ]),
    });
    renderWithProviders(<AgentsPage />, { path: '/agents' });
    const cards = await screen.findAllByTestId('person-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first.getAttribute('href')).toBe('/agent-details/arjun-mehta');
    expect(within(first).getByTestId('person-name').textContent).toBe('Arjun Mehta');
    expect(within(first).getByTestId('verified-badge').textContent).toBe('Verified');
    expect(within(first).getByTestId('person-counts').textContent).toBe('12 properties · 3 projects');
    expect(within(second).queryByTestId('verified-badge')).toBeNull();
    expect(within(second).getByTestId('person-counts').textContent).toBe('2 properties · 0 projects');
    expect(screen.getByTestId('result-count').textContent).toBe('2 agents');
    expect(screen.getByRole('heading', { level: 1, name: 'Agents' })).toBeTruthy();
  });

  it('pages by offset/limit and keeps the page in the URL', async () => {
    const { calls } = stubApi({
      'agent-list': (call) => {
        const offset = Number(call.url.searchParams.get('offset'));
        return listAnswer([personItem({ id: 100 + offset, name: `Agent at ${offset}` })], 30);
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AgentsPage />, { path: '/agents' });
    await screen.findByText('Agent at 0');
    expect(calls[0]?.url.searchParams.get('limit')).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Agent at 12');
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.url.searchParams.get('offset')).toBe('12');
  });

  it('says so when there is nobody', async () => {
    stubApi({ 'agent-list': { body: { error: false, message: 'No data found!', total: 0, data: [] } } });
    renderWithProviders(<AgentsPage />, { path: '/agents' });
    expect(await screen.findByText('No data found')).toBeTruthy();
  });
});

describe('BuildersPage', () => {
  it('lists builders from builder-list, linking to builder pages', async () => {
    const { calls } = stubApi({ 'builder-list': listAnswer([personItem({ property_count: 0 })]) });
    renderWithProviders(<BuildersPage />, { path: '/builders' });
    const card = await screen.findByTestId('person-card');
    expect(card.getAttribute('href')).toBe('/builder-details/arjun-mehta');
    expect(calls.map((c) => c.endpoint)).toEqual(['builder-list']);
    await waitFor(() => expect(screen.getByTestId('result-count').textContent).toBe('1 builders'));
  });
});
