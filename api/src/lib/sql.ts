import { TOTAL_CAP } from '@abode/shared/wire';
import { count, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** An ILIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), on pg and PGlite alike. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A table with an id and a unique slug (listings, projects). */
type SluggedTable = PgTable & { id: PgColumn; slug_id: PgColumn };

/**
 * The first free slug of `table` among `base`, `base-2`, `base-3`… (ignoring the row `exceptId`). The unique
 * index on slug_id still decides between two requests racing for the same one; the caller retries.
 */
export async function freeSlug(db: Db, table: SluggedTable, base: string, exceptId?: number): Promise<string> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = (await db
    .select({ id: table.id, slug_id: table.slug_id })
    .from(table)
    .where(or(eq(table.slug_id, base), like(table.slug_id, `${escaped}-%`)))) as { id: number; slug_id: string }[];
  const taken = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug_id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A page of rows (`page`, run second) and the count of all rows of `table` matching `where` (run first). */
export async function pageWithTotal<R>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  page: () => Promise<R[]>,
): Promise<{ total: number; rows: R[] }> {
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return { total: total?.n ?? 0, rows: await page() };
}

/** How many pages past the one asked for a costly filter counts before it stops (then `total_capped`). */
export const SEARCH_PAGES_AHEAD = 3;

/**
 * The count cap of a list: TOTAL_CAP, or for a text search or another filter that costs a probe per match
 * (`costly`: a project's amenities, parameter, seller type or map bounds) a sliding one, three pages past the page asked
 * for. Such matches are scattered through the table: each costs a row read and a LIKE or an index probe, so
 * counting a thousand of them spent 3–6 ms a request (bench/RESULTS.md, projects and services); the pages a reader
 * can reach next are still numbered, and going there counts further.
 */
export function countCap(f: { search?: string | undefined; offset: number; limit: number }, costly = false): number {
  if (!f.search && !costly) return TOTAL_CAP;
  return Math.min(TOTAL_CAP, f.offset + f.limit * (SEARCH_PAGES_AHEAD + 1));
}

/**
 * A whole number written into a statement's text rather than passed as a parameter: for the LIMIT, OFFSET and count
 * cap of a named statement. A LIMIT parameter leaves PostgreSQL's generic plan guessing at a tenth of the rows, so
 * it keeps planning each run for its values (a list with amenities: 1.7 ms a run, 0.5 ms with the numbers written
 * in, decision 023). Only for validated numbers; anything else is refused.
 */
export function sqlInt(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return sql.raw(String(n));
}
