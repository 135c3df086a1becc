// The add forms and tools without rough edges, in Chromium against the real API and demo catalogue: choosing a
// category in Add property adds its features but never a second block of amenities (Gym once); Add project labels
// each field once; the area converter refuses a negative area and names units in the right number; the blocked
// users page is reachable from the account menu.
import { completeProfile, expect, grantPlan, seriousViolations, signInAs, takeFreePlan, test } from './support.ts';

test('Add property: the category adds its features, and every amenity is offered once', async ({ page, user }) => {
  test.setTimeout(120_000);
  await completeProfile(page, user);
  await takeFreePlan(page.request, user);
  await signInAs(page, user, '/user/add-property');
  const form = page.getByRole('form', { name: 'Property details' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  // The amenities of the catalogue, once.
  await expect(form.getByRole('group', { name: 'Amenities' })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('checkbox', { name: 'Gym', exact: true })).toHaveCount(1);

  await page.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'House', exact: true }).click();
  const features = form.getByTestId('parameters');
  await expect(features.getByRole('textbox', { name: /^Bedrooms/ })).toBeVisible();
  await expect(features.getByText(/^Overlooking/).first()).toBeVisible();
  // No "Amenities" parameter repeating the amenities block: Gym is still offered once, in one place.
  await expect(features.getByText('Amenities', { exact: true })).toHaveCount(0);
  await expect(features.getByText('Gym', { exact: true })).toHaveCount(0);
  await expect(form.getByRole('checkbox', { name: 'Gym', exact: true })).toHaveCount(1);
  await expect(form.getByText('Amenities', { exact: true })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Add project: one field labelled Amenities, also once a category is chosen', async ({ page, user }) => {
  test.setTimeout(120_000);
  await completeProfile(page, user);
  await grantPlan(page.request, user, 'Premium');
  await signInAs(page, user, '/user/add-project');
  const form = page.getByRole('form', { name: 'Project form' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  // The group is "Amenities"; its one field says what to do, instead of repeating "Amenities".
  await expect(form.getByRole('group', { name: 'Amenities' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Choose the amenities the project offers' })).toBeVisible();
  await expect(form.getByText('Amenities', { exact: true })).toHaveCount(1);

  await form.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Apartment', exact: true }).click();
  await expect(form.getByRole('textbox', { name: /^Bedrooms/ })).toBeVisible();
  await expect(form.getByText('Amenities', { exact: true })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the area converter refuses a negative area and names its units in the right number', async ({ page }) => {
  await page.goto('/area-converter');
  const result = page.getByTestId('area-result');
  await expect(result).toHaveText('1 acre = 43,560 square feet', { timeout: 30_000 });
  const value = page.getByRole('textbox', { name: 'Value' });
  await value.fill('-5');
  await value.blur();
  await expect(value).toHaveValue('-5');
  await expect(page.getByText('An area cannot be negative: enter a number of 0 or more.')).toBeVisible();
  await expect(result).toHaveText('');
  await value.fill('2');
  await expect(result).toHaveText('2 acres = 87,120 square feet');
});

test('the blocked users page is in the account menu', async ({ page, user }) => {
  await signInAs(page, user, '/');
  await page.getByTestId('account-menu').click();
  const entry = page.getByRole('menuitem', { name: 'Blocked users' });
  await expect(entry).toHaveAttribute('href', '/user/blocked-users');
  // The keyboard reaches it however long the menu is (its height on a laptop is the header's own matter).
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/blocked-users$/);
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
});
