// Uploads are written before the row that names them commits (a row never points at a missing file), and a
// failed request removes what it wrote. A process killed in between leaves files no row names; so do
// partial writes a crash cut short. This sweeper removes both once they are old enough that no request
// can still be about to commit them: on start, then every hour, in-process. Why not write after the commit:
// docs/decisions/010-bad-input-and-orphan-uploads.md.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { referencedKeys, type UploadFolder, uploadFolders } from './references.ts';
import { isPartialWrite, type Storage } from './storage.ts';

/** How old an unreferenced upload must be before it is removed, unless configured (UPLOAD_SWEEP_AGE_MS). */
export const DEFAULT_SWEEP_AGE_MS = 3_600_000;

/** How often the sweeper runs after the sweep on start. */
export const SWEEP_EVERY_MS = 3_600_000;

/** What one sweep needs: the store, the folders it may clean and how to learn which keys rows name. */
export interface SweepOptions {
  storage: Storage;
  folders: UploadFolder[];
  /** The keys under `folder` that some row names. */
  referenced: (folder: UploadFolder) => Promise<Set<string>>;
  /** Files written less than this long ago are left alone: their row may be about to commit. */
  olderThanMs: number;
  /** The current time (tests). */
  now?: number;
}

/** What a sweep did. */
export interface SweepSummary {
  /** Files looked at, everywhere in the store. */
  scanned: number;
  /** Keys removed: unreferenced uploads and interrupted writes. */
  removed: string[];
  /** Keys that could not be removed (tried again on the next sweep). */
  failed: string[];
}

/**
 * One sweep: removes, among files older than `olderThanMs`, interrupted writes (anywhere: only
 * LocalStorage.put makes them) and files under a listed folder that no row names. Nothing else is touched.
 */
export async function sweepUploads(options: SweepOptions): Promise<SweepSummary> {
  const cutoff = (options.now ?? Date.now()) - options.olderThanMs;
  const summary: SweepSummary = { scanned: 0, removed: [], failed: [] };
  const remove = async (key: string) => {
    try {
      await options.storage.remove(key);
      summary.removed.push(key);
    } catch {
      summary.failed.push(key);
    }
  };
  // Listing first, references second: a row committed while the store is being listed is still seen.
  const candidates = new Map<UploadFolder, string[]>();
  for await (const file of options.storage.list('')) {
    summary.scanned += 1;
    if (file.modifiedMs > cutoff) continue;
    if (isPartialWrite(file.key)) {
      await remove(file.key);
      continue;
    }
    const folder = options.folders.find((f) => file.key.startsWith(f.prefix));
    if (!folder) continue;
    const keys = candidates.get(folder);
    if (keys) keys.push(file.key);
    else candidates.set(folder, [file.key]);
  }
  for (const [folder, keys] of candidates) {
    const referenced = await options.referenced(folder);
    for (const key of keys) if (!referenced.has(key)) await remove(key);
  }
  return summary;
}

/** A running sweeper. */
export interface UploadSweeper {
  /** Runs a sweep now, unless one is running (then waits for that one). */
  sweep: () => Promise<SweepSummary | undefined>;
  /** Stops the timer and waits for a running sweep to end. */
  stop: () => Promise<void>;
}

/** Starts sweeping the store of `db`'s uploads: at once, then every `everyMs`. Failures are logged, never thrown. */
export function startUploadSweeper(options: {
  db: Db;
  storage: Storage;
  olderThanMs: number;
  everyMs?: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): UploadSweeper {
  const { db, storage, olderThanMs, log } = options;
  let running: Promise<SweepSummary | undefined> | undefined;
  const sweep = () => {
    running ??= (async () => {
      const started = performance.now();
      try {
        const summary = await sweepUploads({
          storage,
          folders: uploadFolders(),
          referenced: (folder) => referencedKeys(db, folder),
          olderThanMs,
        });
        log.info(
          {
            scanned: summary.scanned,
            removed: summary.removed.length,
            failed: summary.failed.length,
            ms: Math.round(performance.now() - started),
          },
          'upload sweep',
        );
        return summary;
      } catch (err) {
        log.warn({ err }, 'upload sweep failed');
        return undefined;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void sweep(), options.everyMs ?? SWEEP_EVERY_MS);
  timer.unref();
  void sweep();
  return {
    sweep,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
