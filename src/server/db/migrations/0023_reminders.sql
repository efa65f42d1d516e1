CREATE TABLE "reminder_rules" (
	"kind" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days" integer NOT NULL,
	"subject_gr" text NOT NULL,
	"subject_en" text NOT NULL,
	"text_gr" text NOT NULL,
	"text_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_rules_kind_known" CHECK ("reminder_rules"."kind" in ('expiring', 'lastSession', 'dormant', 'lapsed', 'welcome')),
	CONSTRAINT "reminder_rules_days_range" CHECK ("reminder_rules"."days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"occasion" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"mail_id" bigint,
	CONSTRAINT "reminders_sent_user_id_kind_occasion_pk" PRIMARY KEY("user_id","kind","occasion"),
	CONSTRAINT "reminders_sent_kind_known" CHECK ("reminders_sent"."kind" in ('expiring', 'lastSession', 'dormant', 'lapsed', 'welcome'))
);
--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;