CREATE TABLE "studio_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_settings_single_row" CHECK ("studio_settings"."id" = 1)
);
--> statement-breakpoint
-- The three settings rows of before become one document; a setting never saved stays absent (its default holds).
INSERT INTO "studio_settings" ("id", "rules", "updated_by")
SELECT 1,
  jsonb_strip_nulls(jsonb_build_object(
    'activeAcrossSchedules', (SELECT "one_active_across_schedules" FROM "booking_settings" WHERE "id" = 1),
    'noShowForfeits', (SELECT "no_show_forfeits" FROM "attendance_settings" WHERE "id" = 1),
    'reminderTime', (SELECT "reminder_time" FROM "calendar_settings" WHERE "id" = 1))),
  coalesce((SELECT "updated_by" FROM "attendance_settings" WHERE "id" = 1),
    (SELECT "updated_by" FROM "calendar_settings" WHERE "id" = 1))
WHERE EXISTS (SELECT 1 FROM "booking_settings") OR EXISTS (SELECT 1 FROM "attendance_settings")
  OR EXISTS (SELECT 1 FROM "calendar_settings");--> statement-breakpoint
DROP TABLE "attendance_settings" CASCADE;--> statement-breakpoint
DROP TABLE "calendar_settings" CASCADE;--> statement-breakpoint
DROP TABLE "booking_settings" CASCADE;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD CONSTRAINT "studio_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_settings_updated_by_idx" ON "studio_settings" USING btree ("updated_by");