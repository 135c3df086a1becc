// Finding properties and the tools, in the composed product against the real API and seeded data: filters
// and sorting on /properties (URL ↔ query ↔ cards), category pages, nearby on the home, the personalised
// feed, the mortgage calculator's package gate, and the area converter.
import type { Page, Response } from '@playwright/test';
import { DEMO, expect, seriousViolations, signInAs, test } from './support.ts';

interface ListItem {
  id: number;
  slug_id: string;
  title: string;
  price: number;
  city: string;
  property_type: string;
  category: { slug_id: string; category: string };
  promoted: boolean;
}

/**
 * Whether prices run in `direction` order. get-property-list moves promoted items to the front of each page
 * (upstream behaviour), so the promoted and the other items are each checked as their own sequence.
 */
function inPriceOrder(items: ListItem[], direction: 1 | -1): boolean {
  const ordered = (xs: number[]) => xs.every((x, i) => i === 0 || (x - (xs[i - 1] ?? x)) * direction >= 0);
  return (
    ordered(items.filter((p) => p.promoted).map((p) => p.price)) &&
    ordered(items.filter((p) => !p.promoted).map((p) => p.price))
  );
}

/** The next get-property-list answer whose query passes `accept`. */
function nextList(page: Page, accept: (q: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/get-property-list' && accept(url.searchParams);
  });
}

/** Card prices as shown ("₹ 45.00 K", "₹ 1.25 Cr", "₹ 9,500.00") back to rupees, to within the display's rounding. */
function rupees(text: string): { value: number; tolerance: number } {
  const m = /([\d.,]+)\s*(Cr|L|K)?/.exec(text.replace('₹', '').trim());
  if (!m?.[1]) throw new Error(`not a price: ${text}`);
  const unit = { Cr: 1e7, L: 1e5, K: 1e3 }[m[2] ?? ''] ?? 1;
  return { value: Number(m[1].replace(/,/g, '')) * unit, tolerance: unit * 0.005 };
}

test('filter by type, city and price: the URL carries them and every card matches', async ({ page }) => {
  await page.goto('/properties');
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  const filters = page.getByTestId('property-filters');
  await filters.getByText('Rent', { exact: true }).click();
  await filters.getByLabel('City').fill('Mumbai');
  await filters.getByLabel('Min price').fill('20000');
  await filters.getByLabel('Max price').fill('100000');
  const answer = nextList(page, (q) => q.get('city') === 'Mumbai' && q.get('max_price') === '100000');
  await filters.getByRole('button', { name: 'Apply filter' }).click();

  await expect(page).toHaveURL(/[?&]property_type=1(&|$)/);
  await expect(page).toHaveURL(/[?&]city=Mumbai(&|$)/);
  await expect(page).toHaveURL(/[?&]min_price=20000(&|$)/);
  await expect(page).toHaveURL(/[?&]max_price=100000(&|$)/);
  expect(page.url()).not.toMatch(/search=|category_id=|sort=/); // empty values are not written

  const body = (await (await answer).json()) as { data: ListItem[]; total: number };
  expect(body.data.length).toBeGreaterThan(0);
  for (const p of body.data) {
    expect(p.property_type).toBe('rent');
    expect(p.city).toBe('Mumbai');
    expect(p.price).toBeGreaterThanOrEqual(20000);
    expect(p.price).toBeLessThanOrEqual(100000);
  }
  await expect(page.getByTestId('result-count')).toHaveText(`${body.total} properties`);
  const cards = page.getByTestId('property-list').getByTestId('property-card');
  await expect(cards).toHaveCount(body.data.length);
  for (const card of await cards.all()) {
    await expect(card).toContainText('For Rent');
    await expect(card).toContainText('Mumbai');
    const { value, tolerance } = rupees((await card.getByTestId('property-price').locator('bdi').textContent()) ?? '');
    expect(value).toBeGreaterThanOrEqual(20000 - tolerance);
    expect(value).toBeLessThanOrEqual(100000 + tolerance);
  }

  // The same search opens on the map, and Clear filters empties the URL.
  await expect(page.getByRole('link', { name: 'Map view' })).toHaveAttribute('href', /city=Mumbai/);
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/properties$/);
});

test('sort by price, low to high: the order holds across the page', async ({ page }) => {
  await page.goto('/properties?property_type=0');
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  const answer = nextList(page, (q) => q.get('sort') === 'price_asc');
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  const body = (await (await answer).json()) as { data: ListItem[] };
  expect(body.data.length).toBeGreaterThan(1);
  expect(inPriceOrder(body.data, 1)).toBe(true);
  // The cards follow the answer's order.
  const cards = page.getByTestId('property-list').getByTestId('property-card');
  await expect(cards).toHaveCount(body.data.length);
  const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(hrefs).toEqual(body.data.map((p) => `/properties-details/${encodeURIComponent(p.slug_id)}`));

  // High to low reverses it, and the next page continues the order.
  const desc = nextList(page, (q) => q.get('sort') === 'price_desc' && q.get('offset') === '0');
  await page.getByLabel('Sort by').selectOption('price_desc');
  const first = ((await (await desc).json()) as { data: ListItem[] }).data;
  const page2 = nextList(page, (q) => q.get('sort') === 'price_desc' && q.get('offset') === '12');
  await page.getByRole('button', { name: 'Page 2' }).click();
  const second = ((await (await page2).json()) as { data: ListItem[] }).data;
  expect(second.length).toBeGreaterThan(0);
  expect(inPriceOrder([...first, ...second], -1)).toBe(true);
});

test('a category page lists only that category', async ({ page }) => {
  await page.goto('/properties/categories');
  const links = page.getByTestId('category-card');
  await expect(links.first()).toBeVisible();
  const first = links.first();
  const name = ((await first.locator('p').first().textContent()) ?? '').trim();
  const count = Number((await first.getByTestId('category-count').textContent())?.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  const answer = nextList(page, (q) => q.has('category_slug_id'));
  await first.click();
  await expect(page).toHaveURL(/\/properties\?category_slug_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const body = (await (await answer).json()) as { data: ListItem[]; total: number };
  const slug = new URL(page.url()).searchParams.get('category_slug_id');
  expect(body.total).toBe(count);
  for (const p of body.data) expect(p.category.slug_id).toBe(slug);
  await expect(page.getByTestId('property-list').getByTestId('property-card')).toHaveCount(body.data.length);
  for (const card of await page.getByTestId('property-list').getByTestId('property-card').all()) {
    await expect(card).toContainText(name);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('the home shows properties near the visitor once the location is granted', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    geolocation: { latitude: 19.076, longitude: 72.8777 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto('/');
  const nearby = page.getByTestId('nearby-properties');
  await expect(nearby.getByTestId('property-card').first()).toBeVisible();
  // Mumbai is nearest to the granted position, so it leads.
  await expect(nearby.getByTestId('property-card').first()).toContainText('Mumbai');
  await context.close();
});

test('personalised feed: saved preferences drive the recommendations, and reset', async ({ page, user }) => {
  await signInAs(page, user, '/user/personalize-feed');
  const form = page.getByTestId('feed-form');
  await expect(form).toBeVisible();
  await form.getByLabel('City').fill('Pune');
  await form.getByText('Rent', { exact: true }).click();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/personalised-fields') && r.request().method() === 'POST',
  );
  const recs = page.waitForResponse((r) => r.url().includes('/api/get_user_recommendation'));
  await form.getByRole('button', { name: 'Save preferences' }).click();
  expect((await saved).status()).toBe(200);
  const body = (await (await recs).json()) as { data: ListItem[] };
  expect(body.data.length).toBeGreaterThan(0);
  for (const p of body.data) {
    expect(p.city).toBe('Pune');
    expect(p.property_type).toBe('rent');
  }
  const cards = page.getByTestId('recommendation-list').getByTestId('property-card');
  await expect(cards.first()).toContainText('Pune');
  for (const card of await cards.all()) await expect(card).toContainText('For Rent');

  // A reload shows what was saved.
  await page.reload();
  await expect(page.getByTestId('feed-form').getByLabel('City')).toHaveValue('Pune');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('feed-form').getByLabel('City')).toHaveValue('');
});

test('mortgage calculator: the summary for everyone, the schedule behind the package dialog', async ({
  page,
  user,
}) => {
  // A new account has no package.
  await signInAs(page, user, '/mortgage-loan-calculator');
  await page.getByLabel('Property price').fill('1200000');
  await page.getByLabel('Down payment').fill('200000');
  await page.getByLabel('Interest rate (% a year)').fill('7.5');
  await page.getByLabel('Loan term (years)').fill('20');
  await expect(page.getByTestId('mortgage-emi')).toHaveText('₹ 8,055.93');
  await expect(page.getByTestId('mortgage-principal')).toHaveText('₹ 10,00,000.00');

  // A down payment covering the loan is refused.
  await page.getByLabel('Down payment').fill('1200000');
  await expect(page.getByTestId('mortgage-problem')).toHaveText(
    'The down payment must be less than the property price.',
  );
  await page.getByLabel('Down payment').fill('200000');

  await page.getByRole('button', { name: 'Show amortization schedule' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('package-gate-message')).toHaveText(
    'You have not subscribed. Please subscribe first',
  );
  await expect(page.getByTestId('mortgage-schedule')).toHaveCount(0);
  await dialog.getByRole('button', { name: /ok/i }).click();
  await expect(page).toHaveURL(/\/subscription-plan$/);
});

test('mortgage calculator: a package with the detail feature shows the table and the chart', async ({ page }) => {
  // The demo agent's package has it (read only).
  await signInAs(page, DEMO.agent, '/mortgage-loan-calculator');
  await page.getByLabel('Loan term (years)').fill('15');
  await page.getByRole('button', { name: 'Show amortization schedule' }).click();
  const table = page.getByTestId('mortgage-schedule');
  await expect(table.getByTestId('mortgage-year-row')).toHaveCount(15);
  const chart = page.getByRole('img', { name: /Principal and interest by year/ });
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId('mortgage-chart-bar')).toHaveCount(15);
  // A year opens to its months, by keyboard.
  const year1 = table.getByRole('button', { name: 'Year 1', exact: true });
  await year1.focus();
  await page.keyboard.press('Enter');
  await expect(year1).toHaveAttribute('aria-expanded', 'true');
  await expect(table.getByTestId('mortgage-month-row')).toHaveCount(12);
  expect(await seriousViolations(page)).toEqual([]);
});

test('area converter: 1 acre is 43,560 sq ft', async ({ page }) => {
  await page.goto('/area-converter');
  await expect(page.getByTestId('area-result')).toHaveText('1 acre = 43,560 square feet');
  await page.getByLabel('Value').fill('3');
  await page.getByLabel('From', { exact: true }).selectOption('sqyd');
  await page.getByLabel('To', { exact: true }).selectOption('sqft');
  await expect(page.getByTestId('area-result')).toHaveText('3 square yards = 27 square feet');
  await page.getByRole('button', { name: 'Swap units' }).click();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('sqft');
  await expect(page.getByTestId('area-table').locator('tr[data-unit="sqyd"]')).toContainText('0.333333');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the all-properties page has no serious a11y violations', async ({ page }) => {
  await page.goto('/properties?property_type=1&sort=price_desc');
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
