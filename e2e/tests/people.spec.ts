// Agents and blocking against the real API: a visitor browses from the agents list to an agent's page and
// on to one of their properties; the demo user blocks the agent from that page with a reason, finds the
// chat blocked and sending refused, then unblocks from the blocked-users page.
//
// It blocks and unblocks user@abode.test ↔ agent@abode.test, whom chat.spec also uses: the spec only reads
// the conversation list (opening a seeded conversation would mark its messages read) and never sends a
// message that gets through, and the block lasts only between its middle steps.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support.ts';

test('a visitor goes from the agents list to an agent and on to one of their properties', async ({ page }) => {
  await page.goto('/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  const cards = page.getByTestId('person-card');
  // The verified demo agent comes first.
  await expect(cards.first()).toContainText('Arjun Mehta');
  await expect(cards.first().getByTestId('verified-badge')).toBeVisible();
  await expect(cards.filter({ hasText: 'Abode Admin' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await cards.first().click();
  await expect(page).toHaveURL(/\/agent-details\/arjun-mehta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arjun Mehta' })).toBeVisible();
  await expect(page.getByTestId('about-me')).toHaveText('Independent agent helping families find homes since 2012.');
  const properties = page.getByTestId('person-properties').getByTestId('property-card');
  await expect(properties.first()).toBeVisible();
  expect(await properties.count()).toBeGreaterThan(1);
  // A visitor is not offered a conversation.
  await expect(page.getByTestId('message-button')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const first = properties.first();
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/properties-details\/.+/);
  const title = (await first.getByTestId('property-title').textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a visitor browses the builders list to a builder and their projects', async ({ page }) => {
  await page.goto('/builders');
  await expect(page.getByRole('heading', { level: 1, name: 'Builders' })).toBeVisible();
  const card = page.getByTestId('person-card').filter({ hasText: 'Arjun Mehta' });
  await expect(card).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await card.click();
  await expect(page).toHaveURL(/\/builder-details\/arjun-mehta$/);
  const projects = page.getByTestId('person-projects').getByTestId('project-card');
  await expect(projects.first()).toHaveAttribute('href', /^\/project-details\/.+/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the demo user blocks the agent with a reason, the chat is blocked, and unblocks', async ({ page }) => {
  // Many steps and three accessibility scans: more than the default 30 s on a cold server.
  test.setTimeout(60_000);
  // A visitor who tries to block is sent to log in, and comes back to the agent's page.
  await page.goto('/agent-details/arjun-mehta');
  await page.getByRole('button', { name: 'Report / Block' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fagent-details%2Farjun-mehta$/);
  await page.getByLabel('Email').fill('user@abode.test');
  await page.getByLabel('Password').fill('abode-demo');
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/agent-details\/arjun-mehta$/);
  await expect(page.getByTestId('message-button')).toBeVisible();

  // The reason dialog: the spec's two messages, then a written reason.
  await page.getByRole('button', { name: 'Report / Block' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report and block Arjun Mehta' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(dialog.getByText('Please select a reason first.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(dialog.getByText('Please write your reason')).toBeVisible();
  const reason = `Asked me to pay outside the site (${Date.now()})`;
  await dialog.getByRole('textbox', { name: /Your reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('User Blocked Successfully').first()).toBeVisible();
  await expect(page.getByTestId('unblock-button')).toBeVisible();

  try {
    // The conversations with the agent show the block (read from the list only: opening one marks it read).
    await page.goto('/user/chat');
    const withAgent = page.getByTestId('conversation').filter({ hasText: 'Arjun Mehta' });
    await expect(withAgent.first()).toBeVisible();
    for (const row of await withAgent.all()) await expect(row.getByText('Blocked', { exact: true })).toBeVisible();

    // Messaging the agent about one of their properties is refused with the API's text.
    await page.goBack();
    await page.getByTestId('message-button').click();
    await expect(page).toHaveURL(/\/user\/chat\?user_id=\d+&property_id=\d+$/);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('chat-send-error')).toHaveText('You have blocked user');
    await expect(page.getByTestId('chat-message')).toHaveCount(0);

    // The blocked-users page lists the agent with the reason.
    await page.goto('/user/blocked-users');
    const row = page.getByTestId('blocked-user').filter({ hasText: 'Arjun Mehta' });
    await expect(row.getByTestId('blocked-reason')).toHaveText(`Reason: ${reason}`);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    // Unblock, through the page; if the page never got there, through the API, so other specs are unaffected.
    if (page.url().endsWith('/user/blocked-users')) {
      await page.getByRole('button', { name: 'Unblock Arjun Mehta' }).click();
    } else {
      await page.evaluate(async () => {
        const { token } = JSON.parse(localStorage.getItem('persist:User_signup') ?? '{}');
        const page = await fetch('/api/agent-properties?slug_id=arjun-mehta&limit=1');
        const { data } = await page.json();
        const form = new FormData();
        form.set('to_user_id', String(data.customer_data.id));
        await fetch('/api/unblock-user', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
      });
    }
  }
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();

  // And the agent's page offers Report / Block again.
  await page.goto('/agent-details/arjun-mehta');
  await expect(page.getByRole('button', { name: 'Report / Block' })).toBeVisible();
  await expect(page.getByTestId('unblock-button')).toHaveCount(0);
});
