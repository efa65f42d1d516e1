CREATE TABLE "schedules" (
	"key" text PRIMARY KEY NOT NULL,
	"name_gr" text NOT NULL,
	"name_en" text NOT NULL,
	"timetable" text NOT NULL,
	"credit_kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_key_format" CHECK ("schedules"."key" ~ '^[a-z][a-z0-9-]{1,29}$'),
	CONSTRAINT "schedules_timetable_known" CHECK ("schedules"."timetable" in ('hours', 'classes')),
	CONSTRAINT "schedules_credit_kind_known" CHECK ("schedules"."credit_kind" in ('gym', 'pilates')),
	CONSTRAINT "schedules_names_present" CHECK (length("schedules"."name_gr") > 0 and length("schedules"."name_en") > 0)
);
--> statement-breakpoint
-- The two schedules every install had in code become its first two rows, so every
-- existing booking, cancellation, waitlist place and class keeps its schedule (decision 035).
INSERT INTO "schedules" ("key", "name_gr", "name_en", "timetable", "credit_kind", "active", "position")
VALUES ('gym', 'Γυμναστήριο', 'Gym', 'hours', 'gym', true, 0),
       ('pilates', 'Reformer Pilates', 'Reformer Pilates', 'classes', 'pilates', true, 1);
--> statement-breakpoint
ALTER TABLE "cancellations" DROP CONSTRAINT "cancellations_schedule_known";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_schedule_known";--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_schedule_known";--> statement-breakpoint
DROP INDEX "pilates_classes_weekday_time_uq";--> statement-breakpoint
ALTER TABLE "pilates_classes" ADD COLUMN "schedule" text DEFAULT 'pilates' NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_schedule_schedules_key_fk" FOREIGN KEY ("schedule") REFERENCES "public"."schedules"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_schedule_schedules_key_fk" FOREIGN KEY ("schedule") REFERENCES "public"."schedules"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilates_classes" ADD CONSTRAINT "pilates_classes_schedule_schedules_key_fk" FOREIGN KEY ("schedule") REFERENCES "public"."schedules"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_schedule_schedules_key_fk" FOREIGN KEY ("schedule") REFERENCES "public"."schedules"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellations_schedule_idx" ON "cancellations" USING btree ("schedule");--> statement-breakpoint
CREATE INDEX "reservations_schedule_date_idx" ON "reservations" USING btree ("schedule","date","time");--> statement-breakpoint
CREATE UNIQUE INDEX "pilates_classes_schedule_weekday_time_uq" ON "pilates_classes" USING btree ("schedule","weekday","start_time");