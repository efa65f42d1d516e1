ALTER TABLE "studio_identity" ADD COLUMN "site_open" boolean;--> statement-breakpoint
-- An install that already has accounts keeps its public pages open (a new install starts closed until the owner opens it).
INSERT INTO "studio_identity" ("id", "site_open") SELECT 1, true WHERE EXISTS (SELECT 1 FROM "user") ON CONFLICT ("id") DO UPDATE SET "site_open" = true;
