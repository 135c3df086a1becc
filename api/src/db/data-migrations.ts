// Data changes an SQL migration cannot make because they need the application's code (a phone number parser).
// The SQL migration that needs one queues it by name in `data_migrations`; runMigrations then runs each queued
// job once, right after the SQL, and removes it from the queue. Jobs are idempotent, so an instance that stops
// half-way, or two instances starting together, do no harm: the job simply runs (again) to the end.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { normaliseStoredPhones } from './phone-numbers-e164.ts';

/** The part of a pino logger a data migration writes to. */
export interface MigrationLog {
  info: (obj: Record<string, unknown>, msg: string) => void;
  warn: (obj: Record<string, unknown>, msg: string) => void;
}

/** Without the app's logger (tests, tools): warnings on stderr, progress unsaid. */
export const consoleMigrationLog: MigrationLog = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
};

/** The jobs, by the name their SQL migration queues them under. */
export const DATA_MIGRATIONS: Record<string, (db: Db, log: MigrationLog) => Promise<object>> = {
  '0015_phone_numbers_e164': normaliseStoredPhones,
};

/** Runs every queued data migration, oldest first; a name this version does not know is left for a newer one. */
export async function runDataMigrations(db: Db, log: MigrationLog = consoleMigrationLog): Promise<void> {
  const queued = (await db.execute(sql`select name from data_migrations order by queued_at, name`)) as unknown as {
    rows: { name: string }[];
  };
  for (const { name } of queued.rows) {
    const job = DATA_MIGRATIONS[name];
    if (!job) {
      log.warn({ name }, 'data migration queued by a newer version: left in the queue');
      continue;
    }
    const summary = await job(db, log);
    await db.execute(sql`delete from data_migrations where name = ${name}`);
    log.info({ name, ...summary }, 'data migration done');
  }
}
