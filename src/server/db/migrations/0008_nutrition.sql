CREATE TABLE "nutrition_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"date" date NOT NULL,
	"meal" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_feedback_meal_known" CHECK ("nutrition_feedback"."meal" in ('breakfast', 'lunch', 'dinner', 'snack')),
	CONSTRAINT "nutrition_feedback_message_length" CHECK (char_length("nutrition_feedback"."message") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "nutrition_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"start_date" date NOT NULL,
	"duration_days" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"days" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_plans_duration_range" CHECK ("nutrition_plans"."duration_days" between 1 and 120),
	CONSTRAINT "nutrition_plans_days_match" CHECK (jsonb_array_length("nutrition_plans"."days") = "nutrition_plans"."duration_days"),
	CONSTRAINT "nutrition_plans_comment_length" CHECK (char_length("nutrition_plans"."comment") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "nutrition_feedback" ADD CONSTRAINT "nutrition_feedback_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_feedback" ADD CONSTRAINT "nutrition_feedback_plan_id_nutrition_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."nutrition_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_plans" ADD CONSTRAINT "nutrition_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_plans" ADD CONSTRAINT "nutrition_plans_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nutrition_feedback_user_id_idx" ON "nutrition_feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "nutrition_feedback_plan_id_idx" ON "nutrition_feedback" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "nutrition_plans_user_id_idx" ON "nutrition_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "nutrition_plans_created_by_idx" ON "nutrition_plans" USING btree ("created_by");