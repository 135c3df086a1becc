// What the shell shows of a section comes from the roles and slots the sections fill (decision 033), in the composed
// product: the visitor's Login button (the signIn role), the home search (the search role) and the contact form
// (the contact slot), each where its section's manifest says.
import { expect, test } from '@playwright/test';

test('Login, the home search and the contact form come from the sections that fill them', async ({ page }) => {
  // Three page loads and two sections' code.
  test.setTimeout(60_000);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Login', exact: true }).first()).toHaveAttribute('href', '/login');

  const search = page.getByRole('form', { name: 'Search' });
  await search.getByRole('textbox', { name: 'Search' }).fill('villa');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/properties\?search=villa$/);

  await page.goto('/contact-us');
  const entry = page.locator('[data-slot-entry="mf_services:contact-form"]');
  await expect(entry.getByRole('form', { name: 'Contact form' })).toBeVisible();
});
