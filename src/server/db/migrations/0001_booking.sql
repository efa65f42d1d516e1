CREATE TABLE "cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" text,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	"server_time_at_cancellation" timestamp with time zone NOT NULL,
	"reservation_time_calculated" timestamp with time zone NOT NULL,
	"time_difference_minutes" integer NOT NULL,
	"session_will_be_restored" boolean NOT NULL,
	"cancellation_reason" text NOT NULL,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"params" jsonb NOT NULL,
	"user_id" text,
	"admin_notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"sessions_before_booking" integer,
	"package_expired_at_booking" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"batch_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_time_format" CHECK ("reservations"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "slot_capacity" (
	"date" date PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_capacity_nonnegative" CHECK ("slot_capacity"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_capacity" ADD CONSTRAINT "slot_capacity_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellations_date_idx" ON "cancellations" USING btree ("date");--> statement-breakpoint
CREATE INDEX "cancellations_user_id_idx" ON "cancellations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cancellations_cancelled_by_idx" ON "cancellations" USING btree ("cancelled_by");--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("admin_notified");--> statement-breakpoint
CREATE INDEX "reservations_date_time_idx" ON "reservations" USING btree ("date","time");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_user_date_uq" ON "reservations" USING btree ("user_id","date") WHERE "reservations"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_block_slot_uq" ON "reservations" USING btree ("date","time") WHERE "reservations"."kind" = 'block';--> statement-breakpoint
CREATE INDEX "reservations_created_by_idx" ON "reservations" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "reservations_batch_id_idx" ON "reservations" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "slot_capacity_updated_by_idx" ON "slot_capacity" USING btree ("updated_by");