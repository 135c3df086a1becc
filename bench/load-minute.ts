// Load benchmark: a minute of many concurrent visitors on the home page and the listings, against the API
// as `./abode start` runs it (node api/src/main.ts, demo data), on PGlite and on PostgreSQL.
//
//   node bench/load-minute.ts [--db pglite|postgres|both] [--connections 200] [--duration 60] [--runs 1]
//        [--root <repository whose API to start>] [--label <name>] [--timeout 60]
//        [--pg-url postgres://postgres@127.0.0.1:5432/test]
//
// See bench/README.md for what is measured and how to read it.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { openDb } from '../api/src/db/client.ts';
import {
  commandLine,
  fmt,
  intOption,
  LOAD_OPTIONS,
  loadOptions,
  median,
  parseArgs,
  printHost,
  printTable,
  quantile,
  REPO_ROOT,
  writeResults,
} from './lib.ts';

const args = parseArgs({
  db: { type: 'string', default: 'both' },
  ...LOAD_OPTIONS,
  runs: { type: 'string' },
  timeout: { type: 'string' },
  /** The checkout whose API is started (another worktree measures an older commit with this script). */
  root: { type: 'string' },
  label: { type: 'string' },
});
const loadArgs = loadOptions(args, { duration: 60, connections: 200, warmup: 5 });
const RUNS = Math.max(1, intOption(args.runs, 'runs', 1));
// Long enough that a slow answer is measured as slow rather than cut off as a timeout.
const TIMEOUT_S = Math.max(1, intOption(args.timeout, 'timeout', 60));
const ROOT = resolve(args.root ?? REPO_ROOT);
const LABEL = args.label ?? (args.root ? ROOT : 'this tree');
const BENCH_DB = 'abode_load';
const dbChoice = String(args.db);
if (!['pglite', 'postgres', 'both'].includes(dbChoice)) {
  console.error('--db must be pglite, postgres or both');
  process.exit(2);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// The server: node api/src/main.ts of ROOT, as `./abode start` runs it, on a free port.
// ---------------------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? ok(a.port) : fail(new Error('no port'))));
    });
  });
}

interface Server {
  url: string;
  child: ChildProcess;
  dataDir: string;
  startS: number;
}

async function startServer(databaseUrl: string | undefined): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'abode-load-'));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: dataDir, // API only: the web product is not what this measures
    LOG_LEVEL: 'warn',
    PUBLIC_URL: url,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) Object.assign(env, { DATABASE_URL: databaseUrl, SEED_DEMO: '1' });
  const t0 = performance.now();
  const child = spawn(process.execPath, ['api/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/api/web-settings`)).ok)
        return { url, child, dataDir, startS: Number(((performance.now() - t0) / 1000).toFixed(1)) };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error('the API did not answer /api/web-settings within 300 s');
}

async function stopServer(s: Server): Promise<void> {
  if (s.child.exitCode === null) {
    const exited = new Promise<void>((r) => s.child.once('exit', () => r()));
    s.child.kill('SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) {
      s.child.kill('SIGKILL');
      await exited;
    }
  }
  rmSync(s.dataDir, { recursive: true, force: true });
}

/** Runs one statement on the --pg-url database, through the API's own driver. */
async function adminQuery(text: string): Promise<void> {
  const h = await openDb({ databaseUrl: loadArgs.pgUrl, pgliteDir: 'memory://' });
  try {
    await (h.db as unknown as { $client: { query: (q: string) => Promise<unknown> } }).$client.query(text);
  } finally {
    await h.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The mix: what a visitor's browser asks for on the home page, then the listings and one listing.
// ---------------------------------------------------------------------------------------------

interface Mix {
  paths: string[];
  describe: string[];
}

async function mixFor(base: string): Promise<Mix> {
  const get = async (path: string) => {
    const res = await fetch(base + path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as { data?: Record<string, unknown>[] };
  };
  const latest = await get('/api/get_property?limit=8&offset=0');
  const first = latest.data?.[0] ?? {};
  const slug = String(first.slug_id ?? '');
  const city = String(first.city ?? '');
  const image = String(first.title_image ?? '');
  const home = [
    '/api/web-settings',
    '/api/get_languages?language_code=en&web_language_file=1',
    '/api/get_categories',
    '/api/get_property?limit=8&offset=0',
  ];
  const browse = [
    '/api/get-property-list?limit=12&offset=0',
    `/api/get-property-list?limit=12&offset=0&property_type=0${city ? `&city=${encodeURIComponent(city)}` : ''}`,
    '/api/get_categories?limit=100',
    ...(slug ? [`/api/get_property?slug_id=${encodeURIComponent(slug)}`] : []),
    '/api/get-projects?limit=8&offset=0',
  ];
  // The listing's photo, as the browser fetches it: a static file, never the database.
  const statics = image.startsWith('http') ? [new URL(image).pathname] : [];
  const paths = [...home, ...browse, ...statics];
  for (const p of paths) {
    const res = await fetch(base + p);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
  }
  return { paths, describe: paths };
}

// ---------------------------------------------------------------------------------------------
// One minute under load: every answer's latency and status, kept whole (the share over 1 s needs them).
// ---------------------------------------------------------------------------------------------

interface Minute {
  run: number;
  /** The machine's 1-minute load average when the run started (2 cores: above 2, others were busy too). */
  load: number;
  answers: number;
  errors: number;
  timeouts: number;
  /** Every answer (API and static files). */
  p50: number;
  p99: number;
  max: number;
  over1sShare: number;
  /** API answers only (the static photo is never shed and always fast). */
  apiOk: number;
  api503: number;
  apiOther: number;
  apiOkPerSec: number;
  apiP50: number;
  apiP99: number;
  apiOkP99: number;
  api503P99: number;
  apiOver1sShare: number;
  staticOk: number;
  staticP99: number;
}

function cannon(base: string, paths: string[], seconds: number, record: boolean): Promise<Minute> {
  const all: number[] = [];
  const api: number[] = [];
  const apiOk: number[] = [];
  const api503: number[] = [];
  const statics: number[] = [];
  let apiOther = 0;
  let staticOk = 0;
  // autocannon calls a request's onResponse and then, synchronously, emits 'response' with the latency:
  // the path of the answer being counted is the one onResponse saw last.
  let lastPath = '';
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url: base,
        connections: loadArgs.connections,
        duration: seconds,
        timeout: TIMEOUT_S,
        // What a browser sends: answers over 1 KiB are compressed (brotli), as for real visitors.
        headers: { 'accept-encoding': 'br, gzip' },
        // Each request is a fresh draw from the mix: cycling the list in order would give every connection
        // the same first few URLs when answers are slow.
        requests: [
          {
            method: 'GET' as const,
            setupRequest: (req, context) => {
              const path = paths[Math.floor(Math.random() * paths.length)] ?? '/';
              (context as { path?: string }).path = path;
              return { ...req, path };
            },
            onResponse: (_status, _body, context) => {
              lastPath = (context as { path?: string }).path ?? '';
            },
          },
        ],
      },
      (err, r) => {
        if (err) return fail(err);
        const q = (xs: number[], p: number) => Math.round(quantile(xs, p));
        const share = (xs: number[]) => (xs.length ? xs.filter((ms) => ms > 1000).length / xs.length : 0);
        done({
          run: 0,
          load: 0,
          answers: all.length,
          errors: r.errors - r.timeouts,
          timeouts: r.timeouts,
          p50: q(all, 0.5),
          p99: q(all, 0.99),
          max: Math.round(Math.max(0, ...all)),
          over1sShare: share(all),
          apiOk: apiOk.length,
          api503: api503.length,
          apiOther,
          apiOkPerSec: apiOk.length / seconds,
          apiP50: q(api, 0.5),
          apiP99: q(api, 0.99),
          apiOkP99: q(apiOk, 0.99),
          api503P99: q(api503, 0.99),
          apiOver1sShare: share(api),
          staticOk,
          staticP99: q(statics, 0.99),
        });
      },
    );
    if (!record) return;
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      all.push(ms);
      if (!lastPath.startsWith('/api/')) {
        statics.push(ms);
        if (status === 200) staticOk++;
        return;
      }
      api.push(ms);
      if (status >= 200 && status < 300) apiOk.push(ms);
      else if (status === 503) api503.push(ms);
      else apiOther++;
    });
  });
}

/** Waits until the server answers a cheap call quickly again (it finishes what it accepted first). */
async function settle(base: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/api/web-settings`);
      await res.arrayBuffer();
      if (res.ok && performance.now() - t0 < 200) return;
    } catch {
      // busy
    }
    await sleep(500);
  }
  console.log('  (server still slow 120 s after the load stopped)');
}

// ---------------------------------------------------------------------------------------------

function printRuns(minutes: Minute[]): void {
  const dash = (n: number) => (Number.isNaN(n) ? '-' : n);
  printTable(
    [
      'run',
      'load',
      'answers',
      'err',
      'timeouts',
      'API 200',
      'API 503',
      'API other',
      'API 200/s',
      'API p50',
      'API p99',
      'API 200 p99',
      'API 503 p99',
      'API > 1 s',
      'static 200',
      'all p50',
      'all p99',
      'max',
      'all > 1 s',
    ],
    minutes.map((m) => [
      m.run,
      m.load,
      m.answers,
      m.errors,
      m.timeouts,
      m.apiOk,
      m.api503,
      m.apiOther,
      fmt(m.apiOkPerSec, 0),
      dash(m.apiP50),
      dash(m.apiP99),
      dash(m.apiOkP99),
      dash(m.api503P99),
      `${fmt(m.apiOver1sShare * 100)}%`,
      m.staticOk,
      dash(m.p50),
      dash(m.p99),
      m.max,
      `${fmt(m.over1sShare * 100)}%`,
    ]),
  );
}

interface DbRun {
  kind: 'pglite' | 'postgres';
  startS: number;
  mix: string[];
  minutes: Minute[];
}

async function benchDb(kind: 'pglite' | 'postgres'): Promise<DbRun> {
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${BENCH_DB}`);
    const u = new URL(loadArgs.pgUrl);
    u.pathname = `/${BENCH_DB}`;
    databaseUrl = u.toString();
  }
  console.log(`\n=== ${kind}: API of ${ROOT} ===`);
  const server = await startServer(databaseUrl);
  try {
    console.log(`  started and seeded in ${server.startS} s`);
    const mix = await mixFor(server.url);
    console.log(`  mix (each connection cycles through): ${mix.describe.join('  ')}`);
    const minutes: Minute[] = [];
    for (let run = 1; run <= RUNS; run++) {
      if (loadArgs.warmup) await cannon(server.url, mix.paths, loadArgs.warmup, false);
      await settle(server.url);
      const load = Number((loadavg()[0] ?? 0).toFixed(1));
      process.stdout.write(
        `  run ${run} (load average ${load}): ${loadArgs.duration} s × ${loadArgs.connections} connections … `,
      );
      const m = { ...(await cannon(server.url, mix.paths, loadArgs.duration, true)), run, load };
      minutes.push(m);
      console.log(
        `API ${fmt(m.apiOkPerSec, 0)} × 200/s, ${m.api503} × 503, p50 ${m.apiP50} / p99 ${m.apiP99} ms, ` +
          `${fmt(m.apiOver1sShare * 100)} % over 1 s`,
      );
      await settle(server.url);
    }
    printRuns(minutes);
    return { kind, startS: server.startS, mix: mix.describe, minutes };
  } finally {
    await stopServer(server);
    if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`).catch(() => {});
  }
}

console.log(`Command: ${commandLine('load-minute.ts')}`);
printHost('The server, its database and the load generator (autocannon)');
console.log(
  `${LABEL}: ${loadArgs.connections} connections for ${loadArgs.duration} s (after ${loadArgs.warmup} s of warm-up), ${RUNS} run(s) per database, request timeout ${TIMEOUT_S} s.`,
);
const runs: DbRun[] = [];
if (dbChoice !== 'postgres') runs.push(await benchDb('pglite'));
if (dbChoice !== 'pglite') runs.push(await benchDb('postgres'));

console.log(`\n=== Summary (${LABEL}; medians of ${RUNS} run(s)) ===`);
const med = (ms: Minute[], f: (m: Minute) => number) => median(ms.map(f));
const pct = (x: number) => `${fmt(x * 100)}%`;
printTable(
  [
    'database',
    'errors+timeouts',
    'API 200/s',
    'API 503',
    'API other',
    'API p50',
    'API p99',
    'API 200 p99',
    'API > 1 s',
    'all p50',
    'all p99',
    'all max',
    'all > 1 s',
  ],
  runs.map((r) => [
    r.kind,
    med(r.minutes, (m) => m.errors + m.timeouts),
    fmt(
      med(r.minutes, (m) => m.apiOkPerSec),
      0,
    ),
    med(r.minutes, (m) => m.api503),
    med(r.minutes, (m) => m.apiOther),
    med(r.minutes, (m) => m.apiP50),
    med(r.minutes, (m) => m.apiP99),
    med(r.minutes, (m) => m.apiOkP99),
    pct(med(r.minutes, (m) => m.apiOver1sShare)),
    med(r.minutes, (m) => m.p50),
    med(r.minutes, (m) => m.p99),
    med(r.minutes, (m) => m.max),
    pct(med(r.minutes, (m) => m.over1sShare)),
  ]),
);
const file = writeResults('load-minute', {
  command: commandLine('load-minute.ts'),
  label: LABEL,
  root: ROOT,
  connections: loadArgs.connections,
  durationSeconds: loadArgs.duration,
  timeoutSeconds: TIMEOUT_S,
  env: { DB_QUEUE_LIMIT: process.env.DB_QUEUE_LIMIT, DB_QUEUE_WAIT_MS: process.env.DB_QUEUE_WAIT_MS },
  runs,
});
console.log(`\nResults: ${file}`);
