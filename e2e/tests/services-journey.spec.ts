// A service and a repair work from posting to deletion, in two browsers against the real API and database (issue
// 11 "Tests"): an owner (a fresh user with a complete profile and a package allowing service_list) posts a service
// at /user/add-service and a repair work at /user/add-repair-work → both are pending in the owner's lists → an
// admin approves them through the admin API → another user finds the service on /services by its city, opens it,
// rates it (the average on the page and on the card updates) and requests it (the request, pending, survives a
// reload) → the owner opens their requests inbox from the dashboard, sees who asked and how to reach them, and
// accepts; the user sees their request accepted on the service's page → the user finds the repair work on
// /repair-works, shows interest → the owner approves the interest in My repair works and
// opens the chat with the user from the panel, writes; the user reads it in the chat centre as a repair-work
// conversation and answers; the user sees "Approved" on their repair-work interests and on the repair work's
// page, whose chat button opens the same conversation → the owner deletes both:
// gone from the lists, their pages say not found.
//
// The owner is granted the Premium package by an admin (service_list, unlimited): it is paid, and paying on the
// site belongs to the payments section. Every name is stamped per run, so repeated runs never see each other's.
import {
  apiAnswer,
  approveServiceListing,
  canvasJpeg,
  completeProfile,
  expect,
  grantPlan,
  pdf,
  seriousViolations,
  signInAs,
  test,
} from './support.ts';

test('a service and a repair work: posted, pending, approved, found, rated, requested, interest approved, chat, deleted', async ({
  page: ownerPage,
  browser,
  user: owner,
  freshUser,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const city = `Serviceville ${stamp}`;
  const serviceTitle = `Pipe Doctors ${stamp}`;
  const repairTitle = `Dripping tap ${stamp}`;

  await completeProfile(ownerPage, owner);
  await grantPlan(ownerPage.request, owner, 'Premium');
  const viewer = await freshUser();

  // ── The owner posts a service ───────────────────────────────────────────────────────────────────────
  await signInAs(ownerPage, owner, '/user/add-service');
  await expect(ownerPage.getByRole('heading', { name: 'Add service', level: 1 })).toBeVisible();
  const serviceForm = ownerPage.getByRole('form', { name: 'Service' });
  await expect(serviceForm).toBeVisible();
  // The spec's messages first, for an empty form.
  await serviceForm.getByRole('button', { name: 'Submit service' }).click();
  await expect(serviceForm.getByText('Title is required', { exact: true })).toBeVisible();
  await expect(serviceForm.getByText('Please select a Title Image', { exact: true })).toBeVisible();

  await serviceForm.getByRole('combobox', { name: /^Service type/ }).click();
  await ownerPage.getByRole('option', { name: 'Plumbing', exact: true }).click();
  await serviceForm.getByRole('textbox', { name: /^Title/ }).fill(serviceTitle);
  await serviceForm
    .getByRole('textbox', { name: /^Description/ })
    .fill('Leaks, drains and heaters, fixed the same day.');
  await serviceForm.getByRole('textbox', { name: /^Price/ }).fill('1500');
  await serviceForm.getByRole('textbox', { name: /^Timing/ }).fill('9 AM – 7 PM');
  await serviceForm.getByRole('textbox', { name: /^Company/ }).fill(`Doctors & Co ${stamp}`);
  await serviceForm.getByRole('textbox', { name: /^Phone number/ }).fill('+91 98450 33333');
  await serviceForm.getByRole('textbox', { name: /^Website/ }).fill('https://pipes.example.com');
  await serviceForm.getByRole('textbox', { name: 'Location', exact: true }).fill('MG Road');
  await serviceForm.getByRole('textbox', { name: /^City/ }).fill(city);
  await serviceForm
    .getByTestId('input-title_image')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(ownerPage) });
  await expect(serviceForm.getByRole('img', { name: 'Title image: preview' })).toHaveAttribute('src', /^blob:/);
  await serviceForm
    .getByTestId('input-documents')
    .setInputFiles({ name: 'rates.pdf', mimeType: 'application/pdf', buffer: pdf(`Rates ${stamp}`) });
  const postedService = apiAnswer(ownerPage, 'post-service');
  await serviceForm.getByRole('button', { name: 'Submit service' }).click();
  const serviceAnswer = await postedService;
  expect(serviceAnswer.status()).toBe(200);
  const service = ((await serviceAnswer.json()) as { data: { id: number; slug_id: string } }).data;

  // Pending in My services, with the note that it waits for review.
  await expect(ownerPage).toHaveURL(/\/user\/my-services$/);
  await expect(ownerPage.getByTestId('posted-pending')).toContainText('pending review');
  const myService = ownerPage.getByTestId(`my-listing-${service.id}`);
  await expect(myService.getByTestId('badge-pending')).toBeVisible();

  // ── The owner posts a repair work ───────────────────────────────────────────────────────────────────
  await ownerPage.goto('/user/add-repair-work');
  const repairForm = ownerPage.getByRole('form', { name: 'Repair work' });
  await expect(repairForm).toBeVisible();
  await repairForm.getByRole('button', { name: 'Submit repair work' }).click();
  await expect(repairForm.getByText('Please select Category', { exact: true })).toBeVisible();
  await repairForm.getByRole('combobox', { name: /^Category/ }).click();
  await ownerPage.getByRole('option', { name: 'Plumbing', exact: true }).click();
  await repairForm.getByRole('combobox', { name: /^Sub-category/ }).click();
  await ownerPage.getByRole('option', { name: 'Leaking tap', exact: true }).click();
  await repairForm.getByRole('textbox', { name: /^Title/ }).fill(repairTitle);
  await repairForm.getByRole('textbox', { name: /^Description/ }).fill('The kitchen tap drips all night.');
  await repairForm.getByLabel('Service date').fill('2030-03-10');
  await repairForm.getByRole('textbox', { name: /^Location of the issue/ }).fill('Kitchen');
  await repairForm.getByRole('textbox', { name: /^Contact person/ }).fill('Arjun');
  await repairForm.getByRole('textbox', { name: 'Location', exact: true }).fill('Indiranagar');
  await repairForm.getByRole('textbox', { name: /^City/ }).fill(city);
  await repairForm
    .getByTestId('input-title_image')
    .setInputFiles({ name: 'tap.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(ownerPage) });
  const postedRepair = apiAnswer(ownerPage, 'post-repairworks');
  await repairForm.getByRole('button', { name: 'Submit repair work' }).click();
  const repairAnswer = await postedRepair;
  expect(repairAnswer.status()).toBe(200);
  const repair = ((await repairAnswer.json()) as { data: { id: number; slug_id: string } }).data;
  await expect(ownerPage).toHaveURL(/\/user\/my-repair-works$/);
  const myRepair = ownerPage.getByTestId(`my-listing-${repair.id}`);
  await expect(myRepair.getByTestId('badge-pending')).toBeVisible();

  // ── An admin approves both ──────────────────────────────────────────────────────────────────────────
  expect(await approveServiceListing(ownerPage.request, 'services', service.id)).toBe(200);
  expect(await approveServiceListing(ownerPage.request, 'repair-works', repair.id)).toBe(200);
  await ownerPage.reload();
  await expect(myRepair.getByTestId('badge-approved')).toBeVisible();

  // ── The other user finds the service by its city, rates it and requests it ──────────────────────────
  const user = await (await browser.newContext()).newPage();
  await signInAs(user, viewer, '/services');
  const filters = user.getByTestId('listing-filters');
  await filters.getByRole('textbox', { name: 'City' }).fill(city);
  const found = apiAnswer(user, 'get-service', { city });
  await filters.getByRole('button', { name: 'Apply filter' }).click();
  expect(((await (await found).json()) as { total: number }).total).toBe(1);
  const card = user.getByTestId('listing-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('listing-title')).toHaveText(serviceTitle);
  await expect(card.getByRole('img', { name: 'Not rated yet' })).toBeVisible();
  await card.click();
  await expect(user).toHaveURL(new RegExp(`/services/${service.slug_id}$`));
  const detail = user.getByTestId('listing-detail');
  await expect(detail.getByRole('heading', { level: 1, name: serviceTitle })).toBeVisible();
  await expect(user).toHaveTitle(`${serviceTitle} | Abode`);
  await expect(detail.getByTestId('contact-website')).toHaveAttribute('href', 'https://pipes.example.com/');
  await expect(detail.getByTestId('listing-document')).toHaveCount(1);

  const ratingForm = detail.getByTestId('rating-form');
  await ratingForm.getByRole('button', { name: 'Submit rating' }).click();
  await expect(ratingForm.getByTestId('rating-error')).toHaveText('Please select a rating');
  await ratingForm.getByRole('radio', { name: '4 out of 5 stars' }).press('Enter');
  await ratingForm.getByRole('textbox', { name: 'Comment' }).fill('Came the same day.');
  const rated = apiAnswer(user, 'service-ratting');
  await ratingForm.getByRole('button', { name: 'Submit rating' }).click();
  expect((await rated).ok()).toBe(true);
  await expect(
    detail.getByTestId('rating-summary').getByRole('img', { name: 'Rated 4.0 out of 5, 1 rating' }),
  ).toBeVisible();
  await expect(detail.getByTestId('rating-item')).toContainText('Came the same day.');

  const request = detail.getByTestId('request-service');
  await expect(request).toHaveText('Request this service');
  // The request carries a note for the provider.
  await detail.getByRole('textbox', { name: 'Message to the provider (optional)' }).fill('The kitchen tap drips.');
  const requested = apiAnswer(user, 'request-service');
  await request.click();
  expect((await requested).ok()).toBe(true);
  const requestState = detail.getByTestId('request-state');
  await expect(requestState).toHaveAttribute('data-status', 'pending');
  await expect(requestState.getByTestId('request-status')).toHaveText('Pending');
  await expect(request).toHaveCount(0);
  await user.reload();
  await expect(requestState).toHaveAttribute('data-status', 'pending');
  await expect(detail.getByTestId('request-service')).toHaveCount(0);
  // A second rating edits the first.
  await expect(detail.getByTestId('rating-form').getByRole('button', { name: 'Update rating' })).toBeVisible();
  // The card shows the new average.
  await user.goto(`/services?city=${encodeURIComponent(city)}`);
  await expect(
    user.getByTestId('listing-card').getByRole('img', { name: 'Rated 4.0 out of 5, 1 rating' }),
  ).toBeVisible();

  // ── The owner opens their requests from the dashboard and accepts the user's ────────────────────────
  await ownerPage.goto('/user/dashboard');
  await ownerPage.locator('[data-slot-entry="mf_services:service-requests"]').click();
  await expect(ownerPage).toHaveURL(/\/user\/service-requests$/);
  await expect(ownerPage.getByRole('heading', { name: 'Requests for my services', level: 1 })).toBeVisible();
  const asked = ownerPage.locator('article[data-testid^="service-request-"]').filter({ hasText: serviceTitle });
  await expect(asked).toHaveCount(1);
  await expect(asked.getByTestId('requester-name')).toHaveText(viewer.name);
  await expect(asked.getByTestId('request-message')).toContainText('The kitchen tap drips.');
  await expect(asked.getByRole('link', { name: `Email: ${viewer.email}` })).toHaveAttribute(
    'href',
    `mailto:${viewer.email}`,
  );
  await expect(asked.getByTestId('request-status')).toHaveText('Pending');
  expect(await seriousViolations(ownerPage)).toEqual([]);
  const decided = apiAnswer(ownerPage, 'service-request-status');
  await asked.getByRole('button', { name: `Accept the request of ${viewer.name}` }).click();
  expect((await decided).ok()).toBe(true);
  await expect(asked.getByTestId('request-status')).toHaveText('Accepted');
  await expect(ownerPage.getByText('Service request accepted')).toBeVisible();
  // Only the pending ones: the accepted request has left them.
  await ownerPage.getByTestId('status-filter').getByText('Pending', { exact: true }).click();
  await expect(ownerPage).toHaveURL(/status=pending/);
  await expect(asked).toHaveCount(0);

  // The user sees their request accepted.
  await user.goto(`/services/${service.slug_id}`);
  await expect(requestState).toHaveAttribute('data-status', 'accepted');
  await expect(requestState).toContainText('The provider accepted your request');

  // ── The user shows interest in the repair work ──────────────────────────────────────────────────────
  await user.goto(`/repair-works?city=${encodeURIComponent(city)}`);
  const repairCard = user.getByTestId('listing-card');
  await expect(repairCard).toHaveCount(1);
  await expect(repairCard.getByTestId('listing-type')).toHaveText('Plumbing · Leaking tap');
  await repairCard.click();
  await expect(user.getByRole('heading', { level: 1, name: repairTitle })).toBeVisible();
  const interest = user.getByTestId('interest-button');
  await expect(interest).toHaveAttribute('aria-pressed', 'false');
  const interested = apiAnswer(user, 'repairworks_interested_users');
  await interest.click();
  expect((await interested).ok()).toBe(true);
  await expect(interest).toHaveAttribute('aria-pressed', 'true');
  await user.reload();
  await expect(user.getByTestId('interest-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(user.getByTestId('interest-status')).toContainText('Awaiting');
  await expect(user.getByTestId('chat-button')).toHaveCount(0);

  // ── The owner approves the interest and opens the chat with the user ────────────────────────────────
  await ownerPage.goto('/user/my-repair-works');
  await myRepair.getByTestId('interested-users').click();
  await expect(ownerPage).toHaveURL(new RegExp(`/user/my-repair-works\\?interested=${repair.id}$`));
  const person = ownerPage.getByRole('dialog', { name: repairTitle }).getByTestId('interested-user');
  await expect(person).toHaveCount(1);
  await expect(person).toContainText(viewer.name);
  const approve = person.getByTestId('approve-toggle');
  const approved = apiAnswer(ownerPage, 'repairworks_interested_approval', { status: '1' });
  await approve.click();
  expect((await approved).ok()).toBe(true);
  await expect(approve).toHaveAttribute('aria-pressed', 'true');
  await person.getByRole('link', { name: `Chat with ${viewer.name}` }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/user/chat\\?user_id=${viewer.id}&repair_work_id=${repair.id}$`));
  const ownerThread = ownerPage.getByTestId('chat-thread');
  await expect(ownerThread.getByTestId('chat-subject')).toHaveAttribute('data-kind', 'repair_work');
  await ownerThread.getByRole('textbox', { name: 'Message' }).fill(`Can I come on Monday? ${stamp}`);
  const sent = apiAnswer(ownerPage, 'send-message-repair');
  await ownerThread.getByRole('button', { name: 'Send' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(ownerThread.getByTestId('chat-message')).toContainText([`Can I come on Monday? ${stamp}`]);

  // The user reads it among their conversations, as a repair-work one, and answers.
  await user.goto('/user/chat');
  const conversation = user.getByTestId('conversation').filter({ hasText: repairTitle });
  await expect(conversation.getByTestId('conversation-listing')).toHaveText(`Repair work · ${repairTitle}`);
  await conversation.getByTestId('conversation-link').click();
  const userThread = user.getByTestId('chat-thread');
  await expect(userThread.getByTestId('chat-message')).toContainText([`Can I come on Monday? ${stamp}`]);
  await userThread.getByRole('textbox', { name: 'Message' }).fill('Monday works.');
  await userThread.getByRole('button', { name: 'Send' }).click();
  await expect(userThread.getByTestId('chat-message')).toHaveCount(2);

  // The user sees the owner's decision on their interest.
  await user.goto('/user/repair-work-interests');
  await expect(user.getByTestId(`repair-interest-${repair.id}`).getByTestId('interest-status')).toContainText(
    'Approved',
  );
  // …and on the repair work's page, with the way to chat with the owner.
  await user.goto(`/repair-works/${repair.slug_id}`);
  await expect(user.getByTestId('interest-status')).toContainText('Approved');
  await user.getByTestId('chat-button').click();
  await expect(user).toHaveURL(new RegExp(`/user/chat\\?user_id=${owner.id}&repair_work_id=${repair.id}$`));
  await expect(user.getByTestId('chat-thread').getByTestId('chat-message')).toHaveCount(2);

  // ── The owner deletes both ──────────────────────────────────────────────────────────────────────────
  for (const [path, id, noun] of [
    ['/user/my-services', service.id, 'service-delete'],
    ['/user/my-repair-works', repair.id, 'repairworks-delete'],
  ] as const) {
    await ownerPage.goto(path);
    await ownerPage.getByTestId(`my-listing-${id}`).getByTestId('delete').click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Delete this listing?' });
    const deleted = apiAnswer(ownerPage, noun);
    await dialog.getByTestId('confirm-delete').click();
    expect((await deleted).ok()).toBe(true);
    await expect(ownerPage.getByTestId(`my-listing-${id}`)).toHaveCount(0);
  }
  await user.goto(`/services/${service.slug_id}`);
  await expect(user.getByText('This service could not be found.', { exact: true })).toBeVisible();
  await user.goto(`/repair-works/${repair.slug_id}`);
  await expect(user.getByText('This repair work could not be found.', { exact: true })).toBeVisible();
});
