import { abodeStore, dispatchChatOpen, INITIAL_USER_SIGNUP, setSections, userSignupAtom } from '@abode/shared';
import { buildChatSummary, fail, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerSections } from '../test/sections.ts';
import { ChatListPage } from './ChatList.page.tsx';

const CHATS = [
  buildChatSummary({
    property_id: 11,
    title: 'Sunny 2BHK in Baner',
    title_image: 'http://localhost/uploads/p11.jpg',
    date: '2025-05-04 10:30:00',
    unread_count: 3,
    user_id: 21,
    name: 'Ravi Kumar',
    profile: '',
    is_blocked_by_me: false,
    is_blocked_by_user: false,
  }),
  buildChatSummary({
    property_id: 12,
    title: 'Villa with garden',
    title_image: '',
    date: '2025-05-01T08:00:00Z',
    unread_count: 0,
    user_id: 0,
    name: 'Admin',
    profile: '',
    is_blocked_by_me: true,
    is_blocked_by_user: false,
  }),
];

/** The get_chats answer: the conversations and the number of pages. */
const chats = (data: unknown[], totalPage: number, message = '') => ok(data, { message, total_page: totalPage });

function signIn() {
  abodeStore.set(userSignupAtom, {
    token: '7|token',
    data: { id: 7, name: 'Demo User', email: 'user@abode.test', mobile: '', profile: '', address: '' },
    status: 'success',
    error: null,
  });
}

beforeEach(() => {
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  registerSections();
});
afterEach(() => {
  cleanup();
  setSections([]);
  vi.unstubAllGlobals();
});

describe('ChatListPage for a visitor', () => {
  it('asks to log in, links back to the chat, and fetches nothing', async () => {
    const { fetchMock } = stubApi({ get_chats: chats(CHATS, 1) });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    expect(screen.getByText('Please log in to see your chats.')).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login?returnTo=%2Fuser%2Fchat');
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ChatListPage for a signed-in user', () => {
  it('lists the conversations from get_chats with name, title and unread badge', async () => {
    signIn();
    const { calls } = stubApi({
      get_chats: chats(CHATS, 1, 'Data Fetch Successfully'),
    });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    const rows = await screen.findAllByTestId('conversation');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(first).getByText('Sunny 2BHK in Baner')).toBeTruthy();
    expect(within(first).getByTestId('unread-badge').getAttribute('aria-label')).toBe('3 unread messages');
    expect(within(first).getByText('3')).toBeTruthy();
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2025-05-04 10:30:00');
    expect(within(second).getByText('Admin')).toBeTruthy();
    expect(within(second).queryByTestId('unread-badge')).toBeNull();
    expect(within(second).getByText('Blocked')).toBeTruthy();

    expect(calls).toHaveLength(1);
    const call = calls[0];
    expect(call?.endpoint).toBe('get_chats');
    expect(call?.url.searchParams.get('page')).toBe('1');
    expect(call?.url.searchParams.get('per_page')).toBe('15');
    expect(new Headers(call?.init?.headers).get('Authorization')).toBe('Bearer 7|token');
  });

  it('shows the empty state when there are no conversations', async () => {
    signIn();
    stubApi({ get_chats: chats([], 0, 'No data found!') });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
  });

  it('asks for the page in the URL and offers pagination when there are more pages', async () => {
    signIn();
    const { calls } = stubApi({ get_chats: chats(CHATS, 3) });
    renderWithProviders(<ChatListPage />, { path: '/user/chat?page=2' });
    await screen.findAllByTestId('conversation');
    expect(calls[0]?.url.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    signIn();
    stubApi({ get_chats: fail(500, 'Something Went Wrong') });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    expect((await screen.findByRole('alert')).textContent).toContain('Something Went Wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('pins a conversation handed off by another section and marks a listed one as current', async () => {
    signIn();
    stubApi({ get_chats: chats(CHATS, 1) });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    await screen.findAllByTestId('conversation');

    act(() =>
      dispatchChatOpen({
        userId: 33,
        name: 'Meera',
        subject: { kind: 'property', id: 40, title: 'Loft near the station' },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('conversation')).toHaveLength(3));
    const pinned = screen.getAllByTestId('conversation')[0] as HTMLElement;
    expect(within(pinned).getByText('Meera')).toBeTruthy();
    expect(pinned.getAttribute('aria-current')).toBe('true');

    act(() =>
      dispatchChatOpen({
        userId: 21,
        name: 'Ravi Kumar',
        subject: { kind: 'property', id: 11, title: 'Sunny 2BHK in Baner' },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('conversation')).toHaveLength(2));
    expect(screen.getAllByTestId('conversation')[0]?.getAttribute('aria-current')).toBe('true');
  });
});
