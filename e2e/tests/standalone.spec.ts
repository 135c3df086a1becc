// Each remote runs standalone (its own origin, same providers as the shell) and renders a real page.
import { expect, test } from '@playwright/test';
import { STANDALONE_PORTS } from '../playwright.config.ts';

const pages: Array<{
  remote: string;
  path: string;
  check: (page: import('@playwright/test').Page) => Promise<void>;
}> = [
  {
    remote: 'mf-listings',
    path: '/properties',
    check: async (p) => expect(p.getByTestId('property-card').first()).toBeVisible(),
  },
  {
    remote: 'mf-projects',
    path: '/projects',
    check: async (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    remote: 'mf-services',
    path: '/services',
    check: async (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    remote: 'mf-chat',
    path: '/user/chat',
    check: async (p) => expect(p.getByText('Please log in to see your chats.')).toBeVisible(),
  },
  { remote: 'mf-account', path: '/login', check: async (p) => expect(p.getByLabel('Email')).toBeVisible() },
  {
    remote: 'mf-payments',
    path: '/subscription-plan',
    check: async (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
];

test('every remote of the repository has a standalone check here', () => {
  expect(pages.map((p) => p.remote).sort()).toEqual(Object.keys(STANDALONE_PORTS).sort());
});

for (const { remote, path, check } of pages) {
  test(`${remote} runs standalone`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${STANDALONE_PORTS[remote]}${path}`);
    await expect(page.getByTestId('standalone-banner')).toContainText(remote);
    await check(page);
    expect(errors).toEqual([]);
  });
}
