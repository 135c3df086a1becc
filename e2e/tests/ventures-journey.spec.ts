// Joint ventures and construction profiles from posting to deletion, in three browsers against the real API and
// database (decision 017): an owner (a fresh user with a complete profile and a package with service_list)
// posts a JV post at /user/add-joint-venture and a construction profile at /user/add-construction (title image,
// gallery photo, a PDF) → each is "pending review" in its my-list → an admin approves both through the admin API →
// a visitor finds each in its list with the filters and an order, and opens it (the view is counted once: the
// count goes up by one, and not again on a reload) → another user rates the JV post (the average shows at once)
// and changes the rating (one rating per user: the count stays 1, the average follows) → the owner deletes both:
// gone from the lists, their pages say not found. Then a visitor sends the CSR-works form (stored: an admin reads
// it) and the contact form the services section lends to the shell's contact page.
//
// The owner is granted the Premium package (unlimited service_list) by an admin: it is paid, and paying on the
// site belongs to the payments section. Every name is stamped per run, so repeated runs never see each other's.
import type { Locator, Page } from '@playwright/test';
import {
  apiAnswer,
  approveVenture,
  bearer,
  canvasJpeg,
  canvasPng,
  completeProfile,
  DEMO,
  expect,
  grantPlan,
  pdf,
  seriousViolations,
  signInAs,
  test,
} from './support.ts';

/** Picks `option` in the Mantine select labelled `label` (its name starts with it: required fields add " *"). */
async function choose(page: Page, form: Locator, label: RegExp, option: string): Promise<void> {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses `n` stars in the rating form as a pointer does: a click on the star (its radio is visually hidden). */
async function chooseStars(form: Locator, n: number): Promise<void> {
  const id = await form.getByRole('radio', { name: `${n} out of 5 stars` }).getAttribute('id');
  await form.locator(`label[for="${id}"]`).click();
}

/** The photos and the document every post here carries. */
async function addMedia(page: Page, form: Locator): Promise<void> {
  await form
    .getByTestId('input-title_image')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page) });
  await form
    .getByTestId('input-gallery_images')
    .setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: await canvasPng(page, '#e76f51') });
  await form
    .getByTestId('input-file_upload')
    .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: pdf('Company brochure') });
  await expect(form.getByText('front.jpg')).toBeVisible();
}

test('JV post and construction profile: posted, pending, approved, found, viewed, rated, deleted; CSR and contact forms sent', async ({
  page: ownerPage,
  browser,
  user: owner,
  freshUser,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const city = `Ventureville ${stamp}`;
  const jvTitle = `Riverside acres ${stamp}`;
  const buildTitle = `Solid Frame Builders ${stamp}`;

  await completeProfile(ownerPage, owner);
  await grantPlan(ownerPage.request, owner, 'Premium');

  // ── The owner posts a JV post through the form ────────────────────────────────────────────────────────
  await signInAs(ownerPage, owner, '/user/add-joint-venture');
  await expect(ownerPage.getByRole('heading', { name: 'Add joint venture', level: 1 })).toBeVisible();
  const jvForm = ownerPage.getByRole('form', { name: 'Joint-venture post' });
  await expect(jvForm).toBeVisible();
  // Sent empty, the form says what the spec says and posts nothing.
  await jvForm.getByRole('button', { name: 'Submit for review' }).click();
  await expect(jvForm.getByText('Title is required')).toBeVisible();
  await expect(jvForm.getByText('Please select a Title Image')).toBeVisible();

  await choose(ownerPage, jvForm, /^Post type/, 'Landowner offering land');
  await choose(ownerPage, jvForm, /^JV type/, 'Revenue Sharing');
  await jvForm.getByRole('textbox', { name: /^Title/ }).fill(jvTitle);
  await jvForm.getByRole('textbox', { name: /^Description/ }).fill('Six acres on the river road, clear title.');
  await jvForm.getByRole('textbox', { name: 'Land size' }).fill('6 acres');
  await jvForm.getByRole('textbox', { name: 'Brokerage' }).fill('1%');
  await jvForm.getByRole('textbox', { name: 'Ownership status' }).fill('Freehold');
  await jvForm.getByLabel('Expected date').fill('2027-03-31');
  await jvForm.getByRole('textbox', { name: 'Company name' }).fill('Riverside Holdings');
  await jvForm.getByRole('textbox', { name: 'Contact person' }).fill('Leela Menon');
  await jvForm.getByRole('textbox', { name: 'Phone number' }).fill('+91 98450 12345');
  await jvForm.getByRole('textbox', { name: 'Email' }).fill('leela@riverside.test');
  await jvForm.getByRole('textbox', { name: 'Website' }).fill('https://riverside.test');
  await jvForm.getByRole('textbox', { name: /^Location/ }).fill(`River Road, ${city}`);
  await jvForm.getByRole('textbox', { name: /^City/ }).fill(city);
  await addMedia(ownerPage, jvForm);
  expect(await seriousViolations(ownerPage)).toEqual([]);
  const postedJv = apiAnswer(ownerPage, 'post-jv');
  await jvForm.getByRole('button', { name: 'Submit for review' }).click();
  expect((await postedJv).status()).toBe(200);
  await expect(ownerPage).toHaveURL(/\/user\/my-joint-ventures$/);
  await expect(ownerPage.getByTestId('saved-note')).toContainText('is pending review');
  const myJv = ownerPage.locator('article[data-testid^="my-venture-"]').filter({ hasText: jvTitle });
  await expect(myJv.getByTestId('badge-pending')).toHaveText('Pending review');
  const jvId = Number((await myJv.getAttribute('data-testid'))?.replace('my-venture-', ''));

  // ── …and a construction profile ───────────────────────────────────────────────────────────────────
  await ownerPage.goto('/user/add-construction');
  const buildForm = ownerPage.getByRole('form', { name: 'Construction profile' });
  await expect(buildForm).toBeVisible();
  await choose(ownerPage, buildForm, /^Project type/, 'Residential');
  await choose(ownerPage, buildForm, /^Work scope/, 'Turnkey construction');
  await buildForm.getByRole('textbox', { name: /^Title/ }).fill(buildTitle);
  await buildForm.getByRole('textbox', { name: /^Description/ }).fill('Twelve residential projects delivered on time.');
  await buildForm.getByRole('textbox', { name: 'Number of projects' }).fill('12');
  await buildForm.getByRole('textbox', { name: 'Area of work' }).fill(city);
  await buildForm.getByLabel('Working since').fill('2014-06-01');
  await buildForm.getByRole('textbox', { name: 'Company name' }).fill('Solid Frame Pvt Ltd');
  await buildForm.getByRole('textbox', { name: /^Location/ }).fill(`Industrial Estate, ${city}`);
  await buildForm.getByRole('textbox', { name: /^City/ }).fill(city);
  await addMedia(ownerPage, buildForm);
  const postedBuild = apiAnswer(ownerPage, 'post-construction');
  await buildForm.getByRole('button', { name: 'Submit for review' }).click();
  expect((await postedBuild).status()).toBe(200);
  await expect(ownerPage).toHaveURL(/\/user\/my-constructions$/);
  const myBuild = ownerPage.locator('article[data-testid^="my-venture-"]').filter({ hasText: buildTitle });
  await expect(myBuild.getByTestId('badge-pending')).toHaveText('Pending review');
  const buildId = Number((await myBuild.getAttribute('data-testid'))?.replace('my-venture-', ''));

  // ── Hidden from others until an admin approves ───────────────────────────────────────────────────────
  const before = await ownerPage.request.get(`/api/get-jv?city=${encodeURIComponent(city)}`);
  expect(((await before.json()) as { total: number }).total).toBe(0);
  expect(await approveVenture(ownerPage.request, 'jv', jvId)).toBe(200);
  expect(await approveVenture(ownerPage.request, 'constructions', buildId)).toBe(200);

  // ── A visitor finds each in its list with the filters, and opens it: the view is counted once ────────
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/joint-ventures');
  await expect(visitor.getByRole('heading', { name: 'Joint Ventures', level: 1 })).toBeVisible();
  const filters = visitor.getByTestId('venture-filters');
  await filters.getByRole('textbox', { name: 'City' }).fill(city);
  await choose(visitor, filters, /^JV type/, 'Revenue Sharing');
  // The order is kept in the URL with the filters and sent as `sort_by`.
  await filters.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most viewed' });
  const sorted = apiAnswer(visitor, 'get-jv', { sort_by: 'most_viewed' });
  await filters.getByRole('button', { name: 'Apply filter' }).click();
  expect((await sorted).ok()).toBe(true);
  await expect(visitor).toHaveURL(/city=.*sort_by=most_viewed/);
  const jvCard = visitor.getByTestId('venture-card').filter({ hasText: jvTitle });
  await expect(jvCard).toHaveCount(1);
  await expect(visitor.getByTestId('venture-card')).toHaveCount(1);
  await expect(jvCard.getByTestId('venture-views')).toHaveText('Views: 0');
  expect(await seriousViolations(visitor)).toEqual([]);
  const counted = apiAnswer(visitor, 'post_jv_construction_view_count');
  await jvCard.click();
  await expect(visitor.getByRole('heading', { name: jvTitle, level: 1 })).toBeVisible();
  expect((await counted).status()).toBe(200);
  await expect(visitor.getByTestId('venture-views')).toHaveText('Views: 1');
  await expect(visitor).toHaveTitle(new RegExp(jvTitle));
  const facts = visitor.getByTestId('venture-facts');
  await expect(facts).toContainText('Landowner offering land');
  await expect(facts).toContainText('6 acres');
  await expect(
    visitor.getByTestId('venture-contact').getByRole('link', { name: 'leela@riverside.test' }),
  ).toHaveAttribute('href', 'mailto:leela@riverside.test');
  await visitor
    .getByTestId('venture-documents')
    .getByRole('button', { name: /\.pdf$/ })
    .click();
  await expect(visitor.getByRole('dialog').locator('object[type="application/pdf"]')).toBeVisible();
  await visitor.keyboard.press('Escape');
  // A reload within the day is the same visitor: not counted again.
  const recount = apiAnswer(visitor, 'post_jv_construction_view_count');
  await visitor.reload();
  expect(((await (await recount).json()) as { data: { counted: boolean } }).data.counted).toBe(false);
  await expect(visitor.getByTestId('venture-views')).toHaveText('Views: 1');
  // A visitor is asked to sign in to rate.
  await expect(visitor.getByTestId('rating-sign-in')).toBeVisible();

  await visitor.goto(`/constructions?city=${encodeURIComponent(city)}`);
  const buildCard = visitor.getByTestId('venture-card').filter({ hasText: buildTitle });
  await expect(buildCard).toHaveCount(1);
  await expect(buildCard.getByTestId('venture-kind')).toHaveText('Residential');
  await buildCard.click();
  await expect(visitor.getByRole('heading', { name: buildTitle, level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('venture-views')).toHaveText('Views: 1');
  await expect(visitor.getByTestId('venture-facts')).toContainText('Turnkey construction');

  // ── Another user rates the JV post; a second rating edits the first ────────────────────────────────
  const rater = await freshUser();
  const raterContext = await browser.newContext();
  const raterPage = await raterContext.newPage();
  await signInAs(raterPage, rater, `/joint-ventures?city=${encodeURIComponent(city)}`);
  await raterPage.getByTestId('venture-card').filter({ hasText: jvTitle }).click();
  const rateForm = raterPage.getByTestId('rating-form');
  await expect(rateForm).toBeVisible();
  await expect(raterPage.getByTestId('rating-summary')).toHaveAttribute('data-count', '0');
  await chooseStars(rateForm, 4);
  await rateForm.getByRole('textbox', { name: 'Comment (optional)' }).fill(`Clear papers ${stamp}`);
  const rated = apiAnswer(raterPage, 'jv-construction-ratting');
  await rateForm.getByRole('button', { name: 'Submit rating' }).click();
  expect((await rated).status()).toBe(200);
  await expect(raterPage.getByText('Rating added successfully')).toBeVisible();
  await expect(raterPage.getByTestId('rating-summary')).toHaveAttribute('data-count', '1');
  await expect(raterPage.getByTestId('rating-summary')).toHaveAttribute('data-avg', '4');
  await expect(raterPage.getByTestId('rating-item').filter({ hasText: `Clear papers ${stamp}` })).toBeVisible();

  await chooseStars(raterPage.getByTestId('rating-form'), 2);
  const edited = apiAnswer(raterPage, 'jv-construction-ratting');
  await raterPage.getByRole('button', { name: 'Update rating' }).click();
  expect((await edited).status()).toBe(200);
  await expect(raterPage.getByText('Rating updated successfully')).toBeVisible();
  await expect(raterPage.getByTestId('rating-summary')).toHaveAttribute('data-avg', '2');
  await expect(raterPage.getByTestId('rating-summary')).toHaveAttribute('data-count', '1');
  // The list shows the new average too.
  await raterPage.goto(`/joint-ventures?city=${encodeURIComponent(city)}`);
  await expect(
    raterPage.getByTestId('venture-card').filter({ hasText: jvTitle }).getByRole('img', { name: /2\.0/ }),
  ).toBeVisible();

  // The owner cannot rate their own post.
  await ownerPage.goto(`/user/my-joint-ventures`);
  await myJv.getByRole('link', { name: jvTitle, exact: true }).click();
  await expect(ownerPage.getByTestId('rating-own')).toHaveText('You cannot rate your own post.');

  // ── The owner deletes both ───────────────────────────────────────────────────────────────────────────
  const jvSlugPath = new URL(ownerPage.url()).pathname;
  await ownerPage.goto('/user/my-joint-ventures');
  await myJv.getByTestId('delete').click();
  const deletedJv = apiAnswer(ownerPage, 'jv-construction-delete');
  await ownerPage.getByTestId('confirm-delete').click();
  expect((await deletedJv).status()).toBe(200);
  await expect(myJv).toHaveCount(0);
  await ownerPage.goto('/user/my-constructions');
  await myBuild.getByTestId('delete').click();
  const deletedBuild = apiAnswer(ownerPage, 'jv-construction-delete');
  await ownerPage.getByTestId('confirm-delete').click();
  expect((await deletedBuild).status()).toBe(200);
  await expect(myBuild).toHaveCount(0);

  await visitor.goto(`/joint-ventures?city=${encodeURIComponent(city)}`);
  await expect(visitor.getByText('No data found')).toBeVisible();
  await visitor.goto(jvSlugPath);
  await expect(visitor.getByText(/This post could not be found/)).toBeVisible();

  // ── A visitor writes to the CSR team, and through the contact page ───────────────────────────────────
  await visitor.goto('/csr-works');
  await expect(visitor.getByRole('heading', { name: 'CSR Works', level: 1 })).toBeVisible();
  const csr = visitor.getByRole('form', { name: 'CSR works form' });
  await csr.getByRole('textbox', { name: /^First name/ }).fill('Asha');
  await csr.getByRole('button', { name: 'Send' }).click();
  await expect(csr.getByText('Please fill all fields')).toBeVisible();
  const email = `csr-${stamp}@example.org`;
  await csr.getByRole('textbox', { name: /^Last name/ }).fill('Rao');
  await csr.getByRole('textbox', { name: /^Email/ }).fill('asha@example');
  await csr.getByRole('textbox', { name: /^Phone number/ }).fill('+91 98450 33333');
  await csr.getByRole('textbox', { name: /^Message/ }).fill('Our school would like a rainwater harvesting tank.');
  await csr.getByRole('button', { name: 'Send' }).click();
  await expect(csr.getByText('Invalid email format')).toBeVisible();
  await csr.getByRole('textbox', { name: /^Email/ }).fill(email);
  const sent = apiAnswer(visitor, 'csr-works');
  await csr.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(200);
  await expect(visitor.getByText('CSR Request Send Successfully')).toBeVisible();
  await expect(csr.getByRole('textbox', { name: /^First name/ })).toHaveValue('');
  expect(await seriousViolations(visitor)).toEqual([]);

  await visitor.goto('/contact-us');
  const contact = visitor.getByRole('form', { name: 'Contact form' });
  await expect(contact).toBeVisible();
  await contact.getByRole('textbox', { name: /^First name/ }).fill('Asha');
  await contact.getByRole('textbox', { name: /^Last name/ }).fill('Rao');
  await contact.getByRole('textbox', { name: /^Email/ }).fill(email);
  await contact.getByRole('textbox', { name: /^Phone number/ }).fill('+91 98450 33333');
  await contact.getByRole('textbox', { name: /^Message/ }).fill('Do you build in Ventureville?');
  const contacted = apiAnswer(visitor, 'contct_us');
  await contact.getByRole('button', { name: 'Send message' }).click();
  expect((await contacted).status()).toBe(200);
  await expect(visitor.getByText('Contact Request Send Successfully')).toBeVisible();

  // Both are stored and readable by admins.
  const stored = await ownerPage.request.get('/api/admin/contact-messages?limit=100', {
    headers: await bearer(ownerPage.request, DEMO.admin),
  });
  const messages = ((await stored.json()) as { data: { kind: string; email: string }[] }).data.filter(
    (m) => m.email === email,
  );
  expect(messages.map((m) => m.kind).sort()).toEqual(['contact', 'csr']);

  await visitorContext.close();
  await raterContext.close();
});
