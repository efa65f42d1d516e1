CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"language" text DEFAULT 'gr' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" text,
	"withdrawn_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invitations_role_known" CHECK ("staff_invitations"."role" in ('trainer', 'desk')),
	CONSTRAINT "staff_invitations_language_known" CHECK ("staff_invitations"."language" in ('gr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_kind_known";--> statement-breakpoint
ALTER TABLE "studio_identity" ADD COLUMN "site_open" boolean;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_user_id_user_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_invited_by_idx" ON "staff_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "staff_invitations_accepted_user_id_idx" ON "staff_invitations" USING btree ("accepted_user_id");--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_kind_known" CHECK ("activity_log"."kind" in ('role', 'credits', 'balances', 'package_request', 'booking', 'cancellation', 'check_in', 'nutrition_plan', 'workout_program', 'questionnaire_review', 'coach_note', 'health_read', 'settings', 'mass_mail', 'export', 'erasure', 'contact_message', 'notifications', 'identity', 'birth_date', 'staff_invitation'));--> statement-breakpoint
-- An install that already has accounts keeps its public pages open (a new install starts closed until the owner opens it).
INSERT INTO "studio_identity" ("id", "site_open") SELECT 1, true WHERE EXISTS (SELECT 1 FROM "user") ON CONFLICT ("id") DO UPDATE SET "site_open" = true;
