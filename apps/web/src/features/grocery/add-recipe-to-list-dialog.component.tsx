import { formatAmount, type ProductLinkPair, type Recipe, toCalendarDate } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Field } from '../../components/ui/field.component';
import { Input } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { inventoryQueries } from '../inventory/inventory.queries';
import { recipeLines } from './grocery.helper';
import { useAddRecipeToList } from './grocery.mutations';
import { groceryQueries } from './grocery.queries';
import { GROCERY_TOASTS } from './grocery.texts';
import { useGroceryListChoice } from './grocery-list-picker.component';

interface AddRecipeToListDialogProps {
  familyId: number;
  recipe: Recipe;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Add to grocery list' from a recipe: a list (or a new one), servings, and every ingredient with a
 * checkbox, unticked when the pantry holds enough of it already; what is unticked is skipped.
 */
export function AddRecipeToListDialog({ familyId, recipe, open, onOpenChange }: AddRecipeToListDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add to grocery list"
      description={`The ingredients of ${recipe.name}. What the pantry holds enough of is unticked.`}
    >
      {open ? <AddRecipeForm familyId={familyId} recipe={recipe} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function AddRecipeForm({ familyId, recipe, onDone }: { familyId: number; recipe: Recipe; onDone(): void }) {
  const choice = useGroceryListChoice(familyId);
  const inventory = useQuery(inventoryQueries.list(familyId));
  const links = useQuery(groceryQueries.productLinks(familyId));
  const addRecipe = useAddRecipeToList();
  const [servings, setServings] = useState(String(recipe.servings));
  const [overrides, setOverrides] = useState<Map<number, boolean>>(new Map());
  const [busy, setBusy] = useState(false);
  const ingredientsId = useId();

  const servingCount = Math.max(1, Math.floor(Number(servings)) || recipe.servings);
  const pairs = useMemo<ProductLinkPair[]>(
    () => (links.data ?? []).map((l) => [l.name, l.sameAs] as const),
    [links.data],
  );
  const pantry = inventory.isSuccess ? inventory.data : undefined;
  const lines = useMemo(
    () =>
      recipeLines(recipe, servingCount, pantry, pairs, toCalendarDate()).map((line) => ({
        ...line,
        ticked: overrides.get(line.index) ?? !line.covered,
      })),
    [recipe, servingCount, pantry, pairs, overrides],
  );
  const tickedCount = lines.filter((l) => l.ticked).length;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const list = await choice.resolve();
      if (!list) return;
      const skip = lines.filter((l) => !l.ticked).map((l) => l.index);
      const { items } = await addRecipe.mutateAsync({
        listId: list.id,
        body: { recipeId: recipe.id, servings: servingCount, skip },
      });
      toast({
        title: `Added ${tickedCount} ${tickedCount === 1 ? 'ingredient' : 'ingredients'} to ${list.name}`,
        description:
          items.length < tickedCount
            ? 'Some went onto lines already on the list.'
            : skip.length
              ? `${skip.length} left out.`
              : undefined,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      toast({
        title: GROCERY_TOASTS.errorTitle,
        description: errorMessage(error, GROCERY_TOASTS.addError),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        {choice.select}
        <Field label="Servings">
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={servings}
            onChange={(e) => setServings(e.target.value)}
          />
        </Field>
      </div>
      {choice.nameField}
      <fieldset aria-describedby={ingredientsId}>
        <legend className="text-sm font-medium text-stone-800">Ingredients</legend>
        <p id={ingredientsId} className="text-xs text-stone-500">
          {inventory.isPending
            ? 'Checking the pantry...'
            : inventory.isError
              ? 'The pantry could not be checked: every ingredient is ticked.'
              : 'Unticked: the pantry holds enough already, or the recipe needs no set amount.'}
        </p>
        <ul className="mt-2 flex flex-col divide-y divide-stone-100">
          {lines.map(({ index, name, quantity, unit, covered, inPantry, ticked }) => (
            <li key={index}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1">
                <input
                  type="checkbox"
                  className="h-5 w-5 shrink-0 accent-brand-700"
                  checked={ticked}
                  onChange={(e) => setOverrides((m) => new Map(m).set(index, e.target.checked))}
                />
                <span className="flex-1 text-sm text-stone-900">
                  {name} <span className="text-stone-600">({formatAmount(quantity, unit)})</span>
                </span>
                {covered && inPantry ? (
                  <span className="shrink-0 text-xs font-medium text-green-700">In the pantry</span>
                ) : covered ? (
                  <span className="shrink-0 text-xs text-stone-600">No set amount</span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || !tickedCount}>
          {busy ? <Spinner label="Adding" /> : null}
          Add {tickedCount} to list
        </Button>
      </DialogFooter>
    </form>
  );
}
