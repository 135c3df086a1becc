import {
  abodeStore,
  dispatchChatOpen,
  INITIAL_LANGUAGE,
  INITIAL_USER_SIGNUP,
  languageAtom,
  notify,
  setSections,
  userSignupAtom,
} from '@abode/shared';
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
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatListPage } from '../pages/ChatList.page.tsx';
import { buildProjectChatSummary, buildRepairChatSummary } from '../test/fixtures.ts';
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

function messages(
  list: { id: number; from: number; text: string }[],
  current = 1,
  last = 1,
  about: { property_id: number | null; project_id?: number; repair_works_id?: number } = { property_id: PROPERTY },
) {
  return buildMessagePage(
    list.map((m) =>
      buildChatMessage({
        id: m.id,
        sender_id: m.from,
        receiver_id: m.from === ME ? AGENT : ME,
        ...about,
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
  abodeStore.set(languageAtom, INITIAL_LANGUAGE);
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
    expect((await screen.findByTestId('chat-blocked')).textContent).toBe(
      'This user has blocked you, so you cannot send messages here.',
    );
    expect(screen.queryByLabelText('Message')).toBeNull();
  });
});

describe('attachments, voice notes and deleting', () => {
  const WITH_MEDIA = ok(
    buildMessagePage([
      buildChatMessage({
        id: 6,
        sender_id: ME,
        receiver_id: AGENT,
        property_id: PROPERTY,
        message: '',
        audio: 'http://localhost/uploads/private/chat/audio/a.webm?expires=1&signature=x',
        chat_message_type: 'audio',
      }),
      buildChatMessage({
        id: 5,
        sender_id: AGENT,
        receiver_id: ME,
        property_id: PROPERTY,
        message: 'The floor plan',
        file: 'http://localhost/uploads/private/chat/files/p.pdf?expires=1&signature=x',
        chat_message_type: 'file_and_text',
      }),
      buildChatMessage({
        id: 4,
        sender_id: AGENT,
        receiver_id: ME,
        property_id: PROPERTY,
        message: '',
        file: 'http://localhost/uploads/private/chat/files/f.png?expires=1&signature=x',
        chat_message_type: 'file',
      }),
    ]),
    { total_page: 1 },
  );

  it('shows a picture inline, links a document, plays a voice note, and deletes only my own message', async () => {
    const { calls } = stubApi({
      get_chats: CHATS,
      get_messages: WITH_MEDIA,
      delete_chat_message: ok({ ids: [6] }, { message: 'Message deleted successfully' }),
    });
    renderWithProviders(<ChatListPage />, { path: threadPath });
    const items = await screen.findAllByTestId('chat-message');
    expect(items).toHaveLength(3);
    const [picture, document, voice] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(picture).getByRole('img', { name: 'Attachment' }).getAttribute('src')).toContain('/f.png?');
    expect(within(document).getByRole('link', { name: 'Open attachment (PDF)' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(within(voice).getByTestId('chat-audio').getAttribute('src')).toContain('/a.webm?');
    // Only my message has a delete button.
    expect(within(picture).queryByRole('button', { name: 'Delete message' })).toBeNull();
    fireEvent.click(within(voice).getByRole('button', { name: 'Delete message' }));
    // It asks first: cancelling deletes nothing.
    const ask = await screen.findByRole('dialog', { name: 'Delete this message?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.endpoint === 'delete_chat_message')).toBe(false);
    fireEvent.click(within(voice).getByRole('button', { name: 'Delete message' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'delete_chat_message')).toBe(true));
    const form = calls.find((c) => c.endpoint === 'delete_chat_message')?.init?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({ message_id: '6' });
  });

  it('sends a chosen file without text, showing it as pending until confirmed', async () => {
    let release: () => void = () => {};
    const { calls } = stubApi({
      get_chats: CHATS,
      get_messages: THREAD,
      send_message: () =>
        new Promise((resolve) => {
          release = () => resolve(ok(undefined, { message: 'Data Store Successfully', id: 9 }));
        }),
    });
    renderWithProviders(<ChatListPage />, { path: threadPath });
    await screen.findAllByTestId('chat-message');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const pdf = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(within(await screen.findByTestId('chat-chosen-file')).getByText('plan.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.querySelector('[data-pending]')).not.toBeNull());
    expect(screen.getByText('Sending…')).toBeTruthy();
    const form = calls.find((c) => c.endpoint === 'send_message')?.init?.body as FormData;
    expect(form.get('message')).toBe('');
    expect((form.get('file') as File).name).toBe('plan.pdf');
    await act(async () => release());
    await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull());
  });

  it("says the spec's texts when the microphone is refused or missing", async () => {
    vi.stubGlobal('MediaRecorder', class {});
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    stubApi({ get_chats: CHATS, get_messages: THREAD });
    renderWithProviders(<ChatListPage />, { path: threadPath });
    await screen.findAllByTestId('chat-message');
    fireEvent.click(screen.getByRole('button', { name: 'Record voice note' }));
    expect((await screen.findByTestId('chat-send-error')).textContent).toBe('Permission is not allow for Microphone.');
    getUserMedia.mockRejectedValue(new DOMException('none', 'NotFoundError'));
    fireEvent.click(screen.getByRole('button', { name: 'Record voice note' }));
    await waitFor(() => expect(screen.getByTestId('chat-send-error').textContent).toBe('No Microphone Found'));
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
});

const PROJECT = 5;
const projectPath = `/user/chat?user_id=${AGENT}&project_id=${PROJECT}`;
const PROJECT_SUMMARY = buildProjectChatSummary({
  project_id: PROJECT,
  title: 'Skyline Towers',
  title_image: 'http://localhost/uploads/projects/5.jpg',
  date: '2025-05-04T11:00:00Z',
  unread_count: 1,
  user_id: AGENT,
  name: 'Ravi Kumar',
});
const PROJECT_CHATS = ok([PROJECT_SUMMARY], { total_page: 1 });

/** The get_messages_project answer around a page of project messages (newest first). */
const projectPage = (list: Parameters<typeof messages>[0], current = 1, last = 1) =>
  ok(messages(list, current, last, { property_id: null, project_id: PROJECT }), {
    message: 'Data Fetch Successfully',
    total_page: last,
  });

const PROJECT_LIST = [
  { id: 6, from: AGENT, text: 'Floor plans are attached.' },
  { id: 5, from: ME, text: 'Are 3BHK units left?' },
];

describe('a project conversation', () => {
  it('opens from the URL with its messages, the project it is about and no property call', async () => {
    const { calls, of } = stubApi({
      get_project_chats: PROJECT_CHATS,
      get_messages_project: projectPage(PROJECT_LIST),
    });
    renderWithProviders(<ChatListPage />, { path: projectPath });
    const items = await screen.findAllByTestId('chat-message');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Are 3BHK units left?'),
      expect.stringContaining('Floor plans are attached.'),
    ]);
    expect(items[0]?.getAttribute('data-mine')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeTruthy();
    const subject = screen.getByTestId('chat-subject');
    expect(subject.getAttribute('data-kind')).toBe('project');
    expect(subject.textContent).toContain('Project · Skyline Towers');
    expect(subject.querySelector('img')?.getAttribute('src')).toBe('http://localhost/uploads/projects/5.jpg');
    const call = of('get_messages_project')[0];
    expect(call?.url.searchParams.get('user_id')).toBe(String(AGENT));
    expect(call?.url.searchParams.get('project_id')).toBe(String(PROJECT));
    expect(call?.url.searchParams.get('page')).toBe('1');
    expect(call?.url.searchParams.has('property_id')).toBe(false);
    expect(calls.some((c) => c.endpoint === 'get_messages' || c.endpoint === 'get_chats')).toBe(false);
  });

  it('pages back through older messages like a property conversation', async () => {
    const { of } = stubApi({
      get_project_chats: PROJECT_CHATS,
      get_messages_project: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? projectPage([{ id: 1, from: AGENT, text: 'Welcome to Skyline.' }], 2, 2)
          : projectPage(PROJECT_LIST, 1, 2),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatListPage />, { path: projectPath });
    await screen.findAllByTestId('chat-message');
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    expect(screen.getAllByTestId('chat-message')[0]?.textContent).toContain('Welcome to Skyline.');
    expect(of('get_messages_project').map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('takes the name and project from a hand-off before the list knows it', async () => {
    stubApi({ get_project_chats: ok([], { total_page: 0 }), get_messages_project: projectPage([]) });
    renderWithProviders(<ChatListPage />, { path: `/user/chat?user_id=44&project_id=9` });
    act(() =>
      dispatchChatOpen({
        userId: 44,
        name: 'Nova Builders',
        subject: { kind: 'project', id: 9, title: 'Harbour Heights' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Nova Builders' })).toBeTruthy();
    expect(screen.getByTestId('chat-subject').textContent).toContain('Project · Harbour Heights');
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
  });

  it('sends through send_project_message as multipart with the project, and shows it after the refetch', async () => {
    let sent = false;
    const { of } = stubApi({
      get_project_chats: PROJECT_CHATS,
      get_messages_project: () =>
        sent ? projectPage([{ id: 7, from: ME, text: 'Can I visit?' }, ...PROJECT_LIST]) : projectPage(PROJECT_LIST),
      send_project_message: () => {
        sent = true;
        return ok(undefined, { message: 'Data Store Successfully', id: 7 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatListPage />, { path: projectPath });
    await screen.findAllByTestId('chat-message');
    await user.type(screen.getByLabelText('Message'), 'Can I visit?{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    expect(of('send_message')).toHaveLength(0);
    const send = of('send_project_message')[0];
    expect(send?.method).toBe('POST');
    expect(Object.fromEntries(send?.form?.entries() ?? [])).toEqual({
      receiver_id: String(AGENT),
      project_id: String(PROJECT),
      message: 'Can I visit?',
    });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it.each([
    ['This user has not shown interest in this project', 'FORBIDDEN'],
    ['You can only message the owner of this project', 'FORBIDDEN'],
    ['You are blocked by user', 'BLOCKED'],
  ])("shows the refusal '%s' inline, keeps the text and toasts once", async (message, code) => {
    const errorToast = vi.spyOn(notify, 'error');
    stubApi({
      get_project_chats: PROJECT_CHATS,
      get_messages_project: projectPage(PROJECT_LIST),
      send_project_message: fail(403, message, code),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatListPage />, { path: projectPath });
    await screen.findAllByTestId('chat-message');
    await user.type(screen.getByLabelText('Message'), 'Hello?{Enter}');
    expect((await screen.findByTestId('chat-send-error')).textContent).toBe(message);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello?');
    expect(errorToast).toHaveBeenCalledTimes(1);
  });

  it('replaces the form with a notice when the project list says the conversation is blocked', async () => {
    const blocked = ok([{ ...PROJECT_SUMMARY, is_blocked_by_me: true }], { total_page: 1 });
    stubApi({ get_project_chats: blocked, get_messages_project: projectPage(PROJECT_LIST) });
    renderWithProviders(<ChatListPage />, { path: projectPath });
    expect((await screen.findByTestId('chat-blocked')).textContent).toBe(
      'You have blocked this user, so you cannot send messages here. Unblock them to write again.',
    );
    expect(screen.queryByLabelText('Message')).toBeNull();
  });

  it('reads right to left in Arabic: the back link points right, the kind is in Arabic, my times align to the end', async () => {
    abodeStore.set(languageAtom, {
      ...INITIAL_LANGUAGE,
      selected: { code: 'ar', name: 'العربية', rtl: true, file: {} },
    });
    stubApi({ get_project_chats: PROJECT_CHATS, get_messages_project: projectPage(PROJECT_LIST) });
    renderWithProviders(<ChatListPage />, { path: projectPath });
    const items = await screen.findAllByTestId('chat-message');
    expect(screen.getByRole('link', { name: /كل المحادثات/ }).textContent).toBe('→ كل المحادثات');
    await waitFor(() => expect(screen.getByTestId('chat-subject').textContent).toContain('مشروع · Skyline Towers'));
    expect(screen.getByTestId('chat-subject').querySelector('bdi')?.textContent).toBe('Skyline Towers');
    const mine = items[0]?.querySelector('time');
    // Logical alignment: 'end' is the left edge in RTL, the right one in LTR.
    expect((mine as HTMLElement | null | undefined)?.style.textAlign).toBe('end');
    expect((items[1]?.querySelector('time') as HTMLElement | null)?.style.textAlign).toBe('start');
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeTruthy();
  });
});

describe('a repair-work conversation', () => {
  const REPAIR = 8;
  const repairPath = `/user/chat?user_id=${AGENT}&repair_work_id=${REPAIR}`;
  const REPAIR_CHATS = ok(
    [
      buildRepairChatSummary({
        repair_works_id: REPAIR,
        title: 'Leaking kitchen tap',
        title_image: '',
        date: '2025-05-06T09:00:00Z',
        user_id: AGENT,
        name: 'Ravi Kumar',
      }),
    ],
    { total_page: 1 },
  );
  const repairPage = (list: Parameters<typeof messages>[0]) =>
    ok(messages(list, 1, 1, { property_id: null, repair_works_id: REPAIR }), {
      message: 'Data Fetch Successfully',
      total_page: 1,
    });

  it('opens from the URL, reads get_messages-by-repair and sends through send-message-repair', async () => {
    let sent = false;
    const { of } = stubApi({
      'get_chats-by-repair': REPAIR_CHATS,
      'get_messages-by-repair': () =>
        repairPage(
          sent
            ? [
                { id: 4, from: ME, text: 'Tomorrow at 10?' },
                { id: 3, from: AGENT, text: 'Yes, still leaking.' },
              ]
            : [{ id: 3, from: AGENT, text: 'Yes, still leaking.' }],
        ),
      'send-message-repair': () => {
        sent = true;
        return ok(undefined, { message: 'Data Store Successfully', id: 4 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatListPage />, { path: repairPath });
    expect(await screen.findAllByTestId('chat-message')).toHaveLength(1);
    const subject = screen.getByTestId('chat-subject');
    expect(subject.getAttribute('data-kind')).toBe('repair_work');
    await waitFor(() => expect(subject.textContent).toContain('Repair work · Leaking kitchen tap'));
    const read = of('get_messages-by-repair')[0];
    expect(read?.url.searchParams.get('user_id')).toBe(String(AGENT));
    expect(read?.url.searchParams.get('repair_works_id')).toBe(String(REPAIR));
    await user.type(screen.getByLabelText('Message'), 'Tomorrow at 10?{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(Object.fromEntries(of('send-message-repair')[0]?.form?.entries() ?? [])).toEqual({
      receiver_id: String(AGENT),
      repair_works_id: String(REPAIR),
      message: 'Tomorrow at 10?',
    });
  });
});
