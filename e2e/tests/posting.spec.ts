// Posting and managing a property against the real API: a fresh user with a complete profile, on the free
// plan, posts a House with required parameters, a PNG title image and two PNG gallery photos made in the
// browser → sees it Pending in My properties → an admin approves it → Approved and Active → marks it sold →
// deactivates and activates it → edits it, removing a gallery photo → deletes it. A fresh user with a complete
// profile but no package gets the spec's warning dialog whose OK leads to the plans.
import {
  addListingPhotos,
  approveProperty,
  completeProfile,
  expect,
  seriousViolations,
  signInAs,
  takeFreePlan,
  test,
} from './support.ts';

test('a user posts a property with photos, it is approved, sold, paused, edited and deleted', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000);
  await completeProfile(page, user);
  await takeFreePlan(page.request, user);
  await signInAs(page, user, '/user/add-property');
  await expect(page.getByRole('heading', { name: 'Add property', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Property details' });
  await expect(form).toBeVisible();

  // The spec's messages, before anything is filled.
  await page.getByRole('button', { name: 'Submit property' }).click();
  await expect(form.getByText('Please select Category')).toBeVisible();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Please select a Title Image')).toBeVisible();

  const title = `E2E Garden House ${Date.now()}`;
  await page.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'House', exact: true }).click();
  await page.getByRole('textbox', { name: /^Bedrooms/ }).fill('3');
  await page.getByRole('textbox', { name: /^Bathrooms/ }).fill('2');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Three bedrooms, a garden and a quiet street.');
  await page.getByRole('textbox', { name: /^Price/ }).fill('8500000');
  await page.getByRole('textbox', { name: /^Address/ }).fill('14, Park Street, Indiranagar, Bengaluru');
  await page.getByRole('textbox', { name: /^City/ }).fill('Bengaluru');
  await page.getByRole('textbox', { name: /^State/ }).fill('Karnataka');
  await page.getByRole('textbox', { name: /^Country/ }).fill('India');
  await page.getByRole('textbox', { name: 'Meta title' }).fill('x'.repeat(61));
  await expect(page.getByTestId('seo-warning-title')).toHaveText('Meta title should be at most 60 characters.');
  await page.getByRole('textbox', { name: 'Meta title' }).fill('Garden house in Indiranagar');

  await addListingPhotos(page, page, ['garden.png', 'kitchen.png']);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Submit property' }).click();
  await expect(page).toHaveURL(/\/user\/properties$/);
  const card = page.locator('article[data-testid^="my-property-"]').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('badge-pending')).toHaveText('Pending');
  const id = Number((await card.getAttribute('data-testid'))?.replace('my-property-', ''));
  expect(id).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);

  // An admin approves it.
  expect(await approveProperty(page.request, id)).toBe(200);
  await page.reload();
  await expect(card.getByTestId('badge-approved')).toHaveText('Approved');
  await expect(card.getByTestId('badge-active')).toBeVisible();
  await page.getByTestId('status-filter').getByText('Approved', { exact: true }).click();
  await expect(page).toHaveURL(/status=approved/);
  await expect(card).toHaveCount(1);
  await page.getByTestId('status-filter').getByText('All', { exact: true }).click();

  // Sold, then paused and back.
  await card.getByRole('button', { name: 'Mark as sold' }).click();
  await page.getByRole('dialog', { name: 'Mark as sold?' }).getByRole('button', { name: 'Mark as sold' }).click();
  await expect(card.getByTestId('badge-sold')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Available for sale again' })).toBeVisible();
  await card.getByRole('button', { name: 'Deactivate' }).click();
  await expect(card.getByTestId('badge-inactive')).toBeVisible();
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(card.getByTestId('badge-active')).toBeVisible();

  // Edit: the form comes back filled; one gallery photo is removed.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit property', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: /^Bedrooms/ })).toHaveValue('3');
  await expect(page.getByTestId('gallery-existing')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Gallery image 1' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/my-property\//);
  const owner = page.getByTestId('owner-view');
  await expect(owner.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('owner-gallery').getByRole('img')).toHaveCount(1);
  await expect(page.getByTestId('owner-views')).toBeVisible();
  await expect(page.getByTestId('interested-users-panel')).toBeVisible();

  // Delete, after confirming.
  await owner.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete property' });
  await dialog.getByRole('button', { name: 'Delete property' }).click();
  await expect(page).toHaveURL(/\/user\/properties$/);
  await expect(page.locator(`[data-testid="my-property-${id}"]`)).toHaveCount(0);
});

test('a user without a package gets the warning dialog; OK leads to the plans, where the free one is taken', async ({
  page,
  user,
}) => {
  await completeProfile(page, user);
  await signInAs(page, user, '/user/add-property');
  const dialog = page.getByRole('dialog', { name: 'Package required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('You have not subscribed. Please subscribe first')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Property details' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/subscription-plan$/);

  // The free plan is taken at once; then the form opens.
  await page.getByRole('button', { name: 'Choose plan: Starter' }).click();
  await expect(page.getByRole('article', { name: 'Starter' }).getByTestId('plan-active')).toBeVisible();
  await page.goto('/user/add-property');
  await expect(page.getByRole('form', { name: 'Property details' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Package required' })).toHaveCount(0);
});
