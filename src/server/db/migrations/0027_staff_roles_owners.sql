ALTER TABLE "user" DROP CONSTRAINT "user_role_known";--> statement-breakpoint
-- hand-written: every admin becomes an owner (issue 26, decision 036); 0028 adds the new role check.
UPDATE "user" SET "role" = 'owner' WHERE "role" = 'admin';
