// Push in Chromium: the shell registers its service worker at start; a push delivered to it through the DevTools
// protocol (ServiceWorker.deliverPushMessage, as the push service would) is shown as a notification with the
// server's payload; turning push on when the browser refuses says the spec's 'Notification Permission Denied.'.
import { expect, signInAs, test } from './support.ts';

test('the worker shows a pushed notification', async ({ browser, freshUser }) => {
  const context = await browser.newContext({ permissions: ['notifications'] });
  const page = await context.newPage();
  await signInAs(page, await freshUser(), '/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');

  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).pathname === '/');
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const origin = new URL(page.url()).origin;
  const payload = {
    title: 'New message from Ravi',
    body: 'Can I visit tomorrow?',
    link: '/user/notifications?open=1',
    tag: 'chat-3-property-9',
    type: 'chat',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data,
        })),
      ),
    )
    .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { link: payload.link } }]);

  // A push that is not ours (or links elsewhere) never sends the user off the site.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ ...payload, tag: 'other', link: 'https://evil.example/' }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications({ tag: 'other' })).map((n) => n.data),
      ),
    )
    .toEqual([{ link: '/' }]);
  await context.close();
});

test("turning push on when the browser refuses says 'Notification Permission Denied.'", async ({
  browser,
  freshUser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, await freshUser(), '/user/notifications');
  // Headless Chromium answers a permission prompt nobody can see with "denied".
  const toggle = page.getByRole('switch', { name: 'Push notifications on this browser' });
  await toggle.check({ force: true }).catch(() => {});
  await expect(page.getByText('Notification Permission Denied.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await context.close();
});
