// The 3D picture of a listing in a 360° viewer (Photo Sphere Viewer, loaded only when it opens): a canvas draws
// the panorama, dragging and the arrow keys turn the view, focus stays in the dialog, Escape closes it and
// focus returns to its button; without WebGL, or when the picture cannot load, the flat picture is shown.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { chooseLanguage, expect, seriousViolations, test } from './support.ts';

// A software-drawn WebGL canvas (no GPU here) and axe over a whole detail page take their time.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

type Listing = { slug_id: string; title: string; three_d_image: string; is_premium: boolean };

/** A public listing of the demo data whose 3D image is the seeded panorama. */
async function panoramaListing(request: APIRequestContext): Promise<Listing> {
  const res = await request.get('/api/get_property?limit=100');
  const items = ((await res.json()) as { data: Listing[] }).data;
  const found = items.find((p) => !p.is_premium && p.three_d_image.includes('/seed/panoramas/'));
  if (!found) throw new Error('no listing with a panorama');
  return found;
}

/** The scripts the page has fetched so far. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );

/** The view's direction as the viewer reports it, in degrees. */
async function yawOf(stage: Locator): Promise<number> {
  return Number(await stage.getAttribute('data-yaw'));
}

/** How many distinct colours a screenshot of the canvas has (a blank or one-colour canvas has one or two). */
async function distinctColours(page: Page, canvas: Locator): Promise<number> {
  const png = await canvas.screenshot();
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d');
    if (!ctx) return 0;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 16)
      seen.add((data[i] ?? 0) * 65536 + (data[i + 1] ?? 0) * 256 + (data[i + 2] ?? 0));
    return seen.size;
  }, png.toString('base64'));
}

test('the 3D picture opens in a 360° viewer: drag and keys turn it, focus stays in, Escape closes', async ({
  page,
}) => {
  // The longest walk here: drawing, dragging, keys, axe and tabbing, on a software-drawn canvas.
  test.setTimeout(240_000);
  // The page's Content-Security-Policy lets the viewer fetch and draw the picture (no report of a refusal).
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  const listing = await panoramaListing(page.request);
  await page.goto(`/properties-details/${listing.slug_id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible(SLOW);
  const open = page.getByRole('button', { name: 'View in 360°' });
  await expect(open).toBeVisible(SLOW);
  await page.waitForLoadState('networkidle');
  const before = await scripts(page);

  await open.click();
  const dialog = page.getByRole('dialog', { name: `360° view of ${listing.title}` });
  await expect(dialog).toBeVisible();
  const stage = dialog.getByTestId('panorama');
  await expect(stage).toHaveAttribute('data-state', 'ready', SLOW);
  // The viewer's code came with the dialog, not with the page.
  expect((await scripts(page)).filter((s) => !before.includes(s)).length).toBeGreaterThan(0);
  const canvas = stage.locator('canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  expect(box.width).toBeGreaterThan(300);
  expect(box.height).toBeGreaterThan(200);
  // The panorama is drawn: sky, buildings and ground, not one flat colour.
  expect(await distinctColours(page, canvas)).toBeGreaterThan(20);
  await expect(stage).toBeFocused();

  // Dragging turns the view (yaw) and changes the picture.
  const shotBefore = await canvas.screenshot();
  const yaw0 = await yawOf(stage);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(cx - i * 25, cy, { steps: 2 });
  await page.mouse.up();
  await expect.poll(async () => Math.abs((await yawOf(stage)) - yaw0), SLOW).toBeGreaterThan(10);
  await expect.poll(async () => (await canvas.screenshot()).equals(shotBefore), SLOW).toBe(false);

  // The arrow keys turn it too.
  await stage.focus();
  const yaw1 = await yawOf(stage);
  await page.keyboard.down('ArrowRight');
  await page.waitForTimeout(400);
  await page.keyboard.up('ArrowRight');
  await expect.poll(async () => yawOf(stage), SLOW).not.toBe(yaw1);

  expect(await seriousViolations(page)).toEqual([]);

  // Focus is trapped: tabbing through every control stays in the dialog.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }

  // Escape closes; focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.locator('.psv-container')).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('in Arabic the viewer is named and explained in Arabic', async ({ page }) => {
  const listing = await panoramaListing(page.request);
  await page.goto(`/properties-details/${listing.slug_id}`);
  await expect(page.getByRole('button', { name: 'View in 360°' })).toBeVisible(SLOW);
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'عرض بزاوية 360°' }).click();
  const dialog = page.getByRole('dialog', { name: `عرض بزاوية 360° لـ ${listing.title}` });
  await expect(dialog.getByTestId('panorama')).toHaveAttribute('data-state', 'ready', SLOW);
  await expect(dialog.getByText('اسحب أو استخدم مفاتيح الأسهم', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'إغلاق العرض بزاوية 360°' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('without WebGL the flat picture is shown', async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    // biome-ignore lint/suspicious/noExplicitAny: the overloads of getContext cannot be spelled here
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, id: string, ...rest: any[]) {
      return id === 'webgl2' || id === 'webgl' ? null : getContext.call(this, id as '2d', ...rest);
    } as typeof getContext;
  });
  const listing = await panoramaListing(page.request);
  await page.goto(`/properties-details/${listing.slug_id}`);
  await page.getByRole('button', { name: 'View in 360°' }).click(SLOW);
  const dialog = page.getByRole('dialog', { name: `360° view of ${listing.title}` });
  const fallback = dialog.getByTestId('panorama-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByText('The 360° view cannot be shown here, so this is the flat picture.')).toBeVisible();
  const img = fallback.getByRole('img', { name: `3D view of ${listing.title}` });
  await expect(img).toBeVisible();
  expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  await expect(dialog.locator('canvas')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('when the panorama cannot load, the viewer gives way to the flat picture', async ({ page }) => {
  const listing = await panoramaListing(page.request);
  await page.goto(`/properties-details/${listing.slug_id}`);
  await expect(page.getByRole('button', { name: 'View in 360°' })).toBeVisible(SLOW);
  // From now on the picture answers 404 (routing also turns the browser's cache off).
  await page.route('**/seed/panoramas/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.getByRole('button', { name: 'View in 360°' }).click();
  const dialog = page.getByRole('dialog', { name: `360° view of ${listing.title}` });
  await expect(dialog.getByTestId('panorama-fallback')).toBeVisible(SLOW);
  await expect(dialog.getByText('The 360° view cannot be shown here, so this is the flat picture.')).toBeVisible();
});

test('the 3D picture keeps its place while it loads: nothing below it moves', async ({ page }) => {
  const listing = await panoramaListing(page.request);
  // The picture arrives two seconds late.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/seed/panoramas/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/properties-details/${listing.slug_id}`);
  const open = page.getByRole('button', { name: 'View in 360°' });
  await expect(open).toBeVisible(SLOW);
  const picture = page.getByRole('img', { name: `3D view of ${listing.title}` });
  expect(await picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(false);
  const before = await open.boundingBox();
  release();
  await expect.poll(() => picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), SLOW).toBe(true);
  const after = await open.boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1);
  // The picture fills its reserved 2:1 box.
  const box = await picture.boundingBox();
  expect(Math.round((box?.width ?? 0) / (box?.height ?? 1))).toBe(2);
});
