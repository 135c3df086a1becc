/** The text search: word prefixes of title, address and city, or a category whose name matches. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { likePattern } from '../../../lib/sql.ts';
import { rowsOf } from '../properties.repository.ts';
import type { SearchFilters } from './filters.ts';

/** The most words of a text search that count (the rest are ignored). */
const SEARCH_WORDS_MAX = 8;

/**
 * The tsquery text of a user's search: each run of letters, marks and digits becomes a word prefix (`'word':*`),
 * all ANDed; every other character (tsquery operators `&|!:*()<>'` included) only separates words. Null when
 * nothing is left: no text condition then. "band" finds "Bandra"; a word's middle ("ndra") does not.
 */
export function searchTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu);
  if (!words) return null;
  return [...new Set(words)]
    .slice(0, SEARCH_WORDS_MAX)
    .map((w) => `'${w}':*`)
    .join(' & ');
}

/**
 * Resolves the categories a text search matches by name (a handful of rows) so the search's OR compares
 * `category_id` with constants: an array subquery there makes the planner expect most of the table and
 * fall back to a sequential scan (bench: 730 ms → a few ms at 100,000 listings).
 */
export async function resolveSearch<F extends SearchFilters>(db: Db, f: F): Promise<F> {
  if (!f.search || !searchTsQuery(f.search)) return f;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from categories where category ilike ${likePattern(f.search)}`,
  );
  return { ...f, search_category_ids: rows.map((r) => Number(r.id)) };
}
