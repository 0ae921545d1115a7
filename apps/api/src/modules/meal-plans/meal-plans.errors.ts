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
  conflict: (current: unknown) =>
    versionConflict('meals', current, 'Someone else changed this meal since you opened it.'),
};
