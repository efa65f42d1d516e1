CREATE TABLE "drift_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"expiring_days" integer DEFAULT 14 NOT NULL,
	"sessions_left" integer DEFAULT 1 NOT NULL,
	"dormant_days" integer DEFAULT 14 NOT NULL,
	"lapsed_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drift_settings_single_row" CHECK ("drift_settings"."id" = 1),
	CONSTRAINT "drift_settings_positive" CHECK ("drift_settings"."expiring_days" > 0 and "drift_settings"."dormant_days" > 0 and "drift_settings"."lapsed_days" > 0 and "drift_settings"."sessions_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mass_mail_campaigns" DROP CONSTRAINT "mass_mail_campaigns_audience_known";--> statement-breakpoint
CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "package_requests_approved_at_idx" ON "package_requests" USING btree ("approved_at") WHERE "package_requests"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "waitlist_entries_date_idx" ON "waitlist_entries" USING btree ("date","schedule");--> statement-breakpoint
ALTER TABLE "mass_mail_campaigns" ADD CONSTRAINT "mass_mail_campaigns_audience_known" CHECK ("mass_mail_campaigns"."audience" in ('all', 'active', 'expired', 'nutrition', 'expiring', 'dormant', 'lapsed'));