// Backups of the embedded database and the files beside it (docs/decisions/013-load-shedding-and-backups.md).
//
// A backup is a directory:
//   manifest.json    format, time, mode (online/offline), versions, migrations, a few row counts
//   pglite.tar.gz    PGlite's own dump of its data directory (dumpDataDir('gzip')), restored with loadDataDir
//   files/           every file under DATA_DIR but the database (uploads/, private documents …), as on disk
//   SHA256SUMS       `sha256sum -c` format over pglite.tar.gz and files/, checked before a restore
//
// Online, the running server makes it (PGlite is one process: nobody else may open its directory): with its
// admission gate held exclusively no request is at work, so the database dump and the list of files are of
// one moment; files are hard-linked then (uploads are written once, by rename, never changed in place) and
// copied after the gate is open again.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { isPartialWrite } from '../../storage/storage.ts';

/** The name of the format in manifest.json, and its version (bumped on an incompatible change). */
export const BACKUP_FORMAT = 'abode-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Where a running server says how to reach it for an online backup (mode 0600: it holds the key). */
export const SERVER_FILE = '.abode-server.json';
/** Snapshot directories the server makes under DATA_DIR for the CLI to copy (removed after). */
export const SNAPSHOT_PREFIX = '.backup-';
const DB_FILE = 'pglite.tar.gz';
const FILES_DIR = 'files';
const SUMS_FILE = 'SHA256SUMS';

/** What a backup says about itself. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  created_at: string;
  /** online: taken by the running server; offline: the CLI opened a stopped server's data directory. */
  mode: 'online' | 'offline';
  app: { version: string; commit: string | null; node: string };
  database: {
    kind: 'pglite';
    pglite: string;
    server_version: string;
    migrations: number;
    last_migration_at: string | null;
    rows: Record<string, number>;
  };
  db_file: string;
  files: { dir: string; count: number; bytes: number };
}

/** The running server's address and the key its backup endpoint asks for. */
export interface ServerFile {
  pid: number;
  url: string;
  key: string;
  started_at: string;
}

const API_ROOT = resolve(import.meta.dirname, '..', '..', '..');

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

async function appInfo(): Promise<BackupManifest['app']> {
  const pkg = await readJson<{ version?: string }>(join(API_ROOT, 'package.json')).catch(() => ({ version: '' }));
  let commit: string | null = null;
  try {
    // A checkout names its commit in .git/HEAD (directly, or through a ref); a copy without .git has none.
    const git = join(API_ROOT, '..', '.git');
    const head = (await readFile(join(git, 'HEAD'), 'utf8')).trim();
    commit = head.startsWith('ref: ')
      ? (await readFile(join(git, head.slice(5)), 'utf8').catch(() => '')).trim() || null
      : head;
  } catch {
    commit = null;
  }
  return { version: pkg.version ?? '', commit, node: process.version };
}

async function pgliteVersion(): Promise<string> {
  const pkg = await readJson<{ version?: string }>(
    join(API_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
  ).catch(() => ({ version: '' }));
  return pkg.version ?? '';
}

/** The database half of the manifest: versions, migrations applied and a few row counts to compare after a restore. */
export async function describeDatabase(client: PGlite): Promise<BackupManifest['database']> {
  const one = async <T>(text: string): Promise<T | undefined> => {
    try {
      return (await client.query<T>(text)).rows[0];
    } catch {
      return undefined;
    }
  };
  const version = await one<{ v: string }>('select version() as v');
  const migrations = await one<{ n: number; at: string | null }>(
    'select count(*)::int as n, max(created_at)::text as at from drizzle.__drizzle_migrations',
  );
  const rows: Record<string, number> = {};
  for (const table of ['customers', 'propertys', 'projects', 'chats']) {
    const r = await one<{ n: number }>(`select count(*)::int as n from ${table}`);
    if (r) rows[table] = r.n;
  }
  const at = migrations?.at ? Number(migrations.at) : Number.NaN;
  return {
    kind: 'pglite',
    pglite: await pgliteVersion(),
    server_version: version?.v ?? '',
    migrations: migrations?.n ?? 0,
    last_migration_at: Number.isFinite(at) ? new Date(at).toISOString() : null,
    rows,
  };
}

/** Every file under `root` (relative paths, `/`-separated), except what `skip` names (relative, top first). */
async function walk(root: string, skip: (rel: string, isDir: boolean) => boolean): Promise<string[]> {
  const out: string[] = [];
  async function visit(dir: string): Promise<void> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries) {
      const abs = join(dir, e.name);
      const rel = relative(root, abs).split(sep).join('/');
      if (skip(rel, e.isDirectory())) continue;
      if (e.isDirectory()) await visit(abs);
      else if (e.isFile()) out.push(rel);
    }
  }
  await visit(root);
  return out.sort();
}

/** What under DATA_DIR is not a file to back up: the database, the server file, snapshots, torn writes. */
function dataDirSkipper(dataDir: string, pgliteDir: string) {
  const pgRel = relative(dataDir, pgliteDir).split(sep).join('/');
  return (rel: string) =>
    rel === pgRel ||
    rel === SERVER_FILE ||
    (!rel.includes('/') && rel.startsWith(SNAPSHOT_PREFIX)) ||
    isPartialWrite(rel);
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes SHA256SUMS over the database dump and every file of a backup directory. */
async function writeSums(dir: string, files: string[]): Promise<void> {
  const lines: string[] = [];
  for (const rel of [DB_FILE, ...files.map((f) => `${FILES_DIR}/${f}`)])
    lines.push(`${await sha256(join(dir, rel))}  ${rel}`);
  await writeFile(join(dir, SUMS_FILE), `${lines.join('\n')}\n`);
}

/** Checks a backup directory against its manifest and SHA256SUMS; throws on the first problem. */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${dir} is not an Abode backup (no manifest.json)`);
  const manifest = await readJson<BackupManifest>(manifestPath);
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${dir}: manifest.json is not an ${BACKUP_FORMAT} manifest`);
  if (manifest.format_version > BACKUP_FORMAT_VERSION)
    throw new Error(
      `${dir} is format ${manifest.format_version}; this version of Abode reads up to ${BACKUP_FORMAT_VERSION}`,
    );
  const sums = (await readFile(join(dir, SUMS_FILE), 'utf8')).split('\n').filter(Boolean);
  let files = 0;
  for (const line of sums) {
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!m?.[1] || !m[2]) throw new Error(`${dir}/${SUMS_FILE}: malformed line ${JSON.stringify(line)}`);
    const rel = m[2];
    if (rel.split('/').includes('..')) throw new Error(`${dir}/${SUMS_FILE}: path outside the backup: ${rel}`);
    const got = await sha256(join(dir, rel)).catch(() => 'missing');
    if (got !== m[1]) throw new Error(`${dir}/${rel}: ${got === 'missing' ? 'missing' : 'checksum mismatch'}`);
    if (rel.startsWith(`${FILES_DIR}/`)) files++;
  }
  if (!sums.some((l) => l.endsWith(`  ${DB_FILE}`))) throw new Error(`${dir}: ${SUMS_FILE} does not list ${DB_FILE}`);
  if (files !== manifest.files.count)
    throw new Error(`${dir}: ${files} files listed in ${SUMS_FILE}, the manifest says ${manifest.files.count}`);
  return manifest;
}

/** Fills `target/files/` from `dataDir` (hard links where possible, else copies) and says what it took. */
async function takeFiles(
  dataDir: string,
  pgliteDir: string,
  target: string,
  how: 'link' | 'copy',
): Promise<{ files: string[]; bytes: number }> {
  const files = await walk(dataDir, dataDirSkipper(dataDir, pgliteDir));
  let bytes = 0;
  for (const rel of files) {
    const from = join(dataDir, rel);
    const to = join(target, FILES_DIR, rel);
    await mkdir(dirname(to), { recursive: true });
    try {
      if (how === 'link') await link(from, to);
      else await copyFile(from, to);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // Removed since the walk (a deleted upload): it is not part of this moment any more.
      if (code === 'ENOENT') continue;
      if (how === 'link' && (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP')) await copyFile(from, to);
      else throw err;
    }
    bytes += (await stat(to)).size;
  }
  return { files: (await walk(join(target, FILES_DIR), () => false)).sort(), bytes };
}

/**
 * Takes a snapshot of a running embedded database and DATA_DIR's files into a fresh directory under
 * DATA_DIR. `quiesce` runs its function with no request at work (the admission gate held exclusively);
 * only the dump and the hard links happen inside it.
 */
export async function snapshot(opts: {
  client: PGlite;
  dataDir: string;
  quiesce: <T>(fn: () => Promise<T>) => Promise<T>;
}): Promise<{ dir: string; manifest: BackupManifest; pausedMs: number }> {
  const { client, dataDir } = opts;
  const pgliteDir = client.dataDir ? resolve(client.dataDir) : join(dataDir, 'pglite');
  await removeStaleSnapshots(dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = join(dataDir, `${SNAPSHOT_PREFIX}${stamp}-${randomBytes(4).toString('hex')}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    let pausedMs = 0;
    const taken = await opts.quiesce(async () => {
      const t0 = performance.now();
      // Written out to the data files first, so the dump needs no WAL replay when it is loaded.
      await client.query('CHECKPOINT');
      const dump = await client.dumpDataDir('gzip');
      const database = await describeDatabase(client);
      const files = await takeFiles(dataDir, pgliteDir, dir, 'link');
      pausedMs = Math.round(performance.now() - t0);
      return { dump, database, files };
    });
    await writeFile(join(dir, DB_FILE), new Uint8Array(await taken.dump.arrayBuffer()));
    const manifest = await finish(dir, 'online', taken.database, taken.files);
    return { dir, manifest, pausedMs };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

async function finish(
  dir: string,
  mode: BackupManifest['mode'],
  database: BackupManifest['database'],
  files: { files: string[]; bytes: number },
): Promise<BackupManifest> {
  await writeSums(dir, files.files);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    format_version: BACKUP_FORMAT_VERSION,
    created_at: new Date().toISOString(),
    mode,
    app: await appInfo(),
    database,
    db_file: DB_FILE,
    files: { dir: FILES_DIR, count: files.files.length, bytes: files.bytes },
  };
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Snapshots a crashed CLI left behind (older than an hour) are removed by the next backup. */
async function removeStaleSnapshots(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  for (const name of entries) {
    if (!name.startsWith(SNAPSHOT_PREFIX)) continue;
    const st = await stat(join(dataDir, name)).catch(() => undefined);
    if (st && Date.now() - st.mtimeMs > 3_600_000) await rm(join(dataDir, name), { recursive: true, force: true });
  }
}

/** Opens an embedded database directory the way the API does (same extensions). */
export async function openPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dir, { extensions: { pg_trgm, cube, earthdistance }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** Copies a snapshot the server made into `target` (which must not exist yet) and checks it there. */
export async function copyBackup(from: string, target: string): Promise<BackupManifest> {
  await mkdir(dirname(target), { recursive: true });
  const tmp = `${target}.partial-${randomBytes(4).toString('hex')}`;
  // Password hashes and private documents: for the owner's eyes only.
  await mkdir(tmp, { recursive: true, mode: 0o700 });
  try {
    for (const rel of await walk(from, () => false)) {
      await mkdir(dirname(join(tmp, rel)), { recursive: true });
      // A copy, not a link: the backup must not share anything with the live data directory.
      await copyFile(join(from, rel), join(tmp, rel));
    }
    const manifest = await verifyBackup(tmp);
    await rename(tmp, target);
    return manifest;
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  }
}

/** Backs up a data directory whose server is stopped: opens the database itself. */
export async function offlineBackup(dataDir: string, target: string): Promise<BackupManifest> {
  const pgliteDir = join(dataDir, 'pglite');
  if (!existsSync(join(pgliteDir, 'PG_VERSION')))
    throw new Error(`${dataDir} holds no embedded database (no pglite/PG_VERSION)`);
  await mkdir(dirname(target), { recursive: true });
  const tmp = `${target}.partial-${randomBytes(4).toString('hex')}`;
  // Password hashes and private documents: for the owner's eyes only.
  await mkdir(tmp, { recursive: true, mode: 0o700 });
  try {
    const client = await openPglite(pgliteDir);
    let database: BackupManifest['database'];
    try {
      await client.query('CHECKPOINT');
      const dump = await client.dumpDataDir('gzip');
      await writeFile(join(tmp, DB_FILE), new Uint8Array(await dump.arrayBuffer()));
      database = await describeDatabase(client);
    } finally {
      await client.close();
    }
    const files = await takeFiles(dataDir, pgliteDir, tmp, 'copy');
    const manifest = await finish(tmp, 'offline', database, files);
    await rename(tmp, target);
    return manifest;
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  }
}

/** Whether a directory is missing or empty. */
export async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/**
 * Restores a backup into `dataDir`, which must be missing or empty (the caller moves a non-empty one aside
 * for --force). The database is loaded with PGlite's loadDataDir and opened once to check it.
 */
export async function restoreBackup(backupDir: string, dataDir: string): Promise<BackupManifest> {
  const manifest = await verifyBackup(backupDir);
  if (!(await isEmptyDir(dataDir))) throw new Error(`${dataDir} is not empty`);
  await mkdir(dataDir, { recursive: true });
  try {
    const bytes = await readFile(join(backupDir, manifest.db_file));
    // PGlite recognises a gzip tarball by the File's name.
    const dump = new File([new Uint8Array(bytes)], basename(manifest.db_file), { type: 'application/x-gzip' });
    const client = await openPglite(join(dataDir, 'pglite'), dump);
    try {
      const database = await describeDatabase(client);
      for (const [table, n] of Object.entries(manifest.database.rows))
        if (database.rows[table] !== n)
          throw new Error(`restored ${table} has ${database.rows[table]} rows; the backup says ${n}`);
      await client.query('CHECKPOINT');
    } finally {
      await client.close();
    }
    const filesDir = join(backupDir, manifest.files.dir);
    for (const rel of await walk(filesDir, () => false)) {
      await mkdir(dirname(join(dataDir, rel)), { recursive: true });
      await copyFile(join(filesDir, rel), join(dataDir, rel));
    }
    return manifest;
  } catch (err) {
    // Half a restore is worse than none: leave the directory as it was (empty).
    for (const name of await readdir(dataDir).catch(() => [] as string[]))
      await rm(join(dataDir, name), { recursive: true, force: true });
    throw err;
  }
}

/** The real path of a directory, or the path itself when it does not exist yet. */
export async function realDir(dir: string): Promise<string> {
  return realpath(dir).catch(() => resolve(dir));
}
