-- A member's version moves only when something the members list shows changes (name, username, email,
-- role, dietary goals, family, whether a password is set): signing in with a magic link (which verifies
-- the address) or changing one's password leaves an open Edit Member dialog free to save.
CREATE TRIGGER "users_row_version" BEFORE UPDATE ON "users"
  FOR EACH ROW
  WHEN ((OLD."username", OLD."first_name", OLD."last_name", OLD."middle_initial", OLD."role",
         OLD."dietary_goals", OLD."email", OLD."family_id", OLD."password_hash" IS NULL)
        IS DISTINCT FROM
        (NEW."username", NEW."first_name", NEW."last_name", NEW."middle_initial", NEW."role",
         NEW."dietary_goals", NEW."email", NEW."family_id", NEW."password_hash" IS NULL))
  EXECUTE FUNCTION "bump_row_version"();
