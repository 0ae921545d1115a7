import {
  RECIPE_SORT_LABELS,
  RECIPE_SORTS,
  RECIPE_TIME_CHOICES,
  type RecipeSearch,
  type RecipeTagCount,
} from '@kitching/contracts';
import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input, NativeSelect } from '../../components/ui/input.component';

interface RecipeSearchBarProps {
  search: RecipeSearch;
  text: string;
  onText(text: string): void;
  onChange(changes: Partial<RecipeSearch>): void;
  onClear(): void;
  tags: readonly RecipeTagCount[];
}

function Filter({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={htmlFor} className="text-xs font-medium text-stone-600">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The recipes page's search (issue 24): words (name, ingredient, source, tag), then the filters and the
 * order. Every control has a label a screen reader says; Escape in the box clears the words.
 */
export function RecipeSearchBar({ search, text, onText, onChange, onClear, tags }: RecipeSearchBarProps) {
  const tagChoice = search.tags[0] ?? '';
  // A tag from the address that the family no longer uses still shows as chosen.
  const tagOptions =
    tagChoice && !tags.some((t) => t.tag.toLowerCase() === tagChoice.toLowerCase())
      ? [{ tag: tagChoice, count: 0 }, ...tags]
      : tags;
  const sorts = RECIPE_SORTS.filter((s) => s !== 'relevance' || search.q);
  return (
    <search
      aria-label="Search recipes"
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="relative">
        <label htmlFor="recipe-search" className="sr-only">
          Search recipes
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400"
          aria-hidden
        />
        <Input
          id="recipe-search"
          type="search"
          inputMode="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          placeholder="Search by name, ingredient or source"
          aria-describedby="recipe-search-hint"
          value={text}
          onChange={(event) => onText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              onText('');
            }
          }}
          className="h-11 pr-10 pl-9 text-base sm:text-sm"
        />
        {text ? (
          <button
            type="button"
            aria-label="Clear search words"
            onClick={() => onText('')}
            className="absolute top-1/2 right-1.5 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        ) : null}
        <p id="recipe-search-hint" className="sr-only">
          Results update as you type. Press Escape to clear.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end sm:gap-3">
        {tagOptions.length ? (
          <Filter label="Tag" htmlFor="recipe-tag">
            <NativeSelect
              id="recipe-tag"
              value={tagChoice}
              onChange={(event) => onChange({ tags: event.target.value ? [event.target.value] : [] })}
              className="sm:w-44"
            >
              <option value="">All tags</option>
              {tagOptions.map((t) => (
                <option key={t.tag} value={t.tag}>
                  {t.count ? `${t.tag} (${t.count})` : t.tag}
                </option>
              ))}
            </NativeSelect>
          </Filter>
        ) : null}
        <Filter label="Time" htmlFor="recipe-time">
          <NativeSelect
            id="recipe-time"
            value={search.maxMinutes ?? ''}
            onChange={(event) =>
              onChange({ maxMinutes: event.target.value ? Number(event.target.value) : null })
            }
            className="sm:w-40"
          >
            <option value="">Any time</option>
            {search.maxMinutes !== null && !RECIPE_TIME_CHOICES.includes(search.maxMinutes as 15) ? (
              <option value={search.maxMinutes}>Under {search.maxMinutes} min</option>
            ) : null}
            {RECIPE_TIME_CHOICES.map((m) => (
              <option key={m} value={m}>
                Under {m} min
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter label="Sort by" htmlFor="recipe-sort">
          <NativeSelect
            id="recipe-sort"
            value={search.sort}
            onChange={(event) => onChange({ sort: event.target.value as RecipeSearch['sort'] })}
            className="sm:w-44"
          >
            {sorts.map((s) => (
              <option key={s} value={s}>
                {RECIPE_SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <label className="flex h-10 cursor-pointer items-center gap-2 self-end rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-800 shadow-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={search.cookable}
            onChange={(event) => onChange({ cookable: event.target.checked })}
          />
          Can cook now
        </label>
        {search.q || search.tags.length || search.maxMinutes !== null || search.cookable ? (
          <button
            type="button"
            onClick={onClear}
            className="col-span-2 h-10 self-end rounded-lg px-3 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 sm:col-span-1"
          >
            Clear all
          </button>
        ) : null}
      </div>
    </search>
  );
}
