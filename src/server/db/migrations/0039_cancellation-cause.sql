ALTER TABLE "cancellations" ADD COLUMN "cause" text;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_cause_known" CHECK ("cancellations"."cause" in ('closure'));