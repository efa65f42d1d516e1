CREATE TABLE "locations" (
	"key" text PRIMARY KEY NOT NULL,
	"name_gr" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"hours_gr" text DEFAULT '' NOT NULL,
	"hours_en" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_key_format" CHECK ("locations"."key" ~ '^[a-z][a-z0-9-]{1,29}$')
);
--> statement-breakpoint
-- The first location, which every schedule already has (written by hand): empty names and address read as the studio's own.
INSERT INTO "locations" ("key") VALUES ('main');--> statement-breakpoint
CREATE TABLE "staff_locations" (
	"user_id" text NOT NULL,
	"location" text NOT NULL,
	CONSTRAINT "staff_locations_user_id_location_pk" PRIMARY KEY("user_id","location")
);
--> statement-breakpoint
ALTER TABLE "closures" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "locations" text[];--> statement-breakpoint
ALTER TABLE "member_credits" ADD COLUMN "valid_at" text[];--> statement-breakpoint
ALTER TABLE "package_requests" ADD COLUMN "locations" text[];--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "location" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_locations" ADD CONSTRAINT "staff_locations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_locations" ADD CONSTRAINT "staff_locations_location_locations_key_fk" FOREIGN KEY ("location") REFERENCES "public"."locations"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_locations_location_idx" ON "staff_locations" USING btree ("location");--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_location_locations_key_fk" FOREIGN KEY ("location") REFERENCES "public"."locations"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_location_locations_key_fk" FOREIGN KEY ("location") REFERENCES "public"."locations"("key") ON DELETE no action ON UPDATE no action;