-- Issue 4 text search: a stored tsvector of title, address and city (word-prefix search through a partial GIN index)
-- replaces the trigram indexes of title and address (ILIKE %word% could not stop a capped count early).
DROP INDEX "propertys_title_trgm_idx";--> statement-breakpoint
DROP INDEX "propertys_address_trgm_idx";--> statement-breakpoint
ALTER TABLE "propertys" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("title", '') || ' ' || coalesce("address", '') || ' ' || coalesce("city", ''))) STORED;--> statement-breakpoint
CREATE INDEX "propertys_search_words_idx" ON "propertys" USING gin ("search_words") WHERE "propertys"."request_status" = 'approved' and "propertys"."status" = 1;