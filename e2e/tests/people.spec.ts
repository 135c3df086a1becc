// Agents and blocking against the real API: a visitor browses from the agents list to an agent's page and
// on to one of their properties; a fresh user who has written to the demo agent blocks them from that page
// with a reason, finds the chat blocked and sending refused, then unblocks from the blocked-users page.
import { DEMO, demoAgent, expect, sendMessage, seriousViolations, signInAs, submitLogin, test } from './support.ts';

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

test('a visitor browses the builders list to a builder and their projects; a project page needs sign-in and project access', async ({
  page,
  user,
}) => {
  // Three sign-ins and three accessibility scans: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
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

  // A project card opens the project's own page (served by the projects section). Project pages are for
  // members with project access (spec §6, project_access): a visitor is asked to log in and come back.
  const first = projects.first();
  const href = (await first.getAttribute('href')) ?? '';
  const title = (await first.getByTestId('project-title').textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('project-sign-in')).toContainText('You have not logged in. Please log in first.');
  await expect(page.getByTestId('project-sign-in').getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    `/login?returnTo=${encodeURIComponent(href)}`,
  );

  // Signed in without a package: the spec's warning, whose OK leads to the plans.
  await signInAs(page, user, href);
  const dialog = page.getByTestId('package-gate-dialog');
  await expect(dialog).toContainText('You have not subscribed. Please subscribe first');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/subscription-plan$/);

  // Its builder sees the whole page, with its floor plans.
  await signInAs(page, DEMO.agent, href);
  const project = page.getByTestId('project-detail');
  await expect(project.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(project.getByTestId('project-floor-plans')).toBeVisible();
  await expect(project.getByTestId('project-contact')).toContainText('Arjun Mehta');
  await expect(page).toHaveTitle(/\| Abode$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a user blocks the agent with a reason, the chat is blocked, and unblocks', async ({ page, user, request }) => {
  // Many steps and three accessibility scans: more than the default 30 s on a cold server.
  test.setTimeout(60_000);
  // The user has written to the agent about one of their listings; later, blocked, they pick another one in
  // the Message chooser, where no message may get through.
  const agent = await demoAgent(request);
  const [blockedTopic, listing] = agent.properties;
  if (!blockedTopic || !listing) throw new Error('the demo agent has fewer than two listings');
  await sendMessage(request, user, { receiverId: agent.id, propertyId: listing.id }, 'Is it still available?');

  // A visitor who tries to block is sent to log in, and comes back to the agent's page.
  await page.goto('/agent-details/arjun-mehta');
  await page.getByRole('button', { name: 'Report / Block' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fagent-details%2Farjun-mehta$/);
  await submitLogin(page, user.email, user.password);
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

  // The conversations with the agent show the block.
  await page.goto('/user/chat');
  const withAgent = page.getByTestId('conversation').filter({ hasText: 'Arjun Mehta' });
  await expect(withAgent.first()).toBeVisible();
  for (const row of await withAgent.all()) await expect(row.getByText('Blocked', { exact: true })).toBeVisible();

  // Messaging the agent about one of their properties (Message asks which) is not offered.
  await page.goBack();
  await page.getByTestId('message-button').click();
  const chooser = page.getByRole('dialog', { name: 'Message Arjun Mehta' });
  await expect(chooser).toBeVisible();
  await chooser.getByTestId('message-topic').filter({ hasText: blockedTopic.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/user/chat\\?user_id=${agent.id}&property_id=${blockedTopic.id}$`));
  // The conversation says why instead of offering a form that would fail.
  await expect(page.getByTestId('chat-blocked')).toContainText('You have blocked this user');
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await expect(page.getByTestId('chat-message')).toHaveCount(0);

  // The blocked-users page lists the agent with the reason.
  await page.goto('/user/blocked-users');
  const row = page.getByTestId('blocked-user').filter({ hasText: 'Arjun Mehta' });
  await expect(row.getByTestId('blocked-reason')).toHaveText(`Reason: ${reason}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Unblock Arjun Mehta' }).click();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();

  // And the agent's page offers Report / Block again.
  await page.goto('/agent-details/arjun-mehta');
  await expect(page.getByRole('button', { name: 'Report / Block' })).toBeVisible();
  await expect(page.getByTestId('unblock-button')).toHaveCount(0);
});
