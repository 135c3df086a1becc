// Services benchmark (decision 017): the public lists of services, repair works, joint-venture posts and construction
// profiles (get-service, get-repairworks, get-jv, get-constructions) with their common filters and sorts, and one
// detail per kind, under load on PostgreSQL (the budget: p99 ≤ 50 ms at 100,000 items per kind, 20 connections).
//
//   node bench/api-services.ts [--count 100000] [--duration 10] [--connections 20] [--warmup 2] [--runs 1]
//        [--pg-url postgres://postgres@127.0.0.1:5432/test] [--keep] [--reuse] [--explain] [--only <text>]
//
// Seeds a fresh database `abode_bench_services` (dropped at the end unless --keep): migrations, the demo seed at
// scale 0.1 (service types, repair categories and sub-categories, the JV and construction lookups, users,
// photos), then --count items PER KIND with one INSERT … SELECT generate_series per table: six cities (weighted as
// api-search.ts), each item in one of its city's localities; the demo lookups; 90 % approved and active (the rest
// pending, rejected or switched off); 1–2 gallery images each; ratings from demo users on ~30 % of the items (the
// rows' rating_avg / rating_count written from them); skewed view counts. "Random" values come from
// hashint8(row, column). --reuse seeds `abode_bench_services_<count>` once and keeps it.
//
// Per scenario the benchmark also measures the database's share: every SELECT one request runs (captured from the
// pool), each with EXPLAIN (ANALYZE, TIMING OFF) three times, the fastest kept; `db ms` is the sum per request
// (median over the scenario's first URLs), `plan ms` the planning time of the same statements. These figures hardly
// move with the machine's load, unlike p50/p99. --explain prints the plans of the two slowest statements.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../api/src/app.ts';
import type { DbHandle } from '../api/src/db/client.ts';
import { openDb } from '../api/src/db/client.ts';
import { runMigrations } from '../api/src/db/migrate.ts';
import { parseEnv } from '../api/src/env.ts';
import { CITIES, SERVICE_COMPANIES } from '../api/src/seed/data.ts';
import { seedDemo } from '../api/src/seed/index.ts';
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
  type Captured,
  cannon,
  capture,
  dbTime,
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
const BENCH_DB = REUSE ? `abode_bench_services_${COUNT}` : 'abode_bench_services';
const BUDGET_P99_MS = 50;
const USERS = 2000; // bench customers who post and rate
const PAGE = 12; // the page size of the services and ventures list pages (mf-services)

const intArray = (xs: number[]) => `ARRAY[${xs.join(',')}]::int[]`;
/** A uniform number in [0, 1) for row g.i and "column" k. */
const U = (k: number) => `(abs(hashint8(g.i::bigint * 64 + ${k})::bigint)::float8 / 2147483649.0)`;
const pick = (arr: string, k: number, n: number) => `(${arr})[1 + floor(${U(k)} * ${n})::int]`;

/** Share of the items per city (Mumbai … Chennai, as api-search.ts). */
const CITY_WEIGHTS = [0.25, 0.2, 0.18, 0.14, 0.13, 0.1];
const ADJECTIVES = ['Trusted', 'Quick', 'Affordable', 'Expert', 'Certified', 'Reliable', 'Premium', '24x7'];
const TIMINGS = ['Mon–Sat, 9 am – 7 pm', 'Every day, 8 am – 8 pm', 'Mon–Fri, 10 am – 6 pm'];
const ISSUE_PLACES = ['Kitchen', 'Bathroom', 'Living room', 'Bedroom', 'Terrace', 'Balcony'];
const CONTACTS = ['Ravi', 'Meera', 'Arjun', 'Fatima', 'Kiran', 'Neha', 'Imran', 'Lakshmi'];
const JV_TITLES = [
  'Corner plot for joint development',
  'Land available on area share',
  'Seeking builder partner',
  'Farm land open to revenue sharing',
  'Investor wanted for villa project',
];
const BUILDERS = ['Skyline Constructions', 'Brickwork & Co', 'Urban Nest Builders', 'Sturdy Frame Contractors'];

/** CASE expression picking an index (0-based) by cumulative weights from uniform `u`. */
function weighted(u: string, weights: number[]): string {
  let acc = 0;
  const whens = weights.slice(0, -1).map((w, i) => {
    acc += w;
    return `WHEN ${u} < ${acc.toFixed(4)} THEN ${i}`;
  });
  return `CASE ${whens.join(' ')} ELSE ${weights.length - 1} END`;
}

/** What the seed and the scenarios need to know about the seeded database. */
async function reference(h: DbHandle) {
  const ids = async (text: string) => (await q<{ id: number }>(h, text)).map((r) => Number(r.id));
  const lookups = (kind: string) =>
    ids(`SELECT id FROM service_lookups WHERE kind = ${lit(kind)} AND status = 1 ORDER BY id`);
  const subs = await q<{ id: number; parent: number }>(
    h,
    "SELECT id, parent_id AS parent FROM service_lookups WHERE kind = 'repair_sub_category' AND status = 1 ORDER BY id",
  );
  return {
    serviceTypes: await q<{ id: number; name: string }>(h, 'SELECT id, name FROM service_types ORDER BY id'),
    repairCats: await lookups('repair_category'),
    repairSubs: subs.map((s) => ({ id: Number(s.id), parent: Number(s.parent) })),
    postTypes: await lookups('post_type'),
    jvTypes: await lookups('jv_type'),
    projectTypes: await lookups('project_type'),
    workScopes: await lookups('work_scope'),
    users: await ids("SELECT id FROM customers WHERE role = 'user' ORDER BY id"),
    cities: CITIES.map((c) => c.city),
  };
}
type Ref = Awaited<ReturnType<typeof reference>>;

// The tables the bulk load writes: their secondary indexes are dropped before and rebuilt after it.
const BULK_TABLES = ['services', 'repair_works', 'jv_constructions', 'service_files', 'ratings'];

async function seed(h: DbHandle, storage: LocalStorage) {
  const t0 = performance.now();
  const phase = (name: string, since: number) => process.stdout.write(`${name} ${secondsSince(since)} s; `);
  await runMigrations(h);
  await seedDemo(h.db, storage, { scale: 0.1, now: new Date('2026-01-15T00:00:00Z') });
  phase('demo', t0);
  // Posters and raters: the demo has two users; a marketplace has thousands (each detail reads its poster's card,
  // a tenth of them verified).
  await raw(h).query(`INSERT INTO customers (name, email, mobile, logintype, slug_id, role, city, country)
    SELECT 'Bench User ' || g.i, 'bench-user-' || g.i || '@example.test', '+9190000' || lpad(g.i::text, 5, '0'), '3',
      'bench-user-' || g.i, 'user', ${pick(textArray(CITIES.map((c) => c.city)), 0, CITIES.length)}, 'India'
    FROM generate_series(1, ${USERS}) g(i)`);
  await raw(h).query(
    `INSERT INTO verify_customers (user_id, kind, status) SELECT id, 'agent', 'success' FROM customers
     WHERE slug_id LIKE 'bench-user-%' AND id % 10 = 0 ON CONFLICT DO NOTHING`,
  );
  const ref = await reference(h);
  const photos = (await q<{ p: string }>(h, 'SELECT DISTINCT name AS p FROM service_files ORDER BY 1')).map((r) => r.p);
  if (!photos.length || !ref.serviceTypes.length || !ref.repairCats.length || ref.users.length < 3)
    throw new Error('the demo seed has no service photos, types, repair categories or users');
  const indexes = await q<{ name: string; def: string }>(
    h,
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i WHERE i.schemaname = 'public'
       AND i.tablename IN (${BULK_TABLES.map(lit).join(',')})
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
  );
  for (const i of indexes) await raw(h).query(`DROP INDEX "${i.name}"`);

  // Cities (weighted) and their localities; `vis` decides the review state: 90 % approved and active, then pending,
  // rejected (switched off) and approved but switched off by the owner.
  const cityRows = CITIES.map((c, ci) => `(${ci}, ${lit(c.city)}, ${lit(c.state)}, ${c.localities.length})`);
  const locRows = CITIES.flatMap((c, ci) => c.localities.map((l, li) => `(${ci}, ${li}, ${lit(l.name)})`));
  const places = `city(ci, city, state, n) AS (VALUES ${cityRows.join(',')}),
    loc(ci, li, name) AS (VALUES ${locRows.join(',')})`;
  const placeJoin = `JOIN city ON city.ci = ${weighted(U(0), CITY_WEIGHTS)}
    JOIN loc ON loc.ci = city.ci AND loc.li = floor(${U(1)} * city.n)::int`;
  const state = `CASE WHEN ${U(2)} < 0.94 THEN 1 ELSE 0 END,
    CASE WHEN ${U(2)} < 0.9 THEN 'approved' WHEN ${U(2)} < 0.94 THEN 'pending' WHEN ${U(2)} < 0.97 THEN 'rejected'
      ELSE 'approved' END,
    floor(power(${U(3)}, 3) * 3000)::int,
    now() - (${COUNT} - g.i) * interval '5 minutes', now() - (${COUNT} - g.i) * interval '5 minutes'`;
  const stateCols = 'status, request_status, total_click, created_at, updated_at';
  const company = `${pick(textArray(SERVICE_COMPANIES), 4, SERVICE_COMPANIES.length)}`;
  const phone = `'+91 9' || lpad((abs(hashint8(g.i::bigint * 64 + 5)::bigint) % 1000000000)::text, 9, '0')`;
  const contactCols = 'company_name, phone, email, whatsapp_number, website_link, city, location, address, title_image';
  const contact = (suffix: string) => `${company} || ' ${suffix}', ${phone},
    'hello@' || lower(replace(${company}, ' ', '')) || '.test', ${phone},
    'https://' || lower(replace(${company}, ' ', '')) || '.example', city.city, loc.name,
    (1 + g.i % 90) || ', ' || loc.name || ', ' || city.city, ${pick(textArray(photos), 6, photos.length)}`;

  let t = performance.now();
  const types = ref.serviceTypes;
  await raw(h).query(`
    WITH ${places}, st(k, id, name) AS (VALUES ${types.map((s, k) => `(${k}, ${s.id}, ${lit(s.name)})`).join(',')})
    INSERT INTO services (service_type_id, user_id, title, slug_id, timing, price, since, description, ${contactCols},
      ${stateCols})
    SELECT st.id, ${pick(intArray(ref.users), 7, ref.users.length)},
      ${pick(textArray(ADJECTIVES), 8, ADJECTIVES.length)} || ' ' || lower(st.name) || ' by ' || ${company} || ' in ' || loc.name,
      'bench-service-' || g.i, ${pick(textArray(TIMINGS), 9, TIMINGS.length)},
      round((299 + ${U(10)} * 4700)::numeric / 50) * 50, (2005 + floor(${U(11)} * 17))::text,
      ${company} || ' offers reliable ' || lower(st.name) || ' across ' || city.city || '. Trained staff, transparent pricing.',
      ${contact('Services')}, ${state}
    FROM generate_series(1, ${COUNT}) g(i) ${placeJoin}
    JOIN st ON st.k = floor(${U(12)} * ${types.length})::int
    ORDER BY g.i`);
  phase('services', t);

  t = performance.now();
  const subRows = ref.repairSubs.map((s) => `(${s.parent}, ${s.id})`);
  await raw(h).query(`
    WITH ${places},
    cat(k, id, name) AS (SELECT row_number() OVER (ORDER BY id) - 1, id, name FROM service_lookups WHERE id = ANY(${intArray(ref.repairCats)})),
    sub(parent, si, n, id, name) AS (SELECT s.parent, row_number() OVER (PARTITION BY s.parent ORDER BY s.id) - 1,
      count(*) OVER (PARTITION BY s.parent), s.id, l.name
      FROM (VALUES ${subRows.join(',')}) s(parent, id) JOIN service_lookups l ON l.id = s.id)
    INSERT INTO repair_works (user_id, category_id, sub_category_id, title, slug_id, timing, price, since,
      service_date, contact_name, location_of_issue, description, ${contactCols}, ${stateCols})
    SELECT ${pick(intArray(ref.users), 7, ref.users.length)}, cat.id, sub.id,
      sub.name || ' in ' || loc.name, 'bench-repair-' || g.i, ${pick(textArray(TIMINGS), 9, TIMINGS.length)},
      round((499 + ${U(10)} * 9500)::numeric / 50) * 50, (2008 + floor(${U(11)} * 15))::text,
      (date '2026-01-15' + floor(${U(13)} * 60)::int), ${pick(textArray(CONTACTS), 14, CONTACTS.length)},
      ${pick(textArray(ISSUE_PLACES), 15, ISSUE_PLACES.length)},
      cat.name || ': ' || lower(sub.name) || ' to be looked at in ' || loc.name || ', ' || city.city || '.',
      ${contact('Repairs')}, ${state}
    FROM generate_series(1, ${COUNT}) g(i) ${placeJoin}
    JOIN cat ON cat.k = floor(${U(12)} * ${ref.repairCats.length})::int
    JOIN sub ON sub.parent = cat.id AND sub.si = floor(${U(16)} * sub.n)::int
    ORDER BY g.i`);
  phase('repair works', t);

  // JV posts and construction profiles alternate (one table): 2 × --count rows, ids interleaved as posting would.
  t = performance.now();
  const jv = 'g.i % 2 = 1';
  const look = (ids: number[], k: number) => pick(intArray(ids), k, ids.length);
  await raw(h).query(`
    WITH ${places}
    INSERT INTO jv_constructions (kind, user_id, title, slug_id, contact_name, post_type, jv_type, land_size, brokerage,
      ownership_status, expected_date, type, work, number_of_project, area, start_date, description, ${contactCols},
      ${stateCols})
    SELECT CASE WHEN ${jv} THEN 'jv' ELSE 'construction' END, ${pick(intArray(ref.users), 7, ref.users.length)},
      CASE WHEN ${jv} THEN ${pick(textArray(JV_TITLES), 8, JV_TITLES.length)} || ' in ' || loc.name
        ELSE ${pick(textArray(BUILDERS), 8, BUILDERS.length)} || ': ' || ${pick(textArray(['Turnkey construction', 'Civil works', 'Renovation', 'Interior fit-out']), 9, 4)} || ' in ' || city.city END,
      CASE WHEN ${jv} THEN 'bench-jv-' ELSE 'bench-construction-' END || g.i,
      ${pick(textArray(CONTACTS), 14, CONTACTS.length)},
      CASE WHEN ${jv} THEN ${look(ref.postTypes, 17)} END, CASE WHEN ${jv} THEN ${look(ref.jvTypes, 18)} END,
      CASE WHEN ${jv} THEN (1 + floor(${U(10)} * 12)) || ' acres' ELSE '' END,
      CASE WHEN ${jv} THEN ${pick(textArray(['1%', '2%', 'None']), 11, 3)} ELSE '' END,
      CASE WHEN ${jv} THEN ${pick(textArray(['Freehold', 'Leasehold']), 13, 2)} ELSE '' END,
      CASE WHEN ${jv} THEN (date '2026-02-01' + floor(${U(15)} * 400)::int) END,
      CASE WHEN ${jv} THEN NULL ELSE ${look(ref.projectTypes, 19)} END,
      CASE WHEN ${jv} THEN NULL ELSE ${look(ref.workScopes, 20)} END,
      CASE WHEN ${jv} THEN NULL ELSE 5 + floor(${U(10)} * 115)::int END,
      CASE WHEN ${jv} THEN '' ELSE (5 + floor(${U(11)} * 495)) || 'k sq ft built' END,
      CASE WHEN ${jv} THEN NULL ELSE (date '2012-01-01' + floor(${U(15)} * 4000)::int) END,
      CASE WHEN ${jv} THEN 'A parcel in ' || loc.name || ' with clear title, open to a joint development with a reputed builder.'
        ELSE 'We build and renovate homes and offices across ' || city.city || ', with in-house engineers.' END,
      ${contact('Developers')}, ${state}
    FROM generate_series(1, ${2 * COUNT}) g(i) ${placeJoin}
    ORDER BY g.i`);
  phase('JV + construction', t);

  // 1–2 gallery images per item (service_files, one column per kind).
  t = performance.now();
  const files = (table: string, col: string, slug: string) =>
    raw(h).query(`INSERT INTO service_files (${col}, type, name)
      SELECT g.i, 'image', ${pick(textArray(photos), 21, photos.length)} FROM
        (SELECT id AS i FROM ${table} WHERE slug_id LIKE ${lit(`${slug}%`)}) g
      CROSS JOIN generate_series(1, 2) n(k) WHERE n.k = 1 OR ${U(22)} < 0.5`);
  await files('services', 'service_id', 'bench-service-');
  await files('repair_works', 'repair_work_id', 'bench-repair-');
  await files('jv_constructions', 'post_id', 'bench-');
  phase('files', t);

  // Ratings on ~30 % of the items, 1–3 each from distinct demo users (mostly 3–5 stars), then the rows' average and
  // count as the rating call writes them (rating_avg round(avg, 2), rating_count).
  t = performance.now();
  const n = ref.users.length;
  for (const [table, col, slug] of [
    ['services', 'service_id', 'bench-service-'],
    ['repair_works', 'repair_work_id', 'bench-repair-'],
    ['jv_constructions', 'post_id', 'bench-'],
  ] as const) {
    await raw(h).query(`INSERT INTO ratings (user_id, ${col}, ratting, comment, created_at, updated_at)
      SELECT (${intArray(ref.users)})[1 + ((g.i + n.k) % ${n})], g.i,
        (ARRAY[1,2,3,3,4,4,4,5,5,5])[1 + (abs(hashint8(g.i::bigint * 64 + 40 + n.k)::bigint) % 10)::int],
        CASE WHEN n.k = 1 THEN 'Good work, on time.' ELSE '' END, now(), now()
      FROM (SELECT id AS i FROM ${table} WHERE slug_id LIKE ${lit(`${slug}%`)}) g
      CROSS JOIN generate_series(1, ${Math.min(3, n)}) n(k)
      WHERE ${U(23)} < 0.3 AND n.k <= 1 + floor(${U(25)} * ${Math.min(3, n)})`);
    await raw(h).query(`UPDATE ${table} t SET rating_avg = r.a, rating_count = r.c
      FROM (SELECT ${col} AS id, round(avg(ratting), 2) AS a, count(*)::int AS c FROM ratings
            WHERE ${col} IS NOT NULL GROUP BY ${col}) r
      WHERE t.id = r.id AND t.slug_id LIKE ${lit(`${slug}%`)}`);
  }
  phase('ratings', t);

  t = performance.now();
  for (const i of indexes) await raw(h).query(i.def);
  await raw(h).query('VACUUM ANALYZE');
  phase('indexes + vacuum', t);
  return secondsSince(t0);
}

function scenarios(ref: Ref, slugs: Record<'service' | 'repair' | 'jv' | 'construction', string[]>): Scenario[] {
  const city = (i: number) => encodeURIComponent(ref.cities[i % ref.cities.length] ?? '');
  const six = [0, 1, 2, 3, 4, 5];
  const offsets = [0, 12, 24, 48];
  const page = `limit=${PAGE}`;
  // Category + sub-category pairs of repair works: the first sub-category of each category.
  const pairs = ref.repairCats.flatMap((c) => {
    const sub = ref.repairSubs.find((s) => s.parent === c);
    return sub ? [[c, sub.id] as const] : [];
  });
  return [
    { name: 'service: newest', paths: offsets.map((o) => `/api/get-service?offset=${o}&${page}`) },
    {
      name: 'service: type',
      paths: ref.serviceTypes.map((t) => `/api/get-service?service_type_id=${t.id}&${page}`),
    },
    { name: 'service: city', paths: six.map((i) => `/api/get-service?city=${city(i)}&${page}`) },
    {
      name: 'service: search',
      paths: ['plumb', 'interior', 'powai', 'brightspark', 'movers'].map(
        (s) => `/api/get-service?search=${encodeURIComponent(s)}&${page}`,
      ),
    },
    {
      name: 'service: top_rated',
      paths: [
        `/api/get-service?sort=top_rated&${page}`,
        ...[0, 2, 4].map((i) => `/api/get-service?sort=top_rated&city=${city(i)}&${page}`),
      ],
    },
    {
      name: 'service: other sorts',
      paths: ['price_asc', 'price_desc', 'most_viewed', 'oldest'].map((o) => `/api/get-service?sort=${o}&${page}`),
    },
    { name: 'service: detail', paths: slugs.service.map((s) => `/api/service-detail?slug=${s}`) },
    { name: 'repair: newest', paths: offsets.map((o) => `/api/get-repairworks?offset=${o}&${page}`) },
    {
      name: 'repair: category+sub',
      paths: pairs.map(([c, s]) => `/api/get-repairworks?category_id=${c}&sub_category_id=${s}&${page}`),
    },
    { name: 'repair: city', paths: six.map((i) => `/api/get-repairworks?city=${city(i)}&${page}`) },
    {
      name: 'repair: search',
      paths: ['leak', 'wiring', 'powai', 'flowright'].map((w) => `/api/get-repairworks?search=${w}&${page}`),
    },
    {
      name: 'repair: top_rated',
      paths: [
        `/api/get-repairworks?sort=top_rated&${page}`,
        ...[1, 3].map((i) => `/api/get-repairworks?sort=top_rated&city=${city(i)}&${page}`),
      ],
    },
    { name: 'repair: detail', paths: slugs.repair.map((s) => `/api/repairworks-detail?slug=${s}`) },
    { name: 'jv: newest', paths: offsets.map((o) => `/api/get-jv?offset=${o}&${page}`) },
    { name: 'jv: post_type', paths: ref.postTypes.map((t) => `/api/get-jv?post_type=${t}&${page}`) },
    { name: 'jv: city', paths: six.map((i) => `/api/get-jv?city=${city(i)}&${page}`) },
    { name: 'jv: jv_type', paths: ref.jvTypes.map((t) => `/api/get-jv?jv_type=${t}&${page}`) },
    { name: 'jv: search', paths: ['plot', 'joint', 'andheri'].map((w) => `/api/get-jv?search=${w}&${page}`) },
    {
      name: 'jv: sort_by',
      paths: ['top_rated', 'most_viewed', 'oldest'].map((o) => `/api/get-jv?sort_by=${o}&${page}`),
    },
    { name: 'jv: detail', paths: slugs.jv.map((s) => `/api/jv-get?slug_id=${s}`) },
    { name: 'construction: newest', paths: offsets.map((o) => `/api/get-constructions?offset=${o}&${page}`) },
    {
      name: 'construction: category',
      paths: ref.projectTypes.map((t) => `/api/get-constructions?category=${t}&${page}`),
    },
    { name: 'construction: city', paths: six.map((i) => `/api/get-constructions?city=${city(i)}&${page}`) },
    { name: 'construction: work', paths: ref.workScopes.map((t) => `/api/get-constructions?work=${t}&${page}`) },
    {
      name: 'construction: search',
      paths: ['renovation', 'skyline', 'pune'].map((w) => `/api/get-constructions?search=${w}&${page}`),
    },
    {
      name: 'construction: sort_by',
      paths: [
        ...['top_rated', 'most_viewed'].map((o) => `/api/get-constructions?sort_by=${o}&${page}`),
        `/api/get-constructions?sort_by=top_rated&city=${city(2)}&${page}`,
      ],
    },
    { name: 'construction: detail', paths: slugs.construction.map((s) => `/api/construction-detail?slug=${s}`) },
  ];
}

console.log(`Command: ${commandLine('api-services.ts')}`);
printHost('The server, PostgreSQL and the load generator (autocannon)');
const startLoad = loadAverage();
console.log(`Load average at the start: ${startLoad}`);
if (!REUSE) await adminQuery(loadArgs.pgUrl, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
await adminQuery(loadArgs.pgUrl, `CREATE DATABASE ${BENCH_DB}`).catch((err: Error) => {
  if (!(REUSE && /already exists/.test(err.message))) throw err;
});
const u = new URL(loadArgs.pgUrl);
u.pathname = `/${BENCH_DB}`;
const databaseUrl = u.toString();
const work = mkdtempSync(join(tmpdir(), 'abode-bench-services-'));
const handle = await openDb({ databaseUrl, pgliteDir: join(work, 'pglite') });
const storage = new LocalStorage(join(work, 'uploads'));
interface Result extends RunRow {
  run: number;
  dbMs: number;
  dbMaxMs: number;
  planMs: number;
  singleMs: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
const results: Result[] = [];
const broken: { scenario: string; why: string }[] = [];
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
    // A --reuse database without bench_seed holds a seed that died half-way: start it over.
    if (REUSE)
      await raw(handle).query(
        'DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE',
      );
    process.stdout.write(`Seeding demo + ${COUNT.toLocaleString('en')} items per kind … `);
    const seconds = await seed(handle, storage);
    if (REUSE) await raw(handle).query(`CREATE TABLE bench_seed (count int); INSERT INTO bench_seed VALUES (${COUNT})`);
    console.log(`total ${seconds} s`);
  }
  const ref = await reference(handle);
  const [counts] = await q<Record<string, number>>(
    handle,
    `SELECT (SELECT count(*) FROM services)::int AS services,
       (SELECT count(*) FROM services WHERE request_status = 'approved' AND status = 1)::int AS services_visible,
       (SELECT count(*) FROM repair_works)::int AS repair_works,
       (SELECT count(*) FROM jv_constructions WHERE kind = 'jv')::int AS jv,
       (SELECT count(*) FROM jv_constructions WHERE kind = 'construction')::int AS constructions,
       (SELECT count(*) FROM service_files)::int AS files, (SELECT count(*) FROM ratings)::int AS ratings,
       (SELECT count(*) FROM services WHERE rating_count > 0)::int AS services_rated`,
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
    const visible = "request_status = 'approved' AND status = 1";
    const slugsOf = async (table: string, where: string) =>
      (
        await q<{ s: string }>(
          handle,
          `SELECT slug_id AS s FROM ${table} WHERE ${visible} AND ${where} ORDER BY hashint4(id) LIMIT 200`,
        )
      ).map((r) => r.s);
    const slugs = {
      service: await slugsOf('services', 'true'),
      repair: await slugsOf('repair_works', 'true'),
      jv: await slugsOf('jv_constructions', "kind = 'jv'"),
      construction: await slugsOf('jv_constructions', "kind = 'construction'"),
    };
    const only = args.only ? String(args.only) : '';
    const list = scenarios(ref, slugs).filter((x) => x.name.includes(only));
    for (let run = 1; run <= RUNS; run++) {
      if (RUNS > 1) console.log(`Run ${run} of ${RUNS} (load average ${loadAverage()})`);
      scenario: for (const s of list) {
        // One request at a time over the first 20 URLs, twice, a second after the previous scenario's load (the
        // server finishes what it accepted): every answer must be 200 (else the scenario is reported as broken and
        // skipped); the second pass gives `1-conn ms`.
        await new Promise((r) => setTimeout(r, 1000));
        const single: number[] = [];
        let matches = 0;
        for (const pass of [0, 1]) {
          for (const p of s.paths.slice(0, 20)) {
            const t0 = performance.now();
            const res = await fetch(base + p);
            const body = (await res.json()) as { total?: number; data?: unknown };
            if (res.status !== 200) {
              const why = `${p} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`;
              console.log(`  ${s.name}: BROKEN, not measured — ${why}`);
              if (run === 1) broken.push({ scenario: s.name, why });
              continue scenario;
            }
            if (pass === 1) {
              single.push(performance.now() - t0);
              matches += Number(body.total ?? (body.data ? 1 : 0));
            }
          }
        }
        // The database's share over the first 4 URLs (one request each), and the statements per request.
        const db: { exec: number; plan: number }[] = [];
        let statements: Captured[] = [];
        for (const [i, p] of s.paths.slice(0, 4).entries()) {
          const captured = await capture(handle, async () => {
            await (await fetch(base + p)).arrayBuffer();
          });
          if (i === 0) statements = captured;
          db.push(await dbTime(handle, captured));
          if (args.explain && run === 1 && i === 0) await explain(handle, s.name, p, captured, 900);
        }
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
          dbMs: Number(median(db.map((d) => d.exec)).toFixed(2)),
          dbMaxMs: Number(Math.max(...db.map((d) => d.exec)).toFixed(2)),
          planMs: Number(median(db.map((d) => d.plan)).toFixed(2)),
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
const summary = summarize(results, [
  'dbMs',
  'dbMaxMs',
  'planMs',
  'singleMs',
  'reqPerSec',
  'p50',
  'p90',
  'p99',
  'max',
] as const);
const endLoad = loadAverage();
console.log(
  `\nPostgreSQL — ${COUNT.toLocaleString('en')} items per kind, ${loadArgs.connections} connections, ${loadArgs.duration} s per scenario` +
    `${RUNS > 1 ? `, medians of ${RUNS} runs` : ''}; load average at the start ${startLoad}, at the end ${endLoad}`,
);
printTable(
  [
    'scenario',
    'URLs',
    'avg matches',
    'SQL/req',
    'db ms',
    'db max',
    'plan ms',
    '1-conn ms',
    'req/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'errors',
    'non-2xx',
    'load after',
  ],
  summary.map((r) => [
    r.scenario,
    r.urls,
    r.avgMatches,
    r.statements,
    fmt(r.dbMs, 2),
    fmt(r.dbMaxMs, 2),
    fmt(r.planMs, 2),
    fmt(r.singleMs),
    fmt(r.reqPerSec, 0),
    r.p50,
    r.p90,
    r.p99,
    r.max,
    r.errors,
    r.non2xx,
    r.loads,
  ]),
);
console.log(
  '\ndb ms: EXPLAIN (ANALYZE, TIMING OFF) execution of one request’s SELECTs (fastest of 3, summed; median over ' +
    'the first 4 URLs; db max: the slowest URL); plan ms: their planning time.',
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
for (const b of broken) console.log(`\nBROKEN (not measured): ${b.scenario}: ${b.why}`);
const failed = broken.length > 0 || summary.some((r) => r.errors || r.non2xx);
if (failed) console.log('\nWARNING: errors or non-2xx answers (see the table and BROKEN lines)');
console.log(
  `\nResults: ${writeResults('api-services', {
    command: commandLine('api-services.ts'),
    count: COUNT,
    load: { start: startLoad, end: endLoad },
    broken,
    runs: results,
    summary,
  })}`,
);
if (failed) process.exitCode = 1;
