import {
  MAX_RECIPE_SEARCH,
  MAX_RECIPE_TAG,
  RECIPE_SORTS,
  type RecipeListQuery,
  type RecipeSearch,
  type RecipeSort,
  recipeSearchOf,
} from '@kitching/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { recipeSearchParams } from './recipes.queries';

/** How long typing pauses before the search runs (and the address changes). */
export const SEARCH_DEBOUNCE_MS = 300;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The address's search, what cannot be read left out (a hand-edited `?sort=cheapest` is the default). */
export function searchFromParams(params: URLSearchParams): RecipeSearch {
  const minutes = Number(params.get('maxMinutes'));
  const sort = params.get('sort');
  const query: Partial<RecipeListQuery> = {
    archived: params.get('archived') === 'true' ? 'true' : undefined,
    q: params.get('q')?.slice(0, MAX_RECIPE_SEARCH),
    tag: params
      .getAll('tag')
      .filter((t) => t.length <= MAX_RECIPE_TAG)
      .slice(0, 10),
    maxMinutes: Number.isInteger(minutes) && minutes >= 1 && minutes <= 10_080 ? minutes : undefined,
    cookable: params.get('cookable') === 'true' ? 'true' : undefined,
    sort: RECIPE_SORTS.includes(sort as RecipeSort) ? (sort as RecipeSort) : undefined,
  };
  return recipeSearchOf(query);
}

/**
 * The recipes page's search, kept in the address (/recipes?q=lentil&maxMinutes=30): a reload, a shared
 * link and back/forward show the same search. The box updates the address after a pause in typing; the
 * first word of a search is a new history entry, the words typed after it replace it (back leaves the
 * search, not one letter); each filter change is an entry of its own.
 */
export function useRecipeSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const [text, setText] = useState(search.q);
  // The words this page last wrote: a different q in the address came from back/forward or a link.
  const written = useRef(search.q);
  useEffect(() => {
    if (search.q === written.current) return;
    written.current = search.q;
    setText(search.q);
  }, [search.q]);

  const update = (changes: Partial<RecipeSearch>, replace = false) => {
    const next = { ...search, ...changes };
    // The order follows the words: relevance while there are some, newest first when there are none.
    if (changes.q !== undefined && !search.q && next.q && search.sort === 'newest') next.sort = 'relevance';
    if (!next.q && next.sort === 'relevance') next.sort = 'newest';
    written.current = next.q;
    setParams(recipeSearchParams(next), { replace });
  };

  const latest = useRef(update);
  latest.current = update;
  useEffect(() => {
    const q = clean(text);
    if (q === search.q) return;
    const timer = setTimeout(
      () => latest.current({ q }, Boolean(search.q) && Boolean(q)),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search.q]);

  /** Words and filters gone; the view (active or archive) stays. */
  const clear = () => {
    setText('');
    update({ q: '', tags: [], maxMinutes: null, cookable: false, sort: 'newest' });
  };

  return { search, text, setText, update, clear };
}
