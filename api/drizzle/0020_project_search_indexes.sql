-- Issue 10 speed (get-projects at 100,000 projects, bench/RESULTS.md): the text search reads a stored, lowered
-- title + location (one plain LIKE instead of two ILIKEs per row) through a trigram index over the visible rows,
-- replacing the full-table title index; a map-bounds index; the plain city (and type, price) in the city index,
-- so a city's capped count is an index-only scan; visible ids alone, for amenity, parameter and seller filters.
-- The full-table city and type indexes go: nothing reads them, and the planner weighs every index of `projects`
-- for each list query.
DROP INDEX "projects_city_idx";--> statement-breakpoint
DROP INDEX "projects_type_idx";--> statement-breakpoint
DROP INDEX "projects_title_trgm_idx";--> statement-breakpoint
DROP INDEX "projects_visible_city_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("title" || chr(31) || "location")) STORED;--> statement-breakpoint
CREATE INDEX "projects_visible_search_trgm_idx" ON "projects" USING gin ("search_text" gin_trgm_ops) WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "projects_visible_geo_idx" ON "projects" USING btree ("latitude","longitude") WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "projects_visible_id_idx" ON "projects" USING btree ("id") WHERE request_status = 'approved' and status = 1;--> statement-breakpoint
CREATE INDEX "projects_visible_city_idx" ON "projects" USING btree (lower("city"),"id" DESC NULLS FIRST,"type","price","city") WHERE request_status = 'approved' and status = 1;