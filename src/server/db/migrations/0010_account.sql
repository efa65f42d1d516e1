CREATE TABLE "account_states" (
	"user_id" text PRIMARY KEY NOT NULL,
	"deactivated_at" timestamp with time zone,
	"deactivated_by" text,
	"erased_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"retention_warned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"requested_by" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_exports_reason_known" CHECK ("data_exports"."reason" in ('member', 'desk'))
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"run_date" date PRIMARY KEY NOT NULL,
	"warned" integer DEFAULT 0 NOT NULL,
	"erased_deactivated" integer DEFAULT 0 NOT NULL,
	"erased_inactive" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_runs_counts_nonnegative" CHECK ("retention_runs"."warned" >= 0 and "retention_runs"."erased_deactivated" >= 0 and "retention_runs"."erased_inactive" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_known";--> statement-breakpoint
ALTER TABLE "account_states" ADD CONSTRAINT "account_states_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_states" ADD CONSTRAINT "account_states_deactivated_by_user_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_states_deactivated_by_idx" ON "account_states" USING btree ("deactivated_by");--> statement-breakpoint
CREATE INDEX "data_exports_subject_id_idx" ON "data_exports" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "data_exports_requested_by_idx" ON "data_exports" USING btree ("requested_by");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_known" CHECK ("notifications"."type" in ('reservation', 'account_deleted'));