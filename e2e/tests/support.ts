// Helpers shared by the e2e specs.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
}

/** The latest one-time code mailed (or texted) to an address, read from the developer outbox. */
export async function outboxCode(page: Page, to: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const [mail] = (await res.json()).data as { otp?: string }[];
  if (!mail?.otp) throw new Error(`no code in the outbox for ${to}`);
  return mail.otp;
}

/** A minimal valid one-page PDF showing `text`. */
export function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
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

/** Registers a new email account and verifies its address through the developer outbox; answers its email. */
export async function registerVerified(page: Page, name: string, password: string): Promise<string> {
  const email = `e2e-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@abode.test`;
  const registered = await page.request.post('/api/user-register', {
    multipart: { name, email, password, re_password: password },
  });
  if (!registered.ok()) throw new Error(`register failed: ${await registered.text()}`);
  const otp = await outboxCode(page, email);
  const verified = await page.request.get(
    `/api/verify-otp?email=${encodeURIComponent(email)}&otp=${encodeURIComponent(otp)}`,
  );
  if (!verified.ok()) throw new Error(`verify failed: ${await verified.text()}`);
  return email;
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

/** One page of each remote, with the federation name that serves it. */
export const SECTION_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['/', 'mf_listings'],
  ['/projects', 'mf_projects'],
  ['/services', 'mf_services'],
  ['/subscription-plan', 'mf_payments'],
  ['/login', 'mf_account'],
  ['/user/chat', 'mf_chat'],
];
