// Small helpers shared by the benchmarks: argument parsing, statistics, tables, results files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs as nodeParseArgs } from 'node:util';

export const BENCH_DIR = import.meta.dirname;
export const REPO_ROOT = join(BENCH_DIR, '..');
export const RESULTS_DIR = join(BENCH_DIR, 'results');

type OptionSpec = Record<string, { type: 'string' | 'boolean'; default?: string | boolean }>;

/** Parses `process.argv`, ignoring a lone `--` (what `pnpm run x -- --flag` may leave behind). */
export function parseArgs<T extends OptionSpec>(options: T, argv: string[] = process.argv.slice(2)) {
  const args = argv.filter((a) => a !== '--');
  return nodeParseArgs({ args, options, strict: true, allowPositionals: false }).values;
}

/** The options of every load benchmark: how long, how many connections, the warm-up and the PostgreSQL server. */
export const LOAD_OPTIONS = {
  duration: { type: 'string' },
  connections: { type: 'string' },
  warmup: { type: 'string' },
  'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
} as const;

/** The load options as given (seconds, connections, warm-up seconds, PostgreSQL URL), else the defaults. */
export function loadOptions(
  args: { duration?: unknown; connections?: unknown; warmup?: unknown; 'pg-url'?: unknown },
  defaults: { duration: number; connections: number; warmup: number },
) {
  return {
    duration: intOption(args.duration, 'duration', defaults.duration),
    connections: intOption(args.connections, 'connections', defaults.connections),
    warmup: intOption(args.warmup, 'warmup', defaults.warmup),
    pgUrl: String(args['pg-url']),
  };
}

/** A positive integer option, or the default; exits with a message on garbage. */
export function intOption(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || Math.floor(n) !== n) {
    console.error(`--${name} must be a non-negative integer (got ${String(value)})`);
    process.exit(2);
  }
  return n;
}

/** The q-quantile (0..1) of numbers, by linear interpolation. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (s[lo] ?? 0) + ((s[hi] ?? 0) - (s[lo] ?? 0)) * (pos - lo);
}

export const median = (values: number[]) => quantile(values, 0.5);

/** Prints rows as an aligned text table (numbers right-aligned). */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = rows.map((r) => r.map((c) => String(c)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) =>
    rows.every((r) => typeof r[i] === 'number' || /^[-\d.,×x%]+$/.test(String(r[i]))),
  );
  const line = (r: string[]) =>
    r.map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells) console.log(line(r));
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The machine the numbers came from; the load generator and the server share these cores. */
export function hostInfo() {
  const c = cpus();
  return {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpus: c.length,
    cpuModel: c[0]?.model ?? 'unknown',
    memGiB: Math.round(totalmem() / 1024 ** 3),
  };
}

export function printHost(what: string): void {
  const h = hostInfo();
  console.log(
    `Host: ${h.cpus} × ${h.cpuModel}, ${h.memGiB} GiB RAM, Node ${h.node}. ` +
      `${what} share${what.includes(' and ') ? '' : 's'} these ${h.cpus} cores: numbers are relative, not capacity.`,
  );
}

/** Writes a JSON result file under bench/results/ and returns its path. */
export function writeResults(name: string, data: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(RESULTS_DIR, `${name}-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify({ host: hostInfo(), ...(data as object) }, null, 2)}\n`);
  return file;
}

/** Whether a TCP port on 127.0.0.1 can be bound right now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** The command line that reproduces this run. */
export function commandLine(script: string): string {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  return `node bench/${script}${args.length ? ` ${args.join(' ')}` : ''}`;
}

/** Seconds since `t0` (performance.now()), to one decimal. */
export const secondsSince = (t0: number) => Number(((performance.now() - t0) / 1000).toFixed(1));
