CREATE TABLE "member_credits" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_credits_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "member_credits_sessions_nonnegative" CHECK ("member_credits"."sessions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_kinds" (
	"key" text PRIMARY KEY NOT NULL,
	"name_gr" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_kinds_key_format" CHECK ("credit_kinds"."key" ~ '^[a-z][a-z0-9-]{1,29}$'),
	CONSTRAINT "credit_kinds_names_present" CHECK (length("credit_kinds"."name_gr") > 0 and length("credit_kinds"."name_en") > 0)
);
--> statement-breakpoint
-- The two kinds every install had as columns become the first two rows (decision 038).
INSERT INTO "credit_kinds" ("key", "name_gr", "name_en", "position")
VALUES ('gym', 'Γυμναστήριο', 'Gym', 0), ('pilates', 'Reformer Pilates', 'Reformer Pilates', 1);
--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_kind_known";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_known";--> statement-breakpoint
ALTER TABLE "closure_extensions" DROP CONSTRAINT "closure_extensions_kind_known";--> statement-breakpoint
ALTER TABLE "member_accounts" DROP CONSTRAINT "member_accounts_gym_sessions_nonnegative";--> statement-breakpoint
ALTER TABLE "member_accounts" DROP CONSTRAINT "member_accounts_pilates_sessions_nonnegative";--> statement-breakpoint
ALTER TABLE "package_requests" DROP CONSTRAINT "package_requests_kind_known";--> statement-breakpoint
ALTER TABLE "schedules" DROP CONSTRAINT "schedules_credit_kind_known";--> statement-breakpoint
ALTER TABLE "member_credits" ADD CONSTRAINT "member_credits_user_id_member_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."member_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_credits" ADD CONSTRAINT "member_credits_kind_credit_kinds_key_fk" FOREIGN KEY ("kind") REFERENCES "public"."credit_kinds"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_credits_kind_idx" ON "member_credits" USING btree ("kind");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_credit_kinds_key_fk" FOREIGN KEY ("kind") REFERENCES "public"."credit_kinds"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_credit_kind_credit_kinds_key_fk" FOREIGN KEY ("credit_kind") REFERENCES "public"."credit_kinds"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every balance moves, as it was, to a row per kind; a member who never held a kind gets no row.
INSERT INTO "member_credits" ("user_id", "kind", "sessions", "expires_at")
SELECT "user_id", 'gym', "gym_sessions", "gym_expires_at" FROM "member_accounts"
WHERE "gym_sessions" > 0 OR "gym_expires_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "member_credits" ("user_id", "kind", "sessions", "expires_at")
SELECT "user_id", 'pilates', "pilates_sessions", "pilates_expires_at" FROM "member_accounts"
WHERE "pilates_sessions" > 0 OR "pilates_expires_at" IS NOT NULL;
--> statement-breakpoint
-- The members directory's version (decision 023) follows the balances to their new table.
DROP TRIGGER IF EXISTS member_directory_account_changed ON member_accounts;
--> statement-breakpoint
CREATE TRIGGER member_directory_account_changed
AFTER UPDATE ON member_accounts
FOR EACH ROW WHEN (
  OLD.active_package_name IS DISTINCT FROM NEW.active_package_name
  OR OLD.nutrition_name IS DISTINCT FROM NEW.nutrition_name OR OLD.nutrition_expires_at IS DISTINCT FROM NEW.nutrition_expires_at
)
EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
CREATE TRIGGER member_directory_credits_added_or_removed
AFTER INSERT OR DELETE ON member_credits
FOR EACH ROW EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
CREATE TRIGGER member_directory_credits_changed
AFTER UPDATE ON member_credits
FOR EACH ROW WHEN (OLD.sessions IS DISTINCT FROM NEW.sessions OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
CREATE TRIGGER member_directory_credits_truncated
AFTER TRUNCATE ON member_credits
FOR EACH STATEMENT EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
ALTER TABLE "member_accounts" DROP COLUMN "gym_sessions";--> statement-breakpoint
ALTER TABLE "member_accounts" DROP COLUMN "gym_expires_at";--> statement-breakpoint
ALTER TABLE "member_accounts" DROP COLUMN "pilates_sessions";--> statement-breakpoint
ALTER TABLE "member_accounts" DROP COLUMN "pilates_expires_at";