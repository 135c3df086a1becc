// Signing in by email through mf-account stores the token in the shell-owned session slice.
import { expect, test } from '@playwright/test';

test('a demo user logs in by email; the shell shows them and keeps the token', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('user@abode.test');
  await page.getByLabel('Password').fill('abode-demo');
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('persist:User_signup') ?? '{}'));
  expect(session.token).toMatch(/^\d+\|/);
  expect(session.data.email).toBe('user@abode.test');
  // The token is valid against the API.
  const me = await page.evaluate(
    async (token) => (await fetch('/api/get-user-data', { headers: { Authorization: `Bearer ${token}` } })).json(),
    session.token,
  );
  expect(me.data.email).toBe('user@abode.test');
  expect(me.data.password).toBeUndefined();
});

test('a wrong password shows the same message as an unknown email', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('user@abode.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: /sign in|login/i }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The details entered are incorrect' });
  await expect(alert.first()).toBeVisible();
});
