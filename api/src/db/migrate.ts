import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle } from './client.ts';
import { consoleMigrationLog, type MigrationLog, runDataMigrations } from './data-migrations.ts';

const MIGRATIONS_FOLDER = join(import.meta.dirname, '..', '..', 'drizzle');

/** Applies the committed SQL migrations with the driver's own migrator (drizzle-kit's fails on PGlite extensions). */
export async function runMigrations(handle: DbHandle, log: MigrationLog = consoleMigrationLog): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else await migrateNodePg(handle.db as unknown as NodePgDatabase, config);
  // Then the data changes that need the app's code, each once (data-migrations.ts).
  await runDataMigrations(handle.db, log);
}
