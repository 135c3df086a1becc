/** Column builders every domain's tables share. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Prices arrive as strings from `numeric`; a number is what every caller wants. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
