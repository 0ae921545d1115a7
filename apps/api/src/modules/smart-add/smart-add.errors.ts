import { recipeImportErrors, recipeImportMessages, smartAddMessages } from '@kitching/contracts';
import { AppError } from '../../kernel/errors';

/** Every extraction worker is taken and the queue is full: answered with Retry-After (smart-add.routes.ts). */
export const BUSY_CODE = 'smart_add.busy';
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const smartAddErrors = {
  invalidUrl: () => new AppError(400, recipeImportErrors.invalidUrl, recipeImportMessages.invalidUrl.message),
  pageTooLarge: () => new AppError(413, recipeImportErrors.tooLarge, recipeImportMessages.tooLarge.message),
  notHtml: () => new AppError(422, recipeImportErrors.notHtml, 'This address did not return a web page.'),
  noRecipe: () => new AppError(422, recipeImportErrors.noRecipe, recipeImportMessages.noRecipe.message),
  siteRefused: (status: number) =>
    new AppError(
      502,
      recipeImportErrors.siteRefused,
      `The site refused to share this page (HTTP ${status}). Try pasting the page's HTML instead.`,
    ),
  // The page itself is the problem (422): it took too long to read, or broke the reader.
  tooSlow: () =>
    new AppError(
      422,
      'smart_add.too_slow',
      'This page took too long to read. Try pasting only the part of the page with the recipe.',
    ),
  unreadable: () =>
    new AppError(
      422,
      'smart_add.unreadable',
      'This page could not be read. Try pasting only the part of the page with the recipe.',
    ),
  notUnderstood: () => new AppError(422, 'smart_add.not_understood', smartAddMessages.notUnderstood),
  busy: () =>
    new AppError(
      503,
      BUSY_CODE,
      'Kitching is reading other recipes right now. Please try again in a few seconds.',
    ),
};
