// Agent verification end to end: a user logs in through the UI, applies as an agent with every field
// (a real PDF uploaded), sees "Under review", an admin approves through the admin API, and after a reload
// the verified badge shows.
import { expect, test } from '@playwright/test';
import { pdf } from './support.ts';

/** A small, well-formed one-page PDF. */

test('a user applies as an agent, an admin approves, and the verified badge shows', async ({ page }) => {
  // A visitor is sent to log in, then back to the verification page.
  await page.goto('/user/verification');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fuser%2Fverification$/);
  await page.getByLabel('Email').fill('user@abode.test');
  await page.getByLabel('Password').fill('abode-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();

  const agent = page.getByRole('region', { name: 'Agent verification' });
  await expect(agent.getByText('Not applied yet')).toBeVisible();
  await agent.getByRole('link', { name: 'Apply: Agent verification' }).click();
  await expect(page).toHaveURL(/\/user\/verification\/agent$/);

  // Submitting empty names every required field.
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Licence number is required')).toBeVisible();
  await expect(page.getByText('Licence document is required')).toBeVisible();

  await page.getByRole('textbox', { name: /Licence number/ }).fill('A51800099887');
  await page.getByRole('textbox', { name: /Years of experience/ }).fill('6');
  await page.getByRole('radio', { name: 'Agency', exact: true }).check();
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('checkbox', { name: 'Marathi' }).check();
  await page.getByRole('combobox', { name: /City of operation/ }).click();
  await page.getByRole('option', { name: 'Pune' }).click();
  await page.getByRole('textbox', { name: /About your work/ }).fill('Rentals and resale flats across Pune.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf('RERA licence A51800099887') });
  await expect(page.getByRole('button', { name: /Licence document/ })).toContainText('licence.pdf');
  await page.getByRole('button', { name: 'Submit application' }).click();

  // Back on the overview, the application is under review.
  await expect(page).toHaveURL(/\/user\/verification$/);
  await expect(agent.getByText('Under review', { exact: true })).toBeVisible();
  await expect(agent.getByRole('link')).toHaveCount(0);

  // An admin approves it through the admin API.
  const approved = await page.evaluate(async () => {
    const form = new FormData();
    form.set('type', '3');
    form.set('email', 'admin@abode.test');
    form.set('password', 'abode-demo');
    const login = await (await fetch('/api/user_signup', { method: 'POST', body: form })).json();
    const headers = { Authorization: `Bearer ${login.token}` };
    const list = await (await fetch('/api/admin/verifications?status=pending&kind=agent', { headers })).json();
    const mine = list.data.find(
      (v: { user: { email: string }; kind: string }) => v.user.email === 'user@abode.test' && v.kind === 'agent',
    );
    const answers = mine.verify_customer_values.map((v: { verify_form: { name: string }; value: string }) => [
      v.verify_form.name,
      v.value,
    ]);
    const res = await fetch(`/api/admin/verifications/${mine.id}/approve`, { method: 'POST', headers });
    return { status: res.status, body: await res.json(), answers: Object.fromEntries(answers) };
  });
  expect(approved.status).toBe(200);
  expect(approved.body.data.status).toBe('success');
  expect(approved.answers).toMatchObject({
    'Licence number': 'A51800099887',
    'Years of experience': '6',
    'Agency type': 'Agency',
    'Languages spoken': 'English,Marathi',
    'City of operation': 'Pune',
    'About your work': 'Rentals and resale flats across Pune.',
  });
  // The uploaded document is served back as the PDF it is.
  const doc = await page.request.get(approved.answers['Licence document']);
  expect(doc.status()).toBe(200);
  expect((await doc.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.reload();
  await expect(agent.getByTestId('verified-badge')).toBeVisible();
  await expect(agent.getByText('You are verified: an admin approved your application.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Builder verification' }).getByText('Not applied yet')).toBeVisible();
});
