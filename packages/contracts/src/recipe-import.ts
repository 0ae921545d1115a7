import { z } from 'zod';
import { dataOf } from './common';

/**
 * Importing a recipe from a web address (spec 2.8, 5, 7, 8).
 *
 * POST /api/smart-add/analyze-url  { url }            → 200 AnalyzeRecipeResponse
 * POST /api/smart-add/analyze-html { html, url? }     → 200 AnalyzeRecipeResponse
 *
 * Success: `{ data: { type: 'recipe', method, data: ExtractedRecipe } }` (the spec's
 * `{ type, data }` inside our usual `{ data }` envelope). Failures: `{ error: { code, message } }`
 * with the codes in `recipeImportErrors` below.
 */

export const RECIPE_IMPORT_MAX_HTML_BYTES = 5 * 1024 * 1024;
/** The recipe's source field holds at most 2000 characters. */
export const RECIPE_IMPORT_MAX_URL_LENGTH = 2000;

/** Spec 5 and 8, word for word: the web shows `title` as the toast title and `message` below it. */
export const recipeImportMessages = {
  invalidUrl: { title: 'Invalid URL', message: 'Please enter a valid URL starting with http or https' },
  noRecipe: { title: 'No recipe found', message: 'Could not extract recipe data from this URL.' },
  extractionFailed: { title: 'Extraction failed' },
  extracted: { title: 'Recipe extracted!' },
  updateFailed: { title: 'Update failed', message: 'Failed to refresh recipe from URL. Please try again.' },
  noUpdate: { title: 'Update failed', message: 'Could not extract updated recipe data from this URL.' },
  /** The server has no internet (outbound.offline): the address is not the problem; pasting works. */
  offline: {
    title: 'No internet on the server',
    message:
      "Kitching could not reach the internet from the server. Check its connection, or paste the page's HTML instead.",
  },
  /** A pasted page over RECIPE_IMPORT_MAX_HTML_BYTES (smart_add.page_too_large, 413). */
  tooLarge: {
    title: 'Page too large',
    message: 'The pasted page is too large (at most 5 MB). Paste only the part of the page with the recipe.',
  },
} as const;

/**
 * Error codes the two routes answer with (status in brackets), besides the usual request.validation
 * (400), auth.unauthenticated (401) and families.no_family (403). Fetch failures keep the shared
 * outbound client's codes: outbound.blocked (400, a private or local address), outbound.host_not_found
 * (422, no such site), outbound.offline (503, the server itself has no internet: no route, or not
 * even a name that always exists resolves), outbound.too_large (413, over 5 MB), outbound.timeout (504, 10 s),
 * outbound.unreachable (502), outbound.redirects and outbound.bad_redirect (502).
 */
export const recipeImportErrors = {
  invalidUrl: 'smart_add.invalid_url', // 400
  forbidden: 'smart_add.forbidden', // 403, role may not import (Kitchen Helper)
  notHtml: 'smart_add.not_html', // 422 'This address did not return a web page.'
  noRecipe: 'smart_add.no_recipe', // 422 'Could not extract recipe data from this URL.'
  siteRefused: 'smart_add.site_refused', // 502 the site answered 4xx/5xx
  offline: 'outbound.offline', // 503 the server has no internet (no route, no DNS): paste the HTML
  tooLarge: 'smart_add.page_too_large', // 413 a pasted page over 5 MB (UTF-8), however it is sent
} as const;

// http(s)://, a host (name, IPv4 or [IPv6]), an optional port, then anything without spaces.
const WEB_ADDRESS =
  /^https?:\/\/(?:[^\s/?#@]+@)?(?:\[[\da-f:.]+\]|[^\s/?#:@[\]]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** Spec 5: a web address must start with http (http:// or https://) and be a real address. */
export function isImportableUrl(value: string | null | undefined): boolean {
  const text = value?.trim() ?? '';
  return text.length <= RECIPE_IMPORT_MAX_URL_LENGTH && WEB_ADDRESS.test(text);
}

// The http(s) rule itself is checked by the service (code smart_add.invalid_url, spec message),
// so that a missing or malformed address answers the same way as one with another scheme.
export const analyzeUrlBody = z.object({
  url: z
    .string({ error: recipeImportMessages.invalidUrl.message })
    .trim()
    .min(1, recipeImportMessages.invalidUrl.message),
});
export type AnalyzeUrlBody = z.infer<typeof analyzeUrlBody>;

export const analyzeHtmlBody = z.object({
  html: z.string({ error: "Paste the page's HTML" }).trim().min(1, "Paste the page's HTML"),
  // Its size (5 MB of UTF-8) is the service's check: a 413, like a body over the route's limit.
  /** Where the HTML came from: becomes the recipe's source (else the page's canonical address). */
  url: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .refine((v) => isImportableUrl(v), recipeImportMessages.invalidUrl.message)
      .optional(),
  ),
});
export type AnalyzeHtmlBody = z.infer<typeof analyzeHtmlBody>;

/**
 * One parsed ingredient line. quantity is text ('1.5', '0.25', '2-3') or '' when the line gives
 * none ('salt to taste'); unit is one of RECIPE_UNITS, or '' when there is no quantity. A unit
 * word outside our list ('sprig', 'pinch') stays in the name with unit 'each'. note holds the
 * preparation and comments ('minced', 'to taste'); raw is the line as the page wrote it.
 */
export const importedIngredientSchema = z.object({
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  note: z.string().optional(),
  raw: z.string(),
  /** The heading of the page's group the line is under ('For the sauce'); absent when there is none. */
  group: z.string().optional(),
});
export type ImportedIngredient = z.infer<typeof importedIngredientSchema>;

/** What the extractor read; null where the page does not say. */
export const extractedRecipeSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  servings: z.number().int().positive().nullable(),
  prepTime: z.number().int().min(0).nullable(),
  cookTime: z.number().int().min(0).nullable(),
  /** The page's own total (or prep plus cook); the recipe model keeps only prep and cook. */
  totalTime: z.number().int().min(0).nullable(),
  instructions: z.string().nullable(),
  sourceName: z.string().nullable(),
  /** The web address (spec: source); null for pasted HTML with no address at all. */
  source: z.string().nullable(),
  ingredients: z.array(importedIngredientSchema),
  /** The page's categories, cuisines and keywords (kept as the recipe's tags); absent when it has none. */
  tags: z.array(z.string()).optional(),
});
export type ExtractedRecipe = z.infer<typeof extractedRecipeSchema>;

export const EXTRACTION_METHODS = ['json-ld', 'microdata', 'html'] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];

export const analyzeRecipeResult = z.object({
  type: z.literal('recipe'),
  /** Which part of the page the recipe came from (structured data is the most reliable). */
  method: z.enum(EXTRACTION_METHODS),
  data: extractedRecipeSchema,
});
export type AnalyzeRecipeResult = z.infer<typeof analyzeRecipeResult>;
export const analyzeRecipeResponse = dataOf(analyzeRecipeResult);
export type AnalyzeRecipeResponse = z.infer<typeof analyzeRecipeResponse>;
