import { randomBytes } from 'node:crypto';
import type { Dir } from 'node:fs';
import { mkdir, open, opendir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, normalize } from 'node:path';

/** One stored file as a listing sees it. */
export interface StoredFile {
  key: string;
  /** When the file was last written, in epoch milliseconds. */
  modifiedMs: number;
}

/** Where uploaded and generated files live; keys are relative paths such as `properties/12.jpg`. */
export interface Storage {
  /** Stores a file whole or not at all: a crash mid-write never leaves a torn file under `key`. */
  put: (key: string, data: Buffer) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  /** The file's bytes, or null when there is no such file. */
  read: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
  /** Every file whose key starts with `prefix` ('' for all), in no particular order. */
  list: (prefix: string) => AsyncIterable<StoredFile>;
  /** The directory to serve at /uploads when files are local; undefined for remote stores (S3 later). */
  readonly localRoot: string | undefined;
}

// A file being written is named `.<name>.<random>.partial` beside its final name, then renamed over it.
const PARTIAL = /(^|\/)\.[^/]+\.[0-9a-f]{12}\.partial$/;

/** Whether a key is a write a crash interrupted (never referenced by any row; the sweeper removes old ones). */
export const isPartialWrite = (key: string): boolean => PARTIAL.test(key);

/** Files under a local directory (`${DATA_DIR}/uploads`). */
export class LocalStorage implements Storage {
  readonly localRoot: string;

  constructor(root: string) {
    this.localRoot = root;
  }

  private pathOf(key: string): string {
    const rel = normalize(key).replace(/^([/\\])+/, '');
    // A key must never climb out of the storage root.
    if (rel.startsWith('..')) throw new Error(`Invalid storage key: ${key}`);
    return join(this.localRoot, rel);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const p = this.pathOf(key);
    await mkdir(dirname(p), { recursive: true });
    const partial = join(dirname(p), `.${basename(p)}.${randomBytes(6).toString('hex')}.partial`);
    try {
      const file = await open(partial, 'w');
      try {
        await file.writeFile(data);
        // On disk before the row that names it commits (PostgreSQL's commit is durable; the file must be too).
        await file.datasync();
      } finally {
        await file.close();
      }
      await rename(partial, p);
    } catch (err) {
      await rm(partial, { force: true }).catch(() => undefined);
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR')
        return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    // Walk from the deepest directory the prefix names, then filter by the whole prefix.
    const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    yield* this.walk(base ? this.pathOf(base) : this.localRoot, base, prefix);
  }

  private async *walk(dir: string, rel: string, prefix: string): AsyncGenerator<StoredFile> {
    let handle: Dir;
    try {
      handle = await opendir(dir);
    } catch {
      return; // a folder nobody has written to yet
    }
    for await (const entry of handle) {
      const key = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`))
          yield* this.walk(join(dir, entry.name), key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        try {
          yield { key, modifiedMs: (await stat(join(dir, entry.name))).mtimeMs };
        } catch {
          // removed while listing
        }
      }
    }
  }
}
