// Server-rendering spike (docs/notes/ssr-spike.md): loads mf-listings' SERVER build at run time by URL (the
// Module Federation runtime in Node, React and the other singletons lent by this process), renders a property
// page with React's streaming renderer, its data prefetched from the real API, and prints timings. Beside the
// product: it changes nothing that is served.
//
//   PORT=3916 node scripts/start.mjs &              (the built product; mf-listings' dist/server/ built too)
//   node scripts/ssr-probe.mjs [--origin http://127.0.0.1:3916] [--slug <slug_id>] [--runs 50]
//   node scripts/ssr-probe.mjs --watch 120          (re-renders every 2 s; a rebuilt server entry is picked up)
//   node scripts/ssr-probe.mjs --head-only          (alternative E: head tags from the API, no React)
//   node scripts/ssr-probe.mjs --prerender --runs 10 (alternative D: the client-rendered page in headless Chromium)
//   node scripts/ssr-probe.mjs --fallback-check     (a missing, failing or late server entry: today's page + head)
//   node scripts/ssr-probe.mjs --hydrate-check      (Chromium hydrates the server HTML with the BROWSER build)
//   node scripts/ssr-probe.mjs --concurrency 20 --runs 200   (renders 20 at a time: p50/p99, pages per second)
//   node --expose-gc scripts/ssr-probe.mjs --reloads 10      (the same build reloaded N times: heap after each)
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const { values: args } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://127.0.0.1:3916' },
    slug: { type: 'string' },
    runs: { type: 'string', default: '50' },
    watch: { type: 'string' },
    'head-only': { type: 'boolean', default: false },
    prerender: { type: 'boolean', default: false },
    'fallback-check': { type: 'boolean', default: false },
    'hydrate-check': { type: 'boolean', default: false },
    'keep-hints': { type: 'boolean', default: false },
    after: { type: 'boolean', default: false },
    'no-io-stub': { type: 'boolean', default: false },
    concurrency: { type: 'string' },
    reloads: { type: 'string' },
    'deadline-ms': { type: 'string', default: '300' },
  },
});
const origin = args.origin.replace(/\/$/, '');
const DEADLINE = Number(args['deadline-ms']);

// The page server's own copies of the singletons: what the shell has installed (one React per process).
const fromShell = createRequire(join(ROOT, 'shell', 'package.json'));
const fromRoot = createRequire(join(ROOT, 'package.json'));
const load = async (name) => import(fromShell.resolve(name));
const React = await load('react');
const jsxRuntime = await load('react/jsx-runtime');
const ReactDOM = await load('react-dom');
const { renderToPipeableStream } = await load('react-dom/server');
const Router = await load('react-router');
const Query = await load('@tanstack/react-query');
const Jotai = await load('jotai');
const { createInstance } = await import(fromRoot.resolve('@module-federation/enhanced/runtime'));
const version = (name) => fromShell(`${name}/package.json`).version;

const h = React.createElement;
const ms = (t0) => Math.round((performance.now() - t0) * 10) / 10;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

// Components that test for a browser API in render break hydration: PropertyLocationMap's first state is
// `typeof IntersectionObserver === 'undefined'` (true here, false in a browser), so the server drew the map and
// the browser its placeholder. The fix belongs in the component (state false, the test in its effect, see the
// note); until then the page server has an observer that never fires, as a browser's before the first scroll.
if (!args['no-io-stub'] && typeof globalThis.IntersectionObserver === 'undefined') {
  globalThis.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}

// The API client of @abode/shared reads its base from here (shared/src/api/client.ts apiBase).
globalThis.__ABODE_API__ = `${origin}/api`;

/** A slug to render: the one given, else the first listing the API lists. */
async function pickSlug() {
  if (args.slug) return args.slug;
  const answer = await getJson(`${origin}/api/get_property?limit=1&offset=0`);
  const slug = answer.data?.[0]?.slug_id;
  if (!slug) throw new Error('no property to render');
  return slug;
}

/** Escapes JSON for an inline script: no `</script>`, no `<!--`, no U+2028/2029 (issue 25's escaping rule). */
const inlineJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

// ---------------------------------------------------------------------------------------------------------
// Alternative E: head tags only (no React on the server). The same data call, then a string.
// ---------------------------------------------------------------------------------------------------------
/** Alternative E, and A's fallback: head tags from the API's answer for the item, no React. */
async function headOnly(slug) {
  const answer = await getJson(`${origin}/api/get_property?slug_id=${encodeURIComponent(slug)}`);
  const p = answer.data[0];
  return `<title>${escapeHtml(p.meta_title || p.title)} | Abode</title><meta name="description" content="${escapeHtml(p.meta_description || p.description.slice(0, 160))}"><meta property="og:image" content="${escapeHtml(p.meta_image || p.title_image)}">`;
}

if (args['head-only']) {
  const slug = await pickSlug();
  const times = [];
  let size = 0;
  for (let i = 0; i < Number(args.runs); i++) {
    const t0 = performance.now();
    size = (await headOnly(slug)).length;
    times.push(ms(t0));
  }
  console.log(
    JSON.stringify({
      alternative: 'E head only',
      slug,
      runs: times.length,
      p50: pct(times, 50),
      p95: pct(times, 95),
      headBytes: size,
    }),
  );
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------------
// Alternative D: prerender in headless Chromium (Debian's, as the e2e suite uses): the page as a browser makes it.
// ---------------------------------------------------------------------------------------------------------
if (args.prerender) {
  const slug = await pickSlug();
  const playwright = await import(createRequire(join(ROOT, 'e2e', 'package.json')).resolve('@playwright/test'));
  const chromium = playwright.chromium ?? playwright.default.chromium;
  const t0 = performance.now();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const launchMs = ms(t0);
  const context = await browser.newContext();
  const times = [];
  let size = 0;
  for (let i = 0; i < Number(args.runs); i++) {
    const t1 = performance.now();
    const page = await context.newPage();
    await page.goto(`${origin}/properties-details/${slug}`);
    await page.getByTestId('detail-price').waitFor({ timeout: 30_000 });
    size = Buffer.byteLength(await page.content());
    await page.close();
    times.push(ms(t1));
  }
  await browser.close();
  console.log(
    JSON.stringify({
      alternative: 'D headless Chromium',
      slug,
      launchMs,
      runs: times.length,
      first: times[0],
      p50: pct(times, 50),
      p95: pct(times, 95),
      htmlBytes: size,
    }),
  );
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------------
// Alternative A: the section's server entry, loaded at run time by URL.
// ---------------------------------------------------------------------------------------------------------
const lend = (pkg, mod) => ({
  version: version(pkg),
  lib: () => mod,
  shareConfig: { singleton: true, requiredVersion: false },
});
const mf = createInstance({
  name: 'abode_page_server',
  remotes: [],
  shared: {
    react: lend('react', React),
    'react/jsx-runtime': lend('react', jsxRuntime),
    'react-dom': lend('react-dom', ReactDOM),
    'react-router': lend('react-router', Router),
    '@tanstack/react-query': lend('@tanstack/react-query', Query),
    jotai: lend('jotai', Jotai),
  },
});

const remotes = await getJson(`${origin}/remotes.json`);
const manifestUrl = new URL(remotes.mf_listings, `${origin}/`).href;
let serverBase = new URL('server/', manifestUrl).href;
const sectionJson = await getJson(new URL('section.json', manifestUrl).href);

/** The server build's identity: its manifest's hash. A new build of the section is a new hash. */
async function serverVersion() {
  const res = await fetch(new URL('mf-manifest.json', serverBase), { cache: 'no-store' });
  if (!res.ok) return null;
  return createHash('sha256')
    .update(await res.text())
    .digest('hex')
    .slice(0, 12);
}

let loaded = { version: null, mod: null };
/** The section's server module, reloaded when its build changed (registerRemotes force drops the old one). */
async function sectionModule() {
  const v = await serverVersion();
  if (!v) throw new Error('no server build of mf_listings');
  if (v !== loaded.version) {
    mf.registerRemotes([{ name: 'mf_listings', entry: new URL(`remoteEntry.js?v=${v}`, serverBase).href }], {
      force: loaded.version !== null,
    });
    const t0 = performance.now();
    const mod = await mf.loadRemote('mf_listings/server');
    if (loaded.version) console.error(`[ssr] mf_listings server build ${loaded.version} → ${v} (${ms(t0)} ms)`);
    loaded = { version: v, mod, loadMs: ms(t0) };
  }
  return loaded.mod;
}

/** The page id and params of a path, from the section's declared patterns (section.json). */
function pageOf(pathname) {
  for (const [id, pattern] of Object.entries(sectionJson.pages)) {
    const m = Router.matchPath(pattern, pathname);
    if (m) return { id, params: m.params };
  }
  return null;
}

function renderToString(element, { nonce }) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const t0 = performance.now();
    let shellMs = 0;
    const sink = new Writable({
      write(chunk, _enc, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        done();
        resolve({ html: Buffer.concat(chunks).toString('utf8'), shellMs, allMs: ms(t0) });
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        shellMs = ms(t0);
      },
      // Crawlers get the whole page: piped once everything (lazy parts included) has rendered.
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        console.error('[ssr] render error', error);
      },
    });
    setTimeout(() => stream.abort(new Error('deadline')), 5000).unref();
  });
}

/** One page: prefetch, head, render, dehydrate. */
async function renderPage(pathname) {
  const t0 = performance.now();
  const mod = await sectionModule();
  const tLoaded = ms(t0);
  const page = pageOf(pathname);
  const serverPage = page && mod.serverPages[page.id];
  if (!serverPage) return { fallback: 'not a server page' };
  const queryClient = new Query.QueryClient({ defaultOptions: { queries: { staleTime: 10 * 60_000, retry: false } } });
  const tData = performance.now();
  await serverPage.prefetch(queryClient, page.params);
  const dataMs = ms(tData);
  const head = serverPage.head(queryClient, page.params);
  const nonce = createHash('sha256').update(String(Math.random())).digest('base64').slice(0, 22);
  function Routes() {
    return Router.useRoutes(mod.routes);
  }
  const element = h(
    Router.StaticRouter,
    { location: pathname },
    h(Query.QueryClientProvider, { client: queryClient }, h(Jotai.Provider, null, h(Routes))),
  );
  const rendered = await renderToString(element, { nonce });
  const state = inlineJson(Query.dehydrate(queryClient));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(head.title ?? 'Abode')} | Abode</title>${head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : ''}${head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : ''}<script nonce="${nonce}">window.__ABODE_QUERY_STATE__=${state}</script></head><body><div id="root">${rendered.html}</div></body></html>`;
  return { html, loadMs: tLoaded, dataMs, shellMs: rendered.shellMs, renderMs: rendered.allMs, totalMs: ms(t0) };
}

const slug = await pickSlug();
const path = `/properties-details/${slug}`;

/**
 * What the page server answers: the section's render within the deadline, else today's index.html (client
 * rendering) with the head tags from the API, still 200, and the failure logged.
 */
async function answerPage(pathname, slug, deadlineMs = DEADLINE) {
  const t0 = performance.now();
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`deadline ${deadlineMs} ms`)), deadlineMs);
  });
  try {
    const r = await Promise.race([renderPage(pathname), late]);
    if (r.fallback) throw new Error(r.fallback);
    return { status: 200, rendered: 'server', html: r.html, ms: ms(t0) };
  } catch (error) {
    console.error(`[ssr] mf_listings: client rendering for ${pathname}: ${error.message.split('\n')[0]}`);
    const index = await (await fetch(`${origin}/`)).text();
    const head = await headOnly(slug).catch(() => '');
    const html = index.replace(/<title>[^<]*<\/title>/, '').replace('</head>', `${head}</head>`);
    return { status: 200, rendered: 'client', html, ms: ms(t0) };
  } finally {
    clearTimeout(timer);
  }
}

if (args['fallback-check']) {
  const summary = (label, a) => {
    const root = a.html.match(/<div id="root">([\s\S]{0,40})/)?.[1] ?? '';
    const title = a.html.match(/<title>([^<]*)</)?.[1];
    console.log(JSON.stringify({ case: label, status: a.status, rendered: a.rendered, ms: a.ms, title, root }));
  };
  summary('server entry present', await answerPage(path, slug, 5000));
  summary('deadline 1 ms', await answerPage(path, slug, 1));
  serverBase = new URL('server-missing/', manifestUrl).href;
  summary('server entry missing', await answerPage(path, slug, 5000));
  // A build whose entry throws when evaluated (made by hand for the check: dist/server-broken/, see the note).
  serverBase = new URL('server-broken/', manifestUrl).href;
  summary('server entry throws', await answerPage(path, slug, 5000));
  serverBase = new URL('server/', manifestUrl).href;
  summary('server entry present again', await answerPage(path, slug, 5000));
  process.exit(0);
}

/**
 * Hydration of the server HTML by mf-listings' BROWSER build, in Chromium, without the shell: the page is the
 * server-rendered section alone (the same tree the server rendered: router, query client, jotai, the section's
 * routes), the singletons are the remote's own fallbacks from its share scope. Reports React's recoverable
 * errors (a mismatch is one) and whether the server's DOM nodes were kept (hydrated) or replaced (re-rendered).
 */
async function hydrateCheck() {
  const r = await renderPage(path);
  // React hoists resource hints (the main photo's preload) to the front of a fragment render; in a whole
  // document they belong in <head>, which is where they go here, or hydration finds a stray <link> in #root.
  const rendered = r.html.match(/<div id="root">([\s\S]*)<\/div><\/body>/)[1];
  const hints = rendered.match(/^(<link [^>]*>)*/)[0];
  const body = args['keep-hints'] ? rendered : rendered.slice(hints.length);
  const state = r.html.match(/window.__ABODE_QUERY_STATE__=(.*?)<\/script>/)[1];
  const document = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hydrate</title>${args['keep-hints'] ? '' : hints}</head><body><div id="root">${body}</div>
<script>window.__ABODE_QUERY_STATE__=${state};</script>
<script src="/remotes/mf-listings/mf-runtime.js"></script>
<script src="/remotes/mf-listings/remoteEntry.js"></script>
<script type="module">
const report = (window.__report = { errors: [], phase: 'start' });
try {
  const marked = ['h1', '[data-testid=gallery-main]', '[data-testid=detail-price]', '[data-testid=mortgage-calculator]', '#similar-h'];
  for (const sel of marked) document.querySelector(sel).__serverNode = true;
  const walk = (root) => {
    const out = [];
    const it = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let n = it.nextNode(); n; n = it.nextNode())
      out.push(n.nodeType === 3 ? 'text:' + n.data : n.tagName + ' ' + [...n.attributes].filter((a) => a.name !== 'style').map((a) => a.name + '=' + a.value).sort().join(' '));
    return out;
  };
  window.__walk = walk;
  report.serverHtml = walk(document.getElementById('root'));
  const scope = {};
  await mf_listings.init(scope);
  const globalScope = globalThis.__FEDERATION__?.__SHARE__ ?? {};
  const find = (name) => {
    const pools = [scope, ...Object.values(globalScope).map((s) => s.default ?? {})];
    for (const pool of pools) {
      const versions = pool[name];
      if (versions && Object.keys(versions).length) return Object.values(versions)[0];
    }
    throw new Error('not shared: ' + name);
  };
  const pick = async (name) => { const e = find(name); const f = e.lib ? e.lib : await e.get(); return typeof f === 'function' && !e.lib ? f() : f(); };
  report.phase = 'share';
  const React = await pick('react');
  const Client = await pick('react-dom/client');
  const Router = await pick('react-router');
  const Query = await pick('@tanstack/react-query');
  const Jotai = await pick('jotai');
  report.phase = 'routes';
  const mod = (await mf_listings.get('./routes'))();
  const qc = new Query.QueryClient({ defaultOptions: { queries: { staleTime: 600000, retry: false } } });
  Query.hydrate(qc, window.__ABODE_QUERY_STATE__);
  const h = React.createElement;
  function Routes() { return Router.useRoutes(mod.routes); }
  // The client's first frame of the same tree, rendered apart (no hydration): what hydration compares with.
  const ReactDOM = await pick('react-dom');
  const apart = document.createElement('div');
  const tree = () =>
    h(Router.BrowserRouter, null, h(Query.QueryClientProvider, { client: qc }, h(Jotai.Provider, null, h(Routes))));
  ReactDOM.flushSync(() => Client.createRoot(apart).render(tree()));
  report.firstFrame = walk(apart);
  report.phase = 'hydrate';
  Client.hydrateRoot(
    document.getElementById('root'),
    h(Router.BrowserRouter, null, h(Query.QueryClientProvider, { client: qc }, h(Jotai.Provider, null, h(Routes)))),
    { onRecoverableError: (e) => report.errors.push('recoverable: ' + (e?.message ?? e)) },
  );
  setTimeout(() => {
    report.phase = 'done';
    report.keptServerNodes = Object.fromEntries(marked.map((sel) => [sel, document.querySelector(sel)?.__serverNode === true]));
    report.title = document.querySelector('h1')?.textContent;
    report.clientHtml = window.__walk(document.getElementById('root'));
  }, 3000);
} catch (e) { report.errors.push('script: ' + (e?.stack ?? e)); report.phase += ' failed'; }
</script></body></html>`;
  const playwright = await import(createRequire(join(ROOT, 'e2e', 'package.json')).resolve('@playwright/test'));
  const chromium = playwright.chromium ?? playwright.default.chromium;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  const consoleLines = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') consoleLines.push(`${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => consoleLines.push(`pageerror: ${e.message.slice(0, 300)}`));
  const url = `${origin}${path}`;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: document }));
  await page.goto(url);
  await page.waitForFunction(
    () => window.__report?.phase === 'done' || /failed/.test(window.__report?.phase ?? ''),
    null,
    {
      timeout: 60_000,
    },
  );
  const report = await page.evaluate(() => window.__report);
  await browser.close();
  // Where the client's first render differs from the server's HTML (after a failed hydration React renders anew).
  // useId values differ by design once React has given up hydrating (client ids are `_r_…_`): compare without them.
  const noIds = (xs = []) => xs.map((x) => x.replace(/_[Rr]_[0-9a-zA-Z]*_/g, 'ID'));
  const serverHtml = noIds(report.serverHtml);
  const clientHtml = noIds(args.after ? report.clientHtml : report.firstFrame);
  let at = 0;
  while (at < serverHtml.length && serverHtml[at] === clientHtml[at]) at++;
  const around = (xs) => xs.slice(Math.max(0, at - 1), at + 2).map((x) => x.slice(0, 160));
  report.nodes = { server: serverHtml.length, client: clientHtml.length };
  if (serverHtml.length === clientHtml.length)
    report.differences = serverHtml
      .map((x, i) => (x === clientHtml[i] ? null : { i, server: x.slice(0, 120), client: clientHtml[i].slice(0, 120) }))
      .filter(Boolean)
      .slice(0, 12);
  report.firstDifference =
    at === serverHtml.length && at === clientHtml.length
      ? null
      : { at, server: around(serverHtml), client: around(clientHtml) };
  delete report.serverHtml;
  delete report.firstFrame;
  delete report.clientHtml;
  console.log(JSON.stringify({ check: 'hydration', path, report, console: consoleLines }, null, 2));
}

if (args['hydrate-check']) {
  await hydrateCheck();
  process.exit(0);
}

if (args.concurrency) {
  const n = Number(args.runs);
  const width = Number(args.concurrency);
  await renderPage(path); // loaded and warm
  const times = [];
  const parts = { data: [], render: [], revalidate: [] };
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        next++;
        const r = await renderPage(path);
        times.push(r.totalMs);
        parts.data.push(r.dataMs);
        parts.render.push(r.renderMs);
        parts.revalidate.push(r.loadMs);
      }
    }),
  );
  const wall = performance.now() - t0;
  console.log(
    JSON.stringify({
      check: 'concurrency',
      concurrency: width,
      runs: times.length,
      p50: pct(times, 50),
      p99: pct(times, 99),
      pagesPerSecond: Math.round((times.length / wall) * 10000) / 10,
      p50Of: { data: pct(parts.data, 50), render: pct(parts.render, 50), revalidate: pct(parts.revalidate, 50) },
    }),
  );
  process.exit(0);
}

if (args.reloads) {
  const heap = () => {
    globalThis.gc?.();
    return Math.round(process.memoryUsage().heapUsed / 1e5) / 10;
  };
  await renderPage(path);
  const heaps = [heap()];
  for (let i = 0; i < Number(args.reloads); i++) {
    loaded.version = `forced-${i}`; // as if a new build had been deployed: drop the container, load it again
    await renderPage(path);
    heaps.push(heap());
  }
  console.log(
    JSON.stringify({ check: 'reloads', reloads: Number(args.reloads), heapMB: heaps, gc: Boolean(globalThis.gc) }),
  );
  process.exit(0);
}

if (args.watch) {
  const until = Date.now() + Number(args.watch) * 1000;
  while (Date.now() < until) {
    const r = await renderPage(path);
    const heading = r.html?.match(/id="desc-h"[^>]*>([^<]*)</)?.[1];
    console.log(
      `${new Date().toISOString()} build ${loaded.version} totalMs ${r.totalMs} description heading: ${JSON.stringify(heading)}`,
    );
    await new Promise((r) => setTimeout(r, 2000));
  }
  process.exit(0);
}

const t0 = performance.now();
const first = await renderPage(path);
const firstMs = ms(t0);
if (first.fallback) throw new Error(first.fallback);
const warm = [];
const renderOnly = [];
const dataOnly = [];
const revalidate = [];
for (let i = 0; i < Number(args.runs); i++) {
  const r = await renderPage(path);
  warm.push(r.totalMs);
  renderOnly.push(r.renderMs);
  dataOnly.push(r.dataMs);
  revalidate.push(r.loadMs);
}
const html = first.html;
const title = html.match(/<title>([^<]*)</)?.[1];
const price = html.match(/data-testid="detail-price"[^>]*>(.*?)<\/p>/)?.[1]?.replace(/<[^>]+>/g, '');
console.log(
  JSON.stringify(
    {
      alternative: 'A run-time server entry',
      path,
      firstLoad: { remoteLoadMs: loaded.loadMs, firstPageMs: firstMs, dataMs: first.dataMs, renderMs: first.renderMs },
      warm: {
        runs: warm.length,
        p50: pct(warm, 50),
        p95: pct(warm, 95),
        renderP50: pct(renderOnly, 50),
        renderP95: pct(renderOnly, 95),
        dataP50: pct(dataOnly, 50),
        revalidateP50: pct(revalidate, 50),
      },
      html: { bytes: Buffer.byteLength(html), title, price, withinDeadline: pct(warm, 50) <= DEADLINE },
    },
    null,
    2,
  ),
);
if (process.env.SSR_PROBE_DUMP) (await import('node:fs')).writeFileSync(process.env.SSR_PROBE_DUMP, html);
process.exit(0);
