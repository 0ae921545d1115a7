import { AppError, versionConflict } from '../../kernel/errors';

export const recipeErrors = {
  /** Missing, or another family's: the same answer, so ids reveal nothing. */
  notFound: () => new AppError(404, 'recipes.not_found', 'Recipe not found'),
  notArchived: () =>
    new AppError(409, 'recipes.not_archived', 'Archive the recipe before deleting it permanently.'),
  /** If-Match named an older version: someone changed the recipe since it was opened. */
  versionConflict: (current: unknown) =>
    versionConflict('recipes', current, 'Someone else changed this recipe since you opened it.'),
};
