import { abodeStore, INITIAL_USER_SIGNUP, notify, setSections, userSignupAtom } from '@abode/shared';
import {
  buildChatMessage,
  buildChatSummary,
  buildMessagePage,
  describedText,
  fail,
  ok,
  renderWithProviders,
  stubApi,
} from '@abode/shared/test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatListPage } from '../pages/ChatList.page.tsx';
import { registerSections } from '../test/sections.ts';

const ME = 7;
const AGENT = 21;
const PROPERTY = 11;

const SUMMARY = buildChatSummary({
  property_id: PROPERTY,
  title: 'Sunny 2BHK in Baner',
  title_image: '',
  date: '2025-05-04T10:30:00Z',
  unread_count: 2,
  user_id: AGENT,
  name: 'Ravi Kumar',
  profile: '',
  is_blocked_by_me: false,
  is_blocked_by_user: false,
});
const CHATS = ok([SUMMARY], { total_page: 1 });

function messages(list: { id: number; from: number; text: string }[], current = 1, last = 1) {
  return buildMessagePage(
    list.map((m) =>
      buildChatMessage({
        id: m.id,
        sender_id: m.from,
        receiver_id: m.from === ME ? AGENT : ME,
        property_id: PROPERTY,
        message: m.text,
        created_at: `2025-05-04T10:0${m.id}:00Z`,
        updated_at: `2025-05-04T10:0${m.id}:00Z`,
      }),
    ),
    { current_page: current, last_page: last },
  );
}

/** The get_messages answer around a page of messages (newest first). */
const page = (list: Parameters<typeof messages>[0], current = 1, last = 1) =>
  ok(messages(list, current, last), { message: 'Data Fetch Successfully', total_page: last });

// Newest first, as the API sends them.
const THREAD_LIST = [
  { id: 3, from: AGENT, text: 'I can show it on Saturday.' },
  { id: 2, from: AGENT, text: 'Yes, it is.' },
  { id: 1, from: ME, text: 'Is this still available?' },
];
const THREAD = page(THREAD_LIST);

function signIn() {
  abodeStore.set(userSignupAtom, {
    token: '7|token',
    data: { id: ME, name: 'Demo User', email: 'user@abode.test', mobile: '', profile: '', address: '' },
    status: 'success',
    error: null,
  });
}

const threadPath = `/user/chat?user_id=${AGENT}&property_id=${PROPERTY}`;

beforeEach(() => {
  abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  signIn();
  registerSections();
});
afterEach(() => {
  cleanup();
  setSections([]);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the conversation view', () => {
  it('is where a list row leads', async () => {
    stubApi({ get_chats: CHATS });
    renderWithProviders(<ChatListPage />, { path: '/user/chat' });
    const link = await screen.findByTestId('conversation-link');
    expect(link.getAttribute('href')).toBe(threadPath);
    expect(within(link).getByTestId('unread-badge').textContent).toBe('2');
  });

  it('shows the messages oldest first, mine apart from theirs, with who and what it is about', async () => {
    const { calls } = stubApi({ get_chats: CHATS, get_messages: THREAD });
    renderWithProviders(<ChatListPage />, { path: threadPath });
    const items = await screen.findAllByTestId('chat-message');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('Is this still available?')).toBeTruthy();
    expect(items[0]?.getAttribute('data-mine')).toBe('true');
    expect(within(items[2] as HTMLElement).getByText('I can show it on Saturday.')).toBeTruthy();
    expect(items[2]?.getAttribute('data-mine')).toBe('false');
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(screen.getByText('Sunny 2BHK in Baner')).toBeTruthy();
    const call = calls.find((c) => c.endpoint === 'get_messages');
    expect(call?.url.searchParams.get('user_id')).toBe(String(AGENT));
    expect(call?.url.searchParams.get('property_id')).toBe(String(PROPERTY));
    expect(call?.url.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('link', { name: /All conversations/ }).getAttribute('href')).toBe('/user/chat');
  });

  it("says 'Please enter a message before sending.' word for word and sends nothing", async () => {
    const { calls } = stubApi({ get_chats: CHATS, get_messages: THREAD });
    renderWithProviders(<ChatListPage />, { path: threadPath });
    await screen.findAllByTestId('chat-message');
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(describedText(box)).toContain('Please enter a message before sending.'));
    expect(calls.some((c) => c.endpoint === 'send_message')).toBe(false);
  });

  it('sends a text as multipart without a sender_id and shows it after the refetch', async () => {
    let sent = false;
    const { calls } = stubApi({
      get_chats: CHATS,
      get_messages: () => (sent ? page([{ id: 4, from: ME, text: 'Saturday works.' }, ...THREAD_LIST]) : THREAD),
      send_message: () => {
        sent = true;
        return ok(undefined, { message: 'Data Store Successfully', id: 4 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatListPage />, { path: threadPath });
    await screen.findAllByTestId('chat-message');
    await user.type(screen.getByLabelText('Message'), 'Saturday works.{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    const form = calls.find((c) => c.endpoint === 'send_message')?.init?.body as FormData | undefined;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries(form?.entries() ?? [])).toEqual({
      receiver_id: String(AGENT),
      property_id: String(PROPERTY),
      message: 'Saturday works.',
    });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's refusal inline and toasts it once", async () => {
    const errorToast = vi.spyOn(notify, 'error');
    stubApi({
      get_chats: CHATS,
      get_messages: THREAD,
      send_message: fail(403, 'You are blocked by user', 'BLOCKED'),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatListPage />, { path: threadPath });
    await screen.findAllByTestId('chat-message');
    await user.type(screen.getByLabelText('Message'), 'Hello?{Enter}');
    expect((await screen.findByTestId('chat-send-error')).textContent).toBe('You are blocked by user');
    expect(errorToast).toHaveBeenCalledTimes(1);
  });

  it('replaces the form with a notice when the conversation is blocked', async () => {
    const blocked = ok([buildChatSummary({ ...SUMMARY, is_blocked_by_user: true })], { total_page: 1 });
    stubApi({ get_chats: blocked, get_messages: THREAD });
    renderWithProviders(<ChatListPage />, { path: threadPath });
    expect((await screen.findByTestId('chat-blocked')).textContent).toBe('This user has blocked you.');
    expect(screen.queryByLabelText('Message')).toBeNull();
  });
});
