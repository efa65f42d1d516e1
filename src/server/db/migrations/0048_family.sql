CREATE TABLE "family_links" (
	"dependant_id" text PRIMARY KEY NOT NULL,
	"guardian_id" text NOT NULL,
	"sign_in_invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_dependant_id_user_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_guardian_id_user_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_links_guardian_idx" ON "family_links" USING btree ("guardian_id");