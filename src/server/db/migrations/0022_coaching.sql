CREATE TABLE "coach_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"author_id" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"days_without_log" integer DEFAULT 10 NOT NULL,
	"adherence_percent" integer DEFAULT 50 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_settings_single_row" CHECK ("coaching_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "measurement_kinds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_gr" text NOT NULL,
	"name_en" text NOT NULL,
	"unit" text NOT NULL,
	"min_value" numeric(7, 2) NOT NULL,
	"max_value" numeric(7, 2) NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurement_kinds_slug_unique" UNIQUE("slug"),
	CONSTRAINT "measurement_kinds_range" CHECK ("measurement_kinds"."min_value" < "measurement_kinds"."max_value")
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind_id" uuid NOT NULL,
	"date" date NOT NULL,
	"value" numeric(7, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrition_checks" (
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"followed" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_checks_user_id_date_pk" PRIMARY KEY("user_id","date"),
	CONSTRAINT "nutrition_checks_followed_known" CHECK ("nutrition_checks"."followed" in ('yes', 'partly', 'no'))
);
--> statement-breakpoint
CREATE TABLE "workout_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"program_id" uuid,
	"date" date NOT NULL,
	"day_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"log_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"exercise_id" uuid,
	"exercise_name" text NOT NULL,
	"set_number" integer NOT NULL,
	"reps" integer,
	"weight_kg" numeric(6, 2),
	"seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_sets_reps_range" CHECK ("workout_sets"."reps" is null or "workout_sets"."reps" between 1 and 100),
	CONSTRAINT "workout_sets_weight_range" CHECK ("workout_sets"."weight_kg" is null or "workout_sets"."weight_kg" between 0 and 500),
	CONSTRAINT "workout_sets_seconds_range" CHECK ("workout_sets"."seconds" is null or "workout_sets"."seconds" between 1 and 10800),
	CONSTRAINT "workout_sets_done" CHECK ("workout_sets"."reps" is not null or "workout_sets"."seconds" is not null)
);
--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_settings" ADD CONSTRAINT "coaching_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_kinds" ADD CONSTRAINT "measurement_kinds_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_kind_id_measurement_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."measurement_kinds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_checks" ADD CONSTRAINT "nutrition_checks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_logs" ADD CONSTRAINT "workout_logs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_logs" ADD CONSTRAINT "workout_logs_program_id_workout_plans_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."workout_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_log_id_workout_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."workout_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_notes_member_idx" ON "coach_notes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "coach_notes_author_idx" ON "coach_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "coaching_settings_updated_by_idx" ON "coaching_settings" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "measurement_kinds_created_by_idx" ON "measurement_kinds" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "measurements_user_kind_date_idx" ON "measurements" USING btree ("user_id","kind_id","date");--> statement-breakpoint
CREATE INDEX "measurements_kind_idx" ON "measurements" USING btree ("kind_id");--> statement-breakpoint
CREATE INDEX "workout_logs_user_date_idx" ON "workout_logs" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "workout_logs_program_idx" ON "workout_logs" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "workout_sets_log_idx" ON "workout_sets" USING btree ("log_id");--> statement-breakpoint
CREATE INDEX "workout_sets_exercise_idx" ON "workout_sets" USING btree ("exercise_id");