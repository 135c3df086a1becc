-- Tokens expire (TOKEN_TTL_DAYS, renewed on use): tokens issued before had no expiry; they get 30 days from the
-- deploy, so nobody is signed out by it and none lives forever. Verification documents move to private keys at
-- start-up (files cannot move in SQL; see src/modules/verification/private-documents.ts), signed with a key
-- kept in server_secrets.
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
UPDATE "personal_access_tokens" SET "expires_at" = now() + interval '30 days' WHERE "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ALTER COLUMN "expires_at" SET DEFAULT now() + interval '30 days';--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ALTER COLUMN "expires_at" SET NOT NULL;
