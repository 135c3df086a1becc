import {
  addListingPhotos,
  apiAnswer,
  approveProperty,
  bearer,
  completeProfile,
  expect,
  insideRing,
  openReportDialog,
  seriousViolations,
  signInAs,
  takeFreePlan,
  test,
} from './support.ts';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a listing from posting to deletion: pending, approved, found, favourited, shortlisted, reported, sold, deleted', async ({
  page: owner,
  browser,
  user: poster,
  freshUser,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Journey Villa ${stamp}`;
  const city = `Journeyton ${stamp}`;
  const metaTitle = `Lake villa with a garden ${stamp}`;
  const metaDescription = `A bright three-bedroom villa with a walled garden, a short walk from the lake (${stamp}).`;
  const price = 4_321_000;

  // ── The owner posts the listing through the form ────────────────────────────────────────────────────
  await completeProfile(owner, poster);
  await takeFreePlan(owner.request, poster);
  await signInAs(owner, poster, '/user/add-property');
  await expect(owner.getByRole('heading', { name: 'Add property', level: 1 })).toBeVisible();
  const form = owner.getByRole('form', { name: 'Property details' });
  await expect(form).toBeVisible();

  await form.getByRole('combobox', { name: /^Category/ }).click();
  await owner.getByRole('option', { name: 'House', exact: true }).click();
  await form.getByRole('textbox', { name: /^Bedrooms/ }).fill('3');
  await form.getByRole('textbox', { name: /^Bathrooms/ }).fill('2');
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form
    .getByRole('textbox', { name: /^Description/ })
    .fill('Three bedrooms, a walled garden and the lake nearby.');
  await form.getByRole('textbox', { name: /^Price/ }).fill(String(price));

  // Photos: a title image and two gallery photos, PNGs made in the browser.
  await addListingPhotos(owner, form, ['garden.png', 'lake.png']);

  // The location, picked on the map: centre the picker on central India by coordinates, then click the map
  // beside the pin. Each choice is reverse-geocoded by the API (no outside service).
  const picker = form.getByTestId('location-picker');
  const pickerMap = picker.getByRole('region', { name: 'Map for choosing the location' });
  await expect(pickerMap).toBeVisible();
  await picker.getByLabel('Latitude').fill('21.1458');
  await picker.getByLabel('Longitude').fill('79.0882');
  const centred = apiAnswer(owner, 'get-location', { latitude: '21.1458', longitude: '79.0882' });
  await picker.getByRole('button', { name: 'Set coordinates' }).click();
  expect((await centred).ok()).toBe(true);
  const box = await pickerMap.boundingBox();
  if (!box) throw new Error('the picker map has no box');
  const clicked = apiAnswer(owner, 'get-location');
  await owner.mouse.click(box.x + box.width / 2 + 70, box.y + box.height / 2 - 45);
  const located = await clicked;
  const lat = Number(new URL(located.url()).searchParams.get('latitude'));
  const lng = Number(new URL(located.url()).searchParams.get('longitude'));
  // A click to the right of and above the centre is east and north of it (at zoom 14, well under a degree).
  expect(lng).toBeGreaterThan(79.0882);
  expect(lng).toBeLessThan(79.2);
  expect(lat).toBeGreaterThan(21.1458);
  expect(lat).toBeLessThan(21.25);
  const place = (await located.json()) as { data: { city: string; state: string; country: string } };
  await expect(picker.getByTestId('location-picker-status')).toContainText(place.data.country);
  // The form took the place; the city is then renamed to this run's own.
  const cityField = form.getByRole('textbox', { name: /^City/ });
  await expect(cityField).toHaveValue(place.data.city);
  await expect(form.getByRole('textbox', { name: /^State/ })).toHaveValue(place.data.state);
  await expect(form.getByRole('textbox', { name: /^Country/ })).toHaveValue(place.data.country);
  await expect(form.getByRole('textbox', { name: /^Address/ })).not.toHaveValue('');
  // The picked point itself is kept (not the city's centre), rounded as the wire accepts it.
  await expect(form.locator('input[data-path="latitude"]')).toHaveValue(String(lat));
  await expect(form.locator('input[data-path="longitude"]')).toHaveValue(String(lng));
  await cityField.fill(city);

  // SEO fields (no warnings for these lengths).
  await form.getByRole('textbox', { name: 'Meta title' }).fill(metaTitle);
  await form.getByRole('textbox', { name: 'Meta keywords' }).fill('villa, garden, lake view');
  await form.getByRole('textbox', { name: 'Meta description' }).fill(metaDescription);
  await expect(form.getByTestId('seo-warning-title')).toHaveCount(0);
  await expect(form.getByTestId('seo-warning-description')).toHaveCount(0);
  expect(await seriousViolations(owner)).toEqual([]);

  const posted = apiAnswer(owner, 'post_property');
  await form.getByRole('button', { name: 'Submit property' }).click();
  expect((await posted).status()).toBe(200);

  // ── Pending in My properties ────────────────────────────────────────────────────────────────────────
  await expect(owner).toHaveURL(/\/user\/properties$/);
  const mine = owner.locator('article[data-testid^="my-property-"]').filter({ hasText: title });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('badge-pending')).toHaveText('Pending');
  await expect(mine.getByTestId('badge-approved')).toHaveCount(0);
  const id = Number((await mine.getAttribute('data-testid'))?.replace('my-property-', ''));
  const slug = (await mine.getAttribute('data-slug')) ?? '';
  expect(id).toBeGreaterThan(0);
  expect(slug).not.toBe('');
  const detailPath = `/properties-details/${slug}`;

  // ── Not found by anyone else while pending ──────────────────────────────────────────────────────────
  const finder = await freshUser();
  const user = await (await browser.newContext()).newPage();
  await signInAs(user, finder);
  const userAuth = await bearer(user.request, finder);
  const hidden = await (
    await user.request.get(`/api/get-property-list?city=${encodeURIComponent(city)}`, { headers: userAuth })
  ).json();
  expect(hidden.total).toBe(0);
  const hiddenDetail = await (
    await user.request.get(`/api/get_property?slug_id=${encodeURIComponent(slug)}`, { headers: userAuth })
  ).json();
  expect(hiddenDetail.data).toEqual([]);
  const emptySearch = apiAnswer(user, 'get-property-list', { city });
  await user.goto(`/properties?city=${encodeURIComponent(city)}`);
  expect(((await (await emptySearch).json()) as { total: number }).total).toBe(0);
  await expect(user.getByTestId('property-card')).toHaveCount(0);
  await user.goto(detailPath);
  await expect(user.getByText('No data found', { exact: true })).toBeVisible();

  // ── An admin approves it ────────────────────────────────────────────────────────────────────────────
  expect(await approveProperty(owner.request, id)).toBe(200);
  await owner.reload();
  await expect(mine.getByTestId('badge-approved')).toHaveText('Approved');
  await expect(mine.getByTestId('badge-active')).toBeVisible();

  // ── The user finds it with the list filters: Sell, the city, a price range around it ──────────────
  await user.goto('/properties');
  const filters = user.getByTestId('property-filters');
  await filters.getByText('Sell', { exact: true }).click();
  await expect(filters.getByRole('radio', { name: 'Sell' })).toBeChecked();
  await filters.getByRole('textbox', { name: 'City' }).fill(city);
  await filters.getByRole('textbox', { name: 'Min price' }).fill('4000000');
  await filters.getByRole('textbox', { name: 'Max price' }).fill('4500000');
  const found = apiAnswer(user, 'get-property-list', { city });
  await filters.getByRole('button', { name: 'Apply filter' }).click();
  const foundUrl = new URL((await found).url());
  expect(foundUrl.searchParams.get('property_type')).toBe('0');
  expect(foundUrl.searchParams.get('min_price')).toBe('4000000');
  expect(foundUrl.searchParams.get('max_price')).toBe('4500000');
  await expect(user).toHaveURL(/property_type=0/);
  const results = user.getByTestId('property-list').getByTestId('property-card');
  await expect(results).toHaveCount(1);
  await expect(results).toContainText(title);
  await expect(results).toHaveAttribute('href', detailPath);
  // Outside the price range, it is gone.
  await filters.getByRole('textbox', { name: 'Min price' }).fill('4400000');
  const narrower = apiAnswer(user, 'get-property-list', { city, min_price: '4400000' });
  await filters.getByRole('button', { name: 'Apply filter' }).click();
  expect(((await (await narrower).json()) as { total: number }).total).toBe(0);
  await expect(user.getByTestId('property-list').getByTestId('property-card')).toHaveCount(0);

  // ── …and on the map: its own marker where it was placed, in the side list, inside a drawn area ─────
  await user.goto('/properties-on-map');
  const map = user.getByRole('region', { name: 'Map of properties' });
  await expect(map).toBeVisible();
  const mapFilters = user.getByRole('form', { name: 'Map filters' });
  await mapFilters.getByText('Sell', { exact: true }).click();
  await mapFilters.getByRole('textbox', { name: 'City' }).fill(city);
  await mapFilters.getByRole('textbox', { name: 'Min price' }).fill('4000000');
  await mapFilters.getByRole('textbox', { name: 'Max price' }).fill('4500000');
  const markersAnswer = apiAnswer(user, 'get-property-map', { city });
  await mapFilters.getByRole('button', { name: 'Apply filter' }).click();
  const points = (await (await markersAnswer).json()) as {
    data: { slug_id: string; latitude: number; longitude: number }[];
  };
  expect(points.data.map((p) => p.slug_id)).toEqual([slug]);
  expect(points.data[0]?.latitude).toBeCloseTo(lat, 5);
  expect(points.data[0]?.longitude).toBeCloseTo(lng, 5);
  const marker = map.getByRole('button', { name: new RegExp(`^${escapeRe(title)}, ₹`) });
  await expect(marker).toBeVisible();
  const side = user.getByTestId('map-results').getByTestId('property-card');
  await expect(side).toHaveCount(1);
  await expect(side).toContainText(title);

  // Draw an area around the marker with the pointer: four clicks on the map around it, then Finish. The drawing
  // buttons sit below the map, so pressing one scrolls the page; the map is brought back into view to be
  // clicked on, as a person would scroll back up to it (the clicks must land on the map, inside the window).
  await user.getByRole('button', { name: 'Draw an area', exact: true }).click();
  await map.scrollIntoViewIfNeeded();
  const at = await marker.boundingBox();
  const mapBox = await map.boundingBox();
  if (!at || !mapBox) throw new Error('the marker or the map has no box');
  const [cx, cy] = [at.x + at.width / 2, at.y + at.height / 2];
  const viewport = user.viewportSize() ?? { width: 0, height: 0 };
  for (const [dx, dy] of [
    [-60, -60],
    [60, -60],
    [60, 60],
    [-60, 60],
  ] as const) {
    const [x, y] = [cx + dx, cy + dy];
    expect(x > mapBox.x && x < mapBox.x + mapBox.width && y > mapBox.y && y < mapBox.y + mapBox.height).toBe(true);
    expect(x > 0 && x < viewport.width && y > 0 && y < viewport.height).toBe(true);
    await user.mouse.click(x, y);
  }
  await expect(user.getByTestId('map-area-points').getByRole('listitem')).toHaveCount(4);
  const areaSearch = user.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/get-property-list' && url.searchParams.has('polygon');
  });
  await user.getByRole('button', { name: 'Finish area', exact: true }).click();
  const areaAnswer = await areaSearch;
  const ring = (new URL(areaAnswer.url()).searchParams.get('polygon') ?? '')
    .split(';')
    .map((p) => p.split(',').map(Number) as [number, number]);
  expect(ring).toHaveLength(4);
  expect(insideRing(lat, lng, ring)).toBe(true);
  const inArea = (await areaAnswer.json()) as { data: { slug_id: string }[] };
  expect(inArea.data.map((p) => p.slug_id)).toEqual([slug]);
  await expect(user.getByText('Showing properties inside the drawn area.')).toBeVisible();
  await expect(side).toHaveCount(1);
  await expect(side).toContainText(title);

  // The marker's popup leads to the detail page.
  await marker.focus();
  await marker.press('Enter');
  const popup = user.getByTestId('map-popup');
  await expect(popup).toContainText(title);
  await popup.getByRole('link', { name: /^View details/ }).click();
  await expect(user).toHaveURL(new RegExp(`${escapeRe(detailPath)}$`));

  // ── The detail page: SEO from the form, favourite, interest ─────────────────────────────────────────
  const detail = user.getByTestId('property-detail');
  await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(user).toHaveTitle(`${metaTitle} | Abode`);
  await expect(user.locator('meta[name="description"]')).toHaveAttribute('content', metaDescription);
  await expect(detail).toContainText(city);
  // The listing's own summary (badges, title, price, place): the innermost block holding its heading.
  const summary = detail
    .locator('div')
    .filter({ has: user.getByRole('heading', { level: 1, name: title }) })
    .last();
  await expect(summary.getByText('For Sale', { exact: true })).toBeVisible();
  expect(await seriousViolations(user)).toEqual([]);

  const favourite = detail.getByTestId('favourite-button');
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  const favourited = apiAnswer(user, 'add_favourite');
  await favourite.click();
  expect((await favourited).ok()).toBe(true);
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await user.goto('/user/favorites-properties');
  await expect(user.getByRole('heading', { level: 1, name: 'Favourite properties' })).toBeVisible();
  const favouriteCard = user
    .getByTestId('favourite-properties')
    .getByTestId('property-card')
    .filter({ hasText: title });
  await expect(favouriteCard).toHaveCount(1);
  await expect(user.getByRole('button', { name: `Favourite ${title}` })).toHaveAttribute('aria-pressed', 'true');

  await user.goto(detailPath);
  const interest = detail.getByTestId('interest-button');
  await expect(interest).toHaveText('Show interest');
  const interested = apiAnswer(user, 'interested_users');
  await interest.click();
  expect((await interested).ok()).toBe(true);
  await expect(interest).toHaveText('Withdraw interest');
  await expect(interest).toHaveAttribute('aria-pressed', 'true');

  // ── The owner sees the user among the interested users and shortlists them ──────────────────────────
  await owner.goto(`/my-property/${slug}`);
  const ownerView = owner.getByTestId('owner-view');
  await expect(ownerView.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(ownerView.getByTestId('owner-favourites')).toHaveText('1');
  const panel = owner.getByTestId('interested-users-panel');
  await expect(panel.getByTestId('interested-user')).toHaveCount(1);
  await expect(panel.getByTestId('interested-user')).toContainText(finder.name);
  // The toggle says its state: "Shortlist" until pressed, then "Shortlisted", and so after a reload.
  const shortlist = panel.getByTestId('interested-user').getByTestId('shortlist-toggle');
  await expect(shortlist).toHaveAccessibleName(`Shortlist ${finder.name}`);
  await expect(shortlist).toHaveAttribute('aria-pressed', 'false');
  const shortlisted = apiAnswer(owner, 'shortlist-approval');
  await shortlist.click();
  expect((await shortlisted).ok()).toBe(true);
  await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
  await expect(shortlist).toHaveAccessibleName(`Shortlisted: ${finder.name}`);
  await expect(panel.getByTestId('interested-user')).toContainText('Shortlisted');
  await owner.reload();
  await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
  await expect(shortlist).toHaveAccessibleName(`Shortlisted: ${finder.name}`);
  expect(await seriousViolations(owner)).toEqual([]);

  // ── The user reports the listing ────────────────────────────────────────────────────────────────────
  const dialog = await openReportDialog(user);
  await dialog.getByRole('radio', { name: 'Fake or misleading photos' }).check();
  await expect(dialog.getByText('Please select a reason first.', { exact: true })).toHaveCount(0);
  const reported = apiAnswer(user, 'add_reports');
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  expect((await reported).ok()).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(detail.getByTestId('report-button')).toHaveText('Reported');
  await expect(detail.getByTestId('report-button')).toBeDisabled();
  // The server remembers it.
  await user.reload();
  await expect(detail.getByTestId('report-button')).toHaveText('Reported');
  await expect(detail.getByTestId('report-button')).toBeDisabled();

  // ── The owner marks it sold ─────────────────────────────────────────────────────────────────────────
  const sold = apiAnswer(owner, 'update_property_status');
  await ownerView.getByRole('button', { name: 'Mark as sold' }).click();
  // Asked first (decision to leave the market).
  await owner.getByRole('dialog', { name: 'Mark as sold?' }).getByRole('button', { name: 'Mark as sold' }).click();
  expect((await sold).ok()).toBe(true);
  await expect(ownerView.getByTestId('badge-sold')).toHaveText('Sold');
  await expect(ownerView.getByRole('button', { name: 'Available for sale again' })).toBeVisible();
  await user.reload();
  await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(summary.getByText('Sold', { exact: true })).toBeVisible();
  await expect(summary.getByText('For Sale', { exact: true })).toHaveCount(0);
  // Sold: no more interest or reports.
  await expect(detail.getByTestId('interest-button')).toHaveCount(0);
  await expect(detail.getByTestId('report-button')).toHaveCount(0);

  // ── The owner deletes it: gone for everyone ─────────────────────────────────────────────────────────
  await ownerView.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = owner.getByRole('dialog', { name: 'Delete property' });
  const deleted = apiAnswer(owner, 'delete_property');
  await confirm.getByRole('button', { name: 'Delete property' }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(owner).toHaveURL(/\/user\/properties$/);
  await expect(owner.locator(`[data-testid="my-property-${id}"]`)).toHaveCount(0);

  await user.reload();
  await expect(user.getByText('No data found', { exact: true })).toBeVisible();
  await expect(detail).toHaveCount(0);
  const gone = await (
    await user.request.get(`/api/get_property?slug_id=${encodeURIComponent(slug)}`, { headers: userAuth })
  ).json();
  expect(gone.data).toEqual([]);
  const favouritesAnswer = apiAnswer(user, 'get_favourite_property');
  await user.goto('/user/favorites-properties');
  await expect(user.getByRole('heading', { level: 1, name: 'Favourite properties' })).toBeVisible();
  const favourites = ((await (await favouritesAnswer).json()) as { data: { slug_id: string }[] }).data;
  expect(favourites.map((p) => p.slug_id)).not.toContain(slug);
  await expect(user.getByTestId('property-card')).toHaveCount(favourites.length);
  await expect(user.getByText(title)).toHaveCount(0);
  await user.context().close();
});
