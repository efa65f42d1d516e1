CREATE TABLE "pain_reports" (
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pain_reports_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
ALTER TABLE "workout_plans" ADD COLUMN "previous_id" uuid;--> statement-breakpoint
ALTER TABLE "workout_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pain_reports" ADD CONSTRAINT "pain_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_plans" ADD CONSTRAINT "workout_plans_previous_id_workout_plans_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."workout_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_plans_previous_idx" ON "workout_plans" USING btree ("previous_id");--> statement-breakpoint
ALTER TABLE "workout_plans" ADD CONSTRAINT "workout_plans_version_positive" CHECK ("workout_plans"."version" >= 1);