// The composed product under its Content-Security-Policy: every remote loads and the browser reports no
// violation, with the remotes beside the shell and with the remotes on other origins (a CDN, named in
// REMOTES_CONFIG); and the policy really is enforced (an inline script is refused and reported).
import { expect, type Page, test } from '@playwright/test';
import { LAST_STANDALONE_PORT, STANDALONE_PORTS } from '../playwright.config.ts';
import { navigateToSection, type ProductServer, sectionPages, startProductServer } from './support.ts';

/** Collects what the browser reports about the policy: console messages and securitypolicyviolation events. */
async function watchPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (m) => {
    if (/content[- ]security[- ]policy/i.test(m.text())) reports.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return reports;
}

/** Client-side navigation through a section of every remote: each must register. */
async function visitEveryRemote(page: Page) {
  for (const [path, remote] of sectionPages()) await navigateToSection(page, path, remote);
}

test('home, a property page and the login page load under the policy with no violation', async ({ page }) => {
  // Three page loads, a map and all six remotes.
  test.setTimeout(90_000);
  const reports = await watchPolicy(page);
  // A listing with a video: its YouTube player is a frame the policy must allow.
  const res = await page.request.get('/api/get_property?limit=60');
  const listing = ((await res.json()) as { data: { slug_id: string; title: string; video_link: string }[] }).data.find(
    (p) => p.video_link,
  );
  if (!listing) throw new Error('no listing with a video in the demo data');

  const home = await page.goto('/');
  const policy = home?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  await expect(page.getByTestId('property-card').first()).toBeVisible();

  const detail = await page.goto(`/properties-details/${listing.slug_id}`);
  expect(detail?.headers()['content-security-policy']).toBe(policy);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  const video = page.getByTestId('video-embed');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  // The location map is drawn when scrolled to: its script and data load under the policy too.
  await page.getByTestId('location-map-placeholder').scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: listing.title, exact: true })).toBeVisible();

  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toBe(policy);
  await expect(page.getByLabel('Email')).toBeVisible();

  await visitEveryRemote(page);
  expect(reports).toEqual([]);
});

test('the policy is enforced: an inline script is refused and reported', async ({ page }) => {
  const reports = await watchPolicy(page);
  await page.goto('/');
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    await new Promise((r) => setTimeout(r, 100));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => reports.some((r) => r.includes('script-src'))).toBe(true);
});

test.describe('remotes on other origins', () => {
  // A second product server whose remotes.json names the standalone servers' origins, as a CDN would be.
  const port = LAST_STANDALONE_PORT + 3;
  const cdn = Object.fromEntries(
    Object.entries(STANDALONE_PORTS).map(([remote, p]) => [
      remote.replace('-', '_'),
      `http://127.0.0.1:${p}/mf-manifest.json`,
    ]),
  );
  let server: ProductServer | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startProductServer(port, cdn);
    origin = server.origin;
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('every remote loads from its own origin, named in the policy, with no violation', async ({ page }) => {
    test.setTimeout(90_000);
    const reports = await watchPolicy(page);
    const entries = new Set<string>();
    page.on('response', (r) => {
      if (r.url().endsWith('/remoteEntry.js') && r.ok()) entries.add(new URL(r.url()).origin);
    });
    const res = await page.goto(`${origin}/`);
    const policy = res?.headers()['content-security-policy'] ?? '';
    for (const p of Object.values(STANDALONE_PORTS)) expect(policy).toContain(`http://127.0.0.1:${p}`);
    await expect(page.getByTestId('property-card').first()).toBeVisible();
    await visitEveryRemote(page);
    expect([...entries].sort()).toEqual(Object.values(STANDALONE_PORTS).map((p) => `http://127.0.0.1:${p}`));
    expect(reports).toEqual([]);
  });
});
