import { describe, expect, it } from 'vitest';
import { formatDate } from './date.ts';

describe('formatDate', () => {
  it('writes every date of one language in one style', () => {
    expect(formatDate('2026-11-27T10:15:00Z', 'en')).toBe('Nov 27, 2026');
    expect(formatDate('2027-02-25', 'en')).toBe('Feb 25, 2027');
    expect(formatDate(new Date('2027-02-25T12:00:00Z'), 'en')).toBe('Feb 25, 2027');
  });

  it('writes Arabic dates in the Arabic style, not the English one', () => {
    const ar = formatDate('2026-11-27', 'ar');
    expect(ar).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-11-27T00:00:00Z')),
    );
    expect(ar).not.toContain('Nov');
  });

  it('keeps a bare day on its calendar day in every time zone', () => {
    const day = formatDate('2026-01-01', 'en');
    expect(day).toBe('Jan 1, 2026');
  });

  it('adds the clock only when asked, and never to a bare day', () => {
    expect(formatDate('2026-11-27T10:15:00Z', 'en', { time: true })).toMatch(/^Nov 27, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDate('2026-11-27', 'en', { time: true })).toBe('Nov 27, 2026');
  });

  it('gives an empty string for nothing or nonsense, and falls back to English for an unknown language tag', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate('2026-11-27', 'not a locale!')).toBe('Nov 27, 2026');
  });
});
