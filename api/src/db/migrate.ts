import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle } from './client.ts';

const MIGRATIONS_FOLDER = join(import.meta.dirname, '..', '..', 'drizzle');

/** Applies the committed SQL migrations with the driver's own migrator (drizzle-kit's fails on PGlite extensions). */
export async function runMigrations(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else await migrateNodePg(handle.db as unknown as NodePgDatabase, config);
}
