/** Unit labels for {@link formatDuration}; `day`/`hour` are the singular forms used for exactly 1. */
export interface DurationLabels {
  days: string;
  hours: string;
  day?: string;
  hour?: string;
}

const DEFAULT_LABELS: Required<DurationLabels> = {
  days: 'Days',
  hours: 'Hours',
  day: 'Day',
  hour: 'Hour',
};

// At most one decimal, with '.0' dropped: 36 h → '1.5', 720 h → '30'.
function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * Spec §9: 24 hours or more are shown in days (hours / 24, at most one decimal), otherwise in hours.
 * Translated labels without singular forms use the plural for 1 too, since a singular cannot be guessed.
 * Negative or non-finite input gives ''.
 */
export function formatDuration(hours: number, t?: DurationLabels): string {
  if (!Number.isFinite(hours) || hours < 0) return '';
  const labels = t ? { days: t.days, hours: t.hours, day: t.day ?? t.days, hour: t.hour ?? t.hours } : DEFAULT_LABELS;
  const inDays = hours >= 24;
  const shown = oneDecimal(inDays ? hours / 24 : hours);
  const singular = shown === '1';
  const label = inDays ? (singular ? labels.day : labels.days) : singular ? labels.hour : labels.hours;
  return `${shown} ${label}`;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * Relative English time such as '2 days ago'; under a minute is 'just now'.
 * Future dates also give 'just now', as they come from clock skew between server and browser.
 * Units are floored (47 hours is '1 day ago'); months count as 30 days, years as 365. Invalid dates give ''.
 */
export function timeAgo(date: Date | string, now: Date = new Date()): string {
  const then = date instanceof Date ? date : new Date(date);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return ago(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return ago(Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return ago(Math.floor(seconds / DAY), 'day');
  if (seconds < MONTH) return ago(Math.floor(seconds / WEEK), 'week');
  if (seconds < YEAR) return ago(Math.floor(seconds / MONTH), 'month');
  return ago(Math.floor(seconds / YEAR), 'year');
}

/**
 * The same steps as {@link timeAgo} in the reader's language ('منذ 3 أسابيع', 'il y a 2 jours'), through
 * Intl.RelativeTimeFormat; under a minute (or a future date) is the language's "now". Invalid dates give ''.
 */
export function relativeTime(date: Date | string, locale: string, now: Date = new Date()): string {
  const then = date instanceof Date ? date : new Date(date);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  let format: Intl.RelativeTimeFormat;
  try {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  } catch {
    format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  }
  if (seconds < MINUTE) return format.format(0, 'second');
  if (seconds < HOUR) return format.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return format.format(-Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return format.format(-Math.floor(seconds / DAY), 'day');
  if (seconds < MONTH) return format.format(-Math.floor(seconds / WEEK), 'week');
  if (seconds < YEAR) return format.format(-Math.floor(seconds / MONTH), 'month');
  return format.format(-Math.floor(seconds / YEAR), 'year');
}
