CREATE TABLE "studio_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text,
	"phone" text,
	"email" text,
	"address" text,
	"map_url" text,
	"social_links" jsonb,
	"color" text,
	"headline_gr" text DEFAULT '' NOT NULL,
	"headline_en" text DEFAULT '' NOT NULL,
	"intro_gr" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"story_gr" text DEFAULT '' NOT NULL,
	"story_en" text DEFAULT '' NOT NULL,
	"logo" "bytea",
	"logo_version" text,
	"logo_width" integer,
	"logo_height" integer,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_identity_single_row" CHECK ("studio_identity"."id" = 1),
	CONSTRAINT "studio_identity_logo_whole" CHECK (("studio_identity"."logo" is null) = ("studio_identity"."logo_version" is null))
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_kind_known";--> statement-breakpoint
ALTER TABLE "studio_identity" ADD CONSTRAINT "studio_identity_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_identity_updated_by_idx" ON "studio_identity" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_kind_known" CHECK ("activity_log"."kind" in ('role', 'credits', 'balances', 'package_request', 'booking', 'cancellation', 'check_in', 'nutrition_plan', 'workout_program', 'questionnaire_review', 'coach_note', 'health_read', 'settings', 'mass_mail', 'export', 'erasure', 'contact_message', 'notifications', 'identity'));