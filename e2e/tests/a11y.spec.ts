// No serious or critical axe violations on any page this product ships, signed out and signed in.
import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage, DEMO, seriousViolations, signInAs } from './support.ts';

const pages: Array<[string, (page: Page) => Promise<void>]> = [
  ['/', async (p) => expect(p.getByTestId('property-card').first()).toBeVisible()],
  ['/properties', async (p) => expect(p.getByTestId('property-card').first()).toBeVisible()],
  [
    '/projects',
    // A visitor's cards are the projects' public part: price, no plan count (decision 025).
    async (p) => expect(p.getByTestId('project-card-price').first()).toBeVisible(),
  ],
  ['/services', async (p) => expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible()],
  ['/subscription-plan', async (p) => expect(p.getByText('Choose plan').first()).toBeVisible()],
  ['/login', async (p) => expect(p.getByLabel('Email')).toBeVisible()],
  ['/register', async (p) => expect(p.getByLabel('Name')).toBeVisible()],
  ['/user/chat', async (p) => expect(p.getByText('Please log in to see your chats.')).toBeVisible()],
  ['/faqs', async (p) => expect(p.getByRole('button').filter({ hasText: /\?/ }).first()).toBeVisible()],
  [
    '/articles',
    async (p) =>
      expect(
        p
          .getByRole('link')
          .filter({ has: p.locator('img') })
          .first(),
      ).toBeVisible(),
  ],
  ['/about-us', async (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
];

for (const [path, ready] of pages) {
  test(`no serious a11y violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('no serious a11y violations on a property detail page', async ({ page }) => {
  await page.goto('/properties');
  await page.getByTestId('property-card').first().click();
  await expect(page.getByTestId('property-detail')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('no serious a11y violations on a project detail page', async ({ page }) => {
  // Project pages need project access; the demo builder sees their own projects.
  await signInAs(page, DEMO.agent, '/projects');
  await page.getByTestId('project-card').first().click();
  await expect(page.getByTestId('project-detail')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('no serious a11y violations in the right-to-left language', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
