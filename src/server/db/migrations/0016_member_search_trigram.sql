-- The member searches match a part of a name or an e-mail ('%μαρια%'): trigram indexes answer
-- those from the index instead of reading every member (decision 022). pg_trgm ships with
-- PostgreSQL (a trusted extension: the database's owner may create it) and is loaded into PGlite
-- by db/client.ts. Without a pending list (fastupdate off): PGlite runs no autovacuum to flush one,
-- and a long list makes the planner pass the index by.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_name_folded_trgm_idx" ON "user" USING gin ("name_folded" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_email_trgm_idx" ON "user" USING gin (lower("email") gin_trgm_ops) WITH (fastupdate = off);
