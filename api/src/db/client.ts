import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** Where and how to open the database. */
export interface DbConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway in-memory database. */
  pgliteDir: string;
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite with the extensions our migrations need. */
export async function openDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client's network error would otherwise crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (!config.pgliteDir.startsWith('memory://')) mkdirSync(config.pgliteDir, { recursive: true });
  const client = await PGlite.create(config.pgliteDir, { extensions: { pg_trgm, cube, earthdistance } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** The PGlite directory under a data dir. */
export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'pglite');
}
