// An admin's notification to everyone reaches a page already open, live: the toast and the header's unread count,
// without a reload; the notification centre lists it.
import { bearer, DEMO, expect, test } from './support.ts';

test("an admin's broadcast pops up on an open page and raises the unread count", async ({
  userPage: page,
  request,
}) => {
  // Three waits for what the server pushes: on a loaded machine they add up past the default 30 s.
  test.setTimeout(60_000);
  // The sign-in left a page whose own stream may answer late and then be cut by the navigation; a broadcast is
  // not replayed to a stream that joins after it (decision 018). So that page is closed first, and the stream
  // counted is the one of the page loaded here: open once it has its answer (response headers).
  await page.goto('about:blank');
  const streaming = page.waitForResponse((r) => r.url().includes('/api/events') && r.status() === 200);
  await page.goto('/');
  await streaming;
  const title = `Maintenance window ${Date.now().toString(36)}`;
  const sent = await request.post('/api/admin/notifications', {
    headers: await bearer(request, DEMO.admin),
    data: { title, message: 'The site will be read-only on Sunday from 02:00 to 03:00.', send_type: 'all' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toBeVisible();
  await page
    .locator('header')
    .getByRole('link', { name: /Notifications/ })
    .click();
  await expect(page.getByTestId('notification').filter({ hasText: title })).toBeVisible();
});
