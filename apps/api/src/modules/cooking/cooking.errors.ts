import { AppError } from '../../kernel/errors';

/** Cooking (issue 23): what was cooked must be the family's (another family's answers like a missing one). */
export const cookingErrors = {
  recipeNotFound: () => new AppError(404, 'cooking.recipe_not_found', 'Recipe not found'),
  plannedNotFound: () => new AppError(404, 'cooking.planned_not_found', 'Planned meal not found'),
  planNotFound: () => new AppError(404, 'cooking.plan_not_found', 'Meal plan not found'),
  cookNotFound: () => new AppError(404, 'cooking.cook_not_found', 'Cook not found'),
};
