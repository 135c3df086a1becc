/** Pure formatting helpers two or more parts use: prices, money, slugs, durations, dates, places, truncation. */

export * from './address.ts';
export * from './date.ts';
export * from './duration.ts';
export * from './money.ts';
export * from './price.ts';
export * from './slug.ts';
export * from './truncate.ts';
export * from './video.ts';
