// The projects map (decision 031): the map is the listings section's `MarkersMap` widget, borrowed by the projects
// section, and the project form's location picker is its `LocationPicker`. An approved project with coordinates
// is a marker on /projects?view=map (found with the list's filters, in the box in view), whose card leads to the
// project's page; a project posted with the map picker gets the city, state and country of the place picked.
// Every name is stamped per run; the accounts are fresh, given the Premium package (project_list and
// project_access) by an admin, as the project journey does.
import type { Page } from '@playwright/test';
import {
  type Account,
  apiAnswer,
  approveProject,
  bearer,
  canvasJpeg,
  completeProfile,
  expect,
  grantPlan,
  seriousViolations,
  signInAs,
  test,
} from './support.ts';

interface CategoryAnswer {
  id: number;
  category: string;
  parameter_types: { id: number; type_of_parameter: string; type_values: string[]; is_required: number | boolean }[];
}

/** A builder able to post projects: complete profile, Premium. */
async function builder(page: Page, account: Account): Promise<Account> {
  await completeProfile(page, account);
  await grantPlan(page.request, account, 'Premium');
  return account;
}

/** Posts a project through the API with the category's required parameters; answers its id and slug. */
async function postProject(
  page: Page,
  account: Account,
  fields: Record<string, string>,
): Promise<{ id: number; slug: string }> {
  const categories = (await (await page.request.get('/api/get_categories?limit=100')).json()) as {
    data: CategoryAnswer[];
  };
  const category = categories.data.find((c) => c.category === 'Apartment') ?? categories.data[0];
  if (!category) throw new Error('no categories in the demo data');
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    category_id: String(category.id),
    type: 'under_construction',
    description: 'Homes around a garden, close to the ring road.',
    image: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page) },
    ...fields,
  };
  let i = 0;
  for (const p of category.parameter_types) {
    if (!p.is_required) continue;
    const value = p.type_values[0] ?? '3';
    multipart[`parameters[${i}][parameter_id]`] = String(p.id);
    multipart[p.type_of_parameter === 'checkbox' ? `parameters[${i}][value][]` : `parameters[${i}][value]`] = value;
    i++;
  }
  const res = await page.request.post('/api/post_project', { headers: await bearer(page.request, account), multipart });
  if (!res.ok()) throw new Error(`post_project failed: ${res.status()} ${await res.text()}`);
  const [saved] = ((await res.json()) as { data: { id: number; slug_id: string }[] }).data;
  if (!saved) throw new Error('post_project answered no project');
  return { id: saved.id, slug: saved.slug_id };
}

test('an approved project with coordinates is a marker on the projects map; its card opens the project', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Map Heights ${stamp}`;
  const city = `Mapville ${stamp}`;
  const location = `3, Ring Road, ${city}`;
  const account = await builder(page, user);
  // Central India: inside the map's first view.
  const { id, slug } = await postProject(page, account, {
    title,
    location,
    city,
    state: 'Maharashtra',
    country: 'India',
    latitude: '21.1458',
    longitude: '79.0882',
  });
  expect(await approveProject(page.request, id)).toBe(200);

  await signInAs(page, account, `/projects?city=${encodeURIComponent(city)}`);
  await expect(page.getByTestId('project-card')).toHaveCount(1);
  // The switch keeps the filters and writes the view into the URL.
  const markers = apiAnswer(page, 'get-project-map', { city });
  await page.getByRole('radiogroup', { name: 'Show projects as' }).getByText('Map', { exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const asked = new URL((await markers).url());
  expect(asked.searchParams.get('bounds')).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
  expect(asked.searchParams.get('limit')).toBe('500');
  // Compact markers, `[id, latitude, longitude, title, place]`: the card reads the rest when it opens.
  expect(asked.searchParams.get('compact')).toBe('1');
  const answer = (await (await markers).json()) as { data: [number, number, number, string, string][] };
  expect(answer.data.map((p) => p[0])).toEqual([id]);

  const map = page.getByRole('region', { name: 'Map of projects' });
  await expect(map).toBeVisible();
  const marker = map.getByRole('button', { name: `${title}, ${location}`, exact: true });
  await expect(marker).toBeVisible();
  await expect(page.getByTestId('project-map-count')).toHaveText('Projects in this area: 1');
  expect(await seriousViolations(page)).toEqual([]);

  // With the keyboard: the marker opens its card, the card's link the project's page. The card shows the marker's
  // title and place at once and reads the rest (get-projects with the id) as it opens: held back here, to see
  // that the card keeps its size when the picture, stage and link arrive.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/get-projects\?.*\bid=/, async (route) => {
    await held;
    await route.continue();
  });
  await marker.focus();
  await marker.press('Enter');
  const card = page.getByTestId('map-popup');
  await expect(card).toContainText(title);
  await expect(card).toContainText(location);
  const body = page.getByTestId('project-map-card');
  await expect(body).toHaveAttribute('aria-busy', 'true');
  await expect(card.getByRole('link')).toHaveCount(0);
  const loading = await body.boundingBox();
  release();
  const open = card.getByRole('link', { name: /^View project/ });
  await expect(open).toBeVisible();
  await expect(body).toHaveAttribute('aria-busy', 'false');
  const loaded = await body.boundingBox();
  expect(Math.abs((loaded?.height ?? 0) - (loading?.height ?? -99))).toBeLessThanOrEqual(1);
  expect(loaded?.width).toBe(loading?.width);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/project-details/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test("a visitor's map marks a project's area, not its address or exact place, and says so", async ({
  page,
  browser,
  user,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Area Court ${stamp}`;
  const city = `Areatown ${stamp}`;
  const account = await builder(page, user);
  const { id } = await postProject(page, account, {
    title,
    location: `12, Hidden Lane, ${city}`,
    city,
    state: 'Maharashtra',
    country: 'India',
    latitude: '21.1458',
    longitude: '79.0882',
  });
  expect(await approveProject(page.request, id)).toBe(200);

  const visitor = await (await browser.newContext()).newPage();
  const markers = apiAnswer(visitor, 'get-project-map', { city });
  await visitor.goto(`/projects?city=${encodeURIComponent(city)}&view=map`);
  const answer = (await (await markers).json()) as {
    approximate: boolean;
    data: [number, number, number, string, string][];
  };
  // The centre of the 0.01° cell the project stands in, and its city and state.
  expect(answer).toMatchObject({ approximate: true, data: [[id, 21.145, 79.085, title, `${city}, Maharashtra`]] });
  const map = visitor.getByRole('region', { name: 'Map of projects' });
  await expect(map.getByRole('button', { name: `${title}, ${city}, Maharashtra`, exact: true })).toBeVisible();
  await expect(visitor.getByTestId('project-map-approximate')).toHaveText(
    /shows the project's area, about 1 km across/,
  );
  await expect(visitor.getByText('Hidden Lane')).toHaveCount(0);
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.context().close();

  // Its owner, with project_access, sees it where it stands, and no such line.
  const own = apiAnswer(page, 'get-project-map', { city });
  await signInAs(page, account, `/projects?city=${encodeURIComponent(city)}&view=map`);
  expect(await (await own).json()).toMatchObject({
    approximate: false,
    data: [[id, 21.1458, 79.0882, title, expect.stringContaining('Hidden Lane')]],
  });
  await expect(
    page.getByRole('region', { name: 'Map of projects' }).getByRole('button', { name: new RegExp(title) }),
  ).toBeVisible();
  await expect(page.getByTestId('project-map-approximate')).toHaveText('');
});

test('a project posted with the map picker gets the city, state and country of the place picked', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Picked Towers ${stamp}`;
  const account = await builder(page, user);
  await signInAs(page, account, '/user/add-project');
  const form = page.getByRole('form', { name: 'Project form' });
  await expect(form).toBeVisible();

  await form.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Apartment', exact: true }).click();
  await form.getByRole('textbox', { name: /^Bedrooms/ }).fill('3');
  await form.getByRole('textbox', { name: /^Bathrooms/ }).fill('2');
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByRole('textbox', { name: /^Description/ }).fill('Two towers by the lake.');
  await form
    .getByTestId('input-image')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page) });

  // The listings section's picker: coordinates typed, reverse-geocoded by the API; the form takes the place.
  const picker = form.getByTestId('location-picker');
  await expect(picker.getByRole('region', { name: 'Map for choosing the location' })).toBeVisible();
  await picker.getByLabel('Latitude').fill('19.0596');
  await picker.getByLabel('Longitude').fill('72.8295');
  const located = apiAnswer(page, 'get-location', { latitude: '19.0596', longitude: '72.8295' });
  await picker.getByRole('button', { name: 'Set coordinates' }).click();
  const place = (
    (await (await located).json()) as {
      data: { city: string; state: string; country: string; formatted_address: string };
    }
  ).data;
  expect(place.city).toBe('Mumbai');
  await expect(picker.getByTestId('location-picker-status')).toContainText(place.formatted_address);
  await expect(form.getByRole('textbox', { name: /^City/ })).toHaveValue(place.city);
  await expect(form.getByRole('textbox', { name: /^State/ })).toHaveValue(place.state);
  await expect(form.getByRole('textbox', { name: /^Country/ })).toHaveValue(place.country);
  await expect(form.getByRole('textbox', { name: /^Address/ })).toHaveValue(place.formatted_address);
  // One pair of coordinate inputs: the picker's.
  await expect(form.getByLabel('Latitude')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  const posted = apiAnswer(page, 'post_project');
  await form.getByRole('button', { name: 'Submit project' }).click();
  const answer = await posted;
  expect(answer.status()).toBe(200);
  // What the server stored is what the picker filled in.
  const [saved] = (
    (await answer.json()) as {
      data: { city: string; state: string; country: string; location: string; latitude: string; longitude: string }[];
    }
  ).data;
  expect(saved).toMatchObject({ city: place.city, state: place.state, country: place.country });
  expect(saved?.location).toBe(place.formatted_address);
  expect(Number(saved?.latitude)).toBeCloseTo(19.0596, 4);
  expect(Number(saved?.longitude)).toBeCloseTo(72.8295, 4);
  await expect(page).toHaveURL(/\/user\/my-projects$/);
});
