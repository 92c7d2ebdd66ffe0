-- Extensions the catalogue search (pg_trgm) and store locator (cube + earthdistance) rely on.
-- PGlite loads them at start; on a PostgreSQL server they come with the contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
