// The other ways in, through mf-account in Chromium: phone OTP login (the texted code is read back from the
// developer outbox page) and the password reset (the mailed link, likewise). The wrong-password message is
// covered in account.spec.ts.
import {
  expect,
  expectSignedInAtHome,
  outboxItems,
  seriousViolations,
  storedSession,
  submitLogin,
  test,
} from './support.ts';

test('a visitor signs in by phone: number, texted code, signed in', async ({ page }) => {
  const digits = `9${String(Date.now()).slice(-9)}`;
  const e164 = `+91${digits}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Phone', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Too short to be a number: refused on the page, word for word.
  await page.getByLabel('Phone number').fill(digits.slice(0, 5));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Phone number is invalid', { exact: true })).toBeVisible();

  // Without a country code the number is read in India (DEFAULT_PHONE_COUNTRY), the trunk 0 included.
  await page.getByLabel('Phone number').fill(`0${digits.slice(0, 5)} ${digits.slice(5)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Enter the code we sent to ${e164}`)).toBeVisible();
  await expect(page.getByTestId('phone-resend-code')).toBeDisabled();
  await expect(page.getByTestId('phone-resend-code')).toHaveText(/Resend code in \d+s/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter OTP first.', { exact: true })).toBeVisible();

  const [sms] = await outboxItems(page, e164);
  expect(sms?.channel).toBe('sms');
  expect(sms?.otp).toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(sms?.otp ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();

  expect((await expectSignedInAtHome(page))?.mobile).toBe(e164);
});

test('a user who forgot the password resets it from the mailed link and logs in with the new one', async ({
  page,
  user,
}) => {
  const { email } = user;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('forgot-sent')).toHaveText(
    'If an account exists for this email, a reset link has been sent.',
  );

  const [mail] = await outboxItems(page, email);
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('New password').fill('e2e-new-pass-7');
  await page.getByLabel('Confirm password').fill('e2e-new-pass-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByTestId('reset-done')).toHaveText('Password Reset Successfully');

  await page.getByRole('link', { name: 'Back to login' }).click();
  await submitLogin(page, email, 'e2e-new-pass-7');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  expect((await storedSession(page)).data?.email).toBe(email);
});
