CREATE TABLE "coach_notices_seen" (
	"user_id" text PRIMARY KEY NOT NULL,
	"program_seen_at" timestamp with time zone,
	"nutrition_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_notices_seen" ADD CONSTRAINT "coach_notices_seen_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;