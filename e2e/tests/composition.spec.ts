// Sections deploy on their own: a new build of one remote that adds a page, a header entry and its texts
// appears in the running product when remotes.json points at it — no rebuild of the shell or of any other
// remote — and disappears when it points back. Built here for real: a copy of mf-payments with one more
// page, built with rspack, served from its own origin (as a CDN would).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type ProductServer, startProductServer } from './support.ts';

const root = join(import.meta.dirname, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 3100);
const productPort = PORT + 30;
const variantPort = PORT + 31;
const variantOrigin = `http://127.0.0.1:${variantPort}`;
const REMOTES = ['mf-listings', 'mf-projects', 'mf-services', 'mf-chat', 'mf-account', 'mf-payments'];

/** The same-origin remotes.json the product serves by default. */
const sameOrigin = Object.fromEntries(REMOTES.map((r) => [r.replace('-', '_'), `/remotes/${r}/mf-manifest.json`]));

/** Copy mf-payments and give the copy one more page, a header entry and its texts in two languages. */
function buildVariant(): string {
  const base = join(root, 'mf-payments');
  const dir = join(base, '.e2e-variant');
  rmSync(dir, { recursive: true, force: true });
  // Inside the remote's folder, so its dependencies resolve from its own node_modules.
  for (const entry of ['src', 'package.json', 'index.html', 'rspack.config.mjs']) {
    cpSync(join(base, entry), join(dir, entry), { recursive: true });
  }
  const edit = (file: string, from: string, to: string) => {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
    writeFileSync(path, text.replace(from, to));
  };
  edit(
    'src/pages.ts',
    "subscriptionPlan: '/subscription-plan',",
    "subscriptionPlan: '/subscription-plan',\n  whatsNew: '/whats-new',",
  );
  edit(
    'src/section.ts',
    '  texts,',
    "  texts: { en: { ...texts.en, whatsNew: \"What's new\" }, ar: { ...texts.ar, whatsNew: 'ما الجديد' } },",
  );
  edit('src/section.ts', 'header: [', "header: [{ id: 'whats-new', page: 'whatsNew', label: 'whatsNew', order: 75 }, ");
  edit(
    'src/routes.tsx',
    'subscriptionPlan: <SubscriptionPlanPage />,',
    'subscriptionPlan: <SubscriptionPlanPage />,\n  whatsNew: <WhatsNewPage />,',
  );
  edit(
    'src/routes.tsx',
    "import { section } from './section.ts';",
    "import { section } from './section.ts';\nimport { WhatsNewPage } from './WhatsNew.page.tsx';",
  );
  writeFileSync(
    join(dir, 'src/WhatsNew.page.tsx'),
    `import { useSectionText } from '@abode/shared';
export function WhatsNewPage() {
  const text = useSectionText();
  return <h1 data-testid="whats-new">{text('mf_payments', 'whatsNew')}</h1>;
}
`,
  );
  execFileSync(join(root, 'node_modules', '.bin', 'rspack'), ['build', '-c', join(dir, 'rspack.config.mjs')], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return join(dir, 'dist');
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** A plain static server with CORS, as a CDN serves a remote. */
function serveStatic(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const file = join(dir, (req.url ?? '/').split('?')[0] ?? '/');
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test.describe('a remote deployed alone', () => {
  let server: ProductServer | undefined;
  let cdn: Server | undefined;
  let product = '';
  const pointPaymentsAt = (entry: string) => {
    if (!server) throw new Error('the product server is not running');
    server.setRemotes({ ...sameOrigin, mf_payments: entry });
  };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const shellBuilt = statSync(join(root, 'shell', 'dist', 'index.html')).mtimeMs;
    cdn = await serveStatic(buildVariant(), variantPort);
    // The variant's build touched nothing of the shell's.
    expect(statSync(join(root, 'shell', 'dist', 'index.html')).mtimeMs).toBe(shellBuilt);
    server = await startProductServer(productPort, sameOrigin);
    product = server.origin;
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise((r) => (cdn ? cdn.close(r) : r(null)));
    rmSync(join(root, 'mf-payments', '.e2e-variant'), { recursive: true, force: true });
  });

  test('a new page, its menu entry and its texts appear, then go when remotes.json points back', async ({ page }) => {
    test.setTimeout(90_000);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const whatsNew = nav.locator('[data-slot-entry="mf_payments:whats-new"]');
    /** Follows a header entry: on the line, or under "More" when the line is full (decision 030). */
    const follow = async (id: string, name: string) => {
      const entry = nav.locator(`[data-slot-entry="${id}"]`);
      await expect(entry).toBeAttached();
      if (await entry.isVisible()) return entry.click();
      await page.getByTestId('header-more').click();
      await page.getByRole('menuitem', { name }).click();
    };
    await page.goto(`${product}/`);
    await expect(nav.getByRole('link', { name: 'Subscription Plan' })).toBeVisible();
    await expect(whatsNew).toHaveCount(0);

    pointPaymentsAt(`${variantOrigin}/mf-manifest.json`);
    await page.reload();
    await follow('mf_payments:whats-new', "What's new");
    await expect(page).toHaveURL(`${product}/whats-new`);
    await expect(page.getByTestId('whats-new')).toHaveText("What's new");
    // The section's other pages come from the new build too, and the other sections are untouched.
    await follow('mf_payments:plans', 'Subscription Plan');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'Properties' }).click();
    await expect(page.getByTestId('property-card').first()).toBeVisible();

    pointPaymentsAt('/remotes/mf-payments/mf-manifest.json');
    await page.goto(`${product}/whats-new`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(whatsNew).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Subscription Plan' })).toBeVisible();
  });
});
