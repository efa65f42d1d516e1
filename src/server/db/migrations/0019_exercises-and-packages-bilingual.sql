ALTER TABLE "exercises" ADD COLUMN "name_gr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;