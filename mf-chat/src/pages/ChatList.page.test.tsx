import { abodeStore, dispatchChatOpen, INITIAL_USER_SIGNUP, setSections, userSignupAtom } from '@abode/shared';
import { buildChatSummary, fail, ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProjectChatSummary, buildRepairChatSummary } from '../test/fixtures.ts';
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

/** The get_chats / get_project_chats answer: the conversations and the number of pages. */
const chats = (data: unknown[], totalPage: number, message = '') => ok(data, { message, total_page: totalPage });

/** No project conversations. */
const NO_PROJECT_CHATS = chats([], 0, 'No data found!');

const PROJECT_CHATS = [
  buildProjectChatSummary({
    project_id: 5,
    title: 'Skyline Towers',
    title_image: 'http://localhost/uploads/projects/5.jpg',
    date: '2025-05-03T09:00:00Z',
    unread_count: 4,
    user_id: 30,
    name: 'Builder Co',
  }),
  buildProjectChatSummary({
    project_id: 6,
    title: 'Green Meadows',
    title_image: '',
    date: '2025-05-05T12:00:00Z',
    unread_count: 0,
    user_id: 21,
    name: 'Ravi Kumar',
  }),
];

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
    const { calls, of } = stubApi({
      get_chats: chats(CHATS, 1, 'Data Fetch Successfully'),
      get_project_chats: NO_PROJECT_CHATS,
      'get_chats-by-repair': NO_PROJECT_CHATS,
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

    // The three lists, plus the live stream of new messages (with the token, asking for events).
    expect(calls.filter((c) => !c.url.pathname.endsWith('/events'))).toHaveLength(3);
    const stream = of('events')[0];
    expect(new Headers(stream?.init?.headers).get('Accept')).toBe('text/event-stream');
    expect(new Headers(stream?.init?.headers).get('Authorization')).toBe('Bearer 7|token');
    expect(of('get_project_chats')).toHaveLength(1);
    expect(of('get_chats-by-repair')).toHaveLength(1);
    const call = of('get_chats')[0];
    expect(call?.url.searchParams.get('page')).toBe('1');
    expect(call?.url.searchParams.get('per_page')).toBe('15');
    expect(new Headers(call?.init?.headers).get('Authorization')).toBe('Bearer 7|token');
  });

  it('shows the empty state when there are no conversations', async () => {
    signIn();
    stubApi({ get_chats: chats([], 0, 'No data found!'), get_project_chats: NO_PROJECT_CHATS });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
  });

  it('asks for the page in the URL and offers pagination when there are more pages', async () => {
    signIn();
    const { of } = stubApi({ get_chats: chats(CHATS, 3), get_project_chats: chats(PROJECT_CHATS, 1) });
    renderWithProviders(<ChatListPage />, { path: '/user/chat?page=2' });
    await screen.findAllByTestId('conversation');
    expect(of('get_chats')[0]?.url.searchParams.get('page')).toBe('2');
    expect(of('get_project_chats')[0]?.url.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    signIn();
    stubApi({ get_chats: fail(500, 'Something Went Wrong'), get_project_chats: fail(500, 'Something Went Wrong') });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    expect((await screen.findByRole('alert')).textContent).toContain('Something Went Wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('pins a conversation handed off by another section and marks a listed one as current', async () => {
    signIn();
    stubApi({ get_chats: chats(CHATS, 1), get_project_chats: NO_PROJECT_CHATS });
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

  it('merges property and project conversations newest first, each labelled with its listing', async () => {
    signIn();
    stubApi({ get_chats: chats(CHATS, 1), get_project_chats: chats(PROJECT_CHATS, 1) });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    const rows = await screen.findAllByTestId('conversation');
    // 05-05 project, 05-04 property, 05-03 project, 05-01 property.
    expect(rows.map((r) => within(r).getByTestId('conversation-listing').textContent)).toEqual([
      'Project · Green Meadows',
      'Property · Sunny 2BHK in Baner',
      'Project · Skyline Towers',
      'Property · Villa with garden',
    ]);
    const links = rows.map((r) => within(r).getByTestId('conversation-link').getAttribute('href'));
    expect(links).toEqual([
      '/user/chat?user_id=21&project_id=6',
      '/user/chat?user_id=21&property_id=11',
      '/user/chat?user_id=30&project_id=5',
      '/user/chat?user_id=0&property_id=12',
    ]);
    const skyline = rows[2] as HTMLElement;
    expect(within(skyline).getByTestId('unread-badge').getAttribute('aria-label')).toBe('4 unread messages');
    expect(skyline.querySelector('[data-testid="conversation-listing"] img')?.getAttribute('src')).toBe(
      'http://localhost/uploads/projects/5.jpg',
    );
    expect(within(rows[0] as HTMLElement).queryByTestId('unread-badge')).toBeNull();
  });

  it('still lists one kind when the other list fails, and says so', async () => {
    signIn();
    stubApi({ get_chats: chats(CHATS, 1), get_project_chats: fail(500, 'Something Went Wrong') });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    expect(await screen.findAllByTestId('conversation')).toHaveLength(2);
    expect(screen.getByTestId('chat-list-partial').textContent).toContain('Some conversations could not be loaded.');
  });

  it('pins a project conversation handed off by the projects section, linking to it', async () => {
    signIn();
    stubApi({ get_chats: chats(CHATS, 1), get_project_chats: chats(PROJECT_CHATS, 1) });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    await screen.findAllByTestId('conversation');

    act(() =>
      dispatchChatOpen({
        userId: 44,
        name: 'Nova Builders',
        subject: { kind: 'project', id: 9, title: 'Harbour Heights', image: 'http://localhost/uploads/p9.jpg' },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('conversation')).toHaveLength(5));
    const pinned = screen.getAllByTestId('conversation')[0] as HTMLElement;
    expect(pinned.getAttribute('aria-current')).toBe('true');
    expect(within(pinned).getByTestId('conversation-listing').textContent).toBe(
      'New conversation · Project · Harbour Heights',
    );
    expect(within(pinned).getByTestId('conversation-link').getAttribute('href')).toBe(
      '/user/chat?user_id=44&project_id=9',
    );

    // A listed project conversation is marked, not pinned again; the property one with the same user is not it.
    act(() =>
      dispatchChatOpen({
        userId: 30,
        name: 'Builder Co',
        subject: { kind: 'project', id: 5, title: 'Skyline Towers' },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('conversation')).toHaveLength(4));
    const current = screen.getAllByTestId('conversation').filter((r) => r.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(within(current[0] as HTMLElement).getByText('Skyline Towers')).toBeTruthy();
  });
});

describe('ChatListPage with repair-work conversations', () => {
  const REPAIR_CHATS = [
    buildRepairChatSummary({
      repair_works_id: 8,
      title: 'Leaking kitchen tap',
      title_image: 'http://localhost/uploads/repair/8.jpg',
      date: '2025-05-06T09:00:00Z',
      unread_count: 1,
      user_id: 52,
      name: 'Asha Rao',
    }),
  ];

  it('lists them with the others, newest first, labelled and linked by repair work', async () => {
    signIn();
    const { of } = stubApi({
      get_chats: chats(CHATS, 1),
      get_project_chats: NO_PROJECT_CHATS,
      'get_chats-by-repair': chats(REPAIR_CHATS, 1),
    });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    const rows = await screen.findAllByTestId('conversation');
    expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByTestId('conversation-listing').textContent).toBe('Repair work · Leaking kitchen tap');
    expect(within(first).getByTestId('conversation-link').getAttribute('href')).toBe(
      '/user/chat?user_id=52&repair_work_id=8',
    );
    expect(of('get_chats-by-repair')[0]?.url.searchParams.get('per_page')).toBe('15');
  });

  it('pins a repair-work conversation handed off by the services section', async () => {
    signIn();
    stubApi({
      get_chats: chats([], 0),
      get_project_chats: NO_PROJECT_CHATS,
      'get_chats-by-repair': chats([], 0),
    });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    act(() =>
      dispatchChatOpen({
        userId: 52,
        name: 'Asha Rao',
        subject: { kind: 'repair_work', id: 8, title: 'Leaking kitchen tap' },
      }),
    );
    const pinned = (await screen.findAllByTestId('conversation'))[0] as HTMLElement;
    expect(within(pinned).getByTestId('conversation-link').getAttribute('href')).toBe(
      '/user/chat?user_id=52&repair_work_id=8',
    );
  });
});

describe('ChatListPage for a visitor opening a project conversation', () => {
  it('sends them to sign in and back to that conversation', () => {
    stubApi({});
    renderWithProviders(<ChatListPage />, { path: '/user/chat?user_id=30&project_id=5' });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/user/chat?user_id=30&project_id=5')}`,
    );
  });
});
