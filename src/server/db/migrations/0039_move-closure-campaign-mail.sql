ALTER TABLE "mass_mail_campaigns" DROP CONSTRAINT "mass_mail_campaigns_status_known";--> statement-breakpoint
ALTER TABLE "cancellations" ADD COLUMN "cause" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_cause_known" CHECK ("cancellations"."cause" in ('closure'));--> statement-breakpoint
ALTER TABLE "mass_mail_campaigns" ADD CONSTRAINT "mass_mail_campaigns_status_known" CHECK ("mass_mail_campaigns"."status" in ('running', 'done', 'failed'));