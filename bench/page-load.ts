// Page-load benchmark: JavaScript/CSS the browser downloads, and time to the first property card.
//
//   node bench/page-load.ts [--url http://127.0.0.1:3000] [--runs 5] [--port 3200]
//
// Without --url it starts the built product itself (node api/src/main.ts on --port, a fresh DATA_DIR with the
// demo data, WEB_ROOT = the repository) and stops it at the end. See bench/README.md.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import {
  commandLine,
  fmt,
  intOption,
  kib,
  median,
  parseArgs,
  portIsFree,
  printHost,
  printTable,
  REPO_ROOT,
  writeResults,
} from './lib.ts';

const args = parseArgs({
  url: { type: 'string' },
  runs: { type: 'string' },
  port: { type: 'string' },
});
const RUNS = Math.max(1, intOption(args.runs, 'runs', 5));
const PORT = intOption(args.port, 'port', 3200);
const CARD = '[data-testid="property-card"]';
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the built product on PORT over a fresh data directory; resolves once /api/web-settings answers. */
async function startProduct(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  if (!existsSync(join(REPO_ROOT, 'shell', 'dist', 'index.html'))) {
    console.error('The front end is not built (shell/dist/index.html is missing). Run `pnpm build` first.');
    process.exit(1);
  }
  if (!(await portIsFree(PORT))) {
    console.error(`Port ${PORT} is in use. Stop what runs there, pass --port N, or measure it with --url.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'abode-pages-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: REPO_ROOT,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL; // the embedded database, seeded with the demo on first start
  const child = spawn(process.execPath, ['api/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the product exited with code ${child.exitCode} while starting`);
    try {
      const res = await fetch(`${url}/api/web-settings`);
      if (res.ok) return { url, child, dataDir };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the product did not answer /api/web-settings within 180 s');
}

async function stopProduct(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  if (await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) return;
  child.kill('SIGKILL');
  await exited;
}

interface Asset {
  url: string;
  raw: number;
  gzip: number;
  /** Bytes that crossed the wire (encoded body), as the server sent it. */
  sent: number;
}

interface PageWeight {
  path: string;
  scripts: Asset[];
  styles: Asset[];
  js: { count: number; raw: number; gzip: number; sent: number };
  css: { count: number; raw: number; gzip: number; sent: number };
}

const sum = (xs: Asset[]) => ({
  count: xs.length,
  raw: xs.reduce((a, x) => a + x.raw, 0),
  gzip: xs.reduce((a, x) => a + x.gzip, 0),
  sent: xs.reduce((a, x) => a + x.sent, 0),
});

/** Loads `path` in a fresh context and weighs every script and stylesheet the browser received. */
async function weigh(browser: Browser, base: string, path: string, waitFor?: string): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<{ type: string; asset: Asset } | null>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        Promise.all([res.body(), res.request().sizes()]).then(
          ([body, sizes]) => ({
            type,
            asset: {
              url: res.url(),
              raw: body.length,
              gzip: gzipSync(body, { level: 6 }).length,
              sent: sizes.responseBodySize,
            },
          }),
          () => null, // redirects and aborted responses have no body
        ),
      );
    });
    await page.goto(base + path, { waitUntil: 'load', timeout: 60_000 });
    if (waitFor) await page.waitForSelector(waitFor, { state: 'visible', timeout: 60_000 });
    // Remotes and lazy chunks arrive after `load`: wait until the network has been quiet.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const got = (await Promise.all(pending)).filter((x) => x !== null);
    const seen = new Set<string>();
    const unique = got.filter((x) => !seen.has(x.asset.url) && seen.add(x.asset.url));
    const scripts = unique.filter((x) => x.type === 'script').map((x) => x.asset);
    const styles = unique.filter((x) => x.type === 'stylesheet').map((x) => x.asset);
    return { path, scripts, styles, js: sum(scripts), css: sum(styles) };
  } finally {
    await context.close();
  }
}

/** One cold load (new context): ms from navigation start to the first visible property card. */
async function timeToFirstCard(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page: Page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForSelector(CARD, { state: 'visible', timeout: 60_000 });
    return await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
}

const shortUrl = (u: string, base: string) => (u.startsWith(base) ? u.slice(base.length) : u);

// ---------------------------------------------------------------------------------------------

console.log(`Command: ${commandLine('page-load.ts')}`);
printHost('Chromium and the product server');
let product: Awaited<ReturnType<typeof startProduct>> | undefined;
let browser: Browser | undefined;
try {
  let base = args.url?.replace(/\/+$/, '');
  if (!base) {
    process.stdout.write(`Starting the product on port ${PORT} (fresh demo data) … `);
    const t0 = performance.now();
    product = await startProduct();
    base = product.url;
    console.log(`ready in ${fmt((performance.now() - t0) / 1000)} s`);
  }
  console.log(`Product: ${base}`);

  const list = (await (await fetch(`${base}/api/get_property?limit=1`)).json()) as { data?: { slug_id: string }[] };
  const slug = list.data?.[0]?.slug_id;
  if (!slug) throw new Error('no property to open: /api/get_property?limit=1 returned none');
  const detailPath = `/properties-details/${slug}`;

  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  console.log(`Browser: Chromium ${browser.version()} (headless, no throttling, loopback network)`);

  // (a) Bytes
  const weights = [await weigh(browser, base, '/', CARD), await weigh(browser, base, detailPath)];
  console.log(
    '\nJavaScript and CSS on a cold load (raw: decoded bodies; gzip: zlib level 6 of each body; sent: bytes on the wire as the server encoded them)',
  );
  printTable(
    ['page', 'scripts', 'JS raw KiB', 'JS gzip KiB', 'JS sent KiB', 'stylesheets', 'CSS raw KiB', 'CSS sent KiB'],
    weights.map((w) => [
      w.path === '/' ? '/' : '/properties-details/<first>',
      w.js.count,
      kib(w.js.raw),
      kib(w.js.gzip),
      kib(w.js.sent),
      w.css.count,
      kib(w.css.raw),
      kib(w.css.sent),
    ]),
  );
  for (const w of weights) {
    console.log(`\nTop 5 scripts of ${w.path}`);
    printTable(
      ['script', 'raw KiB', 'gzip KiB'],
      [...w.scripts]
        .sort((a, b) => b.raw - a.raw)
        .slice(0, 5)
        .map((s) => [shortUrl(s.url, base), kib(s.raw), kib(s.gzip)]),
    );
  }

  // (b) Time to the first card, cold cache each time
  const timings: { path: string; runs: number[] }[] = [];
  for (const path of ['/', '/properties']) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timeToFirstCard(browser, base + path));
    timings.push({ path, runs });
  }
  console.log(`\nTime from navigation start to the first visible ${CARD} (${RUNS} cold loads, new context each)`);
  printTable(
    ['page', 'median ms', 'min ms', 'max ms', 'runs ms'],
    timings.map((t) => [
      t.path,
      fmt(median(t.runs), 0),
      fmt(Math.min(...t.runs), 0),
      fmt(Math.max(...t.runs), 0),
      t.runs.map((x) => x.toFixed(0)).join(' '),
    ]),
  );

  const file = writeResults('page-load', {
    command: commandLine('page-load.ts'),
    base,
    detailPath,
    chromium: browser.version(),
    weights,
    timings: timings.map((t) => ({ ...t, median: median(t.runs), min: Math.min(...t.runs), max: Math.max(...t.runs) })),
  });
  console.log(`\nResults: ${file}`);
} catch (err) {
  console.error(`page-load failed: ${(err as Error).stack ?? String(err)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  if (product) {
    await stopProduct(product.child);
    rmSync(product.dataDir, { recursive: true, force: true });
  }
}
