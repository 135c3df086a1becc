// `pnpm test`: every gate, in order, with one summary line at the end:
// typecheck, lint, the shared version check (docs/decisions/034), unit tests of every package, API tests on
// the embedded database and (when DATABASE_URL is set) on PostgreSQL, production builds, then the e2e suite
// in Chromium.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApps, ROOT, requireNode24, run, WEB_APPS } from './lib.mjs';

requireNode24();
const only = process.argv.slice(2); // e.g. `pnpm test unit api` runs only those steps
const tmp = mkdtempSync(join(tmpdir(), 'abode-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** The tests that failed, by step, with the first line of why: printed again at the very end, where a CI log's tail shows it. */
const failedTests = [];

const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
function firstLine(text) {
  return (
    String(text ?? '')
      .replace(COLOUR, '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  );
}

function readVitest(file, step) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  for (const f of r.testResults ?? []) {
    if (f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'))
      failedTests.push(`${step}: ${f.name.replace(`${ROOT}/`, '')}: ${firstLine(f.message)}`);
    for (const a of f.assertionResults ?? [])
      if (a.status === 'failed')
        failedTests.push(
          `${step}: ${f.name.replace(`${ROOT}/`, '')} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`,
        );
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

function readPlaywright(file, step) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected') {
          const error = t.results?.at(-1)?.error?.message;
          failedTests.push(
            `${step}: ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`,
          );
        }
    for (const child of suite.suites ?? []) walk(child, suite.file === child.file ? [...path, child.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const s = report.stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

async function step(name, fn) {
  if (only.length && !only.some((o) => name.startsWith(o))) return;
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const code = await fn();
  console.log(
    `━━ ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) failures.push(name);
}

async function vitest(name, dir, env = {}) {
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run(
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: join(ROOT, dir),
      env: { ...process.env, ...env },
    },
  );
  const counts = readVitest(out, name);
  if (counts) for (const k of Object.keys(totals)) totals[k] += counts[k];
  else if (code !== 0) totals.failed += 1;
  return code;
}

await step('typecheck', () => run('pnpm', ['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
await step('lint', () => run('pnpm', ['exec', 'biome', 'check', '.']));
await step('shared version', () => run('node', ['scripts/check-shared-version.mjs']));
for (const pkg of ['shared', ...WEB_APPS]) await step(`unit ${pkg}`, () => vitest(`unit-${pkg}`, pkg));
await step('api on PGlite (embedded)', () => vitest('api-pglite', 'api', { DATABASE_URL: '' }));
if (process.env.DATABASE_URL) await step('api on PostgreSQL', () => vitest('api-postgres', 'api'));
else console.log('\n(DATABASE_URL not set: the PostgreSQL run of the API tests is skipped)');
await step('build', () => buildApps(WEB_APPS));
await step('e2e (Chromium)', async () => {
  const out = join(tmp, 'e2e.json');
  const code = await run('pnpm', ['--filter', 'e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  const counts = readPlaywright(out, 'e2e');
  if (counts) for (const k of Object.keys(totals)) totals[k] += counts[k];
  else if (code !== 0) totals.failed += 1;
  return code;
});

rmSync(tmp, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
