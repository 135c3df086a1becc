// The profile against the real API: a fresh user uploads a photo made in the browser, fills the address,
// saves and sees a complete profile; logout ends the session on the server too. Another fresh user deletes
// their account and can no longer log in.
import { writeFile } from 'node:fs/promises';
import { canvasJpeg, expect, logIn, seriousViolations, signInAs, storedSession, submitLogin, test } from './support.ts';

const BAD_CREDENTIALS = 'The details entered are incorrect Please enter the correct details and try again.';

test('a user uploads a photo, fills the address, saves, and logs out for real', async ({ page, user }, testInfo) => {
  await page.goto('/user/profile');
  // A visitor is sent to login and comes back afterwards.
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fuser%2Fprofile$/);
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(user.name);

  expect(await seriousViolations(page)).toEqual([]);

  const jpeg = await canvasJpeg(page);
  const fixture = testInfo.outputPath('profile-photo.jpg');
  await writeFile(fixture, jpeg);
  // Mantine's FileInput keeps the real file input hidden behind its button.
  await page.locator('input[type="file"]').setInputFiles(fixture);
  await expect(page.getByTestId('profile-photo-preview').locator('img')).toHaveAttribute('src', /^blob:/);

  // A new account has neither phone nor address: both make the profile complete, with the photo.
  await page.getByLabel('Phone number').fill(`+91 98${String(Date.now()).slice(-8)}`);
  const address = `Flat ${Date.now() % 1000}, Sea View, Bandra West`;
  await page.getByLabel('Address').fill(address);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile Updated Successfully').first()).toBeVisible();
  const completeness = page.getByTestId('profile-completeness');
  await expect(completeness).toHaveAttribute('data-complete', 'true');
  await expect(completeness).toHaveText('Your profile is complete.');

  // The server kept the re-encoded photo and the address.
  const session = await storedSession(page);
  const me = await page.evaluate(
    async (token) => (await fetch('/api/get-user-data', { headers: { Authorization: `Bearer ${token}` } })).json(),
    session.token,
  );
  expect(me.data).toMatchObject({ address, is_profile_complete: true });
  expect(me.data.profile).toMatch(/\/uploads\/profiles\/[0-9a-f-]{36}\.jpg$/);
  const photo = await page.request.get(me.data.profile);
  expect(photo.ok()).toBe(true);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  expect(session.data?.address).toBe(address);

  // Logout clears the session slice, the header offers Login again and the old token is revoked.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const after = await storedSession(page);
  expect(after.token ?? null).toBeNull();
  expect(after.data ?? null).toBeNull();
  const revoked = await page.request.get('/api/get-user-data', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(revoked.status()).toBe(401);
});

test('a freshly registered user deletes their account and can no longer log in', async ({ page, freshUser }) => {
  const user = await freshUser('Short Stay');
  await signInAs(page, user, '/user/dashboard');
  await expect(page.getByTestId('dashboard-greeting')).toHaveText('Hello, Short Stay');
  // A new account lacks phone, photo and address.
  await expect(page.getByTestId('profile-completeness')).toHaveAttribute('data-complete', 'false');
  await expect(page.getByText('You have not completed your profile yet. Please complete first')).toBeVisible();
  await page
    .getByRole('link', { name: /^Profile/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/user\/profile$/);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();

  await expect(page.getByText('User Deleted Successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
  expect((await storedSession(page)).token ?? null).toBeNull();

  await logIn(page, user.email, user.password);
  await expect(page.getByRole('alert').filter({ hasText: BAD_CREDENTIALS }).first()).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});
