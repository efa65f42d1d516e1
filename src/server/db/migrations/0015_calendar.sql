CREATE TABLE "booking_reminders" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"mail_id" bigint,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reminder_time" text DEFAULT '20:00' NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_settings_single_row" CHECK ("calendar_settings"."id" = 1),
	CONSTRAINT "calendar_settings_time_format" CHECK ("calendar_settings"."reminder_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "member_calendars" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"feed_token_hash" text,
	"feed_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_calendars_feed_token_hash_unique" UNIQUE("feed_token_hash"),
	CONSTRAINT "member_calendars_feed_complete" CHECK (("member_calendars"."feed_token_hash" is null) = ("member_calendars"."feed_created_at" is null))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_calendars" ADD CONSTRAINT "member_calendars_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_reminders_user_id_idx" ON "booking_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_settings_updated_by_idx" ON "calendar_settings" USING btree ("updated_by");