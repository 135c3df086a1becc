-- Extensions come first: later migrations use gin_trgm_ops and ll_to_earth.
-- cube before earthdistance, which depends on it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
