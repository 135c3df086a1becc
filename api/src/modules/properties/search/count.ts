/**
 * Totals counted with a cap (TOTAL_CAP: exact up to 1,000 matches, then 1,000 and `total_capped`), so a broad
 * search never counts a million rows.
 */
import { TOTAL_CAP } from '@abode/shared/wire';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** `count(*)` that stops at TOTAL_CAP + 1 rows. */
export const cappedCount = (where: SQL) =>
  sql`(select count(*)::int from (select 1 from propertys where ${where} limit ${TOTAL_CAP + 1}) capped)`;

/** A total from a capped count. */
export const capTotal = (n: number) => ({ total: Math.min(n, TOTAL_CAP), capped: n > TOTAL_CAP });
