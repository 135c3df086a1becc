// The whole life of a project, in two browsers against the real API and database (decision 015): a builder
// (a fresh user with a complete profile and a package that allows projects) posts a project at /user/add-project
// with two floor plans (an image and a PDF) and a brochure → it is Pending in My projects and hidden from others
// → an admin approves it through the admin API → a user with project access finds it on /projects with the
// filters (city, price range) → its detail page lists both plans, one opened in the in-page viewer → the user
// favourites it, shows interest and opens the chat with the builder (the hand-off URL the chat section is given)
// → the builder opens the project's interested users in My projects and shortlists the user there → the user
// sees "Shortlisted" on their interested projects, and the project under Favourites → Projects (the projects
// section's card, lent to the listings section), where unfavouriting takes it off → the builder edits the
// project and removes one plan: the detail shows one → the builder deletes it: gone from /projects, its detail
// says not found.
//
// Both accounts are granted the Premium package (project_list and project_access) by an admin: it is paid, and
// paying on the site belongs to the payments section (decision 019).
// Every name is stamped per run, so repeated or parallel runs never see each other's project.
import type { APIRequestContext } from '@playwright/test';
import {
  type Account,
  apiAnswer,
  approveProject,
  bearer,
  canvasJpeg,
  canvasPng,
  completeProfile,
  expect,
  grantPlan,
  pdf,
  seriousViolations,
  signInAs,
  test,
} from './support.ts';

/** Whether `account` may use the feature `type` now, as check-package-limit answers (the page gates ask it too). */
async function allows(request: APIRequestContext, account: Account, type: string): Promise<boolean> {
  const res = await request.get(`/api/check-package-limit?type=${type}`, { headers: await bearer(request, account) });
  const { data } = (await res.json()) as {
    data: { package_available: boolean; feature_available: boolean; limit_available: boolean };
  };
  return res.ok() && data.package_available && data.feature_available && data.limit_available;
}

test('a project from posting to deletion: pending, approved, found, plans viewed, favourited, chat, shortlisted in the panel, in favourites, edited, deleted', async ({
  page: builderPage,
  browser,
  user: builder,
  freshUser,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Journey Heights ${stamp}`;
  const city = `Projectville ${stamp}`;
  const price = 7_654_000;
  const imagePlan = `Ground floor ${stamp}`;
  const pdfPlan = `Upper floor ${stamp}`;

  // ── Two accounts with the packages the journey needs ────────────────────────────────────────────────
  // The builder: a complete profile and a package with project_list; the viewer: a package with project_access.
  // Premium is the seeded package with both.
  await completeProfile(builderPage, builder);
  await grantPlan(builderPage.request, builder, 'Premium');
  expect(await allows(builderPage.request, builder, 'project_list')).toBe(true);
  const viewer = await freshUser();
  await grantPlan(builderPage.request, viewer, 'Premium');
  expect(await allows(builderPage.request, viewer, 'project_access')).toBe(true);

  // ── The builder posts the project through the form ──────────────────────────────────────────────────
  await signInAs(builderPage, builder, '/user/add-project');
  await expect(builderPage.getByRole('heading', { name: 'Add project', level: 1 })).toBeVisible();
  const form = builderPage.getByRole('form', { name: 'Project form' });
  await expect(form).toBeVisible();

  await form.getByRole('combobox', { name: /^Category/ }).click();
  await builderPage.getByRole('option', { name: 'Apartment', exact: true }).click();
  await form.getByRole('textbox', { name: /^Bedrooms/ }).fill('3');
  await form.getByRole('textbox', { name: /^Bathrooms/ }).fill('2');
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form
    .getByRole('textbox', { name: /^Description/ })
    .fill('Two towers of three-bedroom homes around a central garden.');
  await form.getByRole('textbox', { name: /^Price/ }).fill(String(price));
  await form.getByRole('textbox', { name: /^Area \(sq ft\)/ }).fill('1450');

  // Floor plans one at a time: an image, then (after Add floor plan) a PDF.
  await form.getByRole('textbox', { name: 'Floor plan title 1' }).fill(imagePlan);
  await form
    .getByTestId('input-plan-0')
    .setInputFiles({ name: 'ground.png', mimeType: 'image/png', buffer: await canvasPng(builderPage, '#e76f51') });
  await form.getByRole('button', { name: 'Add floor plan' }).click();
  await form.getByRole('textbox', { name: 'Floor plan title 2' }).fill(pdfPlan);
  await form
    .getByTestId('input-plan-1')
    .setInputFiles({ name: 'upper.pdf', mimeType: 'application/pdf', buffer: pdf(`Upper floor plan ${stamp}`) });
  await expect(form.getByTestId('plan-row')).toHaveCount(2);

  // The title image and a brochure page (chosen through the file chooser, as a person picks one).
  await form
    .getByTestId('input-image')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(builderPage) });
  const brochureBuffer = await canvasPng(builderPage, '#264653');
  const chooser = builderPage.waitForEvent('filechooser');
  await form.getByRole('button', { name: /^Brochure/ }).click();
  await (await chooser).setFiles({ name: 'brochure.png', mimeType: 'image/png', buffer: brochureBuffer });
  await expect(form.getByText('brochure.png')).toBeVisible();

  await form.getByRole('textbox', { name: /^Address/ }).fill('7, Lake Road, Sector 4');
  await form.getByRole('textbox', { name: /^City/ }).fill(city);
  await form.getByRole('textbox', { name: /^State/ }).fill('Karnataka');
  await form.getByRole('textbox', { name: /^Country/ }).fill('India');
  expect(await seriousViolations(builderPage)).toEqual([]);

  const posted = apiAnswer(builderPage, 'post_project');
  await form.getByRole('button', { name: 'Submit project' }).click();
  expect((await posted).status()).toBe(200);

  // ── Pending in My projects, hidden from others ──────────────────────────────────────────────────────
  await expect(builderPage).toHaveURL(/\/user\/my-projects$/);
  const mine = builderPage.locator('article[data-testid^="my-project-"]').filter({ hasText: title });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('badge-pending')).toHaveText('Pending review');
  const id = Number((await mine.getAttribute('data-testid'))?.replace('my-project-', ''));
  expect(id).toBeGreaterThan(0);
  const detailHref = (await mine.getByRole('link', { name: title }).getAttribute('href')) ?? '';
  expect(detailHref).toMatch(/^\/project-details\/.+/);
  const slug = decodeURIComponent(detailHref.replace('/project-details/', ''));

  const user = await (await browser.newContext()).newPage();
  await signInAs(user, viewer);
  const viewerAuth = await bearer(user.request, viewer);
  const hidden = await user.request.get(`/api/get-projects?city=${encodeURIComponent(city)}`, { headers: viewerAuth });
  expect(((await hidden.json()) as { total: number }).total).toBe(0);
  await user.goto(detailHref);
  await expect(user.getByText('This project could not be found.', { exact: true })).toBeVisible();

  // ── An admin approves it ────────────────────────────────────────────────────────────────────────────
  expect(await approveProject(builderPage.request, id)).toBe(200);
  await builderPage.reload();
  await expect(mine.getByText('Approved', { exact: true })).toBeVisible();
  await expect(mine.getByTestId('badge-pending')).toHaveCount(0);

  // ── The user finds it on /projects with the filters: the city and a price range around it ───────────
  await user.goto('/projects');
  const filters = user.getByTestId('project-filters');
  await filters.getByRole('textbox', { name: 'City' }).fill(city);
  await filters.getByRole('textbox', { name: 'Min price' }).fill('7000000');
  await filters.getByRole('textbox', { name: 'Max price' }).fill('8000000');
  const found = apiAnswer(user, 'get-projects', { city });
  await filters.getByRole('button', { name: 'Apply filter' }).click();
  const foundUrl = new URL((await found).url());
  expect(foundUrl.searchParams.get('min_price')).toBe('7000000');
  expect(foundUrl.searchParams.get('max_price')).toBe('8000000');
  await expect(user).toHaveURL(/min_price=7000000/);
  const results = user.getByTestId('project-card');
  await expect(results).toHaveCount(1);
  await expect(results.getByTestId('project-title')).toHaveText(title);
  await expect(results).toHaveAttribute('href', detailHref);
  // Outside the price range, it is gone.
  await filters.getByRole('textbox', { name: 'Min price' }).fill('7700000');
  const narrower = apiAnswer(user, 'get-projects', { city, min_price: '7700000' });
  await filters.getByRole('button', { name: 'Apply filter' }).click();
  expect(((await (await narrower).json()) as { total: number }).total).toBe(0);
  await expect(user.getByTestId('project-card')).toHaveCount(0);
  await filters.getByRole('textbox', { name: 'Min price' }).fill('7000000');
  await filters.getByRole('button', { name: 'Apply filter' }).click();
  await expect(results).toHaveCount(1);
  await results.click();
  await expect(user).toHaveURL(new RegExp(`${detailHref}$`));

  // ── The detail page: both plans, one opened in the in-page viewer; the brochure ─────────────────────
  const detail = user.getByTestId('project-detail');
  await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const plans = detail.getByTestId('project-floor-plans');
  await expect(plans.getByRole('heading', { name: 'Floor plans (2)' })).toBeVisible();
  await expect(plans.getByTestId('project-plan')).toHaveText([imagePlan, pdfPlan]);
  await expect(detail.getByTestId('project-brochure')).toBeVisible();
  await expect(detail.getByTestId('project-contact')).toContainText(builder.name);
  expect(await seriousViolations(user)).toEqual([]);

  await plans.getByRole('button', { name: imagePlan }).click();
  const viewerDialog = user.getByRole('dialog', { name: imagePlan });
  await expect(viewerDialog).toBeVisible();
  const planImage = viewerDialog.getByRole('img', { name: imagePlan });
  await expect(planImage).toBeVisible();
  // The image really loaded (a broken file would have no natural size).
  await expect.poll(() => planImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await viewerDialog.getByRole('button', { name: 'Close' }).click();
  await expect(viewerDialog).toBeHidden();
  // The PDF plan is shown in the page too, as a PDF object whose file the server serves as a PDF.
  await plans.getByRole('button', { name: pdfPlan }).click();
  const pdfDialog = user.getByRole('dialog', { name: pdfPlan });
  const pdfObject = pdfDialog.locator('object[type="application/pdf"]');
  await expect(pdfObject).toHaveCount(1);
  const pdfUrl = (await pdfObject.getAttribute('data')) ?? '';
  const pdfFile = await user.request.get(pdfUrl);
  expect(pdfFile.ok()).toBe(true);
  expect(pdfFile.headers()['content-type']).toContain('application/pdf');
  await pdfDialog.getByRole('button', { name: 'Close' }).click();
  await expect(pdfDialog).toBeHidden();

  // ── The user favourites it, shows interest and opens the chat with the builder ──────────────────────
  const actions = detail.getByTestId('project-actions');
  const favourite = actions.getByTestId('favourite-button');
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  const favourited = apiAnswer(user, 'add_favourite');
  await favourite.click();
  expect((await favourited).ok()).toBe(true);
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  const interest = actions.getByTestId('interest-button');
  await expect(interest).toHaveAttribute('aria-pressed', 'false');
  const interested = apiAnswer(user, 'interested_users');
  await interest.click();
  expect((await interested).ok()).toBe(true);
  await expect(interest).toHaveAttribute('aria-pressed', 'true');
  // The server remembers both.
  await user.reload();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(interest).toHaveAttribute('aria-pressed', 'true');

  await actions.getByTestId('chat-button').click();
  await expect(user).toHaveURL(new RegExp(`/user/chat\\?user_id=${builder.id}&project_id=${id}$`));
  // The chat section is opened with the hand-off; it reads property_id only, so today it shows its list of
  // conversations rather than one with the builder about this project (mf-chat, ChatList.page.tsx).
  await expect(user.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();

  // ── The builder opens the project's interested users in My projects and shortlists the user ──────────
  await builderPage.goto('/user/my-projects');
  await mine.getByRole('button', { name: `Interested users of ${title}` }).click();
  // The URL names the open panel, so a reload (or a shared link) opens it again.
  await expect(builderPage).toHaveURL(new RegExp(`/user/my-projects\\?interested=${id}$`));
  const interestedDialog = builderPage.getByRole('dialog', { name: title });
  const panel = interestedDialog.getByTestId('interested-users-panel');
  await expect(panel.getByRole('heading', { name: 'Interested users (1)' })).toBeVisible();
  const person = panel.getByTestId('interested-user');
  await expect(person).toHaveCount(1);
  await expect(person).toContainText(viewer.name);
  await expect(person.getByRole('link', { name: viewer.email })).toHaveAttribute('href', `mailto:${viewer.email}`);
  const shortlist = person.getByTestId('shortlist-toggle');
  await expect(shortlist).toHaveAccessibleName(`Shortlist ${viewer.name}`);
  await expect(shortlist).toHaveAttribute('aria-pressed', 'false');
  const decided = apiAnswer(builderPage, 'interested-approval-project', { type: 'shortlist', status: '1' });
  await shortlist.click();
  const decision = await decided;
  expect(decision.ok()).toBe(true);
  expect(new URL(decision.url()).searchParams.get('user_id')).toBe(String(viewer.id));
  await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
  await expect(shortlist).toHaveAccessibleName(`Shortlisted: ${viewer.name}`);
  await expect(person.getByTestId('approve-toggle')).toHaveAttribute('aria-pressed', 'false');
  expect(await seriousViolations(builderPage)).toEqual([]);
  // The server keeps it: after a reload the panel opens again with the user shortlisted.
  await builderPage.reload();
  await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
  await interestedDialog.getByRole('button', { name: 'Close' }).click();
  await expect(interestedDialog).toBeHidden();
  await expect(builderPage).toHaveURL(/\/user\/my-projects$/);

  // ── The user sees the builder's decision, and the project under Favourites → Projects ───────────────
  await user.goto('/user/interested-projects');
  const myInterest = user.getByTestId(`interested-project-${id}`);
  await expect(myInterest.getByTestId('project-title')).toHaveText(title);
  await expect(myInterest.getByTestId('interest-status')).toContainText('Shortlisted');
  await user.goto('/user/favorites-properties');
  await user.getByRole('tablist', { name: 'Favourites' }).getByRole('tab', { name: 'Projects' }).click();
  await expect(user).toHaveURL(/\/user\/favorites-properties\?tab=projects$/);
  await expect(user.getByRole('heading', { level: 1, name: 'Favourite projects' })).toBeVisible();
  const favouriteProjects = user.getByTestId('favourite-projects');
  // The projects section's own card, lent to the favourites page.
  const favouriteCard = favouriteProjects.getByTestId('project-card').filter({ hasText: title });
  await expect(favouriteCard).toHaveCount(1);
  await expect(favouriteCard).toHaveAttribute('href', detailHref);
  const heart = favouriteProjects.getByRole('button', { name: `Favourite ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(user)).toEqual([]);
  // Unfavouriting on the card takes it off the list.
  const unfavourited = apiAnswer(user, 'add_favourite');
  await heart.click();
  expect((await unfavourited).ok()).toBe(true);
  await expect(favouriteCard).toHaveCount(0);
  await user.reload();
  await expect(user.getByTestId('empty-state')).toBeVisible();

  // ── The builder edits the project and removes the PDF plan ──────────────────────────────────────────
  await builderPage.goto('/user/my-projects');
  await mine.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(builderPage).toHaveURL(new RegExp(`/user/edit-project/${slug}$`));
  await expect(builderPage.getByRole('heading', { name: 'Edit project', level: 1 })).toBeVisible();
  const rows = form.getByTestId('plan-row');
  await expect(rows).toHaveCount(2);
  await expect(form.getByRole('textbox', { name: 'Floor plan title 2' })).toHaveValue(pdfPlan);
  await rows.nth(1).getByRole('button', { name: 'Remove' }).click();
  await expect(rows).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'Floor plan title 1' })).toHaveValue(imagePlan);
  const saved = apiAnswer(builderPage, 'post_project');
  await form.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(builderPage).toHaveURL(/\/user\/my-projects$/);
  // An edited approved project goes back to review (as a listing does): hidden from others until approved again.
  await user.goto(detailHref);
  await expect(user.getByText('This project could not be found.')).toBeVisible();
  expect(await approveProject(builderPage.request, id)).toBe(200);

  await user.goto(detailHref);
  await expect(plans.getByRole('heading', { name: 'Floor plans (1)' })).toBeVisible();
  await expect(plans.getByTestId('project-plan')).toHaveText([imagePlan]);

  // ── The builder deletes it: gone for everyone ───────────────────────────────────────────────────────
  await mine.getByTestId('delete').click();
  const confirm = builderPage.getByRole('dialog', { name: 'Delete project' });
  const deleted = apiAnswer(builderPage, 'delete_project');
  await confirm.getByTestId('confirm-delete').click();
  expect((await deleted).ok()).toBe(true);
  await expect(builderPage.locator(`[data-testid="my-project-${id}"]`)).toHaveCount(0);

  const gone = apiAnswer(user, 'get-projects', { city });
  await user.goto(`/projects?city=${encodeURIComponent(city)}`);
  expect(((await (await gone).json()) as { total: number }).total).toBe(0);
  await expect(user.getByTestId('project-card')).toHaveCount(0);
  await user.goto(detailHref);
  await expect(user.getByText('This project could not be found.', { exact: true })).toBeVisible();
  await expect(detail).toHaveCount(0);
  await user.context().close();
});
