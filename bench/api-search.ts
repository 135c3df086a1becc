// API search benchmark: GET /api/get_property, get-property-list and get-property-map under load on a large listing table, PGlite vs PostgreSQL.
//
//   node bench/api-search.ts [--count 100000] [--db pglite|postgres|both] [--duration 10]
//        [--connections 20] [--warmup 2] [--pg-url postgres://postgres@127.0.0.1:5432/test]
//        [--explain] [--keep] [--reuse]
//
// See bench/README.md for what is measured and how to read it.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../api/src/app.ts';
import type { DbHandle } from '../api/src/db/client.ts';
import { openDb } from '../api/src/db/client.ts';
import { runMigrations } from '../api/src/db/migrate.ts';
import { parseEnv } from '../api/src/env.ts';
import { CITIES } from '../api/src/seed/data.ts';
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

const args = parseArgs({
  count: { type: 'string' },
  db: { type: 'string', default: 'both' },
  ...LOAD_OPTIONS,
  explain: { type: 'boolean', default: false },
  'what-if': { type: 'boolean', default: false },
  keep: { type: 'boolean', default: false },
  /** Keep a seeded database per --count between runs (abode_bench_<count>; PGlite in the temp dir). */
  reuse: { type: 'boolean', default: false },
  /** Only the scenarios whose name contains this text (e.g. "list:"). */
  only: { type: 'string' },
});
const COUNT = intOption(args.count, 'count', 100_000);
const loadArgs = loadOptions(args, { duration: 10, connections: 20, warmup: 2 });
const REUSE = Boolean(args.reuse);
const BENCH_DB = REUSE ? `abode_bench_${COUNT}` : 'abode_bench';
const SLOW_P99_MS = 50;
const dbChoice = String(args.db);
if (!['pglite', 'postgres', 'both'].includes(dbChoice)) {
  console.error('--db must be pglite, postgres or both');
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Data: a small demo seed (categories, parameters, users, settings, photos) plus COUNT listings
// written with one INSERT … SELECT generate_series per table. "Random" numbers come from
// hashint8(row, column) so both databases get exactly the same rows on every run.
// ---------------------------------------------------------------------------------------------

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (xs: string[]) => `ARRAY[${xs.map(lit).join(',')}]::text[]`;
/** A deterministic uniform number in [0, 1) for row `g.i` and column `k` (k < 32). */
const U = (k: number) => `(abs(hashint8(g.i::bigint * 32 + ${k})::bigint)::float8 / 2147483648.0)`;

/** City shares (Mumbai … Chennai, as in seed/data.ts): listings are not spread evenly in real life. */
const CITY_WEIGHTS = [0.25, 0.2, 0.18, 0.14, 0.13, 0.1];
/** Category shares by name. */
const CATEGORY_WEIGHTS: Record<string, number> = {
  Apartment: 0.4,
  House: 0.15,
  Villa: 0.08,
  Plot: 0.12,
  Office: 0.12,
  Shop: 0.13,
};
const ADJECTIVES = [
  'Spacious',
  'Sunny',
  'Modern',
  'Renovated',
  'Luxurious',
  'Cosy',
  'Airy',
  'Elegant',
  'Compact',
  'Premium',
  'Well-lit',
  'Furnished',
  'Heritage',
  'Contemporary',
  'Peaceful',
  'Vastu-compliant',
  'Corner',
  'Duplex',
  'Newly built',
  'Family-friendly',
];
const FEATURES = [
  'with garden',
  'near metro station',
  'with sea view',
  'facing the lake',
  'with private terrace',
  'in gated community',
  'with swimming pool',
  'near IT park',
  'with servant quarters',
  'close to schools',
  'with city view',
  'on main road',
  'with modular kitchen',
  'with covered parking',
  'near the airport',
];
const ROADS = ['Link Road', 'Main Road', 'Cross Street', 'Ring Road', 'Station Road', 'Temple Street', 'Lake Road'];

/** CASE expression picking an index by cumulative weights from uniform `u`. */
function weighted(u: string, weights: number[]): string {
  let acc = 0;
  const whens = weights.slice(0, -1).map((w, i) => {
    acc += w;
    return `WHEN ${u} < ${acc.toFixed(4)} THEN ${i}`;
  });
  return `CASE ${whens.join(' ')} ELSE ${weights.length - 1} END`;
}

type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;

/** The driver's own client under drizzle (pg.Pool or PGlite): both answer query(text, params) with { rows }. */
interface RawClient {
  query: (...a: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}
const rawClient = (handle: DbHandle) => (handle.db as unknown as { $client: RawClient }).$client;
async function rows<T>(handle: DbHandle, text: string): Promise<T[]> {
  return (await rawClient(handle).query(text)).rows as T[];
}

interface Reference {
  categories: { id: number; name: string; residential: boolean }[];
  photos: string[];
  owners: number[];
  facilities: number[];
  maxDemoId: number;
}

async function reference(handle: DbHandle): Promise<Reference> {
  const q = <T>(text: string) => rows<T>(handle, text);
  const categories = (
    await q<{ id: number; name: string }>('SELECT id, category AS name FROM categories ORDER BY id')
  ).map((c) => ({ ...c, residential: ['House', 'Apartment', 'Villa'].includes(c.name) }));
  const photos = (await q<{ p: string }>('SELECT DISTINCT image AS p FROM property_images ORDER BY 1')).map((r) => r.p);
  const owners = (await q<{ id: number }>("SELECT id FROM customers WHERE role = 'user' ORDER BY id")).map((r) => r.id);
  const facilities = (await q<{ id: number }>('SELECT id FROM outdoor_facilities ORDER BY id')).map((r) => r.id);
  const [max] = await q<{ m: number | null }>('SELECT max(id) AS m FROM propertys');
  return { categories, photos, owners, facilities, maxDemoId: Number(max?.m ?? 0) };
}

function propertiesSql(n: number, ref: Reference): string {
  const cityRows = CITIES.map((c, ci) => `(${ci}, ${lit(c.city)}, ${lit(c.state)})`).join(',');
  const locRows = CITIES.flatMap((c, ci) =>
    c.localities.map((l, li) => `(${ci}, ${li}, ${lit(l.name)}, ${l.lat}, ${l.lng})`),
  ).join(',');
  const cats = ref.categories;
  const catRows = cats.map((c, k) => `(${k}, ${c.id}, ${lit(c.name)}, ${c.residential})`).join(',');
  const catWeights = cats.map((c) => CATEGORY_WEIGHTS[c.name] ?? 0.05);
  const sum = catWeights.reduce((a, b) => a + b, 0);
  const perCity = Math.min(...CITIES.map((c) => c.localities.length));
  const owners = ref.owners.length ? ref.owners : [0];
  const pick = (arr: string, len: number, u: string) => `(${arr})[1 + floor(${u} * ${len})::int]`;
  return `
WITH city(ci, city, state) AS (VALUES ${cityRows}),
loc(ci, li, locality, lat, lng) AS (VALUES ${locRows}),
cat(k, id, name, residential) AS (VALUES ${catRows})
INSERT INTO propertys (category_id, title, slug_id, description, address, client_address, propery_type, price,
  post_type, city, state, country, title_image, latitude, longitude, added_by, status, request_status, total_click,
  rentduration, meta_title, meta_description, meta_keywords, is_premium, sqft, highligts, created_at, updated_at)
SELECT cat.id, t.title,
  trim(both '-' from regexp_replace(lower(t.title), '[^a-z0-9]+', '-', 'g')) || '-b' || g.i,
  'A ' || lower(t.title) || ', ' || city.city || '. ' || d.sqft || ' sq ft, ready to move in.',
  d.house_no || ', ' || ${pick(textArray(ROADS), ROADS.length, U(20))} || ', ' || loc.locality || ', ' || city.city,
  loc.locality || ', ' || city.city,
  CASE WHEN d.rent THEN 1 ELSE 0 END,
  CASE WHEN d.rent
    THEN round(exp(ln(15000) + ${U(17)} * (ln(300000) - ln(15000)))::numeric / 500) * 500
    ELSE round(exp(ln(1500000) + ${U(17)} * (ln(80000000) - ln(1500000)))::numeric / 10000) * 10000 END,
  CASE WHEN d.owner = 0 THEN 0 ELSE 1 END,
  city.city, city.state, 'India',
  ${pick(textArray(ref.photos.length ? ref.photos : ['']), Math.max(1, ref.photos.length), U(15))},
  round((loc.lat + (${U(7)} - 0.5) * 0.02)::numeric, 6)::float8,
  round((loc.lng + (${U(8)} - 0.5) * 0.02)::numeric, 6)::float8,
  d.owner,
  CASE WHEN d.vis < 0.95 THEN 1 ELSE 0 END,
  CASE WHEN d.vis < 0.95 THEN 'approved' WHEN d.vis < 0.97 THEN 'pending' WHEN d.vis < 0.985 THEN 'rejected' ELSE 'approved' END,
  floor(${U(12)} * 900)::int,
  CASE WHEN d.rent THEN 'Monthly' END,
  left(t.title, 60),
  left(t.title || ' at ' || loc.locality || ', ' || city.city || '.', 160),
  lower(cat.name) || ', ' || lower(loc.locality) || ', ' || lower(city.city),
  ${U(13)} < 0.05,
  d.sqft,
  '',
  d.created, d.created
FROM generate_series(1, ${n}) AS g(i)
JOIN city ON city.ci = ${weighted(U(0), CITY_WEIGHTS)}
JOIN loc ON loc.ci = city.ci AND loc.li = floor(${U(1)} * ${perCity})::int
JOIN cat ON cat.k = ${weighted(
    U(16),
    catWeights.map((w) => w / sum),
  )}
CROSS JOIN LATERAL (SELECT
  ${U(4)} < 0.4 AS rent,
  ${U(6)} AS vis,
  CASE WHEN cat.residential THEN 1 + floor(${U(3)} * 4)::int ELSE 0 END AS bhk,
  CASE WHEN ${U(9)} < 0.25 THEN 0 ELSE ${pick(`ARRAY[${owners.join(',')}]::int[]`, owners.length, U(10))} END AS owner,
  (1 + floor(${U(2)} * 220)::int)::text AS house_no,
  -- ids grow with time, as in production: row i was posted about (n - i) / n years ago (± half a day)
  now() - make_interval(secs => ((${n} - g.i)::float8 / ${n} * 365 + ${U(11)} - 0.5) * 86400) AS created,
  CASE WHEN cat.name = 'Plot' THEN round((1200 + ${U(14)} * 8400)::numeric, -2)
       WHEN cat.residential THEN round((450 + (1 + floor(${U(3)} * 4)) * (300 + ${U(14)} * 220))::numeric, -1)
       ELSE round((250 + ${U(14)} * 3750)::numeric, -1) END AS sqft
) d
CROSS JOIN LATERAL (SELECT
  CASE
    WHEN cat.name = 'Plot' THEN ${pick(textArray(ADJECTIVES), ADJECTIVES.length, U(5))} || ' residential plot'
    WHEN cat.name = 'Office' THEN ${pick(textArray(ADJECTIVES), ADJECTIVES.length, U(5))} || ' office space'
    WHEN cat.name = 'Shop' THEN ${pick(textArray(ADJECTIVES), ADJECTIVES.length, U(5))} || ' retail shop'
    ELSE d.bhk || ' BHK ' || lower(${pick(textArray(ADJECTIVES), ADJECTIVES.length, U(5))}) || ' ' || lower(cat.name)
  END || ' in ' || loc.locality
  || CASE WHEN ${U(18)} < 0.6 THEN ' ' || ${pick(textArray(FEATURES), FEATURES.length, U(19))} ELSE '' END AS title
) t
-- ids in generation order, so they do not cluster by city or category (the joins above would)
ORDER BY g.i`;
}

/** Gallery, parameter values and nearby places for the generated listings (what a list response embeds). */
function relationsSql(ref: Reference): string[] {
  const photos = textArray(ref.photos.length ? ref.photos : ['']);
  const np = Math.max(1, ref.photos.length);
  const fac = `ARRAY[${(ref.facilities.length ? ref.facilities : [0]).join(',')}]::int[]`;
  const nf = Math.max(1, ref.facilities.length);
  const h = (expr: string) => `(abs(hashint8(${expr})::bigint))`;
  const stmts = [
    `INSERT INTO property_images (propertys_id, image)
     SELECT p.id, (${photos})[1 + (${h('p.id * 8 + k')} % ${np})::int]
     FROM propertys p CROSS JOIN LATERAL generate_series(1, 2 + (p.id % 2)::int) AS k
     WHERE p.id > ${ref.maxDemoId}`,
    `INSERT INTO assign_parameters (modal_type, modal_id, property_id, parameter_id, value)
     SELECT 'property', p.id, p.id, pa.id,
       CASE pa.type_of_parameter
         WHEN 'checkbox' THEN '["Lift","Power backup","24x7 security"]'
         WHEN 'dropdown' THEN pa.type_values ->> (${h('p.id * 16 + pa.id')} % greatest(1, jsonb_array_length(pa.type_values)))::int
         WHEN 'radio' THEN pa.type_values ->> (${h('p.id * 16 + pa.id')} % greatest(1, jsonb_array_length(pa.type_values)))::int
         ELSE (1 + ${h('p.id * 16 + pa.id')} % 4)::text END
     FROM propertys p
     JOIN categories c ON c.id = p.category_id
     CROSS JOIN LATERAL jsonb_array_elements_text(c.parameter_types) AS pt(pid)
     JOIN parameters pa ON pa.id = pt.pid::int
     WHERE p.id > ${ref.maxDemoId}`,
    `INSERT INTO assigned_outdoor_facilities (property_id, facility_id, distance)
     SELECT p.id, (${fac})[1 + ((${h('p.id')} + k) % ${nf})::int], round((0.2 + (${h('p.id * 4 + k')} % 98) / 10.0)::numeric, 1)
     FROM propertys p CROSS JOIN generate_series(0, 1) AS k
     WHERE p.id > ${ref.maxDemoId}`,
  ];
  return stmts;
}

/** --what-if: indexes proposed for api/ (see README), created in the benchmark database only. */
const WHAT_IF_INDEXES = [
  'CREATE INDEX bench_assign_parameters_property_idx ON assign_parameters (property_id)',
  'CREATE INDEX bench_propertys_address_trgm_idx ON propertys USING gin (address gin_trgm_ops)',
];

interface SeedTimes {
  demo_s: number;
  properties_s: number;
  relations_s: number;
  indexes_s: number;
  analyze_s: number;
  total_s: number;
  rows: Record<string, number>;
}

async function seed(handle: DbHandle, storage: LocalStorage): Promise<SeedTimes> {
  const t0 = performance.now();
  await runMigrations(handle);
  await seedDemo(handle.db, storage, { scale: 0.1, now: new Date('2026-01-15T00:00:00Z') });
  const demo_s = secondsSince(t0);
  const ref = await reference(handle);
  // Bulk load without the secondary indexes, then rebuild them from their own definitions (much faster
  // than maintaining a trigram GIN and a GiST row by row). Constraint indexes (keys, unique) stay.
  const indexes = await rows<{ name: string; def: string }>(
    handle,
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.schemaname = 'public'
       AND i.tablename IN ('propertys', 'property_images', 'assign_parameters', 'assigned_outdoor_facilities')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
  );
  for (const i of indexes) await rawClient(handle).query(`DROP INDEX "${i.name}"`);
  const t1 = performance.now();
  await rawClient(handle).query(propertiesSql(COUNT, ref));
  const properties_s = secondsSince(t1);
  const t2 = performance.now();
  for (const s of relationsSql(ref)) await rawClient(handle).query(s);
  const relations_s = secondsSince(t2);
  const t2b = performance.now();
  for (const i of indexes) await rawClient(handle).query(i.def);
  const indexes_s = secondsSince(t2b);
  if (args['what-if']) {
    // Not in the schema: the indexes this benchmark recommends, to measure what they would change.
    for (const def of WHAT_IF_INDEXES) await rawClient(handle).query(def);
  }
  const t3 = performance.now();
  // VACUUM too: a bulk-loaded table has no visibility map yet, so index-only scans (the capped counts)
  // would visit the heap; autovacuum does this on a live database.
  await rawClient(handle).query('VACUUM ANALYZE');
  const analyze_s = secondsSince(t3);
  const [counts] = await rows<Record<string, number>>(
    handle,
    `SELECT (SELECT count(*) FROM propertys)::int AS propertys,
        (SELECT count(*) FROM propertys WHERE request_status = 'approved' AND status = 1)::int AS visible,
        (SELECT count(*) FROM property_images)::int AS property_images,
        (SELECT count(*) FROM assign_parameters)::int AS assign_parameters,
        (SELECT count(*) FROM assigned_outdoor_facilities)::int AS assigned_outdoor_facilities`,
  );
  return { demo_s, properties_s, relations_s, indexes_s, analyze_s, total_s: secondsSince(t0), rows: counts ?? {} };
}

// ---------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------

interface Scenario {
  name: string;
  paths: string[];
}

const LAKH = 100_000;
const CRORE = 100 * LAKH;

function scenarios(categoryIds: number[]): Scenario[] {
  const ranges: [string, number, number][] = [
    ['Mumbai', 50 * LAKH, 1.5 * CRORE],
    ['Bengaluru', 30 * LAKH, 80 * LAKH],
    ['Delhi', 1 * CRORE, 3 * CRORE],
    ['Pune', 20 * LAKH, 60 * LAKH],
    ['Hyderabad', 40 * LAKH, 1.2 * CRORE],
    ['Chennai', 25 * LAKH, 75 * LAKH],
    ['Mumbai', 2 * CRORE, 8 * CRORE],
    ['Bengaluru', 1 * CRORE, 2.5 * CRORE],
    ['mumbai', 15 * LAKH, 40 * LAKH],
  ];
  const words = [
    'garden',
    'metro',
    'sea view',
    'lake',
    'whitefield',
    'duplex',
    'terrace',
    'heritage',
    'villa',
    'powai',
  ];
  return [
    {
      name: 'filtered (type+city+price)',
      paths: ranges.map(
        ([city, lo, hi]) =>
          `/api/get_property?property_type=0&city=${encodeURIComponent(city)}&min_price=${lo}&max_price=${hi}&limit=12`,
      ),
    },
    {
      name: 'category+type+offset 24',
      paths: categoryIds.map((id) => `/api/get_property?category_id=${id}&property_type=1&offset=24&limit=12`),
    },
    {
      name: 'text search',
      paths: words.map((w) => `/api/get_property?search=${encodeURIComponent(w)}&limit=12`),
    },
    // get-property-list (the light list): the same searches, then the map's.
    {
      name: 'list: filtered (type+city+price)',
      paths: ranges.map(
        ([city, lo, hi]) =>
          `/api/get-property-list?property_type=0&city=${encodeURIComponent(city)}&min_price=${lo}&max_price=${hi}&limit=12`,
      ),
    },
    {
      name: 'list: text search',
      paths: words.map((w) => `/api/get-property-list?search=${encodeURIComponent(w)}&limit=12`),
    },
    {
      name: 'list: map bounds',
      paths: viewports().map((b) => `/api/get-property-list?bounds=${encodeURIComponent(b)}&limit=12`),
    },
    {
      name: 'list: polygon',
      paths: polygons().map((p) => `/api/get-property-list?polygon=${encodeURIComponent(p)}&limit=12`),
    },
    {
      name: 'list: bounds+type+price',
      paths: viewports().map(
        (b, i) =>
          `/api/get-property-list?bounds=${encodeURIComponent(b)}&property_type=${i % 2}&min_price=${i % 2 ? 20000 : 3000000}&max_price=${i % 2 ? 80000 : 20000000}&limit=12`,
      ),
    },
    {
      name: 'list: sort price_asc+city',
      paths: CITIES.map((c) => `/api/get-property-list?city=${encodeURIComponent(c.city)}&sort=price_asc&limit=12`),
    },
    {
      name: 'map: 500 markers in bounds',
      paths: viewports().map((b) => `/api/get-property-map?bounds=${encodeURIComponent(b)}&limit=500`),
    },
  ];
}

/**
 * Map viewports `min_lat,max_lat,min_lng,max_lng`: per city a zoomed-in view (±0.02°, ~4 km, one
 * locality) and the whole city (its localities' extent + 0.05°).
 */
function viewports(): string[] {
  const out: string[] = [];
  for (const c of CITIES) {
    const l = c.localities[0];
    if (l) out.push([l.lat - 0.02, l.lat + 0.02, l.lng - 0.02, l.lng + 0.02].map((x) => x.toFixed(4)).join(','));
    const lats = c.localities.map((x) => x.lat);
    const lngs = c.localities.map((x) => x.lng);
    out.push(
      [Math.min(...lats) - 0.05, Math.max(...lats) + 0.05, Math.min(...lngs) - 0.05, Math.max(...lngs) + 0.05]
        .map((x) => x.toFixed(4))
        .join(','),
    );
  }
  return out;
}

/** Drawn areas: a hexagon of radius ~3 km around the second locality of each city. */
function polygons(): string[] {
  return CITIES.flatMap((c) => {
    const l = c.localities[1] ?? c.localities[0];
    if (!l) return [];
    const pts = Array.from({ length: 6 }, (_, k) => {
      const a = (k * Math.PI) / 3;
      return `${(l.lat + 0.03 * Math.sin(a)).toFixed(5)},${(l.lng + 0.03 * Math.cos(a)).toFixed(5)}`;
    });
    return [pts.join(';')];
  });
}

interface ScenarioResult {
  scenario: string;
  urls: number;
  avgTotal: number;
  /** Median time of one request with nothing else running (the pre-flight pass). */
  singleMs: number;
  reqPerSec: number;
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

function cannon(url: string, paths: string[], seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: loadArgs.connections,
    duration: seconds,
    // The load generator runs in its own thread so it does not share the server's event loop.
    workers: 1,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
}

/**
 * Database activity of the server. When autocannon stops it drops its sockets, but the server still runs
 * the requests it had accepted; the next phase must not start before they are done, so we wait for the
 * database to be quiet (no statement running, none started for 300 ms; at most 30 s).
 */
const activity = { running: 0, last: 0 };

function watchQueries(handle: DbHandle): void {
  const client = rawClient(handle);
  const original = client.query;
  client.query = function (this: unknown, ...a: unknown[]) {
    activity.running++;
    activity.last = performance.now();
    return original.apply(this, a).finally(() => {
      activity.running--;
      activity.last = performance.now();
    });
  } as RawClient['query'];
}

async function drain(): Promise<void> {
  const until = performance.now() + 30_000;
  while (performance.now() < until) {
    if (activity.running === 0 && performance.now() - activity.last > 300) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  console.log(`  (database still busy after 30 s: ${activity.running} statements running)`);
}

async function runScenario(base: string, s: Scenario): Promise<ScenarioResult> {
  // Pre-flight, twice: every URL answers 200 with JSON; the second pass times one request at a time.
  let totals = 0;
  const single: number[] = [];
  for (const pass of [0, 1]) {
    for (const p of s.paths) {
      const t0 = performance.now();
      const res = await fetch(base + p);
      const body = (await res.json()) as { total?: number; data?: unknown[] };
      if (pass) single.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      if (pass) totals += Number(body.total ?? 0);
    }
  }
  if (loadArgs.warmup > 0) await cannon(base, s.paths, loadArgs.warmup);
  await drain();
  const r = await cannon(base, s.paths, loadArgs.duration);
  await drain();
  return {
    scenario: s.name,
    urls: s.paths.length,
    avgTotal: Math.round(totals / s.paths.length),
    singleMs: Number(median(single).toFixed(1)),
    reqPerSec: r.requests.average,
    requests: r.requests.total,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN: capture the SQL one request runs and explain each statement on the same database.
// ---------------------------------------------------------------------------------------------

interface Explained {
  scenario: string;
  path: string;
  statements: { ms: number; sql: string; params: unknown[]; plan: string[] }[];
}

async function explainScenario(handle: DbHandle, base: string, s: Scenario): Promise<Explained> {
  const client = rawClient(handle);
  const original = client.query;
  const captured: { text: string; params: unknown[] }[] = [];
  client.query = function (this: unknown, ...a: unknown[]) {
    const q = a[0];
    const text = typeof q === 'string' ? q : String((q as { text?: string }).text ?? '');
    captured.push({ text, params: Array.isArray(a[1]) ? a[1] : [] });
    return original.apply(this, a);
  } as RawClient['query'];
  const path = s.paths[0] ?? '';
  try {
    await (await fetch(base + path)).arrayBuffer();
  } finally {
    client.query = original;
  }
  const statements: Explained['statements'] = [];
  for (const c of captured) {
    if (!/^\s*select/i.test(c.text)) continue;
    const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${c.text}`, c.params);
    const plan = res.rows.map((r) => String(Object.values(r)[0]));
    const exec = plan.map((l) => /Execution Time: ([\d.]+) ms/.exec(l)?.[1]).find(Boolean);
    statements.push({ ms: Number(exec ?? Number.NaN), sql: c.text, params: c.params, plan });
  }
  statements.sort((a, b) => b.ms - a.ms);
  return { scenario: s.name, path, statements };
}

function printExplained(e: Explained): void {
  console.log(`\nEXPLAIN ANALYZE — ${e.scenario}: ${e.path}`);
  const sum = e.statements.reduce((a, s) => a + (Number.isFinite(s.ms) ? s.ms : 0), 0);
  console.log(
    `  ${e.statements.length} SELECTs, ${sum.toFixed(1)} ms of execution in all: ${e.statements.map((s) => s.ms.toFixed(2)).join(', ')}`,
  );
  for (const s of e.statements.slice(0, 2)) {
    console.log(`\n  -- ${s.ms.toFixed(2)} ms, params ${JSON.stringify(s.params)}`);
    console.log(`  ${s.sql.replace(/\s+/g, ' ').slice(0, 600)}${s.sql.length > 600 ? ' …' : ''}`);
    for (const l of s.plan) console.log(`    ${l}`);
  }
}

// ---------------------------------------------------------------------------------------------
// One database: create, seed, serve, measure, tear down.
// ---------------------------------------------------------------------------------------------

interface DbRun {
  kind: 'pglite' | 'postgres';
  location: string;
  seed: SeedTimes;
  results: ScenarioResult[];
  explained: Explained[];
}

/** Runs one statement on the --pg-url database (a pool of the API's own driver), with a time limit. */
async function adminQuery(text: string, timeoutMs = 60_000): Promise<void> {
  const h = await openDb({ databaseUrl: loadArgs.pgUrl, pgliteDir: 'memory://' });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      rawClient(h).query(text),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    await h.close().catch(() => {});
  }
}

async function pgReachable(): Promise<string | null> {
  try {
    await adminQuery('SELECT 1', 5000);
    return null;
  } catch (err) {
    return (err as Error).message || String(err);
  }
}

/** --reuse: the seed of an earlier run with the same --count, if it finished (bench_seed row). */
async function seededBefore(handle: DbHandle): Promise<boolean> {
  const [t] = await rows<{ t: string | null }>(handle, "SELECT to_regclass('bench_seed')::text AS t");
  if (!t?.t) return false;
  const [r] = await rows<{ n: number }>(handle, 'SELECT count AS n FROM bench_seed');
  return Number(r?.n) === COUNT;
}

async function benchDb(kind: 'pglite' | 'postgres'): Promise<DbRun> {
  // --reuse: a fixed directory / database per --count, seeded once, kept at the end; new migrations are
  // applied (and the tables analysed) on the next run.
  const work = REUSE ? join(tmpdir(), `abode-bench-reuse-${COUNT}`) : mkdtempSync(join(tmpdir(), 'abode-bench-'));
  if (REUSE) mkdirSync(work, { recursive: true });
  const pgliteDir = join(work, 'pglite');
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    if (!REUSE) await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${BENCH_DB}`).catch((err: Error) => {
      if (!(REUSE && /already exists/.test(err.message))) throw err;
    });
    const u = new URL(loadArgs.pgUrl);
    u.pathname = `/${BENCH_DB}`;
    databaseUrl = u.toString();
  }
  const location = databaseUrl ? databaseUrl : pgliteDir;
  console.log(`\n=== ${kind}: ${location} ===`);
  let handle: DbHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    handle = await openDb({ databaseUrl, pgliteDir });
    const storage = new LocalStorage(join(work, 'uploads'));
    let seeded: SeedTimes;
    if (REUSE && (await seededBefore(handle))) {
      process.stdout.write(`Reusing the seeded database (${COUNT.toLocaleString('en')} listings); migrating … `);
      const t0 = performance.now();
      await runMigrations(handle);
      await rawClient(handle).query('ANALYZE');
      seeded = { demo_s: 0, properties_s: 0, relations_s: 0, indexes_s: 0, analyze_s: 0, total_s: 0, rows: {} };
      console.log(`${secondsSince(t0)} s`);
    } else {
      if (REUSE && kind === 'pglite') {
        await handle.close();
        rmSync(pgliteDir, { recursive: true, force: true });
        handle = await openDb({ databaseUrl, pgliteDir });
      }
      process.stdout.write(`Seeding demo (scale 0.1) + ${COUNT.toLocaleString('en')} listings … `);
      seeded = await seed(handle, storage);
      if (REUSE) {
        await rawClient(handle).query('CREATE TABLE bench_seed (count int)');
        await rawClient(handle).query(`INSERT INTO bench_seed VALUES (${COUNT})`);
      }
      console.log(
        `${seeded.total_s} s (demo ${seeded.demo_s} s, listings ${seeded.properties_s} s, ` +
          `gallery/parameters/places ${seeded.relations_s} s, index rebuild ${seeded.indexes_s} s, ANALYZE ${seeded.analyze_s} s)`,
      );
      console.log(
        `Rows: ${Object.entries(seeded.rows)
          .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
          .join(', ')}`,
      );
    }

    const config = parseEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: work,
      WEB_ROOT: work, // no shell here: API only
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    app = await buildApp({ config, db: handle.db, storage });
    watchQueries(handle);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    if (!addr || typeof addr === 'string') throw new Error('server has no port');
    const base = `http://127.0.0.1:${addr.port}`;

    const cats = (await rows<{ id: number }>(handle, 'SELECT id FROM categories ORDER BY id')).map((r) => Number(r.id));
    const results: ScenarioResult[] = [];
    const explained: Explained[] = [];
    const only = args.only ? String(args.only) : '';
    for (const s of scenarios(cats).filter((x) => x.name.includes(only))) {
      process.stdout.write(
        `  ${s.name}: ${loadArgs.warmup} s warm-up + ${loadArgs.duration} s × ${loadArgs.connections} connections … `,
      );
      const r = await runScenario(base, s);
      results.push(r);
      console.log(`${fmt(r.reqPerSec, 0)} req/s, p99 ${r.p99} ms`);
      if (args.explain || (kind === 'postgres' && r.p99 > SLOW_P99_MS))
        explained.push(await explainScenario(handle, base, s));
    }
    console.log(`\n${kind} — ${COUNT.toLocaleString('en')} listings, seed ${seeded.total_s} s`);
    printTable(
      [
        'scenario',
        'URLs',
        'avg matches',
        '1-conn ms',
        'req/s',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'max ms',
        'errors',
        'non-2xx',
      ],
      results.map((r) => [
        r.scenario,
        r.urls,
        r.avgTotal,
        r.singleMs,
        fmt(r.reqPerSec, 0),
        r.p50,
        r.p90,
        r.p99,
        r.max,
        r.errors,
        r.non2xx,
      ]),
    );
    for (const e of explained) printExplained(e);
    return { kind, location, seed: seeded, results, explained };
  } finally {
    await app?.close();
    await handle?.close();
    if (args.keep || REUSE) console.log(`Kept ${kind} data: ${location}`);
    else {
      rmSync(work, { recursive: true, force: true });
      if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`).catch(() => {});
    }
  }
}

// ---------------------------------------------------------------------------------------------

console.log(`Command: ${commandLine('api-search.ts')}`);
printHost('The server, its database and the load generator (autocannon)');
if (args['what-if'])
  console.log(
    `--what-if: adding to the schema ${WHAT_IF_INDEXES.map((d) => d.replace('CREATE INDEX ', '')).join('; ')}`,
  );
console.log(
  `GET /api/get_property, /api/get-property-list and /api/get-property-map, ${loadArgs.connections} connections, ${loadArgs.warmup} s warm-up then ${loadArgs.duration} s per scenario, ${COUNT.toLocaleString('en')} listings.`,
);

const runs: DbRun[] = [];
const skipped: string[] = [];
if (dbChoice === 'pglite' || dbChoice === 'both') runs.push(await benchDb('pglite'));
if (dbChoice === 'postgres' || dbChoice === 'both') {
  const why = await pgReachable();
  if (why) {
    const msg = `PostgreSQL at ${loadArgs.pgUrl} is unreachable (${why}): skipping the PostgreSQL run.`;
    console.log(`\n${msg}`);
    skipped.push(msg);
  } else runs.push(await benchDb('postgres'));
}

const lite = runs.find((r) => r.kind === 'pglite');
const post = runs.find((r) => r.kind === 'postgres');
console.log(`\n=== Summary (${COUNT.toLocaleString('en')} listings; ${commandLine('api-search.ts')}) ===`);
for (const r of runs) {
  console.log(`\n${r.kind}: seed ${r.seed.total_s} s`);
  printTable(
    ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
    r.results.map((x) => [x.scenario, fmt(x.reqPerSec, 0), x.p50, x.p99, x.errors, x.non2xx]),
  );
}
if (lite && post) {
  console.log('\nPGlite / PostgreSQL (req/s ratio; < 1 means PGlite is slower)');
  printTable(
    ['scenario', 'PGlite req/s', 'PostgreSQL req/s', 'ratio'],
    lite.results.map((l, i) => {
      const p = post.results[i];
      return [
        l.scenario,
        fmt(l.reqPerSec, 0),
        fmt(p?.reqPerSec ?? Number.NaN, 0),
        `${fmt(l.reqPerSec / (p?.reqPerSec ?? Number.NaN), 2)}×`,
      ];
    }),
  );
}
const bad = runs.flatMap((r) =>
  r.results.filter((x) => x.errors || x.non2xx || x.timeouts).map((x) => `${r.kind}/${x.scenario}`),
);
if (bad.length) console.log(`\nWARNING: errors or non-2xx answers in ${bad.join(', ')}`);
const file = writeResults('api-search', {
  command: commandLine('api-search.ts'),
  count: COUNT,
  connections: loadArgs.connections,
  durationSeconds: loadArgs.duration,
  warmupSeconds: loadArgs.warmup,
  whatIfIndexes: args['what-if'] ? WHAT_IF_INDEXES : [],
  skipped,
  runs,
});
console.log(`\nResults: ${file}`);
if (bad.length) process.exitCode = 1;
