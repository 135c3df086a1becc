/** Pure formatting helpers: prices, money, slugs, durations, dates, places, truncation, units and mortgage schedules. */

export * from './address.ts';
export * from './area.ts';
export * from './date.ts';
export * from './duration.ts';
export * from './money.ts';
export * from './mortgage.ts';
export * from './price.ts';
export * from './slug.ts';
export * from './truncate.ts';
export * from './video.ts';
