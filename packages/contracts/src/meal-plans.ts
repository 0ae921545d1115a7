import { z } from 'zod';
import { idParam, requiredText } from './common';
import { parseCalendarDate } from './dates';
import { tooLongMessage } from './limits';
import {
  ingredientSchema,
  MAX_RECIPE_INGREDIENTS,
  recipeDescriptionField,
  recipeInstructionsField,
  recipeMinutesField,
  recipeSchema,
  recipeServingsField,
} from './recipes';

/** Spec 3: meal types, in the day's order. */
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];
/** Spec 5 and 9: a new meal plan serves 4; prep and cook 0; the Plan Meal dialog defaults to dinner. */
export const MEAL_PLAN_DEFAULT_SERVINGS = 4;
export const DEFAULT_MEAL_TYPE: MealType = 'dinner';
/** Spec 2.9 and 9: the Suggested Meals card shows 5; 90 or more offers 'Plan Meal'. */
export const SUGGESTIONS_SHOWN = 5;
export const PLAN_MEAL_THRESHOLD = 90;

export const mealNameField = requiredText('Meal name is required', 200);

/** A calendar date (YYYY-MM-DD) that exists. */
export const calendarDateField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseCalendarDate(v) !== undefined,
      'Enter a valid date (YYYY-MM-DD)',
    );

export const mealTypeField = z.enum(MEAL_TYPES, { error: 'Choose breakfast, lunch, dinner or snack' });

/**
 * POST /api/families/:familyId/meal-plans (spec 3, 5). From a family recipe (`recipeId`) the plan links
 * to it (issue 23): its name, times, steps, servings and ingredients are the recipe's, whatever is sent.
 * familyId and createdBy in the body are accepted and ignored.
 */
export const createMealPlanBody = z.object({
  name: mealNameField,
  description: recipeDescriptionField,
  servings: recipeServingsField.optional(),
  prepTime: recipeMinutesField,
  cookTime: recipeMinutesField,
  instructions: recipeInstructionsField,
  ingredients: z
    .array(ingredientSchema, { error: 'Add at least one ingredient' })
    .max(MAX_RECIPE_INGREDIENTS, `A meal can have at most ${MAX_RECIPE_INGREDIENTS} ingredients`)
    .optional(),
  recipeId: idParam.nullable().optional(),
  familyId: z.unknown().optional(),
  createdBy: z.unknown().optional(),
});
export type CreateMealPlanBody = z.output<typeof createMealPlanBody>;
export type CreateMealPlanInput = z.input<typeof createMealPlanBody>;

/** PATCH /api/meal-plans/:id: any subset (a plan linked to a recipe is edited through the recipe: 409). */
export const updateMealPlanBody = createMealPlanBody
  .omit({ familyId: true, createdBy: true, recipeId: true })
  .partial();
export type UpdateMealPlanBody = z.output<typeof updateMealPlanBody>;

export const mealPlanSchema = z.object({
  id: z.number(),
  familyId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  servings: z.number(),
  prepTime: z.number(),
  cookTime: z.number(),
  instructions: z.string().nullable(),
  ingredients: z.array(z.object({ name: z.string(), quantity: z.string(), unit: z.string() })),
  /** The family recipe the plan follows (its dish fields are the recipe's, as it is now), else null. */
  recipeId: z.number().nullable(),
  /** The recipe it follows is archived (still followed). */
  recipeArchived: z.boolean(),
  createdBy: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** POST /api/meal-plans/:id/keep-as-recipe: the recipe made from the plan, and the plan now linked to it. */
export const keptAsRecipeSchema = z.object({ plan: mealPlanSchema, recipe: recipeSchema });
export type KeptAsRecipe = z.infer<typeof keptAsRecipeSchema>;

/** POST /api/families/:familyId/planned-meals (spec 5: mealPlanId, plannedDate, mealType). */
export const planMealBody = z.object({
  mealPlanId: idParam,
  plannedDate: calendarDateField('Date is required'),
  mealType: mealTypeField.default(DEFAULT_MEAL_TYPE),
  notes: z.string().trim().max(500, tooLongMessage('Notes', 500)).nullable().optional(),
  familyId: z.unknown().optional(),
  createdBy: z.unknown().optional(),
});
export type PlanMealBody = z.output<typeof planMealBody>;

/** PATCH /api/planned-meals/:id: move to another day or meal, or change the notes. */
export const updatePlannedMealBody = z.object({
  plannedDate: calendarDateField('Date is required').optional(),
  mealType: mealTypeField.optional(),
  notes: z.string().trim().max(500, tooLongMessage('Notes', 500)).nullable().optional(),
});
export type UpdatePlannedMealBody = z.output<typeof updatePlannedMealBody>;

export const plannedMealSchema = z.object({
  id: z.number(),
  mealPlanId: z.number(),
  plannedDate: z.string(),
  mealType: z.string(),
  familyId: z.number(),
  createdBy: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  /** Issue 23: when the meal was cooked (POST /api/families/:familyId/cook), else null. */
  cookedAt: z.string().nullable().optional(),
  /** The cook's stock action (its undo: POST /api/families/:familyId/cook/:cookId/undo), else null. */
  cookId: z.number().nullable().optional(),
});
export type PlannedMeal = z.infer<typeof plannedMealSchema>;

/** GET /api/families/:familyId/planned-meals?startDate&endDate (ISO dates, both ends included). */
export const plannedMealsQuery = z
  .object({
    startDate: calendarDateField('startDate is required').optional(),
    endDate: calendarDateField('endDate is required').optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  });

/** POST /api/families/:familyId/planned-meals/shopping: what the meals of the range need, onto a list. */
export const weekShoppingBody = z
  .object({
    startDate: calendarDateField('startDate is required'),
    endDate: calendarDateField('endDate is required'),
    listId: idParam,
  })
  .refine((q) => q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  });

/** POST /api/families/:familyId/meal-suggestions/shopping: one suggestion's missing amounts onto a list. */
export const dishShoppingBody = z.object({
  kind: z.enum(['meal_plan', 'recipe'], { error: "kind must be 'meal_plan' or 'recipe'" }),
  id: idParam,
  listId: idParam,
});

/** Spec 3's meal suggestion (id, name, matchPercentage, missingIngredients), with what says which dish. */
export const mealSuggestionSchema = z.object({
  id: z.number(),
  kind: z.enum(['meal_plan', 'recipe']),
  name: z.string(),
  matchPercentage: z.number(),
  missingIngredients: z.array(z.string()),
  availableIngredients: z.array(z.string()),
  usesExpiringOn: z.string().nullable(),
});
export type MealSuggestionDto = z.infer<typeof mealSuggestionSchema>;
