import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** Where uploaded and generated files live; keys are relative paths such as `properties/12.jpg`. */
export interface Storage {
  put: (key: string, data: Buffer) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  remove: (key: string) => Promise<void>;
  /** The directory to serve at /uploads when files are local; undefined for remote stores (S3 later). */
  readonly localRoot: string | undefined;
}

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
    await writeFile(p, data);
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
