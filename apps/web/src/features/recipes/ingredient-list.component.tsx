import { approximateWeight, type Ingredient, ingredientAmount } from '@kitching/contracts';

/** Ingredients as a cook reads them: fractions, an approximate weight, or 'to taste' (spec 2.8). */
export function IngredientList({ ingredients }: { ingredients: Ingredient[] }) {
  if (!ingredients.length) return <p className="text-sm text-stone-500">No ingredients listed.</p>;
  return (
    <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
      {ingredients.map((ingredient, index) => {
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
