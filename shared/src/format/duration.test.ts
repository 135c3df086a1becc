import { describe, expect, it } from 'vitest';
import { formatDuration, relativeTime, timeAgo } from './duration.ts';

describe('formatDuration', () => {
  it('shows under 24 hours in hours', () => {
    expect(formatDuration(0)).toBe('0 Hours');
    expect(formatDuration(12)).toBe('12 Hours');
    expect(formatDuration(23)).toBe('23 Hours');
    expect(formatDuration(23.5)).toBe('23.5 Hours');
  });

  it('shows 24 hours or more in days', () => {
    expect(formatDuration(24)).toBe('1 Day');
    expect(formatDuration(48)).toBe('2 Days');
    expect(formatDuration(720)).toBe('30 Days');
    expect(formatDuration(8760)).toBe('365 Days');
  });

  it('keeps at most one decimal and drops .0', () => {
    expect(formatDuration(36)).toBe('1.5 Days');
    expect(formatDuration(25)).toBe('1 Day');
    expect(formatDuration(30)).toBe('1.3 Days');
    expect(formatDuration(1.25)).toBe('1.3 Hours');
  });

  it('uses singular labels for exactly 1', () => {
    expect(formatDuration(1)).toBe('1 Hour');
    expect(formatDuration(24)).toBe('1 Day');
  });

  it('uses translated labels, with the plural for 1 when no singular is given', () => {
    const t = { days: 'Jours', hours: 'Heures' };
    expect(formatDuration(720, t)).toBe('30 Jours');
    expect(formatDuration(5, t)).toBe('5 Heures');
    expect(formatDuration(24, t)).toBe('1 Jours');
    expect(formatDuration(24, { ...t, day: 'Jour', hour: 'Heure' })).toBe('1 Jour');
    expect(formatDuration(1, { ...t, day: 'Jour', hour: 'Heure' })).toBe('1 Heure');
  });

  it("gives '' for negative or non-finite input", () => {
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('timeAgo', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it("says 'just now' under a minute and for future dates", () => {
    expect(timeAgo(now, now)).toBe('just now');
    expect(timeAgo(before(59), now)).toBe('just now');
    expect(timeAgo(before(-3600), now)).toBe('just now');
  });

  it('counts minutes, hours, days, weeks, months and years, floored', () => {
    expect(timeAgo(before(60), now)).toBe('1 minute ago');
    expect(timeAgo(before(59 * 60 + 59), now)).toBe('59 minutes ago');
    expect(timeAgo(before(3600), now)).toBe('1 hour ago');
    expect(timeAgo(before(23 * 3600), now)).toBe('23 hours ago');
    expect(timeAgo(before(24 * 3600), now)).toBe('1 day ago');
    expect(timeAgo(before(47 * 3600), now)).toBe('1 day ago');
    expect(timeAgo(before(2 * 86400), now)).toBe('2 days ago');
    expect(timeAgo(before(7 * 86400), now)).toBe('1 week ago');
    expect(timeAgo(before(29 * 86400), now)).toBe('4 weeks ago');
    expect(timeAgo(before(30 * 86400), now)).toBe('1 month ago');
    expect(timeAgo(before(364 * 86400), now)).toBe('12 months ago');
    expect(timeAgo(before(365 * 86400), now)).toBe('1 year ago');
    expect(timeAgo(before(3 * 365 * 86400), now)).toBe('3 years ago');
  });

  it('accepts date strings', () => {
    expect(timeAgo('2025-06-13T12:00:00Z', now)).toBe('2 days ago');
  });

  it("gives '' for an invalid date", () => {
    expect(timeAgo('not a date', now)).toBe('');
    expect(timeAgo(new Date(Number.NaN), now)).toBe('');
  });

  it('defaults now to the current time', () => {
    expect(timeAgo(new Date(Date.now() - 2 * 86400 * 1000))).toBe('2 days ago');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const before = (s: number) => new Date(now.getTime() - s * 1000);

  it('says the same steps as timeAgo in the reader’s language', () => {
    expect(relativeTime(before(3 * 7 * 86_400), 'en', now)).toBe('3 weeks ago');
    expect(relativeTime(before(2 * 86_400), 'en', now)).toBe('2 days ago');
    expect(relativeTime(before(86_400), 'en', now)).toBe('yesterday');
    expect(relativeTime(before(10), 'en', now)).toBe('now');
    expect(relativeTime(before(3 * 7 * 86_400), 'ar', now)).toBe(
      new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-3, 'week'),
    );
    expect(relativeTime(before(3 * 7 * 86_400), 'ar', now)).not.toContain('weeks');
  });

  it('gives an empty string for an invalid date and English for an unknown language tag', () => {
    expect(relativeTime('not a date', 'en', now)).toBe('');
    expect(relativeTime(before(2 * 86_400), 'not a language!', now)).toBe('2 days ago');
  });
});
