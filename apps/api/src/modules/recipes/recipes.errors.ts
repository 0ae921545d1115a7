import { AppError, versionConflict } from '../../app/errors';

export const recipeErrors = {
  /** Missing, or another family's: the same answer, so ids reveal nothing. */
  notFound: () => new AppError(404, 'recipes.not_found', 'Recipe not found'),
  editForbidden: () =>
    new AppError(403, 'recipes.edit_forbidden', 'Your role does not allow creating or changing recipes.'),
  deleteForbidden: () =>
    new AppError(
      403,
      'recipes.delete_forbidden',
      'Only a Head Chef or Sous Chef can permanently delete a recipe.',
    ),
  notArchived: () =>
    new AppError(409, 'recipes.not_archived', 'Archive the recipe before deleting it permanently.'),
  /** If-Match named an older version: someone changed the recipe since it was opened. */
  versionConflict: (current: unknown) =>
    versionConflict('recipes', current, 'Someone else changed this recipe since you opened it.'),
};
