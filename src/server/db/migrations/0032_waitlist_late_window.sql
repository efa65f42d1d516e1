CREATE TABLE "waitlist_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"schedule" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_events_kind_known" CHECK ("waitlist_events"."kind" in ('promoted', 'offered', 'claimed', 'missed', 'skipped', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_events" ADD CONSTRAINT "waitlist_events_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_events" ADD CONSTRAINT "waitlist_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_events" ADD CONSTRAINT "waitlist_events_schedule_schedules_key_fk" FOREIGN KEY ("schedule") REFERENCES "public"."schedules"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_events_user_idx" ON "waitlist_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "waitlist_events_entry_idx" ON "waitlist_events" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_events_schedule_idx" ON "waitlist_events" USING btree ("schedule");