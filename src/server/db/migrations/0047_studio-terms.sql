ALTER TABLE "studio_identity" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_identity" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_identity" ADD COLUMN "terms_gr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_identity" ADD COLUMN "terms_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_identity" ADD COLUMN "terms_inputs" jsonb;--> statement-breakpoint
ALTER TABLE "studio_identity" ADD COLUMN "terms_updated_at" timestamp with time zone;