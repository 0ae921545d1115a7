-- Meal plans and planned meals are versioned rows (If-Match) and family lists (ETag, scope 'meals').
CREATE TRIGGER "meal_plans_row_version" BEFORE UPDATE ON "meal_plans"
  FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();
--> statement-breakpoint
CREATE TRIGGER "planned_meals_row_version" BEFORE UPDATE ON "planned_meals"
  FOR EACH ROW EXECUTE FUNCTION "bump_row_version"();
--> statement-breakpoint
CREATE TRIGGER "meal_plans_version" AFTER INSERT OR UPDATE OR DELETE ON "meal_plans"
  FOR EACH ROW EXECUTE FUNCTION "bump_family_version"('meals', 'family_id');
--> statement-breakpoint
CREATE TRIGGER "planned_meals_version" AFTER INSERT OR UPDATE OR DELETE ON "planned_meals"
  FOR EACH ROW EXECUTE FUNCTION "bump_family_version"('meals', 'family_id');
