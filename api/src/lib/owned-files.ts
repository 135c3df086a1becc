// Files a module uploads under its own storage folder (listings under `properties/`, projects under
// `projects/`): stored all or nothing, removed only when the module wrote them (seed pictures and keys of
// other modules are never touched), and the save that stores them before one transaction writes the rows
// naming them — never a half-written row or an orphan file.
import type { Db } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import { isUniqueViolation } from './sql.ts';

/** A checked file, ready to store under `key`. */
export interface PreparedFile {
  key: string;
  data: Buffer;
}

/** A stored key as a row names it (empty or missing where there is none). */
export type FileKey = string | null | undefined;

/** The files of one storage folder. */
export interface OwnedFiles {
  /** Whether a stored key was written by this module (under its folder). */
  isOwn(key: FileKey): key is string;
  /** Stores prepared files; on a failure removes those already written and rethrows. */
  store(storage: Storage, files: PreparedFile[]): Promise<void>;
  /** Removes files this module wrote (never seed or foreign keys); errors are ignored. */
  remove(storage: Storage, keys: FileKey[]): Promise<void>;
}

/** The files under storage folder `folder`. */
export function ownedFiles(folder: string): OwnedFiles {
  const isOwn = (key: FileKey): key is string => Boolean(key?.startsWith(`${folder}/`));
  const remove = async (storage: Storage, keys: FileKey[]): Promise<void> => {
    await Promise.all(keys.filter(isOwn).map((k) => storage.remove(k).catch(() => undefined)));
  };
  const store = async (storage: Storage, files: PreparedFile[]): Promise<void> => {
    const done: string[] = [];
    try {
      for (const f of files) {
        await storage.put(f.key, f.data);
        done.push(f.key);
      }
    } catch (err) {
      await remove(storage, done);
      throw err;
    }
  };
  return { isOwn, store, remove };
}

/**
 * Stores `files`, then runs `write` in one transaction. A unique violation (two saves racing for one slug)
 * runs it again, up to five attempts in all. `write` pushes the keys its rows no longer name into `replaced`
 * (emptied before each attempt); only once committed do they go. A failure removes every file stored and
 * rethrows.
 */
export async function transactionWithFiles<T>(
  deps: { db: Db; storage: Storage },
  owned: OwnedFiles,
  files: PreparedFile[],
  write: (t: Db, replaced: FileKey[]) => Promise<T>,
): Promise<T> {
  await owned.store(deps.storage, files);
  let result: T;
  const replaced: FileKey[] = [];
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        replaced.length = 0;
        result = await deps.db.transaction(async (tx) => write(tx as unknown as Db, replaced));
        break;
      } catch (err) {
        if (isUniqueViolation(err) && attempt < 5) continue;
        throw err;
      }
    }
  } catch (err) {
    await owned.remove(
      deps.storage,
      files.map((f) => f.key),
    );
    throw err;
  }
  await owned.remove(deps.storage, replaced);
  return result;
}
