// Many rows at once for the capped-total tests: copies of one stored listing, straight in SQL (one statement).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/raw-rows.ts';

/**
 * Inserts `n` copies of row `id` of `table` (every stored column but the id; the slug gets `-<i>` so it stays
 * unique across calls); generated columns are left to the database.
 */
export async function cloneRows(db: Db, table: string, id: number, n: number): Promise<void> {
  const columns = rowsOf<{ column_name: string }>(
    await db.execute(
      sql`select column_name from information_schema.columns where table_schema = current_schema()
        and table_name = ${table} and column_name not in ('id', 'slug_id') and is_generated = 'NEVER'
        order by ordinal_position`,
    ),
  ).map((c) => `"${c.column_name}"`);
  const list = sql.raw(columns.join(', '));
  const tag = randomBytes(4).toString('hex');
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${list}, slug_id)
      select ${list}, slug_id || '-' || ${tag} || '-' || g from ${sql.identifier(table)}, generate_series(1, ${n}::int) g
      where id = ${id}`,
  );
}

/** Deletes the rows of `table` in `city` (the copies, so later lists of the shared database do not see them). */
export async function dropCity(db: Db, table: string, city: string): Promise<void> {
  await db.execute(sql`delete from ${sql.identifier(table)} where city = ${city}`);
}
