// The chat's rough edges, in Chromium against the real API: a conversation opened before its first message
// names the other person and the listing; the inbox shows each conversation's last message (text, "Photo",
// "Voice note") and follows new ones live from another browser; Message on an agent's page searches their
// listings; a conversation with a blocked user says why nobody can write there instead of offering a form that
// fails; deleting a message asks first. Everything it changes belongs to a fresh user.
import {
  expect as baseExpect,
  bearer,
  canvasPng,
  DEMO,
  demoAgent,
  sendMessage,
  seriousViolations,
  signInAs,
  test,
} from './support.ts';

// Live updates cross two browsers and a busy server: more time than the suite's default, never a fixed wait.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

// A WebM header (EBML magic) and some bytes: what the API accepts as a voice note by content.
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.alloc(400, 1)]);

test('a new conversation names the agent and the listing before the first message', async ({
  userPage: page,
  request,
}) => {
  const agent = await demoAgent(request);
  const listing = agent.properties[2];
  if (!listing) throw new Error('the demo agent has fewer than three listings');
  // Straight from the URL, as a reload or a shared link opens it: no other section handed anything over.
  await page.goto(`/user/chat?user_id=${agent.id}&property_id=${listing.id}`);
  const subject = page.getByTestId('chat-subject');
  await expect(subject.getByRole('heading', { name: agent.name })).toBeVisible();
  await expect(subject).toContainText(listing.title);
  await expect(page.getByText('No messages yet. Say hello!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the inbox shows each last message, and follows the other side live', async ({
  browser,
  userPage: page,
  user,
  request,
}) => {
  const agent = await demoAgent(request);
  const listing = agent.properties[0];
  if (!listing) throw new Error('the demo agent has no listing');
  await sendMessage(request, user, { receiverId: agent.id, propertyId: listing.id }, 'Is the balcony south facing?');

  await page.goto('/user/chat');
  const row = page.getByTestId('conversation').filter({ hasText: listing.title }).first();
  await expect(row.getByTestId('conversation-last')).toHaveText('You: Is the balcony south facing?');
  expect(await seriousViolations(page)).toEqual([]);

  // The agent answers from their own browser: the user's inbox changes without a reload.
  const agentContext = await browser.newContext();
  try {
    const agentPage = await agentContext.newPage();
    await signInAs(agentPage, DEMO.agent, `/user/chat?user_id=${user.id}&property_id=${listing.id}`);
    await expect(agentPage.getByTestId('chat-message').filter({ hasText: 'south facing' })).toBeVisible();
    const answer = `Yes, it gets the sun all day (${Date.now()})`;
    await agentPage.getByRole('textbox', { name: 'Message' }).fill(answer);
    await agentPage.getByRole('button', { name: 'Send' }).click();
    await expect(row.getByTestId('conversation-last')).toHaveText(answer);
    await expect(row.getByTestId('unread-badge')).toHaveText('1');

    // A photo, then a voice note: the line says what they are.
    const headers = await bearer(request, DEMO.agent);
    const to = { receiver_id: String(user.id), property_id: String(listing.id) };
    const photo = await request.post('/api/send_message', {
      headers,
      multipart: {
        ...to,
        file: { name: 'balcony.png', mimeType: 'image/png', buffer: await canvasPng(agentPage, '#2a9d8f') },
      },
    });
    expect(photo.ok(), await photo.text()).toBe(true);
    await expect(row.getByTestId('conversation-last')).toHaveText('Photo');
    const voice = await request.post('/api/send_message', {
      headers,
      multipart: { ...to, audio: { name: 'note.webm', mimeType: 'audio/webm', buffer: WEBM } },
    });
    expect(voice.ok(), await voice.text()).toBe(true);
    await expect(row.getByTestId('conversation-last')).toHaveText('Voice note');
    await expect(row.getByTestId('unread-badge')).toHaveText('3');
  } finally {
    await agentContext.close();
  }
});

test('Message on an agent page searches their listings and opens the conversation', async ({
  userPage: page,
  request,
}) => {
  const agent = await demoAgent(request);
  const target = agent.properties[3];
  if (!target) throw new Error('the demo agent has fewer than four listings');
  await page.goto('/agent-details/arjun-mehta');
  await page.getByTestId('message-button').click();
  const chooser = page.getByRole('dialog', { name: `Message ${agent.name}` });
  await expect(chooser.getByTestId('message-topic').first()).toBeVisible();
  const search = chooser.getByRole('searchbox', { name: 'Search their listings' });
  await search.fill('zzqx nothing like this');
  await expect(chooser.getByTestId('message-no-topics')).toHaveText('No listing of theirs matches these words.');
  await search.fill(target.title);
  const found = chooser.getByTestId('message-topic').filter({ hasText: target.title });
  await expect(found.first()).toBeVisible();
  await expect(chooser.getByTestId('message-no-topics')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await found.first().click();
  await expect(page).toHaveURL(new RegExp(`/user/chat\\?user_id=${agent.id}&property_id=${target.id}$`));
  await expect(page.getByTestId('chat-subject')).toContainText(target.title);
});

test('a conversation with a blocked user says why nobody can write there', async ({
  userPage: page,
  user,
  request,
}) => {
  const agent = await demoAgent(request);
  const listing = agent.properties[1];
  if (!listing) throw new Error('the demo agent has fewer than two listings');
  const headers = await bearer(request, user);
  const blocked = await request.post('/api/block-user', {
    headers,
    multipart: { to_user_id: String(agent.id), reason: 'Spam' },
  });
  expect(blocked.ok(), await blocked.text()).toBe(true);
  // A listing they never talked about: the conversation list has nothing to say about it.
  await page.goto(`/user/chat?user_id=${agent.id}&property_id=${listing.id}`);
  await expect(page.getByTestId('chat-blocked')).toHaveText(
    'You have blocked this user, so you cannot send messages here. Unblock them to write again.',
  );
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The agent's side of it: blocked by the user.
  const agentAccount = await bearer(request, DEMO.agent);
  const theirs = await request.get(`/api/get_messages?user_id=${user.id}&property_id=${listing.id}`, {
    headers: agentAccount,
  });
  expect(((await theirs.json()) as { conversation: { is_blocked_by_user: boolean } }).conversation).toMatchObject({
    is_blocked_by_user: true,
  });
});

test('deleting a message asks first; cancelling keeps it', async ({ userPage: page, user, request }) => {
  const agent = await demoAgent(request);
  const listing = agent.properties[0];
  if (!listing) throw new Error('the demo agent has no listing');
  const text = `Please ignore this (${Date.now()})`;
  await sendMessage(request, user, { receiverId: agent.id, propertyId: listing.id }, text);
  await page.goto(`/user/chat?user_id=${agent.id}&property_id=${listing.id}`);
  const mine = page.getByTestId('chat-message').filter({ hasText: text });
  await mine.getByRole('button', { name: 'Delete message' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(ask).toContainText('It will be removed for both of you.');
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Delete message' }).click();
  await page.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(0);
  // Gone on the server too, not only from the page.
  await page.reload();
  await expect(page.getByTestId('chat-subject')).toContainText(listing.title);
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(0);
});
