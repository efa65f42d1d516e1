CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"schedule" text NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"closes_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_schedule_known" CHECK ("waitlist_entries"."schedule" in ('gym', 'pilates')),
	CONSTRAINT "waitlist_entries_state_known" CHECK ("waitlist_entries"."state" in ('waiting', 'promoted', 'skipped', 'left', 'expired')),
	CONSTRAINT "waitlist_entries_time_format" CHECK ("waitlist_entries"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "waitlist_entries_reason_when_ended_badly" CHECK (("waitlist_entries"."state" in ('skipped', 'expired')) = ("waitlist_entries"."reason" is not null)),
	CONSTRAINT "waitlist_entries_resolved_unless_waiting" CHECK (("waitlist_entries"."state" = 'waiting') = ("waitlist_entries"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_waiting_member_uq" ON "waitlist_entries" USING btree ("user_id","date","schedule") WHERE "waitlist_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_reservation_idx" ON "waitlist_entries" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("schedule","date","time","seq") WHERE "waitlist_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_closes_idx" ON "waitlist_entries" USING btree ("closes_at") WHERE "waitlist_entries"."state" = 'waiting';