// The header fits every width from a phone to a wide screen, for every role, in both languages and with any name
// (decision 030): the page never scrolls sideways, the account button shows whole, what does not fit the line is
// under "More", and posting, one's listings and Logout are one or two clicks away — in the name menu on a laptop,
// in the drawer on a phone (which lists nothing twice).
import type { Locator, Page } from '@playwright/test';
import { type Account, chooseLanguage, DEMO, expect, signInAs, test } from './support.ts';

const WIDTHS = [1024, 1280, 1366, 1920, 390, 320];
const PRIMARY = ['mf_listings:post-property', 'mf_listings:my-properties'];

/** Two frames: the header has measured itself and laid out again. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function expectWithin(locator: Locator, width: number, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box?.x ?? -1, `${what}: start`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what}: end`).toBeLessThanOrEqual(width + 0.5);
}

/** Every header entry is either on the line, inside the nav, or under "More" — none lost, none clipped. */
async function expectHeaderEntriesReachable(page: Page, at: string): Promise<void> {
  const nav = page.getByTestId('header-nav');
  const navBox = await nav.boundingBox();
  const items = await nav.locator('[data-slot-entry]').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {
        id: (el as HTMLElement).dataset.slotEntry ?? '',
        shown: getComputedStyle(el).visibility === 'visible',
        start: r.left,
        end: r.right,
      };
    }),
  );
  expect(items.length, at).toBeGreaterThan(0);
  for (const item of items.filter((i) => i.shown)) {
    expect(item.start, `${at}: ${item.id} starts inside the nav`).toBeGreaterThanOrEqual((navBox?.x ?? 0) - 0.5);
    expect(item.end, `${at}: ${item.id} ends inside the nav`).toBeLessThanOrEqual(
      (navBox?.x ?? 0) + (navBox?.width ?? 0) + 0.5,
    );
  }
  const overflowed = items.filter((i) => !i.shown).map((i) => i.id);
  const more = page.getByTestId('header-more');
  if (!overflowed.length) {
    await expect(more, at).toBeHidden();
    return;
  }
  await more.click();
  const listed = page.getByTestId('header-more-dropdown').locator('[data-more-entry]');
  await expect(listed.first()).toBeVisible();
  expect(await listed.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.moreEntry)), at).toEqual(
    overflowed,
  );
  await page.keyboard.press('Escape');
  await expect(listed.first()).toBeHidden();
}

/** The header at one width: no sideways scroll, the account whole, every entry and the primary actions reachable. */
async function checkHeader(page: Page, width: number, name: string | null, at: string): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await settle(page);
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${at}: the page scrolls sideways`).toBeLessThanOrEqual(inner);
  await expectWithin(page.locator('header'), width, `${at}: header`);
  const phone = width < 768;

  if (name === null) {
    await expectWithin(page.locator('header a[href="/login"]'), width, `${at}: login`);
  } else {
    const button = page.getByTestId('account-menu');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('title', name);
    await expectWithin(button, width, `${at}: account button`);
    await expect(page.getByTestId('account-avatar')).toBeVisible();
    await expectWithin(page.getByTestId('account-avatar'), width, `${at}: avatar`);
    if (!phone) {
      await expect(page.getByTestId('account-name')).toBeVisible();
      await expectWithin(page.getByTestId('account-name'), width, `${at}: name`);
    }
  }

  if (!phone) {
    await expectHeaderEntriesReachable(page, at);
    if (name !== null) {
      await page.getByTestId('account-menu').click();
      const menu = page.getByTestId('account-menu-dropdown');
      for (const id of PRIMARY)
        await expect(menu.locator(`[data-slot-entry="${id}"]`), `${at}: ${id}`).toBeInViewport();
      await expect(menu.getByTestId('logout'), `${at}: Logout`).toBeInViewport({ ratio: 1 });
      await expectWithin(menu, width, `${at}: account menu`);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
    return;
  }

  // A phone: the drawer holds everything, nothing twice, and Logout.
  await page.getByRole('button', { name: /^(Menu|القائمة)$/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const hrefs = await drawer.locator('nav a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs.length, at).toBeGreaterThan(5);
  expect(
    hrefs.filter((h, i) => hrefs.indexOf(h) !== i),
    `${at}: drawer entries listed twice`,
  ).toEqual([]);
  if (name !== null) {
    for (const id of PRIMARY) {
      await drawer.locator(`[data-slot-entry="${id}"]`).scrollIntoViewIfNeeded();
      await expect(drawer.locator(`[data-slot-entry="${id}"]`), `${at}: ${id}`).toBeInViewport();
    }
    await drawer.getByTestId('drawer-logout').scrollIntoViewIfNeeded();
    await expect(drawer.getByTestId('drawer-logout'), `${at}: Logout`).toBeInViewport({ ratio: 1 });
  } else {
    await expect(drawer.getByTestId('drawer-logout')).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

async function inLanguage(page: Page, lang: 'en' | 'ar'): Promise<void> {
  if (lang === 'en') return;
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

for (const role of ['user', 'agent', 'admin'] as const) {
  for (const lang of ['en', 'ar'] as const) {
    test(`the ${role}'s header fits from 320 to 1920 px in ${lang}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1366, height: 800 });
      const account: Account = await signInAs(page, DEMO[role]);
      await inLanguage(page, lang);
      for (const width of WIDTHS) await checkHeader(page, width, account.name, `${role} ${lang} ${width}px`);
    });
  }
}

for (const lang of ['en', 'ar'] as const) {
  test(`a visitor's header fits from 320 to 1920 px in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/');
    await inLanguage(page, lang);
    for (const width of WIDTHS) await checkHeader(page, width, null, `visitor ${lang} ${width}px`);
  });
}

test('a very long name is cut with an ellipsis, kept whole in the title, and Logout in the drawer signs out', async ({
  page,
  freshUser,
}) => {
  test.setTimeout(240_000);
  const name = 'Maximiliana Alexandrina Konstantinopoulou-Vanderbilt de la Cruz Fitzgerald-Oyelaran the Third';
  const account = await freshUser(name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, account);
  for (const lang of ['en', 'ar'] as const) {
    await inLanguage(page, lang);
    for (const width of WIDTHS) await checkHeader(page, width, name, `long name ${lang} ${width}px`);
    await page.setViewportSize({ width: 1280, height: 800 });
    const cut = await page
      .getByTestId('account-name')
      .evaluate((el) => ({ ellipsis: getComputedStyle(el).textOverflow, cut: el.scrollWidth > el.clientWidth }));
    expect(cut).toEqual({ ellipsis: 'ellipsis', cut: true });
    await expect(page.getByTestId('account-menu')).toHaveAttribute('aria-label', new RegExp(`: ${name}$`));
  }
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'القائمة' }).click();
  await page.getByTestId('drawer-logout').click();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});
