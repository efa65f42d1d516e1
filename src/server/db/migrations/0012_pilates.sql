CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"one_active_across_schedules" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_single_row" CHECK ("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "pilates_class_changes" (
	"class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"start_time" text,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pilates_class_changes_class_id_date_pk" PRIMARY KEY("class_id","date"),
	CONSTRAINT "pilates_class_changes_time_format" CHECK ("pilates_class_changes"."start_time" is null or "pilates_class_changes"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "pilates_class_changes_capacity_range" CHECK ("pilates_class_changes"."capacity" is null or "pilates_class_changes"."capacity" between 0 and 12)
);
--> statement-breakpoint
CREATE TABLE "pilates_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pilates_classes_weekday_range" CHECK ("pilates_classes"."weekday" between 1 and 6),
	CONSTRAINT "pilates_classes_time_format" CHECK ("pilates_classes"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "pilates_classes_minutes_range" CHECK ("pilates_classes"."minutes" between 15 and 180),
	CONSTRAINT "pilates_classes_capacity_range" CHECK ("pilates_classes"."capacity" between 1 and 12)
);
--> statement-breakpoint
DROP INDEX "reservations_user_date_uq";--> statement-breakpoint
ALTER TABLE "cancellations" ADD COLUMN "schedule" text DEFAULT 'gym' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "schedule" text DEFAULT 'gym' NOT NULL;--> statement-breakpoint
ALTER TABLE "package_requests" ADD COLUMN "pilates_sessions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pilates_class_changes" ADD CONSTRAINT "pilates_class_changes_class_id_pilates_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."pilates_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pilates_classes_weekday_time_uq" ON "pilates_classes" USING btree ("weekday","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_user_date_uq" ON "reservations" USING btree ("user_id","date","schedule") WHERE "reservations"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_schedule_known" CHECK ("cancellations"."schedule" in ('gym', 'pilates'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_schedule_known" CHECK ("reservations"."schedule" in ('gym', 'pilates'));--> statement-breakpoint
ALTER TABLE "package_requests" ADD CONSTRAINT "package_requests_pilates_sessions_within" CHECK ("package_requests"."pilates_sessions" >= 0 and "package_requests"."pilates_sessions" <= "package_requests"."sessions");