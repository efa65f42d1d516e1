CREATE TABLE "attendance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"no_show_forfeits" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_settings_single_row" CHECK ("attendance_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "no_show_session" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "attendance_marked_by" text;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_settings_updated_by_idx" ON "attendance_settings" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_attendance_marked_by_user_id_fk" FOREIGN KEY ("attendance_marked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_attendance_marked_by_idx" ON "reservations" USING btree ("attendance_marked_by");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_attendance_known" CHECK ("reservations"."attendance" in ('attended', 'no_show'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_show_session_known" CHECK ("reservations"."no_show_session" in ('restored', 'forfeited'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_show_session_only_for_no_show" CHECK ("reservations"."no_show_session" is null or "reservations"."attendance" = 'no_show');