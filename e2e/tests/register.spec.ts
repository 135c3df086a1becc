// Registering by email through mf-account: the code is mailed to the local outbox, read back through the
// developer outbox page (on with the embedded database), entered, and the new user lands signed in.
import { expect, test } from '@playwright/test';
import { expectSignedInAtHome, outboxCode, seriousViolations, submitRegistration } from './support.ts';

test('a new user registers, enters the mailed code and lands signed in', async ({ page }) => {
  const email = `e2e-${Date.now()}@abode.test`;
  const password = 'e2e-secret-1';
  await page.goto('/register');
  await submitRegistration(page, { name: 'E2E Person', email, password });

  await expect(page.getByText(`Enter the code we sent to ${email}`)).toBeVisible();
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  await expect(page.getByTestId('resend-code')).toHaveText(/Resend code in \d+s/);

  expect(await seriousViolations(page)).toEqual([]);

  // An empty code is refused on the page, word for word.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please enter OTP first.')).toBeVisible();

  const otp = await outboxCode(page, email);
  expect(otp).toMatch(/^\d{6}$/);

  await page.getByLabel('Verification code').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();

  expect((await expectSignedInAtHome(page))?.email).toBe(email);
  // The password never reaches storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(password);
});

test("a mismatched confirmation says 'Passwords do not match'", async ({ page }) => {
  await page.goto('/register');
  await submitRegistration(page, {
    name: 'E2E Person',
    email: `e2e-mismatch-${Date.now()}@abode.test`,
    password: 'e2e-secret-1',
    confirm: 'e2e-secret-2',
  });
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await expect(page.getByText(/Enter the code we sent to/)).toHaveCount(0);
});
