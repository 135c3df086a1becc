// `./abode backup [DIR]` and `./abode restore DIR [--force]` (scripts/backup.mjs runs this). See backup.ts
// for the format and docs/decisions/013-load-shedding-and-backups.md for why it works this way.
import { existsSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../../env.ts';
import { BACKUP_KEY_HEADER, BACKUP_URL } from './backup.route.ts';
import {
  type BackupManifest,
  copyBackup,
  isEmptyDir,
  offlineBackup,
  restoreBackup,
  SERVER_FILE,
  type ServerFile,
} from './backup.ts';

const USAGE = `usage: ./abode backup [DIR]
       ./abode restore DIR [--force] [--data-dir DIR]

backup   copies the embedded database and DATA_DIR's files (uploads) into DIR (default backups/abode-<time>),
         through the running server when it runs (consistent while it serves), else from the data directory.
restore  loads a backup into DATA_DIR (or --data-dir), which must be empty; --force moves a non-empty one
         aside first. The server must be stopped.`;

const PG_ADVICE = `DATABASE_URL is set: this deployment's data is in PostgreSQL, which ./abode backup does not copy.
Back it up with PostgreSQL's own tools, and DATA_DIR/uploads beside it:
  pg_dump --format=custom --file=abode.dump "$DATABASE_URL"
  tar -czf uploads.tar.gz -C "$DATA_DIR" uploads
and restore into an empty database with
  pg_restore --no-owner --dbname="$DATABASE_URL" abode.dump
(see the README, "Backups").`;

class UsageError extends Error {}

/** Where relative paths on the command line are taken from: the caller's directory (./abode cd's to the repo). */
const callerDir = () => process.env.ABODE_CALLER_DIR || process.cwd();

/** DATA_DIR as the server resolves it (relative to the repository). */
function dataDirOf(env: NodeJS.ProcessEnv): string {
  return resolve(REPO_ROOT, env.DATA_DIR || 'data');
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server that runs on a data directory, if one does (its file names a live process). */
async function runningServer(dataDir: string): Promise<ServerFile | undefined> {
  const text = await readFile(join(dataDir, SERVER_FILE), 'utf8').catch(() => '');
  if (!text) return undefined;
  let info: ServerFile;
  try {
    info = JSON.parse(text) as ServerFile;
  } catch {
    return undefined;
  }
  return Number.isInteger(info.pid) && alive(info.pid) ? info : undefined;
}

function summary(manifest: BackupManifest): string {
  const rows = Object.entries(manifest.database.rows)
    .map(([t, n]) => `${n} ${t}`)
    .join(', ');
  const mib = (manifest.files.bytes / 1024 ** 2).toFixed(1);
  return `${manifest.mode}, ${manifest.created_at}; database: ${rows}; ${manifest.files.count} files (${mib} MiB)`;
}

async function backup(positionals: string[], env: NodeJS.ProcessEnv): Promise<void> {
  if (positionals.length > 1) throw new UsageError('backup takes at most one directory');
  if (env.DATABASE_URL) {
    console.error(PG_ADVICE);
    process.exitCode = 2;
    return;
  }
  const dataDir = dataDirOf(env);
  const defaultParent = join(REPO_ROOT, 'backups');
  const target = positionals[0] ? resolve(callerDir(), positionals[0]) : join(defaultParent, `abode-${stamp()}`);
  if (!(await isEmptyDir(target))) throw new Error(`${target} exists and is not empty; name a new directory`);
  if (existsSync(target)) await rm(target, { recursive: true });
  if (!positionals[0] && !existsSync(join(defaultParent, '.gitignore'))) {
    // Backups are data, never source: the default folder keeps itself out of git.
    await mkdir(defaultParent, { recursive: true });
    writeFileSync(join(defaultParent, '.gitignore'), '*\n');
  }

  const server = await runningServer(dataDir);
  let manifest: BackupManifest;
  if (server) {
    console.log(`The server (pid ${server.pid}) runs on ${dataDir}: asking it for a snapshot at ${server.url} …`);
    let res: Response;
    try {
      res = await fetch(server.url + BACKUP_URL, {
        method: 'POST',
        headers: { [BACKUP_KEY_HEADER]: server.key },
        signal: AbortSignal.timeout(30 * 60_000),
      });
    } catch (err) {
      throw new Error(
        `the server (pid ${server.pid}) does not answer at ${server.url} (${(err as Error).message}); ` +
          'a running server holds the database, so it cannot be copied from the directory. Retry, or stop the server.',
      );
    }
    const body = (await res.json().catch(() => ({}))) as { message?: string; data?: { dir?: string } };
    const dir = body.data?.dir;
    if (!res.ok || !dir) throw new Error(`the server answered ${res.status}: ${body.message ?? 'no snapshot'}`);
    try {
      manifest = await copyBackup(dir, target);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } else {
    console.log(`No server runs on ${dataDir}: copying it directly …`);
    manifest = await offlineBackup(dataDir, target);
  }
  console.log(`Backup written to ${relative(callerDir(), target) || target}\n  ${summary(manifest)}`);
  console.log(`Restore it with: ./abode restore ${target}   (into an empty DATA_DIR, server stopped)`);
}

async function restore(
  positionals: string[],
  values: { force?: boolean; 'data-dir'?: string },
  env: NodeJS.ProcessEnv,
) {
  if (positionals.length !== 1) throw new UsageError('restore takes the backup directory');
  if (env.DATABASE_URL) {
    console.error(PG_ADVICE);
    process.exitCode = 2;
    return;
  }
  const from = resolve(callerDir(), positionals[0] as string);
  const dataDir = values['data-dir'] ? resolve(callerDir(), values['data-dir']) : dataDirOf(env);
  const server = await runningServer(dataDir);
  if (server) throw new Error(`a server (pid ${server.pid}, ${server.url}) runs on ${dataDir}: stop it first`);
  if (!(await isEmptyDir(dataDir))) {
    if (!values.force)
      throw new Error(
        `${dataDir} is not empty. Restore into a new directory (--data-dir), or add --force to move it aside`,
      );
    const aside = `${dataDir}.before-restore-${stamp()}`;
    await rename(dataDir, aside);
    console.log(`Moved the existing ${dataDir} aside to ${aside}`);
  }
  const manifest = await restoreBackup(from, dataDir);
  console.log(`Restored into ${dataDir}\n  ${summary(manifest)}`);
  console.log('Start the server on it (./abode start, with DATA_DIR set if it is not ./data); it migrates if needed.');
}

/** Runs the command line; resolves when done (process.exitCode says how it went). */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean' }, 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    const [command, ...rest] = positionals;
    if (values.help) {
      console.log(USAGE);
      return;
    }
    if (command === 'backup') {
      if (values.force || values['data-dir']) throw new UsageError('backup takes no options (DATA_DIR says what)');
      await backup(rest, env);
    } else if (command === 'restore') await restore(rest, values, env);
    else throw new UsageError(`unknown command ${command ?? '(none)'}`);
  } catch (err) {
    if (err instanceof UsageError || (err as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(err as Error).message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else {
      console.error(`${argv[0] ?? ''} failed: ${(err as Error).message}`);
      process.exitCode = 1;
    }
  }
}
