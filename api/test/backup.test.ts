import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type DbHandle, openDb, pgliteDirOf } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { BACKUP_URL } from '../src/modules/backup/backup.route.ts';
import { type BackupManifest, SERVER_FILE } from '../src/modules/backup/backup.ts';
import { seedDemo } from '../src/seed/index.ts';
import { LocalStorage } from '../src/storage/storage.ts';
import { form, startTestServer, testConfig } from './helpers.ts';

const run = promisify(execFile);
const SCRIPT = resolve(import.meta.dirname, '..', '..', 'scripts', 'backup.mjs');
const work = mkdtempSync(join(tmpdir(), 'abode-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `./abode backup|restore …` (scripts/backup.mjs) without blocking this process: the server runs in it. */
async function cli(args: string[], env: Record<string, string> = {}) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  try {
    const r = await run(process.execPath, [SCRIPT, ...args], { env: { ...base, ...env }, timeout: 120_000 });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** The API as main.ts runs it on the embedded default: a PGlite directory under DATA_DIR, uploads beside it. */
async function startOn(dataDir: string, seed: boolean) {
  const handle: DbHandle = await openDb({ databaseUrl: undefined, pgliteDir: pgliteDirOf(dataDir) });
  await runMigrations(handle);
  const storage = new LocalStorage(join(dataDir, 'uploads'));
  if (seed) await seedDemo(handle.db, storage, { scale: 0.1 });
  const config = testConfig(dataDir);
  const app: FastifyInstance = await buildApp({ config, db: handle.db, storage });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  config.publicUrl = url;
  return {
    url,
    stop: async () => {
      await app.close();
      await handle.close();
    },
  };
}

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('./abode backup and ./abode restore (embedded database)', () => {
  const dataDir = join(work, 'data');
  const restoredDir = join(work, 'restored');
  const backupDir = join(work, 'backups', 'first');
  const email = 'backup-person@example.com';
  const password = 'Backup-test-pass-42';
  let token = '';
  let photoPath = '';
  let photo: Buffer = Buffer.alloc(0);

  it('backs up a running server while it serves requests, and restores into a new data directory', async () => {
    const server = await startOn(dataDir, true);
    let stopped = false;
    try {
      expect(existsSync(join(dataDir, SERVER_FILE))).toBe(true);

      // Someone registers, verifies the address, signs in and uploads a profile photo.
      const reg = await json(`${server.url}/api/user-register`, {
        method: 'POST',
        body: form({ name: 'Backup Person', email, password, re_password: password }),
      });
      expect(reg.status).toBe(200);
      const outbox = await json(`${server.url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const otp = String((outbox.body.data as { otp: string }[])[0]?.otp);
      expect((await json(`${server.url}/api/verify-otp?email=${encodeURIComponent(email)}&otp=${otp}`)).status).toBe(
        200,
      );
      const signin = await json(`${server.url}/api/user_signup`, {
        method: 'POST',
        body: form({ type: '3', email, password }),
      });
      expect(signin.status).toBe(200);
      token = `Bearer ${String(signin.body.token)}`;
      photo = await sharp({ create: { width: 160, height: 160, channels: 3, background: '#2a9d8f' } })
        .png()
        .toBuffer();
      const updated = await json(`${server.url}/api/update_profile`, {
        method: 'POST',
        headers: { authorization: token },
        body: form({
          name: 'Backup Person',
          profile: new File([new Uint8Array(photo)], 'me.png', { type: 'image/png' }),
        }),
      });
      expect(updated.status).toBe(200);
      photoPath = new URL(String((updated.body.data as { profile: string }).profile)).pathname;
      photo = Buffer.from(await (await fetch(server.url + photoPath)).arrayBuffer());

      // Visitors keep reading while the backup runs.
      const statuses: number[] = [];
      let reading = true;
      const readers = (async () => {
        while (reading) {
          const res = await fetch(`${server.url}/api/get_property?limit=5`);
          await res.arrayBuffer();
          statuses.push(res.status);
        }
      })();
      const backup = await cli(['backup', backupDir], { DATA_DIR: dataDir });
      reading = false;
      await readers;
      expect(backup.out).toContain('asking it for a snapshot');
      expect(backup.code, backup.out).toBe(0);
      expect(statuses.length).toBeGreaterThan(0);
      // Served throughout; at worst told to come back while the database was being dumped.
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(statuses).toContain(200);

      const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as BackupManifest;
      expect(manifest).toMatchObject({ format: 'abode-backup', format_version: 1, mode: 'online' });
      expect(manifest.database.rows.customers).toBeGreaterThan(0);
      expect(manifest.database.migrations).toBeGreaterThan(0);
      expect(existsSync(join(backupDir, 'files', photoPath.replace(/^\//, '')))).toBe(true);
      // The snapshot the server made under DATA_DIR is gone; the server file is not part of the backup.
      expect(readFileSync(join(backupDir, 'SHA256SUMS'), 'utf8')).not.toContain(SERVER_FILE);
      expect(existsSync(join(backupDir, 'files', SERVER_FILE))).toBe(false);

      // Restore refuses to run beside a live server, and to overwrite a data directory.
      const beside = await cli(['restore', backupDir], { DATA_DIR: dataDir });
      expect(beside.code).toBe(1);
      expect(beside.out).toMatch(/stop it first/);

      await server.stop();
      stopped = true;
      expect(existsSync(join(dataDir, SERVER_FILE))).toBe(false);
      const occupied = await cli(['restore', backupDir], { DATA_DIR: dataDir });
      expect(occupied.code).toBe(1);
      expect(occupied.out).toMatch(/is not empty/);
    } finally {
      if (!stopped) await server.stop();
    }

    const restore = await cli(['restore', backupDir, '--data-dir', restoredDir]);
    expect(restore.code, restore.out).toBe(0);
    const again = await startOn(restoredDir, false);
    try {
      // The account, its session and its photo are all there.
      const signin = await json(`${again.url}/api/user_signup`, {
        method: 'POST',
        body: form({ type: '3', email, password }),
      });
      expect(signin.status).toBe(200);
      const me = await json(`${again.url}/api/get-user-data`, { headers: { authorization: token } });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ name: 'Backup Person', email });
      const served = await fetch(again.url + photoPath);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
    } finally {
      await again.stop();
    }
  }, 240_000);

  it('backs up a stopped server from its directory, and refuses to restore a damaged backup', async () => {
    const offline = join(work, 'backups', 'offline');
    const r = await cli(['backup', offline], { DATA_DIR: restoredDir });
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('No server runs');
    const manifest = JSON.parse(readFileSync(join(offline, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.mode).toBe('offline');
    const first = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.database.rows).toEqual(first.database.rows);
    expect(manifest.files.count).toBe(first.files.count);

    // A backup directory is never overwritten.
    expect((await cli(['backup', offline], { DATA_DIR: restoredDir })).out).toMatch(/not empty/);

    // One changed byte in a file: the checksum catches it and nothing is restored.
    const photoCopy = join(offline, 'files', photoPath.replace(/^\//, ''));
    const bytes = readFileSync(photoCopy);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    writeFileSync(photoCopy, bytes);
    const target = join(work, 'damaged');
    const damaged = await cli(['restore', offline, '--data-dir', target]);
    expect(damaged.code).toBe(1);
    expect(damaged.out).toMatch(/checksum mismatch/);
    expect(existsSync(join(target, 'pglite'))).toBe(false);
  }, 120_000);

  it('moves a non-empty data directory aside with --force', async () => {
    const target = join(work, 'forced');
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'old.txt'), 'before');
    const r = await cli(['restore', backupDir, '--data-dir', target, '--force']);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/Moved the existing/);
    expect(existsSync(join(target, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(target, 'old.txt'))).toBe(false);
  }, 120_000);
});

describe('backups of PostgreSQL', () => {
  it('are left to pg_dump: the command refuses with the advice', async () => {
    for (const command of [['backup'], ['restore', work]]) {
      const r = await cli(command, { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
      expect(r.code).toBe(2);
      expect(r.out).toContain('pg_dump');
    }
  });

  it('the backup endpoint exists only on an embedded database in a directory', async () => {
    // startTestServer: PostgreSQL when DATABASE_URL is set, else PGlite in memory; neither has it.
    const s = await startTestServer();
    try {
      const r = await s.call(BACKUP_URL, { method: 'POST' });
      expect(r.status).toBe(404);
      expect(existsSync(join(s.dataDir, SERVER_FILE))).toBe(false);
    } finally {
      await s.close();
    }
  });
});
