// Agent verification end to end: a fresh user logs in through the UI, applies as an agent with every field
// (a real PDF uploaded), sees "Under review", an admin approves through the admin API, and after a reload
// the verified badge shows.
import { approveVerification, expect, fillAgentApplication, submitLogin, test } from './support.ts';

test('a user applies as an agent, an admin approves, and the verified badge shows', async ({ page, user }) => {
  // A visitor is sent to log in, then back to the verification page.
  await page.goto('/user/verification');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fuser%2Fverification$/);
  await submitLogin(page, user.email, user.password);
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

  await fillAgentApplication(page, {
    licence: 'A51800099887',
    years: '6',
    languages: ['English', 'Marathi'],
    city: 'Pune',
    about: 'Rentals and resale flats across Pune.',
  });
  await expect(page.getByRole('button', { name: /Licence document/ })).toContainText('licence.pdf');
  await page.getByRole('button', { name: 'Submit application' }).click();

  // Back on the overview, the application is under review.
  await expect(page).toHaveURL(/\/user\/verification$/);
  await expect(agent.getByText('Under review', { exact: true })).toBeVisible();
  await expect(agent.getByRole('link')).toHaveCount(0);

  // An admin approves it through the admin API.
  const approved = await approveVerification(page.request, user.email);
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
  const doc = await page.request.get(approved.answers['Licence document'] ?? '');
  expect(doc.status()).toBe(200);
  expect((await doc.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.reload();
  await expect(agent.getByTestId('verified-badge')).toBeVisible();
  await expect(agent.getByText('You are verified: an admin approved your application.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Builder verification' }).getByText('Not applied yet')).toBeVisible();
});
