-- Every update of a versioned row bumps its version, whichever code path or process made it (the
-- scanner's quantity change and the barcode get-or-create too): a client that names the version it
-- saw (If-Match) is refused when anything changed the row since. A new versioned table adds its
-- "version" column and one trigger like these.
CREATE FUNCTION "bump_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inventory_items_row_version" BEFORE UPDATE ON "inventory_items"
  FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();
--> statement-breakpoint
CREATE TRIGGER "recipes_row_version" BEFORE UPDATE ON "recipes"
  FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();
