-- A second hours schedule (decision 035): its own default capacity, and capacity overrides per schedule and date (the existing ones are the gym floor's).
ALTER TABLE "schedules" ADD COLUMN "default_capacity" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_default_capacity_range" CHECK ("schedules"."default_capacity" between 1 and 200);--> statement-breakpoint
ALTER TABLE "slot_capacity" ADD COLUMN "schedule" text DEFAULT 'gym' NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_capacity" ADD CONSTRAINT "slot_capacity_schedule_schedules_key_fk" FOREIGN KEY ("schedule") REFERENCES "public"."schedules"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_capacity" DROP CONSTRAINT "slot_capacity_pkey";--> statement-breakpoint
ALTER TABLE "slot_capacity" ADD CONSTRAINT "slot_capacity_schedule_date_pk" PRIMARY KEY("schedule","date");
