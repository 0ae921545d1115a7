import { recipeImportErrors, recipeImportMessages } from '@kitching/contracts';
import { AppError } from '../../app/errors';

export const smartAddErrors = {
  invalidUrl: () => new AppError(400, recipeImportErrors.invalidUrl, recipeImportMessages.invalidUrl.message),
  forbidden: () =>
    new AppError(403, recipeImportErrors.forbidden, 'Your role does not allow importing recipes.'),
  notHtml: () => new AppError(422, recipeImportErrors.notHtml, 'This address did not return a web page.'),
  noRecipe: () => new AppError(422, recipeImportErrors.noRecipe, recipeImportMessages.noRecipe.message),
  siteRefused: (status: number) =>
    new AppError(
      502,
      recipeImportErrors.siteRefused,
      `The site refused to share this page (HTTP ${status}). Try pasting the page's HTML instead.`,
    ),
};
