// The chat section against the real API: the demo user logs in through the UI and finds the seeded
// conversation with the agent, opens it and replies.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support.ts';

test('the demo user sees the seeded conversation with the agent and can reply', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('user@abode.test');
  await page.getByLabel('Password').fill('abode-demo');
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();

  await page.goto('/user/chat');
  const rows = page.getByTestId('conversation');
  await expect(rows.first()).toBeVisible();
  const withAgent = rows.filter({ hasText: 'Arjun Mehta' });
  await expect(withAgent).toHaveCount(2);
  // The latest conversation has the agent's two unread answers.
  await expect(rows.first().getByTestId('unread-badge')).toHaveText('2');

  expect(await seriousViolations(page)).toEqual([]);

  await rows.first().getByTestId('conversation-link').click();
  await expect(page).toHaveURL(/\/user\/chat\?user_id=\d+&property_id=\d+/);
  await expect(page.getByRole('heading', { name: 'Arjun Mehta' })).toBeVisible();
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
