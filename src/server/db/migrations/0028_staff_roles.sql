CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"member_id" text,
	"member_name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "activity_log_kind_known" CHECK ("activity_log"."kind" in ('role', 'credits', 'balances', 'package_request', 'booking', 'cancellation', 'check_in', 'nutrition_plan', 'workout_program', 'questionnaire_review', 'health_read', 'settings', 'mass_mail', 'export', 'erasure'))
);
--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_role_known";--> statement-breakpoint
-- hand-written: every admin becomes an owner (decision 036), before the new role check below.
UPDATE "user" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "activity_log_actor_id_idx" ON "activity_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "activity_log_member_id_idx" ON "activity_log" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "activity_log_kind_idx" ON "activity_log" USING btree ("kind","at");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_known" CHECK ("user"."role" in ('user', 'owner', 'trainer', 'desk'));