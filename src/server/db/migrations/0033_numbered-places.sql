ALTER TABLE "reservations" ADD COLUMN "place" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "numbered_places" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "standing_bookings" ADD COLUMN "place" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_slot_place_uq" ON "reservations" USING btree ("schedule","date","time","place") WHERE "reservations"."place" is not null;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_place_positive" CHECK ("reservations"."place" is null or "reservations"."place" >= 1);--> statement-breakpoint
ALTER TABLE "standing_bookings" ADD CONSTRAINT "standing_bookings_place_positive" CHECK ("standing_bookings"."place" is null or "standing_bookings"."place" >= 1);--> statement-breakpoint
-- Reformer Pilates has numbered reformers (decision 037).
UPDATE "schedules" SET "numbered_places" = true WHERE "key" = 'pilates';
--> statement-breakpoint
-- Its bookings so far get places in the order they were made.
UPDATE "reservations" AS r SET "place" = n.rn FROM (
  SELECT "id", row_number() OVER (PARTITION BY "schedule", "date", "time" ORDER BY "created_at", "id") AS rn
  FROM "reservations" WHERE "schedule" = 'pilates' AND "kind" <> 'block'
) AS n WHERE r."id" = n."id";
