// A session the server no longer accepts, as a user meets it in the browser against the real API: the token is
// revoked (signed out from another client) or the account deactivated by an admin while the page still looks
// signed in. The app signs out once, says why once in the selected language (never the raw 'User is not
// authenticated'), keeps the page's address, and after signing in again the user is back on that page.
import type { Page } from '@playwright/test';
import { bearer, chooseLanguage, DEMO, expect, signInAs, storedSession, submitLogin, test } from './support.ts';

const ENDED = 'Your session has ended. Please sign in again.';
const ENDED_AR = 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.';
const DEACTIVATED = 'Your Account have been Deactivetd by Admin. please connect them.';

/** Revokes a token from another client, as a sign-out on another device does. */
async function revokeElsewhere(page: Page, token: string) {
  const context = await page.context().browser()?.newContext();
  if (!context) throw new Error('no browser');
  const r = await context.request.post(`${new URL(page.url()).origin}/api/before-logout`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {},
  });
  expect(r.status()).toBe(200);
  await context.close();
}

/**
 * Resolves once the signed-in page's own calls about the user (`calls`, the notification badge and the live
 * stream) have been answered: a revocation racing them would end the session before the step under test.
 * (Not 'networkidle': a signed-in page keeps its live stream open.)
 */
function answered(page: Page, calls: string[] = []) {
  return Promise.all(
    [...calls, 'get_notification_list', 'events'].map((name) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/${name}`),
    ),
  );
}

/** Exactly one toast, with `text`; nothing anywhere says 'User is not authenticated'. */
async function toldOnce(page: Page, text: string) {
  await expect(page.getByTestId('toast').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByText('User is not authenticated')).toHaveCount(0);
}

test('a revoked session signs out once, keeps the address, and signing in again comes back to the page', async ({
  page,
  user,
}) => {
  test.setTimeout(60_000);
  const settled = answered(page, ['get_favourite_property']);
  const { token } = await signInAs(page, user, '/user/favorites-properties?sort=new');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite properties' })).toBeVisible();
  await settled;

  await revokeElsewhere(page, token);
  await page.reload();

  await expect(page).toHaveURL(/\/login\?returnTo=%2Fuser%2Ffavorites-properties%3Fsort%3Dnew$/);
  await toldOnce(page, ENDED);
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  expect((await storedSession(page)).token ?? null).toBeNull();

  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user\/favorites-properties\?sort=new$/);
  await expect(page.getByTestId('account-menu')).toBeVisible();
});

test('Add property with a dead session asks for sign-in, not for a package, and comes back after it', async ({
  page,
  user,
}) => {
  test.setTimeout(60_000);
  // A page that asks the server nothing about the user (the home page would find out at once: its feed needs a token).
  const settled = answered(page);
  const { token } = await signInAs(page, user, '/about-us');
  await settled;
  await revokeElsewhere(page, token);

  // Moving within the app (no reload): the menu still shows the user until the server is asked.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Post a property' }).click();

  await expect(page).toHaveURL(/\/login\?returnTo=%2Fuser%2Fadd-property$/);
  await toldOnce(page, ENDED);
  await expect(page.getByTestId('package-required')).toHaveCount(0);
  await expect(page.getByText('You have not subscribed. Please subscribe first')).toHaveCount(0);

  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user\/add-property$/);
});

test('a deactivated account is signed out with the spec’s message, and signing in again gets it too', async ({
  page,
  user,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, user, '/user/dashboard');
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();

  const off = await page.request.post(`/api/admin/users/${user.id}/deactivate`, {
    headers: await bearer(page.request, DEMO.admin),
  });
  expect(off.status()).toBe(200);

  // The account's tokens now answer the deactivated message, so the open page says why it was signed out.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fuser%2Fdashboard$/);
  await toldOnce(page, DEACTIVATED);
  expect((await storedSession(page)).token ?? null).toBeNull();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);

  await submitLogin(page, user.email, user.password);
  await expect(page.getByTestId('login-error')).toHaveText(DEACTIVATED);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fuser%2Fdashboard$/);
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

test('in Arabic the notice is Arabic, not the raw English', async ({ page, user }) => {
  test.setTimeout(60_000);
  const { token } = await signInAs(page, user, '/user/profile');
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await revokeElsewhere(page, token);
  await page.reload();

  await expect(page).toHaveURL(/\/login\?returnTo=%2Fuser%2Fprofile$/);
  await toldOnce(page, ENDED_AR);
  await expect(page.getByText(ENDED)).toHaveCount(0);
});
