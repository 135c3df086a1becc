// A visitor browses the composed product: home (listings served by mf-listings), all properties with a
// filter, a property detail page, and the right-to-left language.
import { expect, test } from '@playwright/test';

test('home shows properties served by mf-listings', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByTestId('property-showcase').getByTestId('property-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(8);
  // The showcase chunk really came from the remote's own build.
  const remoteRequests = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/remotes/mf-listings/')).length,
  );
  expect(remoteRequests).toBeGreaterThan(0);
});

test('all properties filter by type and open a detail page', async ({ page }) => {
  await page.goto('/properties');
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  const allCount = await page.getByTestId('result-count').textContent();
  await page.getByText('Rent', { exact: true }).click();
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/property_type=1/);
  await expect(page.getByTestId('result-count')).not.toHaveText(allCount ?? '');
  const first = page.getByTestId('property-card').first();
  await expect(first).toContainText('For Rent');
  const title = (await first.locator('p').nth(1).textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/properties-details\//);
  const detail = page.getByTestId('property-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(detail.getByTestId('detail-price')).toContainText('₹');
  await expect(page).toHaveTitle(/\| Abode$/);
});

test('the route progress bar runs during a route change and finishes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByTestId('route-progress')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('route-progress')).not.toBeAttached();
});

test('switching to the right-to-left language mirrors the layout', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('language-picker').click();
  await page.getByRole('option', { name: /العربية|Arabic/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The interface text comes from the server's Arabic file.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link').first()).not.toHaveText('Home');
  // Prices keep their left-to-right order inside the right-to-left page.
  const price = page.getByTestId('property-showcase').getByTestId('property-price').first().locator('bdi');
  await expect(price).toHaveAttribute('dir', 'ltr');
  await expect(price).toHaveText(/^₹ [\d.,]+( Cr| L| K)?$/);
  // The choice survives a reload (persisted Language slice).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the footer leads to the map search and the tools; the account menu to the listing pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Map search' }).click();
  await expect(page).toHaveURL(/\/properties-on-map$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties on the map' })).toBeVisible();
  await footer.getByRole('link', { name: 'Mortgage calculator' }).click();
  await expect(page).toHaveURL(/\/mortgage-loan-calculator$/);
  await footer.getByRole('link', { name: 'Area converter' }).click();
  await expect(page).toHaveURL(/\/area-converter$/);

  await page.goto('/login');
  await page.getByLabel('Email').fill('agent@abode.test');
  await page.getByLabel('Password').fill('abode-demo');
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'My properties' }).click();
  await expect(page).toHaveURL(/\/user\/properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My properties' })).toBeVisible();
});

test('the detail page loads its location map only when the visitor scrolls to it', async ({ page }) => {
  const res = await page.request.get('/api/get-property-list?city=Mumbai&limit=1');
  const [listing] = ((await res.json()) as { data: { slug_id: string; title: string }[] }).data;
  if (!listing) throw new Error('no Mumbai listing in the demo data');
  // The base map's data is the one JSON file the listings remote serves.
  const baseMapRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/remotes\/mf-listings\/.+\.json$/.test(new URL(r.url()).pathname)) baseMapRequests.push(r.url());
  });
  await page.goto(`/properties-details/${listing.slug_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  await expect(page.getByTestId('location-map-placeholder')).toBeAttached();
  expect(baseMapRequests.filter((u) => !u.endsWith('mf-manifest.json'))).toEqual([]);
  await page.getByTestId('location-map-placeholder').scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: listing.title, exact: true })).toBeVisible();
  await expect.poll(() => baseMapRequests.filter((u) => !u.endsWith('mf-manifest.json')).length).toBeGreaterThan(0);
});
