-- Issue 11 speed (get-service, get-repairworks, get-jv, get-constructions at 100,000 per kind, bench/RESULTS.md):
-- the text search reads a stored, lowered search text (title, company, location; repair works also the location
-- of issue; chr(31) between them) with one LIKE instead of an ILIKE per column, through a trigram index over the
-- visible rows; JV posts and construction profiles search the title only: a trigram index of lower(title).
ALTER TABLE "repair_works" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title" || chr(31) || "company_name" || chr(31) || "location" || chr(31) || "location_of_issue")) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title" || chr(31) || "company_name" || chr(31) || "location")) STORED;--> statement-breakpoint
CREATE INDEX "jv_constructions_visible_search_trgm_idx" ON "jv_constructions" USING gin (lower("title") gin_trgm_ops) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "repair_works_visible_search_trgm_idx" ON "repair_works" USING gin ("search_text" gin_trgm_ops) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "services_visible_search_trgm_idx" ON "services" USING gin ("search_text" gin_trgm_ops) WHERE request_status = 'approved' and status = 1;