// `pnpm bench`: the page-load benchmark, then the API search benchmark, each in its own process.
// Options are passed through: --url, --runs and --port go to page-load.ts, everything else to api-search.ts.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { BENCH_DIR } from './lib.ts';

const PAGE_OPTIONS = new Set(['--url', '--runs', '--port']);
const pageArgs: string[] = [];
const apiArgs: string[] = [];
const argv = process.argv.slice(2).filter((a) => a !== '--');
for (let i = 0; i < argv.length; i++) {
  const a = argv[i] ?? '';
  const name = a.split('=')[0] ?? a;
  const target = PAGE_OPTIONS.has(name) ? pageArgs : apiArgs;
  target.push(a);
  // A value given as the next word (`--count 1000`) travels with its option.
  const next = argv[i + 1];
  if (!a.includes('=') && next !== undefined && !next.startsWith('--')) {
    target.push(next);
    i++;
  }
}

const failed: string[] = [];
for (const [script, args] of [
  ['page-load.ts', pageArgs],
  ['api-search.ts', apiArgs],
] as const) {
  console.log(`\n##### node bench/${script} ${args.join(' ')}\n`);
  const r = spawnSync(process.execPath, [join(BENCH_DIR, script), ...args], { stdio: 'inherit' });
  if (r.status !== 0) failed.push(`${script} (exit ${r.status ?? r.signal})`);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
