// One way to show a calendar date per language: every page that prints a date (a listing's date, a
// subscription's end, a rating, a blocked user's "since") goes through formatDate, so "11/27/2026",
// "2/25/2027" and "Nov 27, 2026" no longer sit side by side. The language's medium style is the one format
// ("Nov 27, 2026" in English, "27‏/11‏/2026" in Arabic); with `time` the clock follows in the same style.

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale || 'en', options);
  } catch {
    return new Intl.DateTimeFormat('en', options);
  }
}

/**
 * A date in the reader's language, in the one style every page uses. A bare day ('2026-11-27', a service
 * date or a package's end) is that calendar day wherever the reader is; a timestamp is shown in the reader's
 * time zone, with the clock when `time` is set. Empty, null and invalid values give ''.
 */
export function formatDate(
  value: Date | string | null | undefined,
  locale: string,
  { time = false }: { time?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const dayOnly = typeof value === 'string' && DAY_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
  if (time && !dayOnly) options.timeStyle = 'short';
  if (dayOnly) options.timeZone = 'UTC';
  return formatter(locale, options).format(date);
}
