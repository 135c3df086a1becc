// Module Federation at run time: one copy of React and one QueryClient serve the shell and every remote,
// and a remote whose files are missing shows its fallback while the rest keeps working.
import { expect, test } from '@playwright/test';
import { REMOTES } from '../../scripts/remotes.mjs';
import { navigateToSection, sectionPages } from './support.ts';

test('one React and one QueryClient serve the shell and all remotes', async ({ page }) => {
  await page.goto('/');
  for (const [path, remote] of sectionPages()) {
    // Client-side navigation keeps the same page, so every section registers into one registry.
    await navigateToSection(page, path, remote);
  }
  const report = await page.evaluate(() => {
    type Runtime = { react: { createElement: unknown; useState: unknown }; queryClient: unknown; store: unknown };
    const sections = (window as unknown as { __ABODE_SECTIONS__: Record<string, Runtime> }).__ABODE_SECTIONS__;
    const shell = sections.shell;
    const names = Object.keys(sections);
    // Each bundle wraps CommonJS React in its own namespace object, so compare what React exports.
    const sameReact = names.every(
      (n) =>
        sections[n]?.react.createElement === shell?.react.createElement &&
        sections[n]?.react.useState === shell?.react.useState,
    );
    // The federation share scope: every container's `react` entry must be the one the shell provides.
    type ShareEntry = { from: string; loaded?: boolean };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, { default?: Record<string, Record<string, ShareEntry>> }> };
      }
    ).__FEDERATION__.__SHARE__;
    const reactEntries = Object.values(share).flatMap((scopes) => Object.entries(scopes.default?.react ?? {}));
    return {
      names,
      sameReact,
      sameClient: names.every((n) => sections[n]?.queryClient === shell?.queryClient),
      sameStore: names.every((n) => sections[n]?.store === shell?.store),
      reactVersions: [...new Set(reactEntries.map(([version]) => version))],
      reactProviders: [...new Set(reactEntries.filter(([, e]) => e.loaded).map(([, e]) => e.from))],
    };
  });
  expect(report.names.sort()).toEqual([...REMOTES.map((r) => r.name), 'shell'].sort());
  expect(report.sameReact).toBe(true);
  expect(report.sameClient).toBe(true);
  expect(report.sameStore).toBe(true);
  expect(report.reactVersions).toHaveLength(1);
  expect(report.reactProviders).toEqual(['shell']);
});

/** Every file of a remote answers 404 except its section.json (its code is gone, its declaration is not). */
const codeOf = (remote: string) => (url: URL) =>
  url.pathname.startsWith(`/remotes/${remote}/`) && !url.pathname.endsWith('/section.json');

test('a remote with missing files shows its fallback and loses its entries; the rest keeps working; Retry recovers', async ({
  page,
}) => {
  const projectsCode = codeOf('mf-projects');
  await page.route(projectsCode, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/projects');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const fallback = page.getByTestId('remote-fallback-mf_projects');
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback).toContainText('This section could not be loaded.');
  // Its header entry leaves (no link to a section that cannot load); the others stay.
  await expect(nav.getByRole('link', { name: 'Projects' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  // The files come back: Retry loads the section and its entry returns.
  await page.unroute(projectsCode);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await nav.getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByTestId('property-card').first()).toBeVisible();
});

test('a section whose code is gone loses its home widget and entries before the first paint', async ({ page }) => {
  await page.route(codeOf('mf-listings'), (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Never shown, so nothing jumps: no widget, no header entry, no search that would lead nowhere.
  await expect(page.locator('[data-slot-entry^="mf_listings:"]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
});
