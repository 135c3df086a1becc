// Projects benchmark: GET /api/get-projects (filters, sorting) and /api/get-project-detail under load on a
// large project table, on PostgreSQL (the budget: p99 ≤ 50 ms at 100,000 projects, 20 connections).
//
//   node bench/api-projects.ts [--count 100000] [--duration 10] [--connections 20] [--warmup 2]
//        [--pg-url postgres://postgres@127.0.0.1:5432/test] [--keep]
//
// Seeds a fresh database `abode_bench_projects` (dropped at the end unless --keep): migrations, the demo seed
// at scale 0.1, then --count projects with one INSERT … SELECT generate_series per table (six cities, the
// demo categories, 90 % approved and active, 2 gallery images, 2 floor plans, 2 amenities and 1 parameter
// value each; a third of the owners verified agents). "Random" values come from hashint8(row, column).
// Detail requests carry the token of a demo user holding the Premium package (project_access).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
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

const args = parseArgs({
  count: { type: 'string' },
  ...LOAD_OPTIONS,
  keep: { type: 'boolean', default: false },
  only: { type: 'string' },
});
const COUNT = intOption(args.count, 'count', 100_000);
const loadArgs = loadOptions(args, { duration: 10, connections: 20, warmup: 2 });
const BENCH_DB = 'abode_bench_projects';
const BUDGET_P99_MS = 50;

interface RawClient {
  query: (...a: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}
const raw = (h: DbHandle) => (h.db as unknown as { $client: RawClient }).$client;
const q = async <T>(h: DbHandle, text: string) => (await raw(h).query(text)).rows as T[];
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (xs: string[]) => `ARRAY[${xs.map(lit).join(',')}]::text[]`;
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

async function adminQuery(text: string): Promise<void> {
  const h = await openDb({ databaseUrl: loadArgs.pgUrl, pgliteDir: 'memory://' });
  try {
    await raw(h).query(text);
  } finally {
    await h.close().catch(() => {});
  }
}

async function seed(h: DbHandle, storage: LocalStorage) {
  const t0 = performance.now();
  await runMigrations(h);
  await seedDemo(h.db, storage, { scale: 0.1, now: new Date('2026-01-15T00:00:00Z') });
  const cats = (await q<{ id: number }>(h, 'SELECT id FROM categories ORDER BY id')).map((r) => Number(r.id));
  const owners = (await q<{ id: number }>(h, "SELECT id FROM customers WHERE role = 'user' ORDER BY id")).map((r) =>
    Number(r.id),
  );
  const amen = (await q<{ id: number }>(h, 'SELECT id FROM amenities ORDER BY id')).map((r) => Number(r.id));
  const [param] = await q<{ id: number }>(
    h,
    "SELECT id FROM parameters WHERE type_of_parameter = 'number' ORDER BY id LIMIT 1",
  );
  const photos = (await q<{ p: string }>(h, 'SELECT DISTINCT name AS p FROM project_documents ORDER BY 1')).map(
    (r) => r.p,
  );
  const cities = CITIES.map((c) => c.city);
  const states = CITIES.map((c) => c.state);
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
  const city = `floor(${U(1)} * ${cities.length})::int + 1`;
  await raw(h).query(`
    INSERT INTO projects (title, slug_id, description, image, location, latitude, longitude, city, state, country,
      type, added_by, category_id, price, sqft, projecthighligts, status, request_status, total_click, created_at, updated_at)
    SELECT ${pick(textArray(NAMES), 2, NAMES.length)} || ' ' || g.i, 'bench-project-' || g.i,
      'Homes around a garden with a clubhouse and a pool.', ${pick(textArray(photos), 3, photos.length)},
      'Sector ' || (g.i % 90) || ', ' || (${textArray(cities)})[c.k], 18 + ${U(4)} * 10, 72 + ${U(5)} * 10,
      (${textArray(cities)})[c.k], (${textArray(states)})[c.k], 'India',
      CASE WHEN ${U(6)} < 0.5 THEN 'under_construction' ELSE 'upcoming' END,
      (ARRAY[${owners.join(',')}])[1 + floor(${U(7)} * ${owners.length})::int],
      (ARRAY[${cats.join(',')}])[1 + floor(${U(8)} * ${cats.length})::int],
      round((2000000 + ${U(9)} * 80000000)::numeric, -5), round((500 + ${U(10)} * 4500)::numeric, -1)::float8,
      'Clubhouse, pool', CASE WHEN ${U(11)} < 0.9 THEN 1 ELSE 0 END,
      CASE WHEN ${U(11)} < 0.9 THEN 'approved' WHEN ${U(11)} < 0.95 THEN 'pending' ELSE 'rejected' END,
      floor(${U(12)} * 500)::int, now() - (${COUNT} - g.i) * interval '1 minute', now()
    FROM generate_series(1, ${COUNT}) g(i) CROSS JOIN LATERAL (SELECT ${city} AS k) c`);
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
    await each('project_parameters', 'project_id, parameter_id, value', `g.i, ${param.id}, (1 + g.i % 30)::text`, 1);
  for (const i of indexes) await raw(h).query(i.def);
  await raw(h).query('VACUUM ANALYZE');
  return { seconds: secondsSince(t0), amen, param: param?.id ?? 0, cats, cities };
}

interface Scenario {
  name: string;
  paths: string[];
  auth?: string;
}

function scenarios(ref: Awaited<ReturnType<typeof seed>>, slugs: string[]): Scenario[] {
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
      ],
    },
    {
      name: 'list: search',
      paths: ['skyline', 'palm grove', 'vista'].map(
        (s) => `/api/get-projects?search=${encodeURIComponent(s)}&limit=12`,
      ),
    },
    { name: 'list: featured', paths: ['/api/get-projects?get_featured=1&limit=12'] },
    { name: 'detail', paths: slugs.map((s) => `/api/get-project-detail?slug_id=${s}`) },
    { name: 'detail+similar', paths: slugs.map((s) => `/api/get-project-detail?slug_id=${s}&get_similar=1`) },
  ];
}

function cannon(url: string, s: Scenario, seconds: number) {
  return autocannon({
    url,
    connections: loadArgs.connections,
    duration: seconds,
    workers: 1,
    requests: s.paths.map((path) => ({
      method: 'GET' as const,
      path,
      headers: s.auth ? { authorization: s.auth } : {},
    })),
  });
}

console.log(`Command: ${commandLine('api-projects.ts')}`);
printHost('The server, PostgreSQL and the load generator (autocannon)');
await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
await adminQuery(`CREATE DATABASE ${BENCH_DB}`);
const u = new URL(loadArgs.pgUrl);
u.pathname = `/${BENCH_DB}`;
const databaseUrl = u.toString();
const work = mkdtempSync(join(tmpdir(), 'abode-bench-projects-'));
const handle = await openDb({ databaseUrl, pgliteDir: join(work, 'pglite') });
const storage = new LocalStorage(join(work, 'uploads'));
const results: Record<string, unknown>[] = [];
try {
  process.stdout.write(`Seeding demo + ${COUNT.toLocaleString('en')} projects … `);
  const ref = await seed(handle, storage);
  const [counts] = await q<Record<string, number>>(
    handle,
    `SELECT (SELECT count(*) FROM projects)::int AS projects,
       (SELECT count(*) FROM projects WHERE request_status = 'approved' AND status = 1)::int AS visible,
       (SELECT count(*) FROM project_documents)::int AS documents, (SELECT count(*) FROM project_plans)::int AS plans`,
  );
  console.log(`${ref.seconds} s; ${JSON.stringify(counts)}`);
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
    for (const s of scenarios(ref, slugs).filter((x) => x.name.includes(only))) {
      if (s.name.startsWith('detail')) s.auth = `Bearer ${login.token}`;
      const single: number[] = [];
      let matches = 0;
      for (const p of s.paths.slice(0, 20)) {
        const t0 = performance.now();
        const res = await fetch(base + p, { headers: s.auth ? { authorization: s.auth } : {} });
        const body = (await res.json()) as { total?: number };
        single.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
        matches += Number(body.total ?? 0);
      }
      process.stdout.write(
        `  ${s.name}: ${loadArgs.warmup} s warm-up + ${loadArgs.duration} s × ${loadArgs.connections} connections … `,
      );
      if (loadArgs.warmup) await cannon(base, s, loadArgs.warmup);
      const r = await cannon(base, s, loadArgs.duration);
      console.log(`${fmt(r.requests.average, 0)} req/s, p99 ${r.latency.p99} ms`);
      results.push({
        scenario: s.name,
        urls: s.paths.length,
        avgMatches: Math.round(matches / Math.min(20, s.paths.length)),
        singleMs: Number(median(single).toFixed(1)),
        reqPerSec: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        errors: r.errors,
        non2xx: r.non2xx,
      });
    }
  } finally {
    await app.close();
  }
} finally {
  await handle.close();
  rmSync(work, { recursive: true, force: true });
  if (!args.keep) await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`).catch(() => {});
}

console.log(
  `\nPostgreSQL — ${COUNT.toLocaleString('en')} projects, ${loadArgs.connections} connections, ${loadArgs.duration} s per scenario`,
);
printTable(
  ['scenario', 'URLs', 'avg matches', '1-conn ms', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx'],
  results.map((r) => [
    String(r.scenario),
    Number(r.urls),
    Number(r.avgMatches),
    Number(r.singleMs),
    fmt(Number(r.reqPerSec), 0),
    Number(r.p50),
    Number(r.p99),
    Number(r.max),
    Number(r.errors),
    Number(r.non2xx),
  ]),
);
const over = results.filter((r) => Number(r.p99) > BUDGET_P99_MS).map((r) => r.scenario);
if (over.length) console.log(`\nOver the ${BUDGET_P99_MS} ms p99 budget: ${over.join(', ')}`);
console.log(
  `\nResults: ${writeResults('api-projects', { command: commandLine('api-projects.ts'), count: COUNT, results })}`,
);
