// Sessions and links in the browser against the real API: "Sign out everywhere" on the profile page ends every
// sign-in of the account (this browser's, another browser's and an API client's), in either language; a browser
// whose token was revoked elsewhere signs itself out; script URLs are refused in the profile's link fields.
import type { Page } from '@playwright/test';
import { apiSignIn, chooseLanguage, expect, logIn, signInAs, storedSession, test } from './support.ts';

async function storedToken(page: Page): Promise<string | null> {
  return (await storedSession(page)).token ?? null;
}

test('sign out everywhere ends every session of the account, after a confirmation', async ({ page, browser, user }) => {
  // Three sign-ins, two languages and two browsers: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const { email, password } = user;

  // Another browser and an API client are signed in too.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, await apiSignIn(otherPage.request, user));
  const apiToken = (await apiSignIn(page.request, user)).token;

  const { token } = await signInAs(page, user, '/user/profile');

  // In Arabic, the card and its dialog speak Arabic.
  await chooseLanguage(page, 'ar');
  await page.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }).click();
  const arabic = page.getByRole('dialog', { name: 'تسجيل الخروج من كل الأجهزة' });
  await expect(arabic).toContainText('بما فيها هذا الجهاز');
  await arabic.getByRole('button', { name: 'إلغاء' }).click();
  await expect(arabic).toBeHidden();
  await chooseLanguage(page, 'en');

  // Cancelled: still signed in everywhere.
  expect(
    (await page.request.get('/api/get-user-data', { headers: { Authorization: `Bearer ${apiToken}` } })).status(),
  ).toBe(200);

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere' });
  await expect(dialog).toContainText('this one included');
  await dialog.getByRole('button', { name: 'Yes, sign out everywhere' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You are signed out on every device.').first()).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  for (const t of [token, apiToken]) {
    const r = await page.request.get('/api/get-user-data', { headers: { Authorization: `Bearer ${t}` } });
    expect(r.status()).toBe(401);
  }

  // The other browser finds out at its next call and signs itself out.
  await otherPage.goto('/user/profile');
  await expect(otherPage).toHaveURL(/\/login/);
  await expect(otherPage.getByTestId('account-menu')).toHaveCount(0);
  expect(await storedToken(otherPage)).toBeNull();
  await other.close();

  // Signing in again works.
  await logIn(page, email, password);
  await expect(page.getByTestId('account-menu')).toBeVisible();
});

test('the profile refuses script URLs in link fields, in the form and at the API', async ({ userPage: page }) => {
  await page.goto('/user/profile');

  const facebook = page.getByLabel('Facebook');
  await facebook.fill(' JAVASCRIPT:alert(document.cookie)');
  let sent = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/update_profile')) sent += 1;
  });
  await page.getByRole('button', { name: 'Save profile' }).click();
  const message = 'Facebook must be a link starting with http:// or https://, or a user name';
  await expect(page.getByText(message)).toBeVisible();
  expect(sent).toBe(0);

  // A client that skips the form gets the same answer from the API.
  const token = await storedToken(page);
  const direct = await page.request.post('/api/update_profile', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { facebook_id: 'javascript:alert(1)' },
  });
  expect(direct.status()).toBe(400);
  expect(await direct.json()).toMatchObject({ error: true, message });

  await facebook.fill('https://www.facebook.com/link.checker');
  await page.getByLabel('Instagram').fill('@link.checker');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile Updated Successfully').first()).toBeVisible();
  const me = await page.request.get('/api/get-user-data', { headers: { Authorization: `Bearer ${token}` } });
  expect((await me.json()).data).toMatchObject({
    facebook_id: 'https://www.facebook.com/link.checker',
    instagram_id: '@link.checker',
  });
});
