// Projects benchmark: GET /api/get-projects (filters, sorting), /api/get-project-map and /api/get-project-detail under load on a
// large project table, on PostgreSQL (the budget: p99 ≤ 50 ms at 100,000 projects, 20 connections).
//
//   node bench/api-projects.ts [--count 100000] [--duration 10] [--connections 20] [--warmup 2] [--runs 1]
//        [--pg-url postgres://postgres@127.0.0.1:5432/test] [--keep] [--reuse] [--explain] [--only <text>]
//
// Seeds a fresh database `abode_bench_projects` (dropped at the end unless --keep): migrations, the demo seed
// at scale 0.1, then --count projects with one INSERT … SELECT generate_series per table (six cities, each
// project near one of its city's localities, the demo categories, 90 % approved and active, 2 gallery images,
// 2 floor plans, 2 amenities and 1 parameter value each; a third of the owners verified agents). "Random"
// values come from hashint8(row, column). --reuse seeds `abode_bench_projects_<count>` once and keeps it.
// Detail requests and the markers `… project_access` carry the token of a demo user holding the Premium package
// (project_access).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../api/src/app.ts';
import type { DbHandle } from '../api/src/db/client.ts';
import { openDb } from '../api/src/db/client.ts';
import { runMigrations } from '../api/src/db/migrate.ts';
import { parseEnv } from '../api/src/env.ts';
import { CITIES } from '../api/src/seed/data.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../api/src/seed/index.ts';
import { LocalStorage } from '../api/src/storage/storage.ts';
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
  secondsSince,
  writeResults,
} from './lib.ts';
import {
  adminQuery,
  cannon,
  capture,
  explain,
  lit,
  loadAverage,
  q,
  type RunRow,
  raw,
  runFigures,
  type Scenario,
  summarize,
  textArray,
} from './pg-bench.ts';

// The server runs as deployed: its answers are not checked against their response schemas (lib/define-route.ts).
process.env.NODE_ENV = 'production';

const args = parseArgs({
  count: { type: 'string' },
  ...LOAD_OPTIONS,
  keep: { type: 'boolean', default: false },
  reuse: { type: 'boolean', default: false },
  explain: { type: 'boolean', default: false },
  runs: { type: 'string' },
  only: { type: 'string' },
});
const COUNT = intOption(args.count, 'count', 100_000);
const RUNS = Math.max(1, intOption(args.runs, 'runs', 1));
const REUSE = Boolean(args.reuse);
const loadArgs = loadOptions(args, { duration: 10, connections: 20, warmup: 2 });
// --reuse: one database per --count, seeded once and kept (the table bench_seed marks a finished seed).
const BENCH_DB = REUSE ? `abode_bench_projects_${COUNT}` : 'abode_bench_projects';
const BUDGET_P99_MS = 50;

const U = (k: number) => `(abs(hashint8(g.i::bigint * 32 + ${k})::bigint)::float8 / 2147483648.0)`;
const pick = (arr: string, k: number, n: number) => `(${arr})[1 + floor(${U(k)} * ${n})::int]`;

const NAMES = [
  'Green Acres',
  'Skyline Towers',
  'Palm Grove',
  'Lake Vista',
  'Silver Oaks',
  'Sunrise Heights',
  'Orchid Park',
  'River Bend',
];

/** What the scenarios need to know about the seeded database. */
async function reference(h: DbHandle) {
  const ids = async (text: string) => (await q<{ id: number }>(h, text)).map((r) => Number(r.id));
  const [param] = await q<{ id: number }>(
    h,
    "SELECT id FROM parameters WHERE type_of_parameter = 'number' ORDER BY id LIMIT 1",
  );
  return {
    cats: await ids('SELECT id FROM categories ORDER BY id'),
    owners: await ids("SELECT id FROM customers WHERE role = 'user' ORDER BY id"),
    amen: await ids('SELECT id FROM amenities ORDER BY id'),
    param: Number(param?.id ?? 0),
    cities: CITIES.map((c) => c.city),
  };
}

async function seed(h: DbHandle, storage: LocalStorage) {
  const t0 = performance.now();
  await runMigrations(h);
  await seedDemo(h.db, storage, { scale: 0.1, now: new Date('2026-01-15T00:00:00Z') });
  const ref = await reference(h);
  const { cats, owners, amen, param } = ref;
  const photos = (await q<{ p: string }>(h, 'SELECT DISTINCT name AS p FROM project_documents ORDER BY 1')).map(
    (r) => r.p,
  );
  // A third of the owners are verified agents (seller_type=agent).
  await raw(h).query(
    `INSERT INTO verify_customers (user_id, kind, status) SELECT id, 'agent', 'success' FROM customers
     WHERE role = 'user' AND id % 3 = 0 ON CONFLICT DO NOTHING`,
  );
  const indexes = await q<{ name: string; def: string }>(
    h,
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i WHERE i.schemaname = 'public'
       AND i.tablename IN ('projects', 'project_documents', 'project_plans', 'project_amenities', 'project_parameters')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
  );
  for (const i of indexes) await raw(h).query(`DROP INDEX "${i.name}"`);
  // Each project lies within ~1 km of one of its city's localities (as api-search.ts places listings), so a map
  // viewport over a city holds a sixth of them and one over a locality a few hundred.
  const cityRows = CITIES.map((c, ci) => `(${ci + 1}, ${lit(c.city)}, ${lit(c.state)}, ${c.localities.length})`);
  const locRows = CITIES.flatMap((c, ci) => c.localities.map((l, li) => `(${ci + 1}, ${li}, ${l.lat}, ${l.lng})`));
  await raw(h).query(`
    WITH city(k, city, state, n) AS (VALUES ${cityRows.join(',')}),
    loc(k, li, lat, lng) AS (VALUES ${locRows.join(',')})
    INSERT INTO projects (title, slug_id, description, image, location, latitude, longitude, city, state, country,
      type, added_by, category_id, price, sqft, projecthighligts, status, request_status, total_click, created_at, updated_at)
    SELECT ${pick(textArray(NAMES), 2, NAMES.length)} || ' ' || g.i, 'bench-project-' || g.i,
      'Homes around a garden with a clubhouse and a pool.', ${pick(textArray(photos), 3, photos.length)},
      'Sector ' || (g.i % 90) || ', ' || city.city,
      round((loc.lat + (${U(4)} - 0.5) * 0.02)::numeric, 6)::float8,
      round((loc.lng + (${U(5)} - 0.5) * 0.02)::numeric, 6)::float8,
      city.city, city.state, 'India',
      CASE WHEN ${U(6)} < 0.5 THEN 'under_construction' ELSE 'upcoming' END,
      (ARRAY[${owners.join(',')}])[1 + floor(${U(7)} * ${owners.length})::int],
      (ARRAY[${cats.join(',')}])[1 + floor(${U(8)} * ${cats.length})::int],
      round((2000000 + ${U(9)} * 80000000)::numeric, -5), round((500 + ${U(10)} * 4500)::numeric, -1)::float8,
      'Clubhouse, pool', CASE WHEN ${U(11)} < 0.9 THEN 1 ELSE 0 END,
      CASE WHEN ${U(11)} < 0.9 THEN 'approved' WHEN ${U(11)} < 0.95 THEN 'pending' ELSE 'rejected' END,
      floor(${U(12)} * 500)::int, now() - (${COUNT} - g.i) * interval '1 minute', now()
    FROM generate_series(1, ${COUNT}) g(i)
    JOIN city ON city.k = floor(${U(1)} * ${CITIES.length})::int + 1
    JOIN loc ON loc.k = city.k AND loc.li = floor(${U(13)} * city.n)::int`);
  const each = (table: string, cols: string, select: string, per: number) =>
    raw(h).query(
      `INSERT INTO ${table} (${cols}) SELECT ${select} FROM (SELECT id AS i FROM projects WHERE slug_id LIKE 'bench-project-%') g
       CROSS JOIN generate_series(1, ${per}) n(k)`,
    );
  await each(
    'project_documents',
    'project_id, name, type',
    `g.i, ${pick(textArray(photos), 13, photos.length)}, 'image'`,
    2,
  );
  await each(
    'project_plans',
    'project_id, title, document',
    `g.i, n.k || ' BHK', ${pick(textArray(photos), 14, photos.length)}`,
    2,
  );
  await each(
    'project_amenities',
    'project_id, amenity_id',
    `g.i, (ARRAY[${amen.join(',')}])[1 + ((g.i + n.k) % ${amen.length})]`,
    2,
  );
  if (param)
    await each('project_parameters', 'project_id, parameter_id, value', `g.i, ${param}, (1 + g.i % 30)::text`, 1);
  for (const i of indexes) await raw(h).query(i.def);
  await raw(h).query('VACUUM ANALYZE');
  return secondsSince(t0);
}

/**
 * Map viewports `min_lat,max_lat,min_lng,max_lng`: per city one locality (±0.02°, ~4 km) and the whole city (its
 * localities' extent + 0.05°).
 */
function viewports(): string[] {
  return CITIES.flatMap((c) => {
    const l = c.localities[0];
    const lats = c.localities.map((x) => x.lat);
    const lngs = c.localities.map((x) => x.lng);
    const box = (b: number[]) => b.map((x) => x.toFixed(4)).join(',');
    return [
      ...(l ? [box([l.lat - 0.02, l.lat + 0.02, l.lng - 0.02, l.lng + 0.02])] : []),
      box([Math.min(...lats) - 0.05, Math.max(...lats) + 0.05, Math.min(...lngs) - 0.05, Math.max(...lngs) + 0.05]),
    ];
  });
}

function scenarios(ref: Awaited<ReturnType<typeof reference>>, slugs: string[]): Scenario[] {
  const c = (i: number) => encodeURIComponent(ref.cities[i % ref.cities.length] ?? '');
  const cats = ref.cats;
  return [
    { name: 'list: newest', paths: [0, 10, 20, 40].map((o) => `/api/get-projects?offset=${o}&limit=12`) },
    { name: 'list: city', paths: [0, 1, 2, 3, 4, 5].map((i) => `/api/get-projects?city=${c(i)}&limit=12`) },
    {
      name: 'list: city+type+price',
      paths: [0, 1, 2, 3].map(
        (i) => `/api/get-projects?city=${c(i)}&projectType=upcoming&min_price=5000000&max_price=30000000&limit=12`,
      ),
    },
    {
      name: 'list: area+sort',
      paths: [
        '/api/get-projects?min_area=1000&max_area=2000&sort_by=area_asc&limit=12',
        '/api/get-projects?min_area=3000&sort_by=price_desc&limit=12',
        '/api/get-projects?sort_by=most_viewed&limit=12',
      ],
    },
    { name: 'list: category', paths: cats.slice(0, 4).map((id) => `/api/get-projects?category_id=${id}&limit=12`) },
    {
      name: 'list: amenities',
      paths: ref.amen
        .slice(0, 4)
        .map((a, i) => `/api/get-projects?amenity_id=${a},${ref.amen[(i + 1) % ref.amen.length]}&limit=12`),
    },
    {
      name: 'list: parameter',
      paths: [3, 7, 12].map((v) => `/api/get-projects?parameter_id=${ref.param}&parameter_value=${v}&limit=12`),
    },
    {
      name: 'list: seller_type',
      paths: [
        '/api/get-projects?seller_type=agent&limit=12',
        `/api/get-projects?seller_type=agent&city=${c(1)}&limit=12`,
        // The admin's own projects: a handful among 100,000.
        '/api/get-projects?seller_type=admin&limit=12',
      ],
    },
    // Posted in the last week (0) or day (1): the seed spreads its projects a minute apart over ~70 days before it
    // ran, so the newest few thousand (fewer as a kept database ages: none matches once it is a week old).
    { name: 'list: posted_since', paths: [0, 1].map((p) => `/api/get-projects?posted_since=${p}&limit=12`) },
    {
      name: 'list: search',
      paths: ['skyline', 'palm grove', 'vista'].map(
        (s) => `/api/get-projects?search=${encodeURIComponent(s)}&limit=12`,
      ),
    },
    { name: 'list: featured', paths: ['/api/get-projects?get_featured=1&limit=12'] },
    // The map view: up to 500 compact markers in a viewport (get-project-map with compact=1, what the map asks
    // for; `--only "marker objects"` measures the marker objects older clients ask for); the same viewports as a 12-item list.
    // A visitor gets areas (decision 031); a member with project_access, exact markers.
    {
      name: 'map markers, 500',
      paths: viewports().map((b) => `/api/get-project-map?bounds=${encodeURIComponent(b)}&limit=500&compact=1`),
    },
    {
      name: 'map markers, 500, project_access',
      paths: viewports().map((b) => `/api/get-project-map?bounds=${encodeURIComponent(b)}&limit=500&compact=1`),
    },
    {
      name: 'map marker objects, 500',
      optional: true,
      paths: viewports().map((b) => `/api/get-project-map?bounds=${encodeURIComponent(b)}&limit=500`),
    },
    {
      name: 'list: map bounds, 12',
      paths: viewports().map((b) => `/api/get-projects?bounds=${encodeURIComponent(b)}&limit=12`),
    },
    { name: 'detail', paths: slugs.map((s) => `/api/get-project-detail?slug_id=${s}`) },
    { name: 'detail+similar', paths: slugs.map((s) => `/api/get-project-detail?slug_id=${s}&get_similar=1`) },
  ];
}

console.log(`Command: ${commandLine('api-projects.ts')}`);
printHost('The server, PostgreSQL and the load generator (autocannon)');
console.log(`Load average at the start: ${loadAverage()}`);
if (!REUSE) await adminQuery(loadArgs.pgUrl, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
await adminQuery(loadArgs.pgUrl, `CREATE DATABASE ${BENCH_DB}`).catch((err: Error) => {
  if (!(REUSE && /already exists/.test(err.message))) throw err;
});
const u = new URL(loadArgs.pgUrl);
u.pathname = `/${BENCH_DB}`;
const databaseUrl = u.toString();
const work = mkdtempSync(join(tmpdir(), 'abode-bench-projects-'));
const handle = await openDb({ databaseUrl, pgliteDir: join(work, 'pglite') });
const storage = new LocalStorage(join(work, 'uploads'));
interface Result extends RunRow {
  run: number;
  singleMs: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
const results: Result[] = [];
try {
  const [seeded] = await q<{ t: string | null }>(handle, "SELECT to_regclass('bench_seed')::text AS t");
  if (
    REUSE &&
    seeded?.t &&
    Number((await q<{ n: number }>(handle, 'SELECT count AS n FROM bench_seed'))[0]?.n) === COUNT
  ) {
    process.stdout.write(`Reusing ${BENCH_DB}; migrating … `);
    const t0 = performance.now();
    await runMigrations(handle);
    await raw(handle).query('ANALYZE');
    console.log(`${secondsSince(t0)} s`);
  } else {
    process.stdout.write(`Seeding demo + ${COUNT.toLocaleString('en')} projects … `);
    const seconds = await seed(handle, storage);
    if (REUSE) await raw(handle).query(`CREATE TABLE bench_seed (count int); INSERT INTO bench_seed VALUES (${COUNT})`);
    process.stdout.write(`${seconds} s; `);
  }
  const ref = await reference(handle);
  const [counts] = await q<Record<string, number>>(
    handle,
    `SELECT (SELECT count(*) FROM projects)::int AS projects,
       (SELECT count(*) FROM projects WHERE request_status = 'approved' AND status = 1)::int AS visible,
       (SELECT count(*) FROM project_documents)::int AS documents, (SELECT count(*) FROM project_plans)::int AS plans`,
  );
  console.log(JSON.stringify(counts));
  const config = parseEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: work,
    WEB_ROOT: work,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const app = await buildApp({ config, db: handle.db, storage });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${addr.port}`;
  try {
    // A demo user with the Premium package (project_access) reads the details.
    await raw(handle).query(
      `INSERT INTO user_packages (user_id, package_id, end_date) SELECT c.id, p.id, now() + interval '1 day'
       FROM customers c, packages p WHERE c.email = ${lit(DEMO_ACCOUNTS.user)} AND p.name = 'Premium'`,
    );
    const form = new FormData();
    for (const [k, v] of Object.entries({ type: '3', email: DEMO_ACCOUNTS.user, password: DEMO_PASSWORD }))
      form.append(k, v);
    const login = (await (await fetch(`${base}/api/user_signup`, { method: 'POST', body: form })).json()) as {
      token: string;
    };
    const slugs = (
      await q<{ s: string }>(
        handle,
        "SELECT slug_id AS s FROM projects WHERE request_status = 'approved' AND status = 1 ORDER BY hashint4(id) LIMIT 200",
      )
    ).map((r) => r.s);
    const only = args.only ? String(args.only) : '';
    const list = scenarios(ref, slugs).filter((x) => x.name.includes(only) && (!x.optional || only !== ''));
    for (const s of list) {
      if (s.name.startsWith('detail') || s.name.endsWith('project_access')) s.auth = `Bearer ${login.token}`;
    }
    for (let run = 1; run <= RUNS; run++) {
      if (RUNS > 1) console.log(`Run ${run} of ${RUNS} (load average ${loadAverage()})`);
      for (const s of list) {
        const headers: Record<string, string> = s.auth ? { authorization: s.auth } : {};
        // One request at a time over the first 20 URLs, twice, a second after the previous scenario's load (the
        // server finishes what it accepted): every answer must be 200; the second pass gives `1-conn ms`.
        await new Promise((r) => setTimeout(r, 1000));
        const single: number[] = [];
        let matches = 0;
        for (const pass of [0, 1]) {
          for (const p of s.paths.slice(0, 20)) {
            const t0 = performance.now();
            const res = await fetch(base + p, { headers });
            const body = (await res.json()) as { total?: number };
            if (res.status !== 200)
              throw new Error(`${p} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
            if (pass === 1) {
              single.push(performance.now() - t0);
              matches += Number(body.total ?? 0);
            }
          }
        }
        const first = s.paths[0] ?? '';
        const statements = await capture(handle, async () => {
          await (await fetch(base + first, { headers })).arrayBuffer();
        });
        if (args.explain && run === 1) await explain(handle, s.name, first, statements, 800);
        process.stdout.write(
          `  ${s.name}: ${loadArgs.warmup} s warm-up + ${loadArgs.duration} s × ${loadArgs.connections} connections … `,
        );
        if (loadArgs.warmup) await cannon(base, s, loadArgs.warmup, loadArgs.connections);
        const r = await cannon(base, s, loadArgs.duration, loadArgs.connections);
        const load = loadAverage();
        console.log(`${fmt(r.requests.average, 0)} req/s, p99 ${r.latency.p99} ms (load average ${load})`);
        results.push({
          scenario: s.name,
          run,
          urls: s.paths.length,
          avgMatches: Math.round(matches / Math.min(20, s.paths.length)),
          statements: statements.length,
          singleMs: Number(median(single).toFixed(1)),
          ...runFigures(r),
          load,
        });
      }
    }
  } finally {
    await app.close();
  }
} finally {
  await handle.close();
  rmSync(work, { recursive: true, force: true });
  if (!args.keep && !REUSE)
    await adminQuery(loadArgs.pgUrl, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`).catch(() => {});
}

// Per scenario the median of the runs (one run: its figures).
const names = [...new Set(results.map((r) => r.scenario))];
const summary = summarize(results, ['singleMs', 'reqPerSec', 'p50', 'p90', 'p99', 'max'] as const);
console.log(
  `\nPostgreSQL — ${COUNT.toLocaleString('en')} projects, ${loadArgs.connections} connections, ${loadArgs.duration} s per scenario` +
    `${RUNS > 1 ? `, medians of ${RUNS} runs` : ''}; load average at the end ${loadAverage()}`,
);
printTable(
  [
    'scenario',
    'URLs',
    'avg matches',
    'SQL/req',
    '1-conn ms',
    'req/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'errors',
    'non-2xx',
  ],
  summary.map((r) => [
    r.scenario,
    r.urls,
    r.avgMatches,
    r.statements,
    fmt(r.singleMs),
    fmt(r.reqPerSec, 0),
    r.p50,
    r.p90,
    r.p99,
    r.max,
    r.errors,
    r.non2xx,
  ]),
);
if (RUNS > 1)
  console.log(
    `\nPer run p99 ms: ${names
      .map(
        (n) =>
          `${n} ${results
            .filter((r) => r.scenario === n)
            .map((r) => r.p99)
            .join(' / ')}`,
      )
      .join('; ')}`,
  );
const over = summary.filter((r) => r.p99 > BUDGET_P99_MS).map((r) => r.scenario);
if (over.length) console.log(`\nOver the ${BUDGET_P99_MS} ms p99 budget: ${over.join(', ')}`);
const failed = summary.some((r) => r.errors || r.non2xx);
if (failed) console.log('\nWARNING: errors or non-2xx answers (see the table)');
console.log(
  `\nResults: ${writeResults('api-projects', { command: commandLine('api-projects.ts'), count: COUNT, runs: results, summary })}`,
);
if (failed) process.exitCode = 1;
