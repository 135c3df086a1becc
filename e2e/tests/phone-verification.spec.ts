// A profile's phone number is a sign-in identity only once verified (decision 026), in Chromium against the real
// API: a fresh user saves a number, sees it is not verified, has a code texted to it (read back from the
// developer outbox), confirms it and sees it verified; phone sign-in with that number then opens this account.
import { expect, outboxCode, seriousViolations, test } from './support.ts';

test('a user verifies the phone number of the profile with a texted code', async ({ userPage: page, user }) => {
  // Two axe scans and three texted codes.
  test.slow();
  await page.goto('/user/profile');
  // The first view loads the account section.
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible({ timeout: 30_000 });
  const digits = `98${String(Date.now()).slice(-8)}`;
  const number = `+91${digits}`;
  await page.getByLabel('Phone number').fill(`+91 ${digits}`);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile Updated Successfully').first()).toBeVisible();

  const status = page.getByTestId('mobile-status');
  await expect(status).toHaveText('Not verified');
  await expect(page.getByText('Phone sign-in opens your account only once this number is verified')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Before: phone sign-in with the number does not open this account.
  const before = await phoneSignIn(page, number);
  expect(before).not.toBe(user.id);

  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const code = page.getByLabel('Verification code');
  await expect(code).toBeFocused();
  await expect(page.getByText(`Enter the code we sent to ${number}`)).toBeVisible();
  // A short code is refused on the page.
  await code.fill('12');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Enter the 6-digit code', { exact: true })).toBeVisible();
  await code.fill(await outboxCode(page, number));
  // Enter confirms the code; it does not save the profile form around it.
  await code.press('Enter');
  await expect(status).toHaveText('Verified');
  await expect(page.getByText('Phone number verified').first()).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // After: the number opens this account.
  expect(await phoneSignIn(page, number)).toBe(user.id);
});

/** Phone sign-in through the API (get-otp, the texted code, verify-otp, user_signup type 1): the account it opens. */
async function phoneSignIn(page: import('@playwright/test').Page, number: string): Promise<number> {
  const enc = encodeURIComponent(number);
  expect((await page.request.get(`/api/get-otp?number=${enc}`)).ok()).toBe(true);
  const otp = await outboxCode(page, number);
  const verified = await (await page.request.get(`/api/verify-otp?number=${enc}&otp=${otp}`)).json();
  const signedIn = await page.request.post('/api/user_signup', {
    multipart: { type: '1', mobile: number, auth_id: String(verified.auth_id) },
  });
  expect(signedIn.ok()).toBe(true);
  return (await signedIn.json()).data.id;
}
