// Helpers shared by the e2e specs, and the one sign-in kit: `test` (with the `user`, `userPage` and `freshUser`
// fixtures), `signInAs` and the demo accounts. Specs that change state do it as fresh users, so every spec
// passes again and again against the same server; the seeded demo accounts are for reading, or for a role
// only they have (the admin, the agent's package), and a spec that uses them so leaves them as it found them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import { tinyPdf } from '../../api/src/seed/tiny-pdf.ts';
import { REMOTES } from '../../scripts/remotes.mjs';
import { type SessionUser, toSessionUser } from '../../shared/src/state/session-user.ts';

/** Serious and critical axe violations on the page, as short strings (an empty list passes). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
}

/** Log in by email and password through the login page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
}

/** Fill and send the login form the page already shows (after a redirect to /login, say). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
}

/** What the developer outbox keeps of a mail or a text. */
export interface OutboxItem {
  otp: string | null;
  body: string;
  channel: string;
  subject?: string;
}

/** The mails (or texts) sent to an address, newest first, read from the developer outbox. */
export async function outboxItems(page: Page | APIRequestContext, to: string): Promise<OutboxItem[]> {
  const request = 'request' in page ? page.request : page;
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!res.ok()) throw new Error(`the developer outbox answered ${res.status()}`);
  return (await res.json()).data as OutboxItem[];
}

/** The latest one-time code mailed (or texted) to an address, read from the developer outbox. */
export async function outboxCode(page: Page | APIRequestContext, to: string): Promise<string> {
  const [mail] = await outboxItems(page, to);
  if (!mail?.otp) throw new Error(`no code in the outbox for ${to}`);
  return mail.otp;
}

/** Fills and sends the registration form the page shows. */
export async function submitRegistration(
  page: Page,
  a: { name: string; email: string; password: string; confirm?: string },
): Promise<void> {
  await page.getByLabel('Name').fill(a.name);
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password', { exact: true }).fill(a.password);
  await page.getByLabel('Confirm password').fill(a.confirm ?? a.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A 320×240 JPEG drawn on a canvas in the page, as bytes. */
export async function canvasJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#2a9d8f';
    ctx.fillRect(0, 0, 320, 240);
    ctx.fillStyle = '#f4a261';
    ctx.beginPath();
    ctx.arc(160, 120, 80, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
}

/** A PNG drawn on a canvas in the page (320×240: a coloured field with a white box), as bytes. */
export async function canvasPng(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 320, 240);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(60, 60, 200, 120);
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

/** Whether a point lies inside a ring of `[lat, lng]` points (ray casting on the plane, lng = x), as the API reads a polygon. */
export function insideRing(lat: number, lng: number, ring: readonly (readonly [number, number])[]): boolean {
  let yes = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i] as readonly [number, number];
    const [yj, xj] = ring[j] as readonly [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) yes = !yes;
  }
  return yes;
}

/** Client-side navigation to `path` (same page, no reload), then waits until `remote` has registered its section. */
export async function navigateToSection(page: Page, path: string, remote: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    (r) => Boolean((window as unknown as { __ABODE_SECTIONS__?: Record<string, unknown> }).__ABODE_SECTIONS__?.[r]),
    remote,
  );
}

/** A page of a remote any visitor may open: its first role's (sign-in, plans…), else its first header entry's. */
function openPageOf(folder: string): string {
  const file = join(import.meta.dirname, '..', '..', folder, 'dist', 'section.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    pages: Record<string, string>;
    roles: Record<string, string>;
    slots: { header: { page: string }[] };
  };
  const page = Object.values(manifest.roles)[0] ?? manifest.slots.header[0]?.page;
  const path = page === undefined ? undefined : manifest.pages[page];
  if (path === undefined) throw new Error(`${folder}: its section.json declares no role and no header entry`);
  return path;
}

/**
 * One page of each remote of the repository (scripts/remotes.mjs), with the federation name that serves it,
 * from each remote's build.
 */
export function sectionPages(): ReadonlyArray<readonly [string, string]> {
  return REMOTES.map((r) => [openPageOf(r.folder), r.name] as const);
}

// ── A second product server ─────────────────────────────────────────────────────────────────────────────

/** A product server of a spec's own, beside the one the config starts. */
export interface ProductServer {
  /** Its origin, `http://127.0.0.1:PORT`. */
  origin: string;
  /** Points its remotes.json (read on every request) at other remote entries. */
  setRemotes(remotes: Record<string, string>): void;
  /** Stops it and removes its data directory and remotes.json. */
  stop(): Promise<void>;
}

/**
 * Starts another product server (the API serving the built shell and remotes, on a fresh embedded database)
 * on `port`, whose remotes.json (REMOTES_CONFIG) names `remotes`; resolves once it answers.
 */
export async function startProductServer(port: number, remotes: Record<string, string>): Promise<ProductServer> {
  const origin = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), `abode-e2e-product-${port}-`));
  const remotesFile = join(dir, 'remotes.json');
  const setRemotes = (r: Record<string, string>) => writeFileSync(remotesFile, JSON.stringify(r));
  setRemotes(remotes);
  const server = spawn(process.execPath, ['api/src/main.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      REMOTES_CONFIG: remotesFile,
      LOG_LEVEL: 'warn',
      NODE_ENV: '',
      PUBLIC_URL: '',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A first start migrates and seeds its database: allow it almost three minutes.
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/web-settings`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (i > 340 || server.exitCode !== null) {
      await stop();
      throw new Error(`the product server on port ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { origin, setRemotes, stop };
}

// ── The sign-in kit ───────────────────────────────────────────────────────────────────────────────────

/** The seeded demo accounts' password. */
export const DEMO_PASSWORD = 'abode-demo';

/** An email account's credentials. */
export interface Credentials {
  email: string;
  password: string;
}

/** The seeded demo accounts: read them, or use a role only they have, and leave them as they were. */
export const DEMO = {
  /** Riya Sharma: no package. */
  user: { email: 'user@abode.test', password: DEMO_PASSWORD },
  /** Arjun Mehta: a verified agent with a package and listings. */
  agent: { email: 'agent@abode.test', password: DEMO_PASSWORD },
  admin: { email: 'admin@abode.test', password: DEMO_PASSWORD },
} as const satisfies Record<string, Credentials>;

/** A signed-in account: its credentials, a token the API accepts and the session's user. */
export interface Account extends Credentials {
  id: number;
  name: string;
  token: string;
  user: SessionUser;
}

/** The key the app persists its session slice under. */
const SESSION_KEY = 'persist:User_signup';

/** The persisted session as the app stored it (an empty object when there is none). */
export async function storedSession(page: Page): Promise<{ token?: string | null; data?: SessionUser | null }> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), SESSION_KEY);
}

/** Signs in through the API (user_signup, type 3) and answers the account with a fresh token. */
export async function apiSignIn(request: APIRequestContext, who: Credentials): Promise<Account> {
  const res = await request.post('/api/user_signup', {
    multipart: { type: '3', email: who.email, password: who.password },
  });
  if (!res.ok()) throw new Error(`sign-in of ${who.email} failed: ${res.status()} ${await res.text()}`);
  const { token, data } = (await res.json()) as { token: string; data: Partial<SessionUser> & { id: number } };
  // The fields the app keeps, read as the account section reads a sign-in answer.
  const user = toSessionUser(data);
  return { ...who, id: user.id, name: user.name, token, user };
}

/** An Authorization header for `who` (an account's own token, or a fresh one for credentials). */
export async function bearer(
  request: APIRequestContext,
  who: Credentials | Account,
): Promise<{ authorization: string }> {
  const token = 'token' in who ? who.token : (await apiSignIn(request, who)).token;
  return { authorization: `Bearer ${token}` };
}

/**
 * A client address of its own for one registration, sent as X-Forwarded-For (the e2e server trusts it from
 * loopback, TRUST_PROXY): the API limits sign-ups per client, and a suite run twice in an hour registers more
 * fresh users than one client may. Addresses of the benchmarking range, 198.18.0.0/15: only ever a header.
 */
function clientAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * A new email account, registered and verified through the API (the code read from the developer outbox)
 * and signed in there. `name` is used as given; without one the name is unique to this call.
 */
export async function createUser(request: APIRequestContext, name?: string): Promise<Account> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const fullName = name ?? `Fresh User ${stamp}`;
  const email = `e2e-${fullName.toLowerCase().replace(/\W+/g, '-')}-${stamp}@abode.test`;
  const password = `e2e-pass-${stamp}`;
  const registered = await request.post('/api/user-register', {
    headers: { 'x-forwarded-for': clientAddress() },
    multipart: { name: fullName, email, password, re_password: password },
  });
  if (!registered.ok()) throw new Error(`register of ${email} failed: ${await registered.text()}`);
  const otp = await outboxCode(request, email);
  const verified = await request.get(
    `/api/verify-otp?email=${encodeURIComponent(email)}&otp=${encodeURIComponent(otp)}`,
  );
  if (!verified.ok()) throw new Error(`verify of ${email} failed: ${await verified.text()}`);
  return apiSignIn(request, { email, password });
}

/**
 * Signs `page` in as `who` the way the app keeps a sign-in: the token and the user in its persisted session
 * (credentials are signed in through the API first). Then opens `path` and waits for the signed-in header.
 */
export async function signInAs(page: Page, who: Credentials | Account, path = '/'): Promise<Account> {
  const account = 'token' in who ? who : await apiSignIn(page.request, who);
  // Any document of the app's origin will do to write its storage; this one loads no app.
  await page.goto('/api/web-settings');
  const session = { token: account.token, data: account.user, status: 'success', error: null };
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify(session),
  });
  await page.goto(path);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  return account;
}

/** Approves a property through the admin API; answers the HTTP status. */
export function approveProperty(request: APIRequestContext, id: number): Promise<number> {
  return approveListing(request, 'properties', id);
}

/** Approves a project through the admin API; answers the HTTP status. */
export function approveProject(request: APIRequestContext, id: number): Promise<number> {
  return approveListing(request, 'projects', id);
}

/** Approves a service or a repair work through the admin API; answers the HTTP status. */
export function approveServiceListing(
  request: APIRequestContext,
  kind: 'services' | 'repair-works',
  id: number,
): Promise<number> {
  return approveListing(request, kind, id);
}

async function approveListing(
  request: APIRequestContext,
  kind: 'properties' | 'projects' | 'services' | 'repair-works',
  id: number,
) {
  const res = await request.post(`/api/admin/${kind}/${id}/approve`, { headers: await bearer(request, DEMO.admin) });
  return res.status();
}

/** A response of an API endpoint (by its path) whose query matches `params`. */
export function apiAnswer(page: Page, name: string, params: Record<string, string> = {}): Promise<Response> {
  return page.waitForResponse(
    (r) => {
      const url = new URL(r.url());
      if (url.pathname !== `/api/${name}`) return false;
      return Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v);
    },
    { timeout: 30_000 },
  );
}

/** Approves `email`'s pending verification of `kind` through the admin API; answers its form answers too. */
export async function approveVerification(request: APIRequestContext, email: string, kind = 'agent') {
  const headers = await bearer(request, DEMO.admin);
  const list = await request.get(`/api/admin/verifications?status=pending&kind=${kind}`, { headers });
  type Pending = {
    id: number;
    kind: string;
    user: { email: string };
    verify_customer_values: { verify_form: { name: string }; value: string }[];
  };
  const mine = ((await list.json()) as { data: Pending[] }).data.find((v) => v.user.email === email && v.kind === kind);
  if (!mine) throw new Error(`no pending ${kind} verification of ${email}`);
  const answers: Record<string, string> = Object.fromEntries(
    mine.verify_customer_values.map((v) => [v.verify_form.name, v.value]),
  );
  const res = await request.post(`/api/admin/verifications/${mine.id}/approve`, { headers });
  return { status: res.status(), body: await res.json(), answers };
}

/** The seeded agent's id and listings (first page), as anyone reads them. */
export async function demoAgent(request: APIRequestContext) {
  const res = await request.get('/api/agent-properties?slug_id=arjun-mehta&limit=12');
  const { data } = (await res.json()) as {
    data: { customer_data: { id: number; name: string }; properties_data: { id: number; title: string }[] };
  };
  return { id: data.customer_data.id, name: data.customer_data.name, properties: data.properties_data };
}

/** Sends a chat message from `from` to a user about a property, through the API. */
export async function sendMessage(
  request: APIRequestContext,
  from: Credentials | Account,
  to: { receiverId: number; propertyId: number },
  message: string,
): Promise<void> {
  const res = await request.post('/api/send_message', {
    headers: await bearer(request, from),
    multipart: { receiver_id: String(to.receiverId), property_id: String(to.propertyId), message },
  });
  if (!res.ok()) throw new Error(`send_message failed: ${await res.text()}`);
}

/** Fixtures: `user`, a fresh account for the test; `userPage`, the test's page signed in as it; `freshUser(name?)` for more. */
export const test = base.extend<{
  freshUser: (name?: string) => Promise<Account>;
  user: Account;
  userPage: Page;
}>({
  freshUser: async ({ request }, use) => {
    await use((name) => createUser(request, name));
  },
  user: async ({ freshUser }, use) => {
    await use(await freshUser());
  },
  userPage: async ({ page, user }, use) => {
    await signInAs(page, user);
    await use(page);
  },
});

/** A one-page PDF showing a line of text, for file inputs: the repository's one writer (api/src/seed/tiny-pdf.ts). */
export { expect, tinyPdf as pdf };

/** The answers of the agent verification form. */
export interface AgentApplication {
  licence: string;
  years: string;
  languages: string[];
  city: string;
  about: string;
}

/** Fills the agent verification form the page shows, an agency, with `a` and a PDF of the licence. */
export async function fillAgentApplication(page: Page, a: AgentApplication): Promise<void> {
  await page.getByRole('textbox', { name: /Licence number/ }).fill(a.licence);
  await page.getByRole('textbox', { name: /Years of experience/ }).fill(a.years);
  await page.getByRole('radio', { name: 'Agency', exact: true }).check();
  for (const language of a.languages) await page.getByRole('checkbox', { name: language }).check();
  await page.getByRole('combobox', { name: /City of operation/ }).click();
  await page.getByRole('option', { name: a.city }).click();
  await page.getByRole('textbox', { name: /About your work/ }).fill(a.about);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: tinyPdf(`RERA licence ${a.licence}`) });
}

/** Subscribes `account` to the free Starter package (two listings) through the API, as its plan page does. */
export async function takeFreePlan(request: APIRequestContext, account: Account): Promise<void> {
  const headers = await bearer(request, account);
  const plans = (await (await request.get('/api/get-package', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const starter = plans.data.find((p) => p.name === 'Starter');
  if (!starter) throw new Error('no Starter package in the demo data');
  const res = await request.post('/api/assign_package', { headers, multipart: { package_id: String(starter.id) } });
  if (!res.ok()) throw new Error(`assign_package failed: ${await res.text()}`);
}

/** Completes `account`'s profile through the API: a phone number, an address and a photo drawn in `page`. */
export async function completeProfile(page: Page, account: Account): Promise<void> {
  const photo = await canvasJpeg(page);
  const res = await page.request.post('/api/update_profile', {
    headers: await bearer(page.request, account),
    multipart: {
      mobile: `+9198${String(Date.now()).slice(-8)}`,
      address: '14, Park Street, Indiranagar, Bengaluru',
      profile: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  if (!res.ok()) throw new Error(`update_profile failed: ${await res.text()}`);
}

/** The page is signed in on the home page, with a token stored; answers the stored user. */
export async function expectSignedInAtHome(page: Page): Promise<SessionUser | null | undefined> {
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const session = await storedSession(page);
  expect(session.token).toMatch(/^\d+\|/);
  return session.data;
}

/** Adds a title image and two gallery photos (PNGs drawn in `page`) to the property form `form`. */
export async function addListingPhotos(page: Page, form: Page | Locator, gallery: [string, string]): Promise<void> {
  await form
    .getByTestId('input-title_image')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await canvasPng(page, '#2a9d8f') });
  await expect(form.getByRole('img', { name: 'Title image: preview' })).toHaveAttribute('src', /^blob:/);
  await form.getByTestId('input-gallery_images').setInputFiles([
    { name: gallery[0], mimeType: 'image/png', buffer: await canvasPng(page, '#e76f51') },
    { name: gallery[1], mimeType: 'image/png', buffer: await canvasPng(page, '#264653') },
  ]);
  await expect(form.getByTestId('gallery-new')).toHaveCount(2);
}

/** Opens the report dialog of the listing the page shows; sending it without a reason says so. Answers the dialog. */
export async function openReportDialog(page: Page): Promise<Locator> {
  await page.getByTestId('report-button').click();
  const dialog = page.getByRole('dialog', { name: 'Report this property' });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(dialog.getByText('Please select a reason first.', { exact: true })).toBeVisible();
  return dialog;
}

/** Switches the interface language with the header's picker (a native select of language codes). */
export async function chooseLanguage(page: Page, code: 'en' | 'ar'): Promise<void> {
  await page.getByTestId('language-picker').selectOption(code);
}

/**
 * Gives `account` the seeded package `name` as an admin does (POST admin/users/:id/packages): Premium is paid,
 * and paying for it on the site is the payments section's (decision 019) — a grant stands for a payment made outside.
 */
export async function grantPlan(request: APIRequestContext, account: Account, name: string): Promise<void> {
  const plans = (await (await request.get('/api/get-package', { headers: await bearer(request, account) })).json()) as {
    data: { id: number; name: string }[];
  };
  const plan = plans.data.find((p) => p.name === name);
  if (!plan) throw new Error(`no ${name} package in the demo data`);
  const res = await request.post(`/api/admin/users/${account.id}/packages`, {
    headers: await bearer(request, DEMO.admin),
    multipart: { package_id: String(plan.id) },
  });
  if (!res.ok()) throw new Error(`granting ${name} failed: ${res.status()} ${await res.text()}`);
}

/** Approves a joint-venture post (`jv`) or a construction profile (`constructions`) through the admin API; answers the HTTP status. */
export async function approveVenture(
  request: APIRequestContext,
  kind: 'jv' | 'constructions',
  id: number,
): Promise<number> {
  const res = await request.post(`/api/admin/${kind}/${id}/approve`, { headers: await bearer(request, DEMO.admin) });
  return res.status();
}
