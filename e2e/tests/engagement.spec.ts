// Favourites, interests and reports against the real API: a fresh user favourites one of the demo agent's
// listings (it shows on the favourites page), shows interest, reports it (both validation texts checked)
// and shares it (link copied); the agent, its owner, shortlists and approves the user from the listing's
// interested-users panel, and the user sees that decision on the interested-properties page. The user then
// withdraws the interest, so the agent's listing is left with the interested users it had.
import type { APIRequestContext } from '@playwright/test';
import { bearer, DEMO, expect, openReportDialog, seriousViolations, signInAs, submitLogin, test } from './support.ts';

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
async function untouchedListing(request: APIRequestContext, auth: { authorization: string }): Promise<Listing> {
  const res = await request.get('/api/get_property?limit=100', { headers: auth });
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

test('favourite, interest, report and share; the owner shortlists and approves', async ({ page, browser, user }) => {
  test.setTimeout(90_000);
  const listing = await untouchedListing(page.request, await bearer(page.request, user));
  const detailPath = `/properties-details/${listing.slug_id}`;

  // A visitor who tries to favourite is sent to log in first.
  await page.goto(detailPath);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await page.getByTestId('favourite-button').click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);

  await submitLogin(page, user.email, user.password);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.goto(detailPath);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

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
  const dialog = await openReportDialog(page);
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(dialog.getByText('Please write your reason', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
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
  await signInAs(agent, DEMO.agent, detailPath);
  await expect(agent.getByRole('link', { name: 'Manage this listing' })).toHaveAttribute(
    'href',
    `/my-property/${listing.slug_id}`,
  );
  await expect(agent.getByTestId('interest-button')).toHaveCount(0);
  const panel = agent.getByTestId('interested-users-panel');
  // Each toggle says the state it is in: "Shortlist" becomes "Shortlisted" (and Approve "Approved") once pressed.
  const row = panel.getByTestId('interested-user').filter({ hasText: user.name });
  const shortlist = row.getByTestId('shortlist-toggle');
  await expect(shortlist).toHaveAccessibleName(`Shortlist ${user.name}`);
  await expect(shortlist).toHaveAttribute('aria-pressed', 'false');
  await shortlist.click();
  await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
  await expect(shortlist).toHaveAccessibleName(`Shortlisted: ${user.name}`);
  const approve = row.getByTestId('approve-toggle');
  await expect(approve).toHaveAccessibleName(`Approve ${user.name}`);
  await approve.click();
  await expect(approve).toHaveAttribute('aria-pressed', 'true');
  await expect(approve).toHaveAccessibleName(`Approved: ${user.name}`);
  // Approved users only: the user among them, and nobody who is not approved.
  await panel.getByRole('switch', { name: 'Approved users only' }).check();
  const approvedRows = panel.getByTestId('interested-user');
  await expect(approvedRows.filter({ hasText: user.name })).toHaveCount(1);
  for (const approvedRow of await approvedRows.all()) {
    await expect(approvedRow.getByTestId('approve-toggle')).toHaveAttribute('aria-pressed', 'true');
  }
  expect(await seriousViolations(agent)).toEqual([]);
  await agentContext.close();

  // The user sees the owner's decision.
  await page.goto('/user/interested-properties?type=approved');
  const item = page.getByTestId('interested-properties').locator('> *').filter({ hasText: listing.title });
  await expect(item.getByTestId('interest-status')).toContainText('Approved');
  await expect(item.getByTestId('interest-status')).toContainText('Shortlisted');
  expect(await seriousViolations(page)).toEqual([]);

  // Withdrawing the interest takes the user off the agent's panel.
  await page.goto(detailPath);
  await page.getByTestId('interest-button').click();
  await expect(page.getByTestId('interest-button')).toHaveText('Show interest');
});
