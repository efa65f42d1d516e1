CREATE TABLE "guardian_consents" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"guardian_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"terms_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_consents_status_known" CHECK ("guardian_consents"."status" in ('pending', 'confirmed', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_kind_known";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_consents_user_idx" ON "guardian_consents" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_token_idx" ON "guardian_consents" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_kind_known" CHECK ("activity_log"."kind" in ('role', 'credits', 'balances', 'package_request', 'booking', 'cancellation', 'check_in', 'nutrition_plan', 'workout_program', 'questionnaire_review', 'coach_note', 'health_read', 'settings', 'mass_mail', 'export', 'erasure', 'contact_message', 'notifications', 'identity', 'birth_date'));