// A table's rows read by hand-written statements (a page and its count in one statement, relations as JSON
// columns) and mapped as drizzle maps its own selects: the column list is rendered once, not per request (building
// a 35-column select through drizzle's query builder cost a fifth of a list request's CPU: bench/RESULTS.md).
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Rows of `db.execute` on either driver (node-postgres answers `{ rows }`, PGlite the same). */
export const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : ((r as { rows?: T[] }).rows ?? [])) as T[];

/** A row as the database answers it: columns by their SQL names, then whatever the statement added. */
export type RawRow = Record<string, unknown>;

/** A table read by raw statements: its qualified column list, and the mapping of a raw row to its typed row. */
export interface RawTable<T extends PgTable> {
  /** The table's quoted name, for FROM. */
  from: SQL;
  /** `"table"."column", …` of every column read. */
  select: SQL;
  /** A raw row as drizzle's own select would answer it (numeric, timestamps, JSON); omitted columns are null. */
  rowOf: (r: RawRow) => T['$inferSelect'];
}

/**
 * The raw reading of `table`, without the columns `omit` names (a search column no answer shows). Timestamps read
 * through a subquery arrive as strings on node-postgres and as Dates on PGlite: mapFromDriverValue takes both.
 */
export function rawTable<T extends PgTable>(table: T, omit: readonly string[] = []): RawTable<T> {
  const name = getTableName(table);
  const all = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const read = all.filter(([key]) => !omit.includes(key));
  const nulls = Object.fromEntries(omit.map((key) => [key, null]));
  return {
    from: sql.raw(`"${name}"`),
    select: sql.raw(read.map(([, c]) => `"${name}"."${c.name}"`).join(', ')),
    rowOf(r) {
      const row: Record<string, unknown> = { ...nulls };
      for (const [key, col] of read) {
        const v = r[col.name];
        row[key] = v === null || v === undefined ? null : col.mapFromDriverValue(v);
      }
      return row as T['$inferSelect'];
    },
  };
}
