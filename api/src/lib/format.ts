/** "2 days ago", as upstream's Carbon diffForHumans. */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  const steps: [number, string][] = [
    [365 * 24 * 3600, 'year'],
    [30 * 24 * 3600, 'month'],
    [7 * 24 * 3600, 'week'],
    [24 * 3600, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of steps) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return seconds <= 1 ? '1 second ago' : `${seconds} seconds ago`;
}

/** Property type number → the string the API emits. */
export const PROPERTY_TYPE_NAMES = ['sell', 'rent', 'sold', 'rented'] as const;
