import { randomBytes, timingSafeEqual } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyRequest } from 'fastify';
import type { AnyRoute } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { LoadShedRouteConfig } from '../../plugins/load-shed.ts';
import { SERVER_FILE, type ServerFile, snapshot } from './backup.ts';

/** Where `./abode backup` asks the running server for a snapshot. */
export const BACKUP_URL = '/api/internal/backup';
/** The header carrying the key from DATA_DIR/.abode-server.json. */
export const BACKUP_KEY_HEADER = 'x-abode-backup-key';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function keyMatches(given: unknown, key: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The embedded database under the app, when it lives in a directory (not PostgreSQL, not memory://). */
function fileBackedPglite(db: unknown): PGlite | undefined {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite) || !client.dataDir || client.dataDir.startsWith('memory://')) return undefined;
  return client;
}

/**
 * POST /api/internal/backup: the running server's half of `./abode backup` (not an upstream operation).
 * Only for the embedded database in a directory; otherwise not registered (PostgreSQL: pg_dump). Answers only
 * a loopback caller with the key the server wrote to DATA_DIR/.abode-server.json (mode 0600) when it started
 * listening — whoever may read the data directory may back it up, nobody else; anyone else gets the 404 of
 * an unknown route. Outside the admission gate: it holds the gate exclusively itself while the database is
 * dumped and the files are linked, then answers with the snapshot's directory under DATA_DIR.
 */
const backupRoute: AnyRoute = {
  method: 'POST',
  url: BACKUP_URL,
  auth: 'none',
  register(app, deps) {
    const client = fileBackedPglite(deps.db);
    if (!client) return;
    const key = randomBytes(32).toString('base64url');
    const serverFile = join(deps.config.dataDir, SERVER_FILE);

    // Synchronous: fastify runs it right after listen() resolves, so the file is there when the caller resumes.
    app.addHook('onListen', function () {
      const address = this.server.address();
      if (!address || typeof address === 'string') return;
      const host =
        address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address;
      const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
      const info: ServerFile = { pid: process.pid, url, key, started_at: new Date().toISOString() };
      writeFileSync(serverFile, `${JSON.stringify(info, null, 2)}\n`, { mode: 0o600 });
    });
    app.addHook('onClose', async () => {
      // Only our own: a second server on the same directory would be a mistake, but not ours to clean up.
      const info = await readFile(serverFile, 'utf8').catch(() => '');
      if (info.includes(key)) await rm(serverFile, { force: true });
    });

    const notFound = (req: FastifyRequest) =>
      new ApiError('NOT_FOUND', `Route ${req.method} ${req.url.split('?')[0]} not found`);
    const config: LoadShedRouteConfig = { loadShed: false };
    app.route({
      method: 'POST',
      url: BACKUP_URL,
      config,
      handler: async (req) => {
        if (!LOOPBACK.has(req.socket.remoteAddress ?? '') || !keyMatches(req.headers[BACKUP_KEY_HEADER], key))
          throw notFound(req);
        const t0 = performance.now();
        const taken = await snapshot({
          client,
          dataDir: deps.config.dataDir,
          quiesce: (fn) => app.dbGate.exclusive(fn),
        });
        req.log.info(
          {
            dir: taken.dir,
            files: taken.manifest.files.count,
            paused_ms: taken.pausedMs,
            ms: Math.round(performance.now() - t0),
          },
          'backup snapshot taken',
        );
        return {
          error: false,
          message: 'Backup snapshot ready',
          data: { dir: taken.dir, manifest: taken.manifest },
          request_id: req.id,
        };
      },
    });
  },
};

export default backupRoute;
