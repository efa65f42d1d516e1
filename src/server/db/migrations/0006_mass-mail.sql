CREATE TABLE "mass_mail_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"audience" text NOT NULL,
	"audience_days" integer,
	"status" text DEFAULT 'running' NOT NULL,
	"created_by" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_mail_campaigns_status_known" CHECK ("mass_mail_campaigns"."status" in ('running', 'done')),
	CONSTRAINT "mass_mail_campaigns_audience_known" CHECK ("mass_mail_campaigns"."audience" in ('all', 'active', 'expired', 'nutrition'))
);
--> statement-breakpoint
CREATE TABLE "mass_mail_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"user_id" text,
	"to_address" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_mail_recipients_status_known" CHECK ("mass_mail_recipients"."status" in ('pending', 'sending', 'sent', 'failed', 'skipped')),
	CONSTRAINT "mass_mail_recipients_language_known" CHECK ("mass_mail_recipients"."language" in ('gr', 'en')),
	CONSTRAINT "mass_mail_recipients_attempts_nonnegative" CHECK ("mass_mail_recipients"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mass_mail_unsubscribes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mass_mail_campaigns" ADD CONSTRAINT "mass_mail_campaigns_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_mail_recipients" ADD CONSTRAINT "mass_mail_recipients_campaign_id_mass_mail_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mass_mail_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_mail_recipients" ADD CONSTRAINT "mass_mail_recipients_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_mail_unsubscribes" ADD CONSTRAINT "mass_mail_unsubscribes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mass_mail_campaigns_created_by_idx" ON "mass_mail_campaigns" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "mass_mail_campaigns_one_running" ON "mass_mail_campaigns" USING btree ("status") WHERE "mass_mail_campaigns"."status" = 'running';--> statement-breakpoint
CREATE INDEX "mass_mail_recipients_campaign_idx" ON "mass_mail_recipients" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "mass_mail_recipients_user_id_idx" ON "mass_mail_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mass_mail_recipients_due_idx" ON "mass_mail_recipients" USING btree ("next_attempt_at") WHERE "mass_mail_recipients"."status" in ('pending', 'sending');