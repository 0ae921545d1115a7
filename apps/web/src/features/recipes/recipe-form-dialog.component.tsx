import { type Recipe, type RecipeFormValues, recipeFormDefaults } from '@kitching/contracts';
import { Dialog } from '../../components/ui/dialog.component';
import { toast } from '../../components/ui/toast.component';
import { ApiError } from '../../lib/api';
import { RecipeForm, type RecipeFormOutput } from './recipe-form.component';
import { useCreateRecipe, useUpdateRecipe } from './recipes.mutations';

/** What the form dialog is doing: creating (maybe from an imported draft) or editing a recipe. */
export type RecipeFormState =
  | { mode: 'create'; draft?: Parameters<typeof recipeFormDefaults>[0] }
  | { mode: 'edit'; recipe: Recipe };

const describe = (error: unknown) =>
  error instanceof ApiError ? error.message : error instanceof Error ? error.message : String(error);

/** 'Create New Recipe' / 'Edit Recipe' (spec 2.8), with the spec's toasts. */
export function RecipeFormDialog({
  familyId,
  state,
  onClose,
  onSaved,
}: {
  familyId: number;
  state: RecipeFormState | null;
  onClose(): void;
  onSaved?(recipe: Recipe): void;
}) {
  const create = useCreateRecipe(familyId);
  const update = useUpdateRecipe();
  const editing = state?.mode === 'edit';
  const defaults: RecipeFormValues = state
    ? recipeFormDefaults(state.mode === 'edit' ? state.recipe : state.draft)
    : recipeFormDefaults();

  async function save(values: RecipeFormOutput) {
    if (!state) return;
    try {
      const recipe =
        state.mode === 'edit'
          ? await update.mutateAsync({ id: state.recipe.id, body: values })
          : await create.mutateAsync(values);
      toast({
        title: editing ? 'Recipe updated' : 'Recipe created',
        description: recipe.name,
        variant: 'success',
      });
      onSaved?.(recipe);
      onClose();
    } catch (error) {
      toast({
        title: editing ? 'Failed to update recipe' : 'Failed to create recipe',
        // Spec 8: the create failure carries the status and the body.
        description: describe(error),
        variant: 'error',
      });
      throw error;
    }
  }

  return (
    <Dialog
      open={Boolean(state)}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Recipe' : 'Create New Recipe'}
      description={
        editing ? 'Change the recipe and save it for the family.' : 'Add a recipe to the family cookbook.'
      }
      className="sm:max-w-2xl!"
    >
      {state ? (
        <RecipeForm
          key={state.mode === 'edit' ? `edit-${state.recipe.id}-${state.recipe.updatedAt}` : 'create'}
          defaultValues={defaults}
          submitLabel={editing ? 'Update Recipe' : 'Create Recipe'}
          onSubmit={save}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
