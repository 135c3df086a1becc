// Keys the server makes for itself (the private-file signing key, the view-count visitor key): one random
// 32-byte key per name per database, made on first use, so every API instance on that database uses the same.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { server_secrets } from '../db/schema.ts';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function load(db: Db, name: string): Promise<Buffer> {
  // Two instances starting together both insert; the one that loses keeps the winner's key.
  await db
    .insert(server_secrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(server_secrets).where(eq(server_secrets.name, name));
  if (!row) throw new Error(`server secret ${name} missing after insert`);
  return Buffer.from(row.value, 'base64url');
}

/** The named key of this database (cached; a failed load is retried on the next call). */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let keys = cache.get(db);
  if (!keys) {
    keys = new Map();
    cache.set(db, keys);
  }
  let key = keys.get(name);
  if (!key) {
    key = load(db, name);
    keys.set(name, key);
    key.catch(() => keys.delete(name));
  }
  return key;
}
