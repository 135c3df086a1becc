-- How many visible services, repair works, JV posts and construction profiles a city filter matches: the only
-- index on lower(city) is partial (the visible rows), and PostgreSQL keeps no statistics for an expression whose
-- only index is partial, so it guessed ~430 rows for a city 16,000 rows hold. A city's top-rated list then read
-- and sorted all of them through the city index (21 ms at 100,000 per kind) instead of walking the rating index
-- until a page was full (0.1 ms).
CREATE STATISTICS IF NOT EXISTS "services_lower_city_stats" ON (lower("city")) FROM "services";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "repair_works_lower_city_stats" ON (lower("city")) FROM "repair_works";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "jv_constructions_lower_city_stats" ON (lower("city")) FROM "jv_constructions";--> statement-breakpoint
ANALYZE "services";--> statement-breakpoint
ANALYZE "repair_works";--> statement-breakpoint
ANALYZE "jv_constructions";
