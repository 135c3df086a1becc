// Real-time chat in two browsers against the real API (decision 018): a user writes to a listing's owner from
// the property page; the owner, already on the chat page, sees it arrive without reloading and answers with a
// file and a voice note (Chromium's fake microphone); the user deletes a message and it disappears on both sides.
import { DEMO, demoAgent, expect, pdf, signInAs, test } from './support.ts';

test('messages, a file and a voice note arrive live; a deleted message goes on both sides', async ({
  browser,
  userPage: user,
  user: account,
  request,
}) => {
  test.setTimeout(90_000);
  const agent = await demoAgent(request);
  const listing = agent.properties[0];
  if (!listing) throw new Error('the demo agent has no listing');
  const detail = await request.get(`/api/get_property?id=${listing.id}`);
  const slug = ((await detail.json()) as { data: { slug_id: string }[] }).data[0]?.slug_id;

  // The owner waits on the (empty) conversation with the user.
  const ownerContext = await browser.newContext({ permissions: ['microphone'] });
  const owner = await ownerContext.newPage();
  await signInAs(owner, DEMO.agent, `/user/chat?user_id=${account.id}&property_id=${listing.id}`);
  await expect(owner.getByTestId('chat-thread')).toBeVisible();

  // The user writes from the property page.
  await user.goto(`/properties-details/${slug}`);
  await user.getByRole('button', { name: 'Chat with the owner' }).click();
  await expect(user.getByTestId('chat-thread')).toBeVisible();
  const question = `Is it still available? (${Date.now()})`;
  await user.getByRole('textbox', { name: 'Message' }).fill(question);
  await user.getByRole('button', { name: 'Send' }).click();
  await expect(user.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

  // It arrives on the owner's page without a reload.
  await expect(owner.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

  // The owner answers with a document…
  await owner.locator('input[type="file"]').setInputFiles({
    name: 'floor-plan.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('Floor plan'),
  });
  await owner.getByRole('textbox', { name: 'Message' }).fill('Here is the floor plan');
  await owner.getByRole('button', { name: 'Send' }).click();
  const planOnUserSide = user.getByTestId('chat-message').filter({ hasText: 'Here is the floor plan' });
  await expect(planOnUserSide.getByRole('link', { name: 'Open attachment (PDF)' })).toBeVisible();
  const href = await planOnUserSide.getByRole('link', { name: 'Open attachment (PDF)' }).getAttribute('href');
  const served = await user.request.get(href ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');

  // …and a voice note, recorded from the fake microphone.
  await owner.getByRole('button', { name: 'Record voice note' }).click();
  await expect(owner.getByRole('button', { name: 'Stop and send' })).toBeVisible();
  await owner.waitForTimeout(1_200);
  await owner.getByRole('button', { name: 'Stop and send' }).click();
  const voice = user.getByTestId('chat-audio');
  await expect(voice).toBeVisible();
  const audio = await user.request.get((await voice.getAttribute('src')) ?? '');
  expect(audio.status()).toBe(200);
  expect(audio.headers()['content-type']).toMatch(/^audio\//);

  // The user deletes the question: gone on both pages, live.
  const mine = user.getByTestId('chat-message').filter({ hasText: question });
  await mine.getByRole('button', { name: 'Delete message' }).click();
  // Deleting asks first (chat-edges.spec).
  await user.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(user.getByTestId('chat-message').filter({ hasText: question })).toHaveCount(0);
  await expect(owner.getByTestId('chat-message').filter({ hasText: question })).toHaveCount(0);
  // The owner's answers stay.
  await expect(owner.getByTestId('chat-message').filter({ hasText: 'Here is the floor plan' })).toBeVisible();

  // The user shows interest in the listing: the owner's header badge rises without a reload, and the
  // notification centre leads to the owner's view of the listing, where the interested users are decided on.
  await user.goto(`/properties-details/${slug}`);
  await user.getByTestId('interest-button').click();
  await expect(user.getByTestId('interest-button')).toHaveAttribute('aria-pressed', 'true');
  const badge = owner.getByTestId('notification-badge');
  await expect(badge).toBeVisible();
  await owner
    .locator('header')
    .getByRole('link', { name: /Notifications/ })
    .click();
  await expect(owner).toHaveURL(/\/user\/notifications$/);
  const note = owner.getByTestId('notification').filter({ hasText: 'New interest in your property' }).first();
  await expect(note).toContainText(account.name);
  await note.getByRole('button').click();
  await expect(owner).toHaveURL(new RegExp(`/my-property/${slug}$`));
  await ownerContext.close();
});
