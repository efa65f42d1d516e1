CREATE TABLE "standing_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"schedule" text NOT NULL,
	"weekday" integer NOT NULL,
	"time" text NOT NULL,
	"starts_on" date NOT NULL,
	"until" date,
	"until_package_ends" boolean DEFAULT false NOT NULL,
	"booked_through" date,
	"created_by" text,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_bookings_weekday_range" CHECK ("standing_bookings"."weekday" between 0 and 6),
	CONSTRAINT "standing_bookings_time_format" CHECK ("standing_bookings"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "standing_bookings_end_given" CHECK (("standing_bookings"."until" is not null) <> "standing_bookings"."until_package_ends"),
	CONSTRAINT "standing_bookings_end_reason_known" CHECK ("standing_bookings"."end_reason" in ('member', 'desk', 'finished', 'package')),
	CONSTRAINT "standing_bookings_ended_with_reason" CHECK (("standing_bookings"."ended_at" is null) = ("standing_bookings"."end_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "standing_id" uuid;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "standing_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "standing_max_weeks" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "standing_bookings" ADD CONSTRAINT "standing_bookings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_bookings" ADD CONSTRAINT "standing_bookings_schedule_schedules_key_fk" FOREIGN KEY ("schedule") REFERENCES "public"."schedules"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_bookings" ADD CONSTRAINT "standing_bookings_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_bookings_user_id_idx" ON "standing_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "standing_bookings_schedule_idx" ON "standing_bookings" USING btree ("schedule");--> statement-breakpoint
CREATE INDEX "standing_bookings_created_by_idx" ON "standing_bookings" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "standing_bookings_running_idx" ON "standing_bookings" USING btree ("booked_through") WHERE "standing_bookings"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_standing_id_standing_bookings_id_fk" FOREIGN KEY ("standing_id") REFERENCES "public"."standing_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_standing_date_uq" ON "reservations" USING btree ("standing_id","date") WHERE "reservations"."standing_id" is not null;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_standing_weeks_range" CHECK ("schedules"."standing_max_weeks" between 1 and 52);