/**
 * The database schema (drizzle pg-core), one file per domain. Table and column names follow upstream eBroker
 * where it has them, misspellings included (`propertys`, `propery_type`, `twiiter_id`, `highligts`,
 * `questionaries`), so data and clients port across. SQL must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).
 *
 * Every table of every domain file is re-exported here on purpose: drizzle-kit (drizzle.config.ts) and the
 * query client (client.ts) must see the whole schema, and a list kept by hand would let a new table slip out
 * of the generated migrations unnoticed.
 */
export * from './catalogue.ts';
export * from './chat.ts';
export * from './content.ts';
export * from './engagement.ts';
export * from './events.ts';
export * from './notifications.ts';
export * from './packages.ts';
export * from './platform.ts';
export * from './projects.ts';
export * from './properties.ts';
export * from './push.ts';
export * from './services.ts';
export * from './users.ts';
export * from './verification.ts';
