-- How many JV posts and construction profiles a title search matches: PostgreSQL keeps no statistics for an
-- expression whose only index is partial (the trigram index over the visible rows), so it guessed ~20 matches
-- for a word 25,000 titles hold, and read and sorted all of them through the trigram index (579 ms at 100,000
-- per kind) instead of walking the newest rows until a page was full (10 ms). With these statistics a common
-- word walks, a rare one still uses the trigram index. (Services and repair works search a stored column,
-- which has its own statistics.)
CREATE STATISTICS IF NOT EXISTS "jv_constructions_lower_title_stats" ON (lower("title")) FROM "jv_constructions";--> statement-breakpoint
ANALYZE "jv_constructions";
