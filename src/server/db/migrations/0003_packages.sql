CREATE TABLE "member_search" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name_folded" text NOT NULL,
	"sort_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"package_id" uuid,
	"package_name" text NOT NULL,
	"kind" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sessions" integer NOT NULL,
	"months" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_requests_sessions_nonnegative" CHECK ("package_requests"."sessions" >= 0)
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "flexible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_search" ADD CONSTRAINT "member_search_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_requests" ADD CONSTRAINT "package_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_requests" ADD CONSTRAINT "package_requests_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_requests" ADD CONSTRAINT "package_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_search_sort_key_idx" ON "member_search" USING btree ("sort_key","user_id");--> statement-breakpoint
CREATE INDEX "package_requests_user_id_idx" ON "package_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "package_requests_package_id_idx" ON "package_requests" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_requests_decided_by_idx" ON "package_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "package_requests_status_idx" ON "package_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_requests_one_pending_idx" ON "package_requests" USING btree ("user_id") WHERE "package_requests"."status" = 'pending';