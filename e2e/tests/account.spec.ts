// Signing in by email through mf-account stores the token in the shell-owned session slice.
import { expect, logIn, storedSession, test } from './support.ts';

test('a user logs in by email; the shell shows them and keeps the token', async ({ page, user }) => {
  await logIn(page, user.email, user.password);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  const session = await storedSession(page);
  expect(session.token).toMatch(/^\d+\|/);
  expect(session.data?.email).toBe(user.email);
  // The token is valid against the API.
  const me = await page.evaluate(
    async (token) => (await fetch('/api/get-user-data', { headers: { Authorization: `Bearer ${token}` } })).json(),
    session.token,
  );
  expect(me.data.email).toBe(user.email);
  expect(me.data.password).toBeUndefined();
});

test('a wrong password shows the same message as an unknown email', async ({ page, user }) => {
  await logIn(page, user.email, 'wrong-password');
  const alert = page.getByRole('alert').filter({ hasText: 'The details entered are incorrect' });
  await expect(alert.first()).toBeVisible();
});
