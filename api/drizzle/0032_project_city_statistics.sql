-- Projects, as migration 0031 did for services, repair works and JV/construction: the only index on lower(city)
-- is partial, so PostgreSQL kept no statistics for it and guessed ~400 projects for a city 15,000 hold; a city's
-- agent projects were then read through a bitmap of the whole city (2.5 ms) instead of walking the newest rows.
CREATE STATISTICS IF NOT EXISTS "projects_lower_city_stats" ON (lower("city")) FROM "projects";--> statement-breakpoint
ANALYZE "projects";
