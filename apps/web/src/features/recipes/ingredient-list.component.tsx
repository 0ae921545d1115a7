import { approximateWeight, type Ingredient, ingredientAmount } from '@kitching/contracts';

/** Lines in runs of one group: a recipe's 'For the dough' lines, then its 'For the filling' lines. */
function runsOf(ingredients: Ingredient[]) {
  const runs: { group?: string; lines: Ingredient[] }[] = [];
  for (const ingredient of ingredients) {
    const last = runs.at(-1);
    if (last && last.group === ingredient.group) last.lines.push(ingredient);
    else runs.push({ group: ingredient.group, lines: [ingredient] });
  }
  return runs;
}

function Lines({ lines }: { lines: Ingredient[] }) {
  return (
    <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
      {lines.map((ingredient, index) => {
        const weight = approximateWeight(ingredient.quantity, ingredient.unit);
        return (
          <li key={index} data-testid="ingredient" className="flex items-baseline gap-3 px-3 py-2 text-sm">
            <span className="w-24 shrink-0 font-medium text-stone-900 tabular-nums">
              {ingredientAmount(ingredient)}
            </span>
            <span className="min-w-0 flex-1 text-stone-800 wrap-break-word">{ingredient.name}</span>
            {weight ? <span className="shrink-0 text-xs text-stone-500">{weight}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Ingredients as a cook reads them: fractions, an approximate weight, or 'to taste' (spec 2.8); lines
 * with a group heading ('For the sauce') under it, as a heading of their own (issue 28).
 */
export function IngredientList({ ingredients }: { ingredients: Ingredient[] }) {
  if (!ingredients.length) return <p className="text-sm text-stone-500">No ingredients listed.</p>;
  const runs = runsOf(ingredients);
  if (runs.length === 1 && !runs[0]!.group) return <Lines lines={ingredients} />;
  return (
    <div className="flex flex-col gap-3">
      {runs.map((run, index) => (
        <div key={index} data-testid="ingredient-group">
          {run.group ? (
            <h4 className="mb-1.5 text-sm font-semibold text-stone-800 wrap-break-word">{run.group}</h4>
          ) : null}
          <Lines lines={run.lines} />
        </div>
      ))}
    </div>
  );
}
