// The right message for the right gate, and projects that tease before they gate (docs/decisions/025), in
// Chromium against the real API and the demo data:
// - the demo agent runs Professional, a package with project_list but without project_feature: asking to feature
//   one of their projects opens the shared gate dialog with the missing-feature text (not the "not subscribed"
//   one), whose OK leads to the plans; nothing is featured;
// - a visitor sees each project card's price and city, and on a project's page its cover, title, stage, price,
//   city and builder, with the rest (description, plans, documents, location) held back behind a sign-in panel;
// - a member granted project access sees all of it on the same page.
import { apiAnswer, DEMO, expect, grantPlan, seriousViolations, signInAs, test } from './support.ts';

const NO_FEATURE = 'Your package does not include this feature. Please purchase a package that includes it.';
const NOT_SUBSCRIBED = 'You have not subscribed. Please subscribe first';

test('an agent whose package lacks project_feature is told so when featuring a project, and led to the plans', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.agent, '/user/my-projects');
  const ask = page.getByTestId('feature-request').first();
  await expect(ask).toBeVisible({ timeout: 30_000 });
  const checked = apiAnswer(page, 'check-package-limit', { type: 'project_feature' });
  await ask.click();
  const check = await (await checked).json();
  expect(check.data).toEqual({ package_available: true, feature_available: false, limit_available: false });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('package-gate-message')).toHaveText(NO_FEATURE);
  await expect(dialog).not.toContainText(NOT_SUBSCRIBED);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/subscription-plan$/);
});

test('a visitor sees a project’s public part and is asked to sign in for the rest; a member sees all of it', async ({
  page,
  user,
}) => {
  test.setTimeout(180_000);
  await page.goto('/projects');
  const card = page.getByTestId('project-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  // The card shows the price (it showed none before), the city and no plan count (plans are held back).
  await expect(card.getByTestId('project-card-price')).toHaveText(/\d/);
  await expect(card.getByTestId('project-card-place')).not.toBeEmpty();
  await expect(card.getByTestId('project-plans')).toHaveCount(0);
  const title = ((await card.getByTestId('project-title').textContent()) ?? '').trim();
  const href = (await card.getAttribute('href')) ?? '';

  const answered = apiAnswer(page, 'get-project-detail');
  await card.click();
  const answer = await (await answered).json();
  expect(answer.gate.code).toBe('UNAUTHENTICATED');
  const detail = page.getByTestId('project-detail');
  await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(detail.getByTestId('project-price')).toHaveText(/\d/);
  await expect(detail.getByTestId('project-place')).toContainText(answer.data[0].city);
  await expect(detail.getByTestId('project-contact')).toBeVisible();
  const cover = detail.getByRole('img', { name: `${title} — photo 1 of 1` });
  await expect(cover).toHaveAttribute('src', answer.data[0].image);
  const locked = detail.getByTestId('project-sign-in');
  await expect(locked.getByTestId('project-gate-message')).toHaveText('You have not logged in. Please log in first.');
  await expect(locked.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    `/login?returnTo=${encodeURIComponent(href)}`,
  );
  await expect(detail.getByTestId('project-floor-plans')).toHaveCount(0);
  await expect(detail.getByTestId('project-location')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A member with project access (Premium, granted by an admin) sees the whole project on the same page.
  await grantPlan(page.request, user, 'Premium');
  const full = apiAnswer(page, 'get-project-detail');
  await signInAs(page, user, href);
  expect((await (await full).json()).gate).toBeUndefined();
  await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(detail.getByTestId('project-floor-plans')).toBeVisible();
  await expect(detail.getByTestId('project-location')).toBeVisible();
  await expect(detail.getByTestId('project-sign-in')).toHaveCount(0);
  await expect(detail.getByTestId('project-access-required')).toHaveCount(0);
});
