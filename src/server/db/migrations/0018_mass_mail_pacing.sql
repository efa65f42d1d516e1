CREATE TABLE "mass_mail_pacing" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"holder" text,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_mail_pacing_one_row" CHECK ("mass_mail_pacing"."id" = 1)
);
