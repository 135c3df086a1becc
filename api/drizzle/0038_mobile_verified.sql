-- A profile's phone number opens the account by phone sign-in only once proven by a code (decision 026).
-- Proven already: the number of a phone-login account (its sign-in was the code), and the demo accounts'
-- numbers (addresses under .test, a reserved name no real mailbox has), so demo phone sign-ins keep working.
-- Every other profile number starts unverified: its owner verifies it from the profile page.
ALTER TABLE "customers" ADD COLUMN "is_mobile_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "customers" SET "is_mobile_verified" = true
WHERE "mobile" IS NOT NULL AND ("logintype" = '1' OR "email" LIKE '%@abode.test');
