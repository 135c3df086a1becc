// The chat section against the real API: a fresh user has asked the demo agent about two of their listings
// and the agent answered one of them twice; the user finds both conversations, opens the unread one and
// replies. Everything it reads or changes is the fresh user's own, so it passes on any run.
import { DEMO, demoAgent, expect, sendMessage, seriousViolations, test } from './support.ts';

test('a user sees their conversations with the agent and can reply', async ({ userPage: page, user, request }) => {
  const agent = await demoAgent(request);
  const [older, latest] = agent.properties;
  if (!older || !latest) throw new Error('the demo agent has fewer than two listings');
  await sendMessage(request, user, { receiverId: agent.id, propertyId: older.id }, 'Is it still available?');
  await sendMessage(request, user, { receiverId: agent.id, propertyId: latest.id }, 'Can I see it this week?');
  for (const answer of ['Yes, it is still available.', 'I can show it on Saturday at 11 am.']) {
    await sendMessage(request, DEMO.agent, { receiverId: user.id, propertyId: latest.id }, answer);
  }

  await page.goto('/user/chat');
  const rows = page.getByTestId('conversation');
  await expect(rows.first()).toBeVisible();
  const withAgent = rows.filter({ hasText: agent.name });
  await expect(withAgent).toHaveCount(2);
  // The latest conversation has the agent's two unread answers.
  await expect(rows.first().getByTestId('unread-badge')).toHaveText('2');

  expect(await seriousViolations(page)).toEqual([]);

  await rows.first().getByTestId('conversation-link').click();
  await expect(page).toHaveURL(new RegExp(`/user/chat\\?user_id=${agent.id}&property_id=${latest.id}`));
  await expect(page.getByRole('heading', { name: agent.name })).toBeVisible();
  await expect(page.getByText('I can show it on Saturday at 11 am.')).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please enter a message before sending.')).toBeVisible();

  const reply = `See you on Saturday (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Message' }).fill(reply);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible();

  // Reading the conversation cleared its unread count.
  await page.getByRole('link', { name: /All conversations/ }).click();
  await expect(page.getByTestId('conversation').first()).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
});
