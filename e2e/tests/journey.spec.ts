// The accounts issue's whole journey for one new person, in order, against the real API and database:
// register → verify the emailed code → complete the profile with a photo → apply as an agent → an admin
// approves → the verified badge shows → logout clears the session.
import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { canvasJpeg, outboxCode, pdf } from './support.ts';

test('a new person goes from registration to a verified agent', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = `journey-${Date.now()}@abode.test`;
  const password = 'journey-secret-7';

  // Register and verify the emailed code: signed in afterwards.
  await page.goto('/register');
  await page.getByLabel('Name').fill('Journey Person');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Enter the code we sent to ${email}`)).toBeVisible();
  await page.getByLabel('Verification code').fill(await outboxCode(page, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();

  // Complete the profile: photo, phone and address.
  await page.goto('/user/profile');
  await expect(page.getByTestId('profile-completeness')).toHaveAttribute('data-complete', 'false');
  await expect(page.getByText('You have not completed your profile yet. Please complete first')).toBeVisible();
  const photo = testInfo.outputPath('journey-photo.jpg');
  await writeFile(photo, await canvasJpeg(page));
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByLabel('Phone number').fill('+91 98200 12345');
  await page.getByLabel('Address').fill('12 Palm Grove, Koregaon Park, Pune');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('profile-completeness')).toHaveAttribute('data-complete', 'true');

  // Apply for agent verification with every field, including a document.
  await page.goto('/user/verification');
  const agent = page.getByRole('region', { name: 'Agent verification' });
  await agent.getByRole('link', { name: 'Apply: Agent verification' }).click();
  await page.getByRole('textbox', { name: /Licence number/ }).fill('P52100012345');
  await page.getByRole('textbox', { name: /Years of experience/ }).fill('3');
  await page.getByRole('radio', { name: 'Agency', exact: true }).check();
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('combobox', { name: /City of operation/ }).click();
  await page.getByRole('option', { name: 'Pune' }).click();
  await page.getByRole('textbox', { name: /About your work/ }).fill('New-build flats in Pune.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf('RERA licence P52100012345') });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(agent.getByText('Under review', { exact: true })).toBeVisible();

  // An admin approves it through the admin API.
  const status = await page.evaluate(async (applicant) => {
    const form = new FormData();
    form.set('type', '3');
    form.set('email', 'admin@abode.test');
    form.set('password', 'abode-demo');
    const login = await (await fetch('/api/user_signup', { method: 'POST', body: form })).json();
    const headers = { Authorization: `Bearer ${login.token}` };
    const list = await (await fetch('/api/admin/verifications?status=pending&kind=agent', { headers })).json();
    const mine = list.data.find((v: { user: { email: string } }) => v.user.email === applicant);
    return (await fetch(`/api/admin/verifications/${mine.id}/approve`, { method: 'POST', headers })).status;
  }, email);
  expect(status).toBe(200);

  // The badge shows on the verification page and beside the dashboard title.
  await page.reload();
  await expect(agent.getByTestId('verified-badge')).toBeVisible();
  await page.goto('/user/dashboard');
  await expect(page.getByTestId('verified-kinds')).toContainText('Verified');

  // Logout clears the session slice; the header offers Login again.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('persist:User_signup') ?? '{}'));
  expect(session.token ?? null).toBeNull();
  expect(session.data ?? null).toBeNull();
});
