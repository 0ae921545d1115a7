import { z } from 'zod';
import { isStorableText, NUL_MESSAGE } from './common';
import { tooLongMessage } from './limits';

// Finding a recipe among hundreds (issue 24): the spec's list call with a search and filters.

export const RECIPE_SORTS = ['relevance', 'name', 'newest', 'quickest'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];
export const RECIPE_SORT_LABELS: Record<RecipeSort, string> = {
  relevance: 'Best match',
  name: 'Name (A-Z)',
  newest: 'Newest first',
  quickest: 'Quickest first',
};

export const MAX_RECIPE_SEARCH = 200;
/**
 * A search (not the plain list) answers at most this many recipes, best first in the order asked: a
 * screen of 2,000 matches finds nothing, and it is what keeps a search fast on 5,000 recipes.
 */
export const RECIPE_SEARCH_LIMIT = 200;
export const MAX_RECIPE_TAG = 60;
export const MAX_RECIPE_TAGS = 30;
/** The time filter's choices on the recipes page ('Under 30 min'); the API takes any number of minutes. */
export const RECIPE_TIME_CHOICES = [15, 30, 45, 60] as const;

const tagText = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(MAX_RECIPE_TAG, `A tag must be at most ${MAX_RECIPE_TAG} characters`)
  .refine(isStorableText, NUL_MESSAGE);

/**
 * A recipe's tags: the categories, cuisines and keywords an import keeps, trimmed, one of each whatever
 * its case (the first spelling wins), at most MAX_RECIPE_TAGS.
 */
export const recipeTagsField = z
  .array(tagText)
  .transform((tags) => cleanTags(tags))
  .pipe(z.array(z.string()).max(MAX_RECIPE_TAGS, `A recipe can have at most ${MAX_RECIPE_TAGS} tags`));

/** Tags trimmed, blank and repeated ones (ignoring case) left out, in their order. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

const trueOrFalse = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be 'true' or 'false'` }).optional();

/**
 * GET /api/families/:familyId/recipes: the spec's `archived`, and (issue 24) `q` (name, ingredients,
 * tags, source and description; typos forgiven), `tag` (repeatable: every one given), `maxMinutes`
 * (prep plus cook, a recipe with no time set is left out), `cookable` (what the pantry covers now, by
 * the pantry rule) and `sort` (relevance by default when there is a `q`, else newest first). Any of
 * these answers at most RECIPE_SEARCH_LIMIT recipes; the plain list (or `archived` alone) answers all.
 */
export const recipeListQuery = z.object({
  archived: trueOrFalse('archived'),
  q: z
    .string()
    .max(MAX_RECIPE_SEARCH, tooLongMessage('Search', MAX_RECIPE_SEARCH))
    .refine(isStorableText, NUL_MESSAGE)
    .optional(),
  tag: z
    .union([
      z.string().max(MAX_RECIPE_TAG),
      z.array(z.string().max(MAX_RECIPE_TAG)).max(10, 'At most 10 tags at once'),
    ])
    .optional(),
  maxMinutes: z.coerce
    .number({ error: 'maxMinutes must be a number' })
    .int('maxMinutes must be a whole number')
    .min(1, 'maxMinutes must be at least 1')
    .max(10_080, 'maxMinutes must be at most 10080')
    .optional(),
  cookable: trueOrFalse('cookable'),
  sort: z.enum(RECIPE_SORTS, { error: `sort must be one of ${RECIPE_SORTS.join(', ')}` }).optional(),
});
export type RecipeListQuery = z.output<typeof recipeListQuery>;

/** A search as the service runs it: every part normalised, so equal searches are one (the list cache's key). */
export interface RecipeSearch {
  archived: boolean;
  q: string;
  tags: string[];
  maxMinutes: number | null;
  cookable: boolean;
  sort: RecipeSort;
}

/** Whitespace collapsed; what is left of a blank search is no search. */
const cleanQuery = (q: string | undefined) => (q ?? '').replace(/\s+/g, ' ').trim();

export function recipeSearchOf(query: Partial<RecipeListQuery>): RecipeSearch {
  const q = cleanQuery(query.q);
  const tags = cleanTags(query.tag === undefined ? [] : Array.isArray(query.tag) ? query.tag : [query.tag]);
  const sort = query.sort ?? (q ? 'relevance' : 'newest');
  return {
    archived: query.archived === 'true',
    q,
    tags: tags.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    maxMinutes: query.maxMinutes ?? null,
    cookable: query.cookable === 'true',
    // Relevance without words to match is newest first.
    sort: sort === 'relevance' && !q ? 'newest' : sort,
  };
}

/** True when the search is the spec's plain list (no words, no filter, the default order). */
export const isPlainRecipeList = (s: RecipeSearch) =>
  !s.q && !s.tags.length && s.maxMinutes === null && !s.cookable && s.sort === 'newest';

/** A tag and how many of the family's active recipes carry it: the recipes page's filter choices. */
export const recipeTagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type RecipeTagCount = z.infer<typeof recipeTagCountSchema>;
