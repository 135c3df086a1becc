// What the PostgreSQL list benchmarks (api-projects.ts, api-services.ts) share: raw SQL on the benchmark
// database, statements run on the server's database, capturing the SQL one request runs, the database's own
// time for it (EXPLAIN ANALYZE), the plans of its slowest statements, and one autocannon run of a scenario.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { DbHandle } from '../api/src/db/client.ts';
import { openDb } from '../api/src/db/client.ts';
import { median } from './lib.ts';

interface RawClient {
  query: (...a: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}
/** The pool (or PGlite) under a drizzle handle, for raw SQL. */
export const raw = (h: DbHandle) => (h.db as unknown as { $client: RawClient }).$client;
export const q = async <T>(h: DbHandle, text: string) => (await raw(h).query(text)).rows as T[];
/** A SQL string literal. */
export const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
export const textArray = (xs: string[]) => `ARRAY[${xs.map(lit).join(',')}]::text[]`;

/** Runs one statement on the server's own database (`pgUrl`): CREATE or DROP DATABASE. */
export async function adminQuery(pgUrl: string, text: string): Promise<void> {
  const h = await openDb({ databaseUrl: pgUrl, pgliteDir: 'memory://' });
  try {
    await raw(h).query(text);
  } finally {
    await h.close().catch(() => {});
  }
}

/** The 1-, 5- and 15-minute load averages, one decimal each. */
export const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** A scenario: its name, the URLs autocannon cycles through, and a bearer header when they need one. */
export interface Scenario {
  name: string;
  paths: string[];
  auth?: string;
  /** Runs only when `--only` names it (a comparison, not part of the full run). */
  optional?: boolean;
}

/** One autocannon run of a scenario against `url`. */
export function cannon(url: string, s: Scenario, seconds: number, connections: number) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    workers: 1,
    requests: s.paths.map((path) => ({
      method: 'GET' as const,
      path,
      headers: s.auth ? { authorization: s.auth } : {},
    })),
  });
}

// The SQL one request runs: captured by wrapping the pool's query (every statement of a request goes through it).
export interface Captured {
  text: string;
  params: unknown[];
}
export async function capture(h: DbHandle, run: () => Promise<void>): Promise<Captured[]> {
  const client = raw(h);
  const original = client.query;
  const captured: Captured[] = [];
  client.query = function (this: unknown, ...a: unknown[]) {
    const x = a[0];
    const text = typeof x === 'string' ? x : String((x as { text?: string }).text ?? '');
    const params = Array.isArray(a[1]) ? a[1] : ((x as { values?: unknown[] }).values ?? []);
    captured.push({ text, params });
    return original.apply(this, a);
  } as RawClient['query'];
  try {
    await run();
  } finally {
    client.query = original;
  }
  return captured;
}

const isSelect = (c: Captured) => /^\s*(select|with)/i.test(c.text);
const timeOf = (plan: string[], what: 'Execution' | 'Planning') =>
  Number(plan.map((l) => new RegExp(`${what} Time: ([\\d.]+) ms`).exec(l)?.[1]).find(Boolean) ?? Number.NaN);
const planOf = async (h: DbHandle, options: string, c: Captured) =>
  (await raw(h).query(`EXPLAIN (${options}) ${c.text}`, c.params)).rows.map((r) => String(Object.values(r)[0]));

/**
 * The database's time for one request: each SELECT three times with EXPLAIN (ANALYZE, TIMING OFF), the fastest
 * execution and planning kept, summed over the request's statements.
 */
export async function dbTime(
  h: DbHandle,
  statements: Captured[],
): Promise<{ exec: number; plan: number; each: number[] }> {
  let exec = 0;
  let plan = 0;
  const each: number[] = [];
  for (const c of statements.filter(isSelect)) {
    let e = Number.POSITIVE_INFINITY;
    let p = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const lines = await planOf(h, 'ANALYZE, TIMING OFF', c);
      e = Math.min(e, timeOf(lines, 'Execution'));
      p = Math.min(p, timeOf(lines, 'Planning'));
    }
    exec += e;
    plan += p;
    each.push(e);
  }
  return { exec, plan, each };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each SELECT captured: execution times, and the plans of the two slowest. */
export async function explain(
  h: DbHandle,
  name: string,
  path: string,
  statements: Captured[],
  sqlWidth: number,
): Promise<void> {
  const done: { ms: number; c: Captured; plan: string[] }[] = [];
  for (const c of statements.filter(isSelect)) {
    const plan = await planOf(h, 'ANALYZE, BUFFERS', c);
    done.push({ ms: timeOf(plan, 'Execution'), c, plan });
  }
  done.sort((a, b) => b.ms - a.ms);
  const sum = done.reduce((a, d) => a + (Number.isFinite(d.ms) ? d.ms : 0), 0);
  console.log(`\nEXPLAIN ANALYZE — ${name}: ${path}`);
  console.log(
    `  ${statements.length} statements, ${done.length} SELECTs, ${sum.toFixed(2)} ms of execution: ${done.map((d) => d.ms.toFixed(2)).join(', ')}`,
  );
  for (const d of done.slice(0, 2)) {
    console.log(`\n  -- ${d.ms.toFixed(2)} ms, params ${JSON.stringify(d.c.params).slice(0, 300)}`);
    const text = d.c.text.replace(/\s+/g, ' ');
    console.log(`  ${text.slice(0, sqlWidth)}${text.length > sqlWidth ? ' …' : ''}`);
    for (const l of d.plan) console.log(`    ${l}`);
  }
  console.log('');
}

/** What every result row of these benchmarks holds: the scenario's run, its shape, its errors, the load after. */
export interface RunRow {
  scenario: string;
  urls: number;
  avgMatches: number;
  statements: number;
  errors: number;
  non2xx: number;
  load: string;
}

/** The figures one autocannon run gives a result row. */
export function runFigures(r: autocannon.Result) {
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * Per scenario, in the order first run: its shape (from its first run), the median over its runs of each of
 * `keys`, errors and non-2xx summed, and the load average after each run.
 */
export function summarize<R extends RunRow, K extends keyof R & string>(results: R[], keys: readonly K[]) {
  const names = [...new Set(results.map((r) => r.scenario))];
  return names.map((name) => {
    const rs = results.filter((r) => r.scenario === name);
    const first = rs[0] as R;
    const medians = Object.fromEntries(keys.map((k) => [k, median(rs.map((r) => Number(r[k])))])) as Record<K, number>;
    return {
      scenario: name,
      urls: first.urls,
      avgMatches: first.avgMatches,
      statements: first.statements,
      ...medians,
      errors: rs.reduce((a, r) => a + r.errors, 0),
      non2xx: rs.reduce((a, r) => a + r.non2xx, 0),
      loads: rs.map((r) => r.load).join(' / '),
    };
  });
}
