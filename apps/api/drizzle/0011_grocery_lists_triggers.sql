-- Grocery lists and their items are versioned rows (If-Match: a tick is never undone by a stale
-- screen) and one family list (ETag, scope 'grocery'), like inventory and recipes.
CREATE TRIGGER "grocery_lists_row_version" BEFORE UPDATE ON "grocery_lists"
  FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();
--> statement-breakpoint
CREATE TRIGGER "grocery_items_row_version" BEFORE UPDATE ON "grocery_items"
  FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();
--> statement-breakpoint
CREATE TRIGGER "grocery_lists_version" AFTER INSERT OR UPDATE OR DELETE ON "grocery_lists"
  FOR EACH ROW EXECUTE FUNCTION "bump_family_version"('grocery', 'family_id');
--> statement-breakpoint
CREATE TRIGGER "grocery_items_version" AFTER INSERT OR UPDATE OR DELETE ON "grocery_items"
  FOR EACH ROW EXECUTE FUNCTION "bump_family_version"('grocery', 'family_id');
--> statement-breakpoint
CREATE TRIGGER "family_shop_settings_version" AFTER INSERT OR UPDATE OR DELETE ON "family_shop_settings"
  FOR EACH ROW EXECUTE FUNCTION "bump_family_version"('shop', 'family_id');
--> statement-breakpoint
CREATE TRIGGER "product_name_links_version" AFTER INSERT OR UPDATE OR DELETE ON "product_name_links"
  FOR EACH ROW EXECUTE FUNCTION "bump_family_version"('links', 'family_id');
