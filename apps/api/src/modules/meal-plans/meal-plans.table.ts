import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { families } from '../families/families.table';
import { recipes, type StoredIngredient } from '../recipes/recipes.table';
import { users } from '../users/users.table';

/** A family's meal plan (spec 3): a dish to plan, from scratch or made from a family recipe. */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    servings: integer('servings').notNull(),
    prepTime: integer('prep_time').notNull().default(0),
    cookTime: integer('cook_time').notNull().default(0),
    instructions: text('instructions'),
    ingredients: jsonb('ingredients').$type<StoredIngredient[]>().notNull().default([]),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('meal_plans_family_idx').on(t.familyId, t.id)],
);
export type MealPlanRow = typeof mealPlans.$inferSelect;

/** A meal plan put on a day (spec 3): date, meal type, optional notes. */
export const plannedMeals = pgTable(
  'planned_meals',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    mealPlanId: integer('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    plannedDate: date('planned_date').notNull(),
    mealType: text('meal_type').notNull(),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    /** Issue 23: when it was cooked, and the cook's stock action (an undo unmarks it). */
    cookedAt: timestamp('cooked_at', { withTimezone: true }),
    cookActionId: integer('cook_action_id'),
  },
  (t) => [index('planned_meals_family_date_idx').on(t.familyId, t.plannedDate)],
);
export type PlannedMealRow = typeof plannedMeals.$inferSelect;
