import {
  formatAmount,
  type Ingredient,
  type Recipe,
  type RecipeFormValues,
  recipeForm,
  recipeFormDefaults,
} from '@kitching/contracts';
import { ConflictNotice } from '../../components/ui/conflict-notice.component';
import { Dialog } from '../../components/ui/dialog.component';
import { toast } from '../../components/ui/toast.component';
import { ApiError } from '../../lib/api';
import { changedFields, useVersionedSave } from '../../lib/versioned-save';
import { RecipeForm, type RecipeFormOutput } from './recipe-form.component';
import { useCreateRecipe, useUpdateRecipe } from './recipes.mutations';

/** What the form dialog is doing: creating (maybe from an imported draft) or editing a recipe. */
export type RecipeFormState =
  | { mode: 'create'; draft?: Parameters<typeof recipeFormDefaults>[0] }
  | { mode: 'edit'; recipe: Recipe };

const describe = (error: unknown) =>
  error instanceof ApiError ? error.message : error instanceof Error ? error.message : String(error);

/** The form's fields as a version conflict names them, in the form's order. */
const FIELD_LABELS = {
  name: 'Recipe name',
  description: 'Description',
  servings: 'Servings',
  prepTime: 'Prep (min)',
  cookTime: 'Cook (min)',
  ingredients: 'Ingredients',
  instructions: 'Instructions',
  source: 'Source',
  sourceName: 'Source name',
} as const;

/** A long value (instructions) is cut in the notice: the form below holds the whole of yours. */
const MAX_SHOWN = 160;
const cut = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1).trimEnd()}…` : text);

/** Ingredients as one line: '2 cups Flour, 1 tsp Salt'. */
const ingredientsLine = (ingredients: Pick<Ingredient, 'name' | 'quantity' | 'unit'>[]) =>
  ingredients
    .map((i) => [formatAmount(i.quantity.trim(), i.unit), i.name.trim()].filter(Boolean).join(' '))
    .join(', ');

const comparable = (values: RecipeFormOutput) => ({
  ...values,
  ingredients: ingredientsLine(values.ingredients),
});

/** What someone else saved against what was typed, both as the form's schema reads them. */
function conflictChanges(current: Recipe, yours: RecipeFormOutput) {
  const defaults = recipeFormDefaults(current);
  const theirs = recipeForm.safeParse(defaults);
  const theirValues = theirs.success
    ? comparable(theirs.data)
    : { ...defaults, ingredients: ingredientsLine(current.ingredients) };
  return changedFields<Record<string, unknown>>(FIELD_LABELS, theirValues, comparable(yours)).map(
    (change) => ({ ...change, theirs: cut(change.theirs), yours: cut(change.yours) }),
  );
}

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
  const editing = state?.mode === 'edit';
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
      {/* Mounted per opening: an edit is saved against the version it opened at, never an earlier one's. */}
      {state ? (
        <RecipeFormContent
          key={state.mode === 'edit' ? `edit-${state.recipe.id}-${state.recipe.version}` : 'create'}
          familyId={familyId}
          state={state}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Dialog>
  );
}

function RecipeFormContent({
  familyId,
  state,
  onClose,
  onSaved,
}: {
  familyId: number;
  state: RecipeFormState;
  onClose(): void;
  onSaved?: ((recipe: Recipe) => void) | undefined;
}) {
  const create = useCreateRecipe(familyId);
  const update = useUpdateRecipe();
  const edited = state.mode === 'edit' ? state.recipe : undefined;
  const defaults: RecipeFormValues = recipeFormDefaults(state.mode === 'edit' ? state.recipe : state.draft);
  // An edit is saved against the version the dialog opened at; a 409 keeps the dialog open with the conflict.
  const versioned = useVersionedSave<Recipe, RecipeFormOutput>(edited?.version, (body, version) => {
    if (!edited) throw new Error('only an existing recipe is saved with a version');
    return update.mutateAsync({ id: edited.id, body, version });
  });
  const { conflict } = versioned;

  async function save(values: RecipeFormOutput) {
    try {
      const recipe = edited ? await versioned.save(values) : await create.mutateAsync(values);
      if (!recipe) return;
      toast({
        title: edited ? 'Recipe updated' : 'Recipe created',
        description: recipe.name,
        variant: 'success',
      });
      onSaved?.(recipe);
      onClose();
    } catch (error) {
      toast({
        title: edited ? 'Failed to update recipe' : 'Failed to create recipe',
        // Spec 8: the create failure carries the status and the body.
        description: describe(error),
        variant: 'error',
      });
      throw error;
    }
  }

  return (
    <RecipeForm
      defaultValues={defaults}
      submitLabel={edited ? 'Update Recipe' : 'Create Recipe'}
      onSubmit={save}
      onCancel={onClose}
      notice={({ resubmit, busy }) =>
        conflict ? (
          <ConflictNotice
            noun="recipe"
            changes={conflictChanges(conflict.current, conflict.values)}
            busy={busy}
            onKeepMine={resubmit}
            onUseTheirs={onClose}
          />
        ) : null
      }
    />
  );
}
