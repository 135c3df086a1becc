// Favourites, interests and reports against the real API: the demo user favourites one of the agent's
// listings (it shows on the favourites page), shows interest, reports it (both validation texts checked)
// and shares it (link copied); the agent, its owner, shortlists and approves the user from the listing's
// interested-users panel, and the user sees that decision on the interested-properties page.
//
// It picks a listing of the agent the demo user has not favourited, shown interest in or reported, so the
// seeded favourites of most_liked and other specs are left alone.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { logIn, seriousViolations } from './support.ts';

const PASSWORD = 'abode-demo';

/** A bearer header for a demo account, through the API. */
async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/user_signup', { multipart: { type: '3', email, password: PASSWORD } });
  const body = (await res.json()) as { token: string };
  return `Bearer ${body.token}`;
}

type Listing = {
  slug_id: string;
  title: string;
  customer_name: string;
  property_type: string;
  is_premium: boolean;
  is_favourite: number;
  is_interested?: number;
  is_reported?: boolean;
};

/** A listing of the agent, for sale or rent, the user has not touched yet. */
async function untouchedListing(request: APIRequestContext, userToken: string): Promise<Listing> {
  const res = await request.get('/api/get_property?limit=100', { headers: { authorization: userToken } });
  const items = ((await res.json()) as { data: Listing[] }).data;
  const found = items.find(
    (p) =>
      p.customer_name === 'Arjun Mehta' &&
      (p.property_type === 'sell' || p.property_type === 'rent') &&
      !p.is_premium &&
      p.is_favourite === 0 &&
      !p.is_interested &&
      !p.is_reported,
  );
  if (!found) throw new Error('no untouched listing of the agent');
  return found;
}

/** Serious or critical axe violations of the detail page. */
async function detailViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
}

async function signIn(page: Page, email: string) {
  await logIn(page, email, PASSWORD);
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

test('favourite, interest, report and share; the owner shortlists and approves', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const listing = await untouchedListing(page.request, await apiToken(page.request, 'user@abode.test'));
  const detailPath = `/properties-details/${listing.slug_id}`;

  // A visitor who tries to favourite is sent to log in first.
  await page.goto(detailPath);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await page.getByTestId('favourite-button').click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);

  await signIn(page, 'user@abode.test');
  await page.goto(detailPath);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  expect(await detailViolations(page)).toEqual([]);

  // Favourite: pressed, and on the favourites page.
  const favourite = page.getByTestId('favourite-button');
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Property added to favourites')).toBeVisible();
  await page.goto('/user/favorites-properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite properties' })).toBeVisible();
  const favourites = page.getByTestId('favourite-properties');
  const card = favourites.getByRole('link').filter({ hasText: listing.title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: `Favourite ${listing.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Interest.
  await page.goto(detailPath);
  const interest = page.getByTestId('interest-button');
  await expect(interest).toHaveText('Show interest');
  await interest.click();
  await expect(interest).toHaveText('Withdraw interest');
  await expect(interest).toHaveAttribute('aria-pressed', 'true');

  // Report: the two texts of spec §5, word for word, then a report in the user's own words.
  await page.getByTestId('report-button').click();
  const dialog = page.getByRole('dialog', { name: 'Report this property' });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(dialog.getByText('Please select a reason first.', { exact: true })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(dialog.getByText('Please write your reason', { exact: true })).toBeVisible();
  expect(await detailViolations(page)).toEqual([]);
  await dialog.getByLabel('Your reason').fill('The photos show a different building.');
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(page.getByText('Report submitted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('report-button')).toHaveText('Reported');
  await expect(page.getByTestId('report-button')).toBeDisabled();

  // Share: without the Web Share API the link is copied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.getByTestId('share-button').click();
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // The owner shortlists and approves the user on the listing's panel.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, 'agent@abode.test');
  await agent.goto(detailPath);
  await expect(agent.getByRole('link', { name: 'Manage this listing' })).toHaveAttribute(
    'href',
    `/my-property/${listing.slug_id}`,
  );
  await expect(agent.getByTestId('interest-button')).toHaveCount(0);
  const panel = agent.getByTestId('interested-users-panel');
  const shortlist = panel.getByRole('button', { name: 'Shortlist Riya Sharma' });
  await expect(shortlist).toHaveAttribute('aria-pressed', 'false');
  await shortlist.click();
  await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
  const approve = panel.getByRole('button', { name: 'Approve Riya Sharma' });
  await approve.click();
  await expect(approve).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('switch', { name: 'Approved users only' }).check();
  await expect(panel.getByTestId('interested-user')).toHaveCount(1);
  await expect(panel.getByTestId('interested-user')).toContainText('Riya Sharma');
  expect(await detailViolations(agent)).toEqual([]);
  await agentContext.close();

  // The user sees the owner's decision.
  await page.goto('/user/interested-properties?type=approved');
  const item = page.getByTestId('interested-properties').locator('> *').filter({ hasText: listing.title });
  await expect(item.getByTestId('interest-status')).toContainText('Approved');
  await expect(item.getByTestId('interest-status')).toContainText('Shortlisted');
  expect(await seriousViolations(page)).toEqual([]);
});
