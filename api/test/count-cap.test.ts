// The count cap of lists: a plain filter counts up to TOTAL_CAP; a text search or a filter costing a probe per
// match counts three pages past the page asked for, never beyond TOTAL_CAP.
import { TOTAL_CAP } from '@abode/shared/wire';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { countCap, SEARCH_PAGES_AHEAD, sqlInt } from '../src/lib/sql.ts';

describe('countCap', () => {
  it('counts a plain list up to TOTAL_CAP', () => {
    expect(countCap({ offset: 0, limit: 12 })).toBe(TOTAL_CAP);
    expect(countCap({ search: '', offset: 24, limit: 12 })).toBe(TOTAL_CAP);
  });

  it('counts a search or a costly filter a few pages past the page asked for', () => {
    expect(SEARCH_PAGES_AHEAD).toBe(3);
    expect(countCap({ search: 'villa', offset: 0, limit: 12 })).toBe(48);
    expect(countCap({ search: 'villa', offset: 36, limit: 12 })).toBe(84);
    expect(countCap({ offset: 12, limit: 12 }, true)).toBe(60);
    expect(countCap({ search: 'villa', offset: 990, limit: 100 })).toBe(TOTAL_CAP);
  });
});

describe('sqlInt', () => {
  const text = (n: number) => new PgDialect().sqlToQuery(sql`limit ${sqlInt(n)}`);
  it('writes a whole number into the text, not as a parameter', () => {
    expect(text(12)).toEqual({ sql: 'limit 12', params: [] });
    expect(text(-3)).toEqual({ sql: 'limit -3', params: [] });
  });

  it('refuses anything else', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => text(bad)).toThrow(/whole number/);
  });
});
