import { AppError, versionConflict } from '../../kernel/errors';

export const recipeErrors = {
  /** Missing, or another family's: the same answer, so ids reveal nothing. */
  notFound: () => new AppError(404, 'recipes.not_found', 'Recipe not found'),
  notArchived: () =>
    new AppError(409, 'recipes.not_archived', 'Archive the recipe before deleting it permanently.'),
  noImage: () => new AppError(404, 'recipes.no_image', 'This recipe has no photo.'),
  imageTooLarge: () =>
    new AppError(413, 'recipes.image_too_large', 'The photo is larger than 5 MB. Choose a smaller one.'),
  notAnImage: () => new AppError(415, 'recipes.not_an_image', 'The photo must be a JPEG, PNG or WebP image.'),
  noImageFile: () => new AppError(400, 'recipes.no_image_file', 'Choose a photo (the form field is "file").'),
  /** If-Match named an older version: someone changed the recipe since it was opened. */
  versionConflict: (current: unknown) =>
    versionConflict('recipes', current, 'Someone else changed this recipe since you opened it.'),
};
