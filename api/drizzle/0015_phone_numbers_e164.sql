-- Phone numbers are stored in E.164 ('+919820011111') from now on: phone sign-in finds an account by its
-- number, and '+91 98200 11111' stored by an older version never equalled what the sign-in looked for. Only
-- libphonenumber-js knows every country's format, so the conversion runs in TypeScript right after the SQL
-- migrations (src/db/data-migrations.ts); this file queues it, so it runs once, on PostgreSQL and PGlite alike.
CREATE TABLE IF NOT EXISTS "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_migrations" ("name") VALUES ('0015_phone_numbers_e164') ON CONFLICT DO NOTHING;
