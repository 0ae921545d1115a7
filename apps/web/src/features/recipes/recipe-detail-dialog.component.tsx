import { can, isWebSource, sourceLabel, totalMinutes } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChefHat, Clock, ExternalLink, Pencil, RefreshCw, ShoppingCart, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Spinner } from '../../components/ui/spinner.component';
import { useSession } from '../auth/use-session.hook';
import { AddRecipeToListDialog } from '../grocery/add-recipe-to-list-dialog.component';
import { CookDialog } from '../stock/cook-dialog.component';
import { IngredientList } from './ingredient-list.component';
import { RecipePhoto, RecipePhotoControl } from './recipe-photo.component';
import { recipeQueries } from './recipes.queries';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col items-center rounded-lg bg-stone-50 px-2 py-2 text-center">
      <dt className="flex items-center gap-1 text-xs text-stone-500">
        {icon}
        {label}
      </dt>
      <dd className="text-sm font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

/** Steps read better numbered: one per line of the instructions. */
const steps = (instructions: string) =>
  instructions
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

interface RecipeDetailDialogProps {
  recipeId: number | null;
  onClose(): void;
  canEdit: boolean;
  onEdit(recipeId: number): void;
  onUpdateFromSource(recipeId: number): void;
  updatingFromSource: boolean;
}

/** The detail dialog (spec 2.8); 'Recipe not found' when it cannot be loaded. */
export function RecipeDetailDialog({
  recipeId,
  onClose,
  canEdit,
  onEdit,
  onUpdateFromSource,
  updatingFromSource,
}: RecipeDetailDialogProps) {
  const detail = useQuery({ ...recipeQueries.detail(recipeId ?? 0), enabled: recipeId !== null });
  const recipe = detail.data;
  const { familyId, actor } = useSession();
  const [addingToList, setAddingToList] = useState(false);
  const [cooking, setCooking] = useState(false);

  let body: ReactNode;
  if (detail.isPending) {
    body = (
      <div className="flex items-center gap-2 py-10 text-sm text-stone-600">
        <Spinner /> Loading recipe...
      </div>
    );
  } else if (detail.isError || !recipe) {
    body = (
      <div className="py-8 text-center" role="alert">
        <p className="font-semibold text-stone-900">Recipe not found</p>
        <p className="mt-1 text-sm text-stone-600">
          {detail.error?.message ?? 'Failed to fetch recipe details'}
        </p>
      </div>
    );
  } else {
    const source = sourceLabel(recipe);
    const lines = steps(recipe.instructions ?? '');
    body = (
      <div className="flex flex-col gap-5">
        <RecipePhoto recipe={recipe} className="rounded-lg" />
        {canEdit && !recipe.isArchived ? <RecipePhotoControl recipe={recipe} /> : null}
        {recipe.isArchived ? (
          <Badge tone="yellow" className="self-start">
            Archived
          </Badge>
        ) : null}
        {recipe.description ? <p className="text-stone-700">{recipe.description}</p> : null}
        <dl className="grid grid-cols-3 gap-2">
          <Stat
            icon={<Users className="h-3.5 w-3.5" aria-hidden />}
            label="Servings"
            value={String(recipe.servings)}
          />
          <Stat
            icon={<Clock className="h-3.5 w-3.5" aria-hidden />}
            label="Prep"
            value={`${recipe.prepTime} min`}
          />
          <Stat
            icon={<Clock className="h-3.5 w-3.5" aria-hidden />}
            label="Cook"
            value={`${recipe.cookTime} min`}
          />
        </dl>
        <p className="-mt-3 text-xs text-stone-500">Total {totalMinutes(recipe)} min</p>
        <section aria-labelledby="recipe-ingredients">
          <h3 id="recipe-ingredients" className="mb-2 font-semibold text-stone-900">
            Ingredients
          </h3>
          <IngredientList ingredients={recipe.ingredients} />
        </section>
        <section aria-labelledby="recipe-instructions">
          <h3 id="recipe-instructions" className="mb-2 font-semibold text-stone-900">
            Instructions
          </h3>
          {lines.length > 1 ? (
            <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-800 marker:text-stone-500">
              {lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          ) : (
            <p className="whitespace-pre-line text-sm text-stone-800">{lines[0] ?? 'No instructions yet.'}</p>
          )}
        </section>
        {source || recipe.source ? (
          <section aria-labelledby="recipe-source" className="text-sm">
            <h3 id="recipe-source" className="mb-1 font-semibold text-stone-900">
              Source
            </h3>
            <p className="text-stone-700">{source}</p>
            {isWebSource(recipe.source) ? (
              <a
                href={recipe.source!}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex max-w-full items-center gap-1 break-all text-brand-700 hover:underline"
              >
                {recipe.source}
                <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <Dialog
      open={recipeId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={recipe?.name ?? (detail.isError ? 'Recipe not found' : 'Recipe')}
      className="sm:max-w-2xl!"
    >
      {body}
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {recipe && familyId && recipe.ingredients.length ? (
          <Button variant="secondary" onClick={() => setAddingToList(true)}>
            <ShoppingCart className="h-4 w-4" aria-hidden /> Add to grocery list
          </Button>
        ) : null}
        {recipe && familyId && !recipe.isArchived && recipe.ingredients.length && can(actor, 'stock.cook') ? (
          <Button variant="secondary" onClick={() => setCooking(true)}>
            <ChefHat className="h-4 w-4" aria-hidden /> Cooked it
          </Button>
        ) : null}
        {recipe && canEdit && isWebSource(recipe.source) ? (
          <Button
            variant="secondary"
            onClick={() => onUpdateFromSource(recipe.id)}
            disabled={updatingFromSource}
          >
            {updatingFromSource ? (
              <Spinner label="Updating" />
            ) : (
              <RefreshCw className="h-4 w-4" aria-hidden />
            )}
            Update from Source
          </Button>
        ) : null}
        {recipe && canEdit ? (
          <Button onClick={() => onEdit(recipe.id)}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit Recipe
          </Button>
        ) : null}
      </DialogFooter>
      {recipe && familyId ? (
        <AddRecipeToListDialog
          familyId={familyId}
          recipe={recipe}
          open={addingToList}
          onOpenChange={setAddingToList}
        />
      ) : null}
      {recipe && familyId ? (
        <CookDialog
          familyId={familyId}
          target={
            cooking ? { dish: { recipeId: recipe.id }, name: recipe.name, servings: recipe.servings } : null
          }
          onClose={() => setCooking(false)}
        />
      ) : null}
    </Dialog>
  );
}
