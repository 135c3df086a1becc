// Posting and managing a property against the real API: the demo agent (a package and a complete profile)
// posts a House with required parameters, a PNG title image and two PNG gallery photos made in the browser →
// sees it Pending in My properties → an admin approves it → Approved and Active → marks it sold →
// deactivates and activates it → edits it, removing a gallery photo → deletes it. The demo user, without a
// package, gets the spec's warning dialog whose OK leads to the plans.
import { expect, type Page, test } from '@playwright/test';
import { canvasPng, logIn, seriousViolations } from './support.ts';

/** Logs in and waits until the shell shows the signed-in user. */
async function signIn(page: Page, email: string) {
  await logIn(page, email, 'abode-demo');
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/** Approves a property through the admin API; answers the HTTP status. */
async function adminApprove(page: Page, id: number): Promise<number> {
  return page.evaluate(async (propertyId) => {
    const form = new FormData();
    form.set('type', '3');
    form.set('email', 'admin@abode.test');
    form.set('password', 'abode-demo');
    const login = await (await fetch('/api/user_signup', { method: 'POST', body: form })).json();
    const res = await fetch(`/api/admin/properties/${propertyId}/approve`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${login.token}` },
    });
    return res.status;
  }, id);
}

test('the agent posts a property with photos, it is approved, sold, paused, edited and deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'agent@abode.test');
  await page.goto('/user/add-property');
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

  await page
    .getByTestId('input-title_image')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await canvasPng(page, '#2a9d8f') });
  await expect(page.getByRole('img', { name: 'Title image: preview' })).toHaveAttribute('src', /^blob:/);
  await page.getByTestId('input-gallery_images').setInputFiles([
    { name: 'garden.png', mimeType: 'image/png', buffer: await canvasPng(page, '#e76f51') },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: await canvasPng(page, '#264653') },
  ]);
  await expect(page.getByTestId('gallery-new')).toHaveCount(2);
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
  expect(await adminApprove(page, id)).toBe(200);
  await page.reload();
  await expect(card.getByTestId('badge-approved')).toHaveText('Approved');
  await expect(card.getByTestId('badge-active')).toBeVisible();
  await page.getByTestId('status-filter').getByText('Approved', { exact: true }).click();
  await expect(page).toHaveURL(/status=approved/);
  await expect(card).toHaveCount(1);
  await page.getByTestId('status-filter').getByText('All', { exact: true }).click();

  // Sold, then paused and back.
  await card.getByRole('button', { name: 'Mark as sold' }).click();
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
}) => {
  await signIn(page, 'user@abode.test');
  await page.goto('/user/add-property');
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
