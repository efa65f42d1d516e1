-- The members directory's version (decision 023): every statement that changes what the active
-- clients list shows adds a row; the version is sum(n), read in the same statement as the rows.
-- Inserts only: no row is updated, so writers never wait for each other here. A changed row the
-- list shows adds one row (a refused change, matching nothing, adds none).
CREATE TABLE "member_directory_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "member_directory_changes_positive" CHECK ("member_directory_changes"."n" > 0)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_directory_changed() RETURNS trigger
LANGUAGE plpgsql
AS $changed$
BEGIN
  INSERT INTO member_directory_changes DEFAULT VALUES;
  RETURN NULL;
END
$changed$;
--> statement-breakpoint
-- Row triggers: a statement that matches no row (a refused change) adds nothing.
CREATE TRIGGER member_directory_user_added_or_removed
AFTER INSERT OR DELETE ON "user"
FOR EACH ROW EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
CREATE TRIGGER member_directory_user_changed
AFTER UPDATE ON "user"
FOR EACH ROW WHEN (
  OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.role IS DISTINCT FROM NEW.role
  OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
)
EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
CREATE TRIGGER member_directory_user_truncated
AFTER TRUNCATE ON "user"
FOR EACH STATEMENT EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
CREATE TRIGGER member_directory_account_added_or_removed
AFTER INSERT OR DELETE ON member_accounts
FOR EACH ROW EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
CREATE TRIGGER member_directory_account_changed
AFTER UPDATE ON member_accounts
FOR EACH ROW WHEN (
  OLD.gym_sessions IS DISTINCT FROM NEW.gym_sessions OR OLD.gym_expires_at IS DISTINCT FROM NEW.gym_expires_at
  OR OLD.pilates_sessions IS DISTINCT FROM NEW.pilates_sessions OR OLD.pilates_expires_at IS DISTINCT FROM NEW.pilates_expires_at
  OR OLD.active_package_name IS DISTINCT FROM NEW.active_package_name
  OR OLD.nutrition_name IS DISTINCT FROM NEW.nutrition_name OR OLD.nutrition_expires_at IS DISTINCT FROM NEW.nutrition_expires_at
)
EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
CREATE TRIGGER member_directory_account_truncated
AFTER TRUNCATE ON member_accounts
FOR EACH STATEMENT EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
-- account_states also keeps the last sign-in: only a deactivation or an erasure counts.
CREATE TRIGGER member_directory_state_added
AFTER INSERT ON account_states
FOR EACH ROW WHEN (NEW.deactivated_at IS NOT NULL OR NEW.erased_at IS NOT NULL)
EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
CREATE TRIGGER member_directory_state_changed
AFTER UPDATE ON account_states
FOR EACH ROW WHEN (OLD.deactivated_at IS DISTINCT FROM NEW.deactivated_at OR OLD.erased_at IS DISTINCT FROM NEW.erased_at)
EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
CREATE TRIGGER member_directory_state_removed
AFTER DELETE ON account_states
FOR EACH ROW WHEN (OLD.deactivated_at IS NOT NULL OR OLD.erased_at IS NOT NULL)
EXECUTE FUNCTION member_directory_changed();
--> statement-breakpoint
CREATE TRIGGER member_directory_state_truncated
AFTER TRUNCATE ON account_states
FOR EACH STATEMENT EXECUTE FUNCTION member_directory_changed();
