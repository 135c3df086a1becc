/** The whole schema, for the many modules that import `db/schema.ts`; the tables live in `schema/`, one file per domain. */
export * from './schema/index.ts';
