// The map view offline (no tile server, no Google key): clusters over the demo listings, zooming into a
// cluster, drawing a search area with the keyboard alternative (move the map, add the centre), results
// limited to the area, clearing it; the location picker of the add-property form; no serious axe issues.
import type { Page, Request } from '@playwright/test';
import { DEMO, expect, insideRing, seriousViolations, signInAs, test } from './support.ts';

interface MapPoint {
  slug_id: string;
  latitude: number;
  longitude: number;
}

const isMapCall = (name: string) => (r: Request) => new URL(r.url()).pathname.endsWith(`/api/${name}`);
const boundsOf = (r: Request) => (new URL(r.url()).searchParams.get('bounds') ?? '').split(',').map(Number);

/** Press a button with the keyboard (focus, Enter). */
async function press(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await button.press('Enter');
}

test('map view: clusters, zoom into a cluster, draw an area with the keyboard, clear it', async ({ page }) => {
  test.setTimeout(90_000);
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (isMapCall('get-property-map')(r)) requests.push(r);
  });
  const baseMap = page.waitForResponse(
    (r) => /\.json$/.test(new URL(r.url()).pathname) && r.url().includes('/remotes/mf-listings/'),
  );
  await page.goto('/properties-on-map?city=Mumbai');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties on the map' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of properties' });
  await expect(map).toBeVisible();
  // The built-in base map: the world outline is one of this remote's own files, drawn on a canvas.
  expect((await baseMap).ok()).toBe(true);
  await expect(map.locator('canvas').first()).toBeAttached();
  await expect(map.getByText('Mumbai', { exact: true })).toBeVisible();

  // Clusters over the Mumbai listings; the URL filter rides along with the viewport.
  const cluster = map.getByRole('button', { name: /properties here, zoom in$/ }).first();
  await expect(cluster).toBeVisible();
  const first = requests.at(-1);
  expect(first && new URL(first.url()).searchParams.get('city')).toBe('Mumbai');
  expect(first && new URL(first.url()).searchParams.get('bounds')).toMatch(/^[\d.-]+,[\d.-]+,[\d.-]+,[\d.-]+$/);
  await expect(page.getByTestId('map-results').getByTestId('property-card').first()).toBeVisible();

  // Zooming into the cluster (keyboard: Enter on the focused marker) narrows the searched view.
  const span = (r: Request | undefined) => {
    const [a = 0, b = 0] = r ? boundsOf(r) : [];
    return b - a;
  };
  const before = span(requests.at(-1));
  const zoomed = page.waitForRequest((r) => isMapCall('get-property-map')(r) && span(r) < before / 4);
  await cluster.focus();
  await cluster.press('Enter');
  await zoomed;
  // Then zoom in with the map's own keyboard (+ on the focused map) and the zoom buttons until the view
  // is a few kilometres across.
  await map.focus();
  await map.press('Equal');
  for (let i = 0; i < 8 && span(requests.at(-1)) > 0.25; i++) {
    const next = requests.length;
    await press(page, 'Zoom in');
    await expect.poll(() => requests.length).toBeGreaterThan(next);
  }
  expect(span(requests.at(-1))).toBeLessThanOrEqual(0.25);
  await expect(map.locator('.abode-map-point, .abode-map-cluster').first()).toBeVisible();

  // Draw a box with the keyboard alternative: move the map with the move buttons, add its centre.
  // The corners: north-west of the centre, then two steps east, two south and two west.
  await press(page, 'Draw an area');
  for (const moves of [
    ['north', 'west'],
    ['east', 'east'],
    ['south', 'south'],
    ['west', 'west'],
  ]) {
    for (const move of moves) await press(page, `Move map ${move}`);
    await press(page, 'Add point at map centre');
  }
  const corners = page.getByTestId('map-area-points').getByRole('listitem');
  await expect(corners).toHaveCount(4);

  const listCall = page.waitForRequest(
    (r) => isMapCall('get-property-list')(r) && new URL(r.url()).searchParams.has('polygon'),
  );
  const listAnswer = page.waitForResponse(
    (r) => isMapCall('get-property-list')(r.request()) && new URL(r.url()).searchParams.has('polygon'),
  );
  await press(page, 'Finish area');
  const polygonParam = new URL((await listCall).url()).searchParams.get('polygon') ?? '';
  const ring = polygonParam.split(';').map((p) => p.split(',').map(Number) as [number, number]);
  expect(ring).toHaveLength(4);
  // The listed corners are the ones sent.
  const listed = (await corners.allTextContents()).map((text) => (text.match(/-?\d+\.\d+/g) ?? []).map(Number));
  for (const [i, [lat, lng]] of ring.entries()) {
    expect(Math.abs((listed[i]?.[0] ?? 999) - lat)).toBeLessThan(1e-5);
    expect(Math.abs((listed[i]?.[1] ?? 999) - lng)).toBeLessThan(1e-5);
  }
  const answer = (await (await listAnswer).json()) as { data: MapPoint[]; total: number };

  // Every Mumbai listing, split by the drawn area: the API answered exactly the ones inside.
  const all = (await (await page.request.get('/api/get-property-map?city=Mumbai&limit=2000')).json()) as {
    data: MapPoint[];
  };
  const inSlugs = new Set(all.data.filter((p) => insideRing(p.latitude, p.longitude, ring)).map((p) => p.slug_id));
  const outSlugs = new Set(all.data.filter((p) => !inSlugs.has(p.slug_id)).map((p) => p.slug_id));
  expect(inSlugs.size).toBeGreaterThan(0);
  expect(outSlugs.size).toBeGreaterThan(0);
  expect(answer.total).toBe(inSlugs.size);
  for (const p of answer.data) expect(inSlugs.has(p.slug_id)).toBe(true);

  // The results list shows only listings inside the area.
  await expect(page.getByText('Showing properties inside the drawn area.')).toBeVisible();
  const cards = page.getByTestId('map-results').getByTestId('property-card');
  await expect(cards).toHaveCount(Math.min(inSlugs.size, 20));
  const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    const slug = decodeURIComponent(href.replace('/properties-details/', ''));
    expect(inSlugs.has(slug)).toBe(true);
    expect(outSlugs.has(slug)).toBe(false);
  }
  await expect(page.getByTestId('map-results-count')).toContainText(String(inSlugs.size));

  // A marker's popup: title, price, link to the detail page.
  const anyPoint = map.getByRole('button', { name: /, ₹/ }).first();
  await expect(anyPoint).toBeVisible();
  const pointName = (await anyPoint.getAttribute('aria-label')) ?? '';
  // That marker by its name: `.first()` is looked up again on each use, and markers may re-render in between.
  const point = map.getByRole('button', { name: pointName, exact: true }).first();
  await point.focus();
  await point.press('Enter');
  const popup = page.getByTestId('map-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(pointName.split(', ₹')[0] ?? '');
  await expect(popup).toContainText('₹');
  await expect(popup.getByRole('link', { name: /View details/ })).toHaveAttribute('href', /\/properties-details\//);
  await press(page, 'Close');
  await expect(popup).toHaveCount(0);

  // Clearing the area: the searches follow the view again.
  await press(page, 'Clear area');
  await expect(page.getByText('Showing properties inside the drawn area.')).toHaveCount(0);
  await expect(corners).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Draw an area' })).toBeVisible();
  const moved = page.waitForRequest(
    (r) => isMapCall('get-property-list')(r) && new URL(r.url()).searchParams.has('bounds'),
  );
  // Views already searched come from the cache (fresh for 10 minutes), so move to one not seen yet:
  // two steps south of the area's centre.
  await press(page, 'Move map south');
  await press(page, 'Move map south');
  expect(new URL((await moved).url()).searchParams.has('polygon')).toBe(false);
});

test('the list page links to the map view with the same filters', async ({ page }) => {
  await page.goto('/properties?property_type=1&city=Pune');
  const link = page.getByRole('link', { name: 'Map view' }).or(page.getByRole('button', { name: 'Map view' }));
  await link.first().click();
  await expect(page).toHaveURL(/\/properties-on-map\?.*property_type=1/);
  await expect(page).toHaveURL(/city=Pune/);
  const req = await page.waitForRequest(isMapCall('get-property-map'));
  expect(new URL(req.url()).searchParams.get('property_type')).toBe('1');
});

test('map view has no serious accessibility violations', async ({ page }) => {
  await page.goto('/properties-on-map');
  const map = page.getByRole('region', { name: 'Map of properties' });
  await expect(map.getByRole('button', { name: /properties here, zoom in$/ }).first()).toBeVisible();
  await expect(page.getByTestId('map-results').getByTestId('property-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // And while drawing, with the points list shown.
  await press(page, 'Draw an area');
  await press(page, 'Add point at map centre');
  await expect(page.getByTestId('map-area-points')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('location picker in the add-property form reverse-geocodes through the API', async ({ page }) => {
  // The demo agent has a package, so the form opens (nothing is submitted).
  await signInAs(page, DEMO.agent, '/user/add-property');
  const picker = page.getByTestId('location-picker');
  // A form without the picker is a failure, not a reason to skip.
  await expect(picker, 'the add-property form must show the location picker').toBeVisible();
  const geocode = page.waitForResponse((r) => isMapCall('get-location')(r.request()));
  await picker.getByLabel('Latitude').fill('19.0596');
  await picker.getByLabel('Longitude').fill('72.8295');
  await picker.getByRole('button', { name: 'Set coordinates' }).click();
  const res = await geocode;
  expect(new URL(res.url()).searchParams.get('latitude')).toBe('19.0596');
  const body = (await res.json()) as { data: { city: string; formatted_address: string } };
  expect(body.data.city).toBe('Mumbai');
  await expect(picker.getByTestId('location-picker-status')).toContainText(body.data.formatted_address);
  // The form took the place (its city field now reads Mumbai).
  await expect(page.getByLabel(/^City/).first()).toHaveValue('Mumbai');
  // The map itself: a keyboard user picks the map centre.
  const again = page.waitForResponse((r) => isMapCall('get-location')(r.request()));
  await picker.getByRole('button', { name: 'Use map centre' }).click();
  expect((await again).ok()).toBe(true);
});
