// The data migration of 0015_phone_numbers_e164: every stored phone number that is a number becomes E.164 with the
// same parser the API writes with (`normalisePhone`, libphonenumber-js, default country India), so phone sign-in
// finds accounts whose number an older version stored as typed ('+91 98200 11111'). A value that is not a number
// stays as it is and is logged (by row id: numbers are personal data).
import { normalisePhone } from '@abode/shared/wire';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { MigrationLog } from './data-migrations.ts';

/**
 * Where phone numbers are stored and compared. The contact numbers of listings (services, joint ventures,
 * constructions) are shown as their owners typed them and never looked up, so they are left alone.
 */
export const PHONE_COLUMNS = [
  ['customers', 'mobile'],
  ['customers', 'whatsapp_number'],
  ['number_otps', 'number'],
  ['phone_login_tickets', 'number'],
] as const;

/** Rows read and rewritten per statement. */
const BATCH = 500;
/** Row ids named per column in the log line about values left as they were. */
const LOGGED_IDS = 20;

/** What the migration did. */
export interface PhoneMigrationSummary {
  /** Values rewritten to E.164. */
  normalised: number;
  /** Values left as they were because they are not phone numbers. */
  unparseable: number;
  /** Numbers that, once normalised, more than one account holds (phone sign-in picks one; see phone-signin.ts). */
  sharedNumbers: number;
}

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Normalises one column, in batches by id; returns how many values changed and the ids of those left alone. */
async function normaliseColumn(db: Db, table: string, column: string): Promise<{ changed: number; bad: number[] }> {
  const t = sql.identifier(table);
  const c = sql.identifier(column);
  let changed = 0;
  const bad: number[] = [];
  let after = 0;
  for (;;) {
    const rows = await rowsOf<{ id: number; value: string }>(
      db,
      sql`select id, ${c} as value from ${t} where id > ${after} and ${c} is not null and ${c} <> '' order by id limit ${BATCH}`,
    );
    const last = rows.at(-1);
    if (!last) break;
    after = last.id;
    const changes: SQL[] = [];
    for (const row of rows) {
      const e164 = normalisePhone(row.value);
      if (!e164) bad.push(row.id);
      else if (e164 !== row.value) changes.push(sql`(${row.id}::integer, ${row.value}::text, ${e164}::text)`);
    }
    if (!changes.length) continue;
    // Only a row still holding the value read is rewritten: a concurrent edit wins.
    const done = await rowsOf<{ id: number }>(
      db,
      sql`update ${t} set ${c} = v.e164 from (values ${sql.join(changes, sql`, `)}) as v(id, old, e164)
          where ${t}.id = v.id and ${t}.${c} = v.old returning ${t}.id`,
    );
    changed += done.length;
  }
  return { changed, bad };
}

/** Rewrites every stored phone number to E.164 (see the file comment); safe to run again. */
export async function normaliseStoredPhones(db: Db, log: MigrationLog): Promise<PhoneMigrationSummary> {
  const summary: PhoneMigrationSummary = { normalised: 0, unparseable: 0, sharedNumbers: 0 };
  for (const [table, column] of PHONE_COLUMNS) {
    const { changed, bad } = await normaliseColumn(db, table, column);
    summary.normalised += changed;
    summary.unparseable += bad.length;
    if (bad.length)
      log.warn(
        { table, column, count: bad.length, ids: bad.slice(0, LOGGED_IDS) },
        'stored values that are not phone numbers were left as they are',
      );
  }
  // Accounts an older version split (a phone sign-in that missed the account and made a new one) now share a
  // number: named for an admin to look at, never merged here.
  const shared = await rowsOf<{ ids: number[] }>(
    db,
    sql`select array_agg(id order by id) as ids from customers where mobile is not null and mobile <> ''
        group by mobile having count(*) > 1`,
  );
  summary.sharedNumbers = shared.length;
  if (shared.length)
    log.warn(
      { count: shared.length, accounts: shared.slice(0, LOGGED_IDS).map((r) => r.ids) },
      'accounts that share a phone number',
    );
  return summary;
}
