import type { ImportResult } from '@kitching/contracts';

const ALREADY = /^Already in the family/;
const FORMAT_NAMES: Record<string, string> = {
  kitching: 'Kitching export',
  'csv-inventory': 'Pantry CSV',
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  paprika: 'Paprika',
  nextcloud: 'Nextcloud Cookbook',
  copymethat: 'Copy Me That',
  plantoeat: 'Plan to Eat',
  myrecipebox: 'MyRecipeBox',
  chowdown: 'Chowdown',
  cooklang: 'Cooklang',
  jsonld: 'Recipe JSON-LD',
};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What an import adds (or, previewed, would add), what exists already by name, and what could not be read. */
export function ImportSummary({ result }: { result: ImportResult }) {
  const duplicates = result.skipped.filter((s) => ALREADY.test(s.reason));
  const unreadable = result.skipped.filter((s) => !ALREADY.test(s.reason));
  const counts = [
    [result.recipes, 'recipe'],
    [result.mealPlans, 'meal plan'],
    [result.groceryLists, 'grocery list'],
    [result.inventoryItems, 'pantry item'],
  ] as const;
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="import-summary">
      <p className="text-stone-700">
        Read as: <span className="font-medium">{FORMAT_NAMES[result.format] ?? result.format}</span>
      </p>
      <div>
        <p className="font-medium text-stone-900">{result.preview ? 'Will be added' : 'Added'}</p>
        <ul className="mt-1 grid grid-cols-2 gap-1 text-stone-700">
          {counts.map(([n, word]) => (
            <li key={word}>{plural(n, word)}</li>
          ))}
        </ul>
      </div>
      {duplicates.length ? (
        <details className="rounded-lg border border-stone-200 p-2" open={duplicates.length <= 5}>
          <summary className="cursor-pointer font-medium text-stone-900">
            Already in your family ({duplicates.length}): not added again
          </summary>
          <ul className="mt-1 max-h-40 list-disc overflow-y-auto pl-5 text-stone-700">
            {duplicates.map((s, i) => (
              <li key={`${s.name}-${i}`}>{s.name}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {unreadable.length ? (
        <details className="rounded-lg border border-amber-300 bg-amber-50 p-2" open>
          <summary className="cursor-pointer font-medium text-amber-950">
            Skipped ({unreadable.length})
          </summary>
          <ul className="mt-1 max-h-40 list-disc overflow-y-auto pl-5 text-amber-950">
            {unreadable.map((s, i) => (
              <li key={`${s.name}-${i}`}>
                <span className="font-medium">{s.name}</span>: {s.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
