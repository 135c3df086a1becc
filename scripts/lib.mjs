// Helpers shared by the run and test scripts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './remotes.mjs';

export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
/** The shell and every remote (scripts/remotes.mjs). */
export const WEB_APPS = ['shell', ...REMOTES.map((r) => r.folder)];

/** Refuse to run on a Node older than the project's target, with the fix in the message. */
export function requireNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(
      `Abode needs Node 24 or newer (this is ${process.versions.node}). Run ./abode start, which installs it locally.`,
    );
    process.exit(1);
  }
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

/** Apps whose build is missing or older than their sources (or the shared contract's). */
export function staleApps() {
  const sharedTime = Math.max(
    newest(join(ROOT, 'shared/src')),
    newest(join(ROOT, 'shared/build')),
    newest(join(ROOT, 'pnpm-lock.yaml')),
  );
  return WEB_APPS.filter((app) => {
    const stamp = join(ROOT, app, 'dist', 'index.html');
    if (!existsSync(stamp)) return true;
    const built = statSync(stamp).mtimeMs;
    return Math.max(newest(join(ROOT, app, 'src')), newest(join(ROOT, app, 'rspack.config.mjs')), sharedTime) > built;
  });
}

/** Run a command, inheriting output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Build the given web apps, two at a time (the machine has two cores). */
export async function buildApps(apps) {
  if (!apps.length) return 0;
  console.log(`Building ${apps.join(', ')}…`);
  const filters = apps.flatMap((a) => ['--filter', `./${a}`]);
  return run('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
