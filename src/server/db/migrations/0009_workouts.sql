CREATE TABLE "workout_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"start_date" date NOT NULL,
	"days_per_week" integer NOT NULL,
	"days" jsonb NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_plans_days_per_week" CHECK ("workout_plans"."days_per_week" between 3 and 7),
	CONSTRAINT "workout_plans_days_match" CHECK (jsonb_typeof("workout_plans"."days") = 'array' and jsonb_array_length("workout_plans"."days") = "workout_plans"."days_per_week")
);
--> statement-breakpoint
ALTER TABLE "workout_plans" ADD CONSTRAINT "workout_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_plans_user_created_idx" ON "workout_plans" USING btree ("user_id","created_at");