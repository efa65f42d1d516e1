CREATE TABLE "closure_extension_runs" (
	"closure_id" uuid PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"applied_by" text,
	"applied_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closure_extension_runs_days_positive" CHECK ("closure_extension_runs"."days" > 0)
);
--> statement-breakpoint
CREATE TABLE "closure_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"closure_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"old_expires_at" timestamp with time zone NOT NULL,
	"new_expires_at" timestamp with time zone NOT NULL,
	"applied_by" text,
	"applied_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closure_extensions_kind_known" CHECK ("closure_extensions"."kind" in ('gym', 'pilates', 'nutrition')),
	CONSTRAINT "closure_extensions_later" CHECK ("closure_extensions"."new_expires_at" > "closure_extensions"."old_expires_at")
);
--> statement-breakpoint
ALTER TABLE "closure_extension_runs" ADD CONSTRAINT "closure_extension_runs_closure_id_closures_id_fk" FOREIGN KEY ("closure_id") REFERENCES "public"."closures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closure_extension_runs" ADD CONSTRAINT "closure_extension_runs_applied_by_user_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closure_extensions" ADD CONSTRAINT "closure_extensions_closure_id_closure_extension_runs_closure_id_fk" FOREIGN KEY ("closure_id") REFERENCES "public"."closure_extension_runs"("closure_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closure_extensions" ADD CONSTRAINT "closure_extensions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closure_extensions" ADD CONSTRAINT "closure_extensions_applied_by_user_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closure_extension_runs_applied_by_idx" ON "closure_extension_runs" USING btree ("applied_by");--> statement-breakpoint
CREATE UNIQUE INDEX "closure_extensions_closure_user_kind_uq" ON "closure_extensions" USING btree ("closure_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "closure_extensions_user_id_idx" ON "closure_extensions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "closure_extensions_applied_by_idx" ON "closure_extensions" USING btree ("applied_by");