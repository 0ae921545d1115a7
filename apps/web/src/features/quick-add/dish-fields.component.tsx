import { can, type DraftOf, ingredientAmount, MEAL_TYPES, type MealType } from '@kitching/contracts';
import { Plus, X } from 'lucide-react';
import { Button } from '../../components/ui/button.component';
import { Field } from '../../components/ui/field.component';
import { Input, NativeSelect } from '../../components/ui/input.component';
import { ingredientMax, mealNameMax, recipeMax } from '../../lib/field-limits';
import { useSession } from '../auth/use-session.hook';
import { type MealPlanChoice, removeAt, replaceAt } from './quick-add.helper';

type Dish = DraftOf<'recipe'> | MealPlanChoice;

interface DishFieldsProps {
  draft: Dish;
  isMealPlan: boolean;
  errors: Record<string, string>;
  onChange(draft: Dish): void;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A recipe's or meal plan's name, servings and ingredient names; a meal plan's day and meal too. */
export function DishFields({ draft, isMealPlan, errors, onChange }: DishFieldsProps) {
  // A meal plan's fields are a recipe's plus the day and meal; a recipe never gets those two.
  const set = (patch: Partial<MealPlanChoice>) => onChange({ ...draft, ...patch } as Dish);
  const plan = isMealPlan ? (draft as MealPlanChoice) : null;
  // Issue 23: a meal typed here can also become a family recipe, for who may make recipes.
  const { actor } = useSession();
  const canKeep = can(actor, 'recipes.edit');
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <Field label={isMealPlan ? 'Meal name' : 'Recipe name'} error={errors.name}>
          <Input
            value={draft.name}
            maxLength={isMealPlan ? mealNameMax : recipeMax.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </Field>
        <Field label="Servings" error={errors.servings}>
          <Input
            type="number"
            min="1"
            step="1"
            inputMode="numeric"
            value={String(draft.servings)}
            onChange={(e) => set({ servings: Math.max(1, Number.parseInt(e.target.value, 10) || 1) })}
          />
        </Field>
      </div>
      {plan ? (
        <div className="grid grid-cols-2 gap-3">
          <Field label="Day (optional)">
            <Input
              type="date"
              value={plan.plannedDate ?? ''}
              onChange={(e) => set({ plannedDate: e.target.value || null })}
            />
          </Field>
          <Field label="Meal (optional)">
            <NativeSelect
              value={plan.mealType ?? ''}
              onChange={(e) => set({ mealType: (e.target.value || null) as MealType | null })}
            >
              <option value="">Not planned</option>
              {MEAL_TYPES.map((m) => (
                <option key={m} value={m}>
                  {capitalize(m)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      ) : null}
      {plan && canKeep ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-900">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0 accent-brand-700"
            checked={Boolean(plan.keepAsRecipe)}
            onChange={(e) => set({ keepAsRecipe: e.target.checked })}
          />
          <span>
            Also keep as a recipe
            <span className="block text-xs text-stone-600">
              The family recipe holds the dish; this meal plan follows it.
            </span>
          </span>
        </label>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">
          Ingredients ({draft.ingredients.length})
        </legend>
        <ul className="flex flex-col gap-2">
          {draft.ingredients.map((ingredient, index) => (
            <li key={index} className="flex items-start gap-2">
              <Field
                label={`Ingredient ${index + 1}`}
                error={errors[`ingredients.${index}.name`]}
                className="flex-1 [&>label]:sr-only"
              >
                <Input
                  value={ingredient.name}
                  maxLength={ingredientMax.name}
                  onChange={(e) =>
                    set({
                      ingredients: replaceAt(draft.ingredients, index, { name: e.target.value }),
                    })
                  }
                />
              </Field>
              <span className="mt-2.5 w-20 shrink-0 truncate text-xs text-stone-500">
                {ingredientAmount(ingredient)}
              </span>
              {draft.ingredients.length > 1 ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${ingredient.name || `ingredient ${index + 1}`}`}
                  onClick={() => set({ ingredients: removeAt(draft.ingredients, index) })}
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {errors.ingredients ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.ingredients}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => set({ ingredients: [...draft.ingredients, { name: '', quantity: '', unit: '' }] })}
        >
          <Plus className="h-4 w-4" aria-hidden /> Add an ingredient
        </Button>
      </fieldset>
    </div>
  );
}
