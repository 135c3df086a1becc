// The accounts issue's whole journey for one new person, in order, against the real API and database:
// register → verify the emailed code → complete the profile with a photo → apply as an agent → an admin
// approves → the verified badge shows → logout clears the session.
import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  approveVerification,
  canvasJpeg,
  fillAgentApplication,
  outboxCode,
  storedSession,
  submitRegistration,
} from './support.ts';

test('a new person goes from registration to a verified agent', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = `journey-${Date.now()}@abode.test`;
  const password = 'journey-secret-7';

  // Register and verify the emailed code: signed in afterwards.
  await page.goto('/register');
  await submitRegistration(page, { name: 'Journey Person', email, password });
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
  await fillAgentApplication(page, {
    licence: 'P52100012345',
    years: '3',
    languages: ['English'],
    city: 'Pune',
    about: 'New-build flats in Pune.',
  });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(agent.getByText('Under review', { exact: true })).toBeVisible();

  // An admin approves it through the admin API.
  const { status } = await approveVerification(page.request, email);
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
  const session = await storedSession(page);
  expect(session.token ?? null).toBeNull();
  expect(session.data ?? null).toBeNull();
});
