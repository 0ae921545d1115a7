-- Every write to a family's data bumps that family's version of it (family_versions), whichever code
-- path or process made it: list answers are cached and carry ETags under these numbers. One sequence
-- for all, so a number is never reused (not even after a restart or a family's deletion).
CREATE SEQUENCE "family_version_seq";
--> statement-breakpoint
-- The new number is also announced ('<family>:<scope>:<version>' on kitching_versions): the embedded
-- database hears it before the write's own statement returns, so it keeps the numbers in memory.
CREATE FUNCTION "set_family_version"(family integer, data_scope text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint := nextval('family_version_seq');
BEGIN
  INSERT INTO "family_versions" ("family_id", "scope", "version")
    VALUES (family, data_scope, next_version)
    ON CONFLICT ("family_id", "scope") DO UPDATE SET "version" = excluded."version";
  PERFORM pg_notify('kitching_versions', family || ':' || data_scope || ':' || next_version);
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_family_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  data_scope text := TG_ARGV[0];
  family_column text := TG_ARGV[1];
  new_family integer;
  old_family integer;
BEGIN
  IF TG_OP <> 'DELETE' THEN new_family := (to_jsonb(NEW) ->> family_column)::integer; END IF;
  IF TG_OP <> 'INSERT' THEN old_family := (to_jsonb(OLD) ->> family_column)::integer; END IF;
  IF new_family IS NOT NULL THEN
    PERFORM "set_family_version"(new_family, data_scope);
  END IF;
  IF old_family IS NOT NULL AND old_family IS DISTINCT FROM new_family THEN
    PERFORM "set_family_version"(old_family, data_scope);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inventory_items_version" AFTER INSERT OR UPDATE OR DELETE ON "inventory_items"
  FOR EACH ROW EXECUTE FUNCTION "bump_family_version"('inventory', 'family_id');
--> statement-breakpoint
CREATE TRIGGER "recipes_version" AFTER INSERT OR UPDATE OR DELETE ON "recipes"
  FOR EACH ROW EXECUTE FUNCTION "bump_family_version"('recipes', 'family_id');
--> statement-breakpoint
CREATE TRIGGER "users_version" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "bump_family_version"('members', 'family_id');
--> statement-breakpoint
CREATE TRIGGER "families_version" AFTER INSERT OR UPDATE OR DELETE ON "families"
  FOR EACH ROW EXECUTE FUNCTION "bump_family_version"('family', 'id');
--> statement-breakpoint
-- Signed-in users are cached in each server process for a few seconds (modules/auth/session-cache.ts).
-- A change to a user, a family or a session tells every process to forget what it holds, at commit.
CREATE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := to_jsonb(OLD); ELSE row_data := to_jsonb(NEW); END IF;
  PERFORM pg_notify('kitching_auth', TG_ARGV[0] || ':' || (row_data ->> TG_ARGV[1]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('user', 'id');
--> statement-breakpoint
CREATE TRIGGER "families_auth_change" AFTER UPDATE OR DELETE ON "families"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('family', 'id');
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('user', 'user_id');
