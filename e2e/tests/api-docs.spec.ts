// The API describes itself (decision 032): /api/docs is a page generated from the table of operations, readable
// in a browser without script, and its link leads to the OpenAPI 3.1 document the page was made from.
import { expect, seriousViolations, test } from './support.ts';

test('the operations page lists every area and operation, and links the OpenAPI document', async ({ page }) => {
  // An accessibility scan of a page of 187 operations, each with its tables: more than the default 30 s.
  test.setTimeout(90_000);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: /Abode API/ })).toBeVisible();
  const areas = page.getByRole('navigation', { name: 'Areas' });
  await expect(areas.getByRole('link', { name: 'projects', exact: true })).toBeVisible();
  await areas.getByRole('link', { name: 'projects', exact: true }).click();
  await expect(page).toHaveURL(/#tag-projects$/);
  const map = page.locator('section#getProjectMap');
  await expect(map.getByRole('heading', { level: 3 })).toHaveText('GET /api/get-project-map');
  await expect(map.getByRole('cell', { name: 'bounds', exact: true })).toBeVisible();
  await map.getByText('Answer (JSON Schema)').click();
  await expect(map.locator('pre')).toContainText('"truncated"');
  expect(await seriousViolations(page)).toEqual([]);

  const [doc] = await Promise.all([
    page.waitForResponse('**/api/openapi.json'),
    page.getByRole('link', { name: '/api/openapi.json' }).click(),
  ]);
  expect(doc.status()).toBe(200);
  const body = (await doc.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(body.openapi).toBe('3.1.0');
  expect(Object.keys(body.paths)).toContain('/api/get-project-map');
});
