import { AppError, versionConflict } from '../../kernel/errors';

export const mealErrors = {
  planNotFound: () => new AppError(404, 'meals.plan_not_found', 'Meal plan not found'),
  plannedNotFound: () => new AppError(404, 'meals.planned_not_found', 'Planned meal not found'),
  recipeNotFound: () => new AppError(404, 'meals.recipe_not_found', 'Recipe not found'),
  listNotFound: () => new AppError(404, 'meals.list_not_found', 'Grocery list not found'),
  noIngredients: () =>
    new AppError(400, 'request.validation', 'Add at least one ingredient', {
      ingredients: 'Add at least one ingredient',
    }),
  /** Issue 23: a plan that follows a recipe is changed through the recipe, or unlinked first. */
  followsRecipe: () =>
    new AppError(
      409,
      'meals.follows_recipe',
      'This meal plan follows its recipe: edit the recipe, or unlink the plan to edit a copy.',
    ),
  alreadyRecipe: () =>
    new AppError(409, 'meals.already_recipe', 'This meal plan is a family recipe already.'),
  /** An Undo of a day's meal after its plan was deleted. */
  planGone: () => new AppError(409, 'undo.conflict', 'Its meal plan has been deleted since.'),
  conflict: (current: unknown) =>
    versionConflict('meals', current, 'Someone else changed this meal since you opened it.'),
};
