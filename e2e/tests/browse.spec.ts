// A visitor browses the composed product: home (listings served by mf-listings), all properties with a
// filter, a property detail page, and the right-to-left language.
import { chooseLanguage, DEMO, expect, signInAs, test } from './support.ts';

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
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The interface text comes from the server's Arabic file, and so does the navigation landmark's name.
  const nav = page.getByRole('navigation', { name: 'التنقّل الرئيسي' });
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
  // Each column under its heading, filled by the sections that declare entries for it.
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Explore', 'Tools', 'Company']);
  await expect(
    footer.getByRole('group', { name: 'Tools' }).getByRole('link', { name: 'Mortgage calculator' }),
  ).toBeVisible();
  await footer.getByRole('link', { name: 'Map search' }).click();
  await expect(page).toHaveURL(/\/properties-on-map$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties on the map' })).toBeVisible();
  await footer.getByRole('link', { name: 'Mortgage calculator' }).click();
  await expect(page).toHaveURL(/\/mortgage-loan-calculator$/);
  await footer.getByRole('link', { name: 'Area converter' }).click();
  await expect(page).toHaveURL(/\/area-converter$/);

  await signInAs(page, DEMO.agent);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'My properties' }).click();
  await expect(page).toHaveURL(/\/user\/properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My properties' })).toBeVisible();
});

test('the detail page loads its location map only when the visitor scrolls to it', async ({ page }) => {
  const res = await page.request.get('/api/get-property-list?city=Mumbai&limit=1');
  const [listing] = ((await res.json()) as { data: { slug_id: string; title: string }[] }).data;
  if (!listing) throw new Error('no Mumbai listing in the demo data');
  // The base map's data is the one content-hashed JSON file the listings remote serves (beside it, the remote's
  // two manifests, mf-manifest.json and section.json, which the shell reads at start).
  const baseMapRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/remotes\/mf-listings\/[0-9a-f]+\.json$/.test(new URL(r.url()).pathname)) baseMapRequests.push(r.url());
  });
  await page.goto(`/properties-details/${listing.slug_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  await expect(page.getByTestId('location-map-placeholder')).toBeAttached();
  expect(baseMapRequests).toEqual([]);
  await page.getByTestId('location-map-placeholder').scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: listing.title, exact: true })).toBeVisible();
  await expect.poll(() => baseMapRequests.length).toBeGreaterThan(0);
});
