import {
  type AnalyzeRecipeResponse,
  type AnalyzeRecipeResult,
  recipeImportErrors,
  recipeImportMessages,
} from '@kitching/contracts';
import { ApiError, api, errorMessage } from '../../lib/api';

/** The smart-add extraction calls (owned by the import module; contracts in recipe-import.ts). */
export async function analyzeUrl(url: string): Promise<AnalyzeRecipeResult> {
  return (await api<AnalyzeRecipeResponse>('/api/smart-add/analyze-url', { method: 'POST', body: { url } }))
    .data;
}

export async function analyzeHtml(html: string, url?: string): Promise<AnalyzeRecipeResult> {
  return (
    await api<AnalyzeRecipeResponse>('/api/smart-add/analyze-html', {
      method: 'POST',
      body: { html, ...(url?.trim() ? { url: url.trim() } : {}) },
    })
  ).data;
}

/** A pasted page over the size limit (413): said under the pasted page too. */
export const isTooLarge = (error: unknown) =>
  error instanceof ApiError && (error.code === recipeImportErrors.tooLarge || error.status === 413);

/** The request never reached Kitching (no answer at all): not a problem with the page. */
const UNREACHABLE = 'Could not reach Kitching. Check your connection and try again.';

/** True when the server could not reach the internet: the dialog then offers pasting the HTML. */
export const isOfflineFailure = (error: unknown) =>
  error instanceof ApiError && error.code === recipeImportErrors.offline;

/**
 * The toast for a failed import (spec 8): invalid address, no recipe on the page, no internet on the
 * server, a pasted page too large, Kitching not reached, or anything else.
 */
export function importFailure(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError) {
    if (error.code === recipeImportErrors.invalidUrl || (error.status === 400 && error.fields.url))
      return {
        title: recipeImportMessages.invalidUrl.title,
        description: recipeImportMessages.invalidUrl.message,
      };
    if (error.code === recipeImportErrors.offline)
      return { title: recipeImportMessages.offline.title, description: recipeImportMessages.offline.message };
    if (isTooLarge(error))
      return {
        title: recipeImportMessages.tooLarge.title,
        description: error.serverMessage || recipeImportMessages.tooLarge.message,
      };
    if (error.status === 0 && !error.serverMessage)
      return { title: recipeImportMessages.extractionFailed.title, description: UNREACHABLE };
    if (error.code === recipeImportErrors.noRecipe)
      return {
        title: recipeImportMessages.noRecipe.title,
        description: recipeImportMessages.noRecipe.message,
      };
  }
  return {
    title: recipeImportMessages.extractionFailed.title,
    description: errorMessage(error, recipeImportMessages.noRecipe.message),
  };
}
