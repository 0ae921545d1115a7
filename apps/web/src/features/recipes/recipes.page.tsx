import {
  can,
  deleteConfirmation,
  isPlainRecipeList,
  RECIPE_SKELETON_CARDS,
  type Recipe,
  recipeCount,
} from '@kitching/contracts';
import { type QueryFunction, type QueryKey, useQuery } from '@tanstack/react-query';
import { Archive, BookOpen, ChefHat, FileUp, Globe, Plus, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.component';
import { ProgressiveList } from '../../components/ui/progressive-list.component';
import { toast } from '../../components/ui/toast.component';
import { useAfterFirstPaint } from '../../components/ui/use-after-first-paint.hook';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { errorMessage } from '../../lib/api';
import { useSession } from '../auth/use-session.hook';
import { PlanMealDialog } from '../meal-planning/meal-planning.dialogs';
import { dayLabel, mealTypeLabel } from '../meal-planning/meal-planning.helper';
import { usePlanFromRecipe, usePlanMeal } from '../meal-planning/meal-planning.mutations';
import { MEAL_TOASTS } from '../meal-planning/meal-planning.toasts';
import { BulkBar } from './bulk-bar.component';
import { RecipeCard, RecipeGridSkeleton } from './recipe-card.component';
import type { RecipeFormState } from './recipe-form-dialog.component';
import { RecipeSearchBar } from './recipe-search-bar.component';
import {
  ImportFileDialog,
  ImportRecipeDialog,
  RecipeDetailDialog,
  RecipeFormDialog,
} from './recipes.dialogs';
import type { RecipeTarget } from './recipes.mutations';
import { recipeQueries } from './recipes.queries';
import { UpdateFromSourceDialog, useUpdateFromSource } from './update-from-source.component';
import { useRecipeActions } from './use-recipe-actions.hook';
import { useRecipeSearch } from './use-recipe-search.hook';

/** /recipes and /recipes?archived=true (spec 2.8), with a search kept in the address (issue 24). */
export function RecipesPage() {
  const [params, setParams] = useSearchParams();
  const finder = useRecipeSearch();
  const { search } = finder;
  const archivedView = search.archived;
  const plain = isPlainRecipeList(search);
  const title = archivedView ? 'Archived Recipes' : 'Family Recipes';
  useDocumentTitle(`${title} - Kitching`);
  const { actor, familyId } = useSession();
  const canEdit = can(actor, 'recipes.edit');
  const canDelete = can(actor, 'recipes.delete');
  const canPlan = can(actor, 'meals.plan');
  const canImportFile = can(actor, 'family.import');
  const [fileImportOpen, setFileImportOpen] = useState(false);

  // The plain list is the spec's (kept current by events); a search asks the server, showing the last
  // answer while the next one comes.
  const source = plain
    ? recipeQueries.list(familyId ?? 0, archivedView)
    : recipeQueries.search(familyId ?? 0, search);
  const list = useQuery({
    queryKey: source.queryKey as QueryKey,
    queryFn: source.queryFn as QueryFunction<Recipe[]>,
    ...(plain ? {} : { staleTime: 0 }),
    enabled: Boolean(familyId),
    placeholderData: (previous: Recipe[] | undefined) => (plain ? undefined : previous),
  });
  const tags = useQuery({ ...recipeQueries.tags(familyId ?? 0, archivedView), enabled: Boolean(familyId) });
  const recipes = useMemo(() => list.data ?? [], [list.data]);
  // The header and the search paint first, the cards in the next render (useAfterFirstPaint).
  const cardsShown = useAfterFirstPaint();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [detailId, setDetailId] = useState<number | null>(null);
  const [form, setForm] = useState<RecipeFormState | null>(null);
  // /recipes?import=1 (the dashboard's 'Import a recipe') opens the import dialog once, for who may import.
  const [importOpen, setImportOpen] = useState(() => params.get('import') === '1' && canEdit);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival.
  useEffect(() => {
    if (params.has('import'))
      setParams(
        (p) => {
          p.delete('import');
          return p;
        },
        { replace: true },
      );
  }, []);
  const [confirm, setConfirm] = useState<{ ids: number[]; bulk: boolean } | null>(null);
  const actions = useRecipeActions();
  const fromSource = useUpdateFromSource();
  const planFromRecipe = usePlanFromRecipe(familyId ?? 0);
  const planMeal = usePlanMeal(familyId ?? 0);
  const [planning, setPlanning] = useState<{ name: string; mealPlanId: number } | null>(null);

  /** 'Plan': the recipe's meal plan (made from it in one call when the family has none), then 'Plan Meal'. */
  const planRecipe = async (recipe: Recipe) => {
    try {
      const plan = await planFromRecipe.mutateAsync(recipe);
      setPlanning({ name: plan.name, mealPlanId: plan.id });
    } catch (error) {
      toast({
        title: MEAL_TOASTS.errorTitle,
        description: errorMessage(error, MEAL_TOASTS.createError),
        variant: 'error',
      });
    }
  };

  // Spec 2.8: the selection clears when switching between the active and archive views.
  // biome-ignore lint/correctness/useExhaustiveDependencies: archivedView is the trigger, not a value used.
  useEffect(() => setSelected(new Set()), [archivedView]);
  // Recipes that left the list (archived, restored, deleted elsewhere) leave the selection too.
  useEffect(() => {
    setSelected((current) => {
      const ids = new Set(recipes.map((r) => r.id));
      const kept = [...current].filter((id) => ids.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [recipes]);

  const toggleView = () => setParams(archivedView ? {} : { archived: 'true' });
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  /** The selected recipes as shown (with their versions, for If-Match). */
  const selectedRecipes = () => recipes.filter((r) => selected.has(r.id));
  const bulk = async (action: 'archive' | 'restore' | 'delete', targets: RecipeTarget[]) => {
    const failed = await actions.run(action, targets, true);
    setSelected(new Set(failed));
  };
  // The dialog stays open (its button disabled) until the deletes are answered (issue 24).
  const confirmDelete = async () => {
    if (!confirm) return;
    const targets = confirm.ids.map((id) => ({ id }));
    if (confirm.bulk) await bulk('delete', targets);
    else await actions.run('delete', targets, false);
    setConfirm(null);
  };
  const editById = (id: number, recipe?: Recipe) => {
    const found = recipe ?? recipes.find((r) => r.id === id);
    if (found) {
      setDetailId(null);
      setForm({ mode: 'edit', recipe: found });
    }
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-stone-600">
            {archivedView
              ? 'Recipes put away for now. Restore one to bring it back to the cookbook.'
              : 'The dishes your family loves, all in one place.'}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" onClick={toggleView}>
            {archivedView ? (
              <BookOpen className="h-4 w-4" aria-hidden />
            ) : (
              <Archive className="h-4 w-4" aria-hidden />
            )}
            {archivedView ? 'Show Active' : 'Show Archive'}
          </Button>
          {canEdit && !archivedView ? (
            <>
              <Button variant="secondary" onClick={() => setImportOpen(true)}>
                <Globe className="h-4 w-4" aria-hidden /> Import from Web
              </Button>
              {canImportFile ? (
                <Button variant="secondary" onClick={() => setFileImportOpen(true)}>
                  <FileUp className="h-4 w-4" aria-hidden /> Import recipes
                </Button>
              ) : null}
              <Button onClick={() => setForm({ mode: 'create' })}>
                <Plus className="h-4 w-4" aria-hidden /> New Recipe
              </Button>
            </>
          ) : null}
        </div>
      </header>

      {!plain || recipes.length > 0 ? (
        <div className="flex flex-col gap-2">
          <RecipeSearchBar
            search={search}
            text={finder.text}
            onText={finder.setText}
            onChange={(changes) => finder.update(changes)}
            onClear={finder.clear}
            tags={tags.data ?? []}
          />
          <p role="status" className={plain ? 'sr-only' : 'text-sm text-stone-600'}>
            {plain || list.isPending ? '' : `${recipeCount(recipes.length, 'found')}`}
          </p>
        </div>
      ) : null}

      {recipes.length > 0 && canEdit ? (
        <BulkBar
          total={recipes.length}
          selected={selected.size}
          archivedView={archivedView}
          canDelete={canDelete}
          busy={actions.pending}
          onSelectAll={() => setSelected(new Set(recipes.map((r) => r.id)))}
          onClear={() => setSelected(new Set())}
          onArchive={() => bulk('archive', selectedRecipes())}
          onRestore={() => bulk('restore', selectedRecipes())}
          onDelete={() => setConfirm({ ids: [...selected], bulk: true })}
        />
      ) : null}

      {(list.isPending || !cardsShown) && familyId ? (
        <RecipeGridSkeleton count={RECIPE_SKELETON_CARDS} />
      ) : list.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="font-semibold text-stone-900">Failed to fetch recipes</p>
          <p className="text-sm text-stone-600">{list.error.message}</p>
          <Button variant="secondary" onClick={() => list.refetch()}>
            Try again
          </Button>
        </Card>
      ) : recipes.length === 0 && !plain ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-stone-100 text-stone-600">
            <SearchX className="h-7 w-7" aria-hidden />
          </span>
          <h2 className="text-lg font-semibold text-stone-900">No recipes match your search</h2>
          <p className="text-stone-600">
            {search.q ? `Nothing found for “${search.q}”` : 'Nothing fits these filters'}
            {archivedView ? ' in the archive.' : '.'} Try other words or fewer filters.
          </p>
          <Button variant="secondary" onClick={finder.clear}>
            Clear search
          </Button>
        </Card>
      ) : recipes.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <ChefHat className="h-7 w-7" aria-hidden />
          </span>
          {archivedView ? (
            <>
              <h2 className="text-lg font-semibold text-stone-900">No archived recipes</h2>
              <p className="text-stone-600">Recipes you archive will wait here until you restore them.</p>
            </>
          ) : (
            <>
              <h2 className="text-lg font-semibold text-stone-900">No recipes yet</h2>
              <p className="text-stone-600">Create your first recipe to get started</p>
              {canEdit ? (
                <Button onClick={() => setForm({ mode: 'create' })}>
                  <Plus className="h-4 w-4" aria-hidden /> New Recipe
                </Button>
              ) : null}
            </>
          )}
        </Card>
      ) : (
        <section aria-label={title} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {/* The first cards at once, the rest just after (a hundred at once blocked a phone for a second). */}
          <ProgressiveList items={recipes}>
            {(recipe) => (
              <RecipeCard
                key={recipe.id}
                recipe={recipe}
                archivedView={archivedView}
                selected={selected.has(recipe.id)}
                busy={actions.pending}
                canEdit={canEdit}
                canDelete={canDelete}
                canPlan={canPlan}
                onPlan={() => void planRecipe(recipe)}
                onSelect={(on) => select(recipe.id, on)}
                onView={() => setDetailId(recipe.id)}
                onEdit={() => editById(recipe.id, recipe)}
                onArchive={() => actions.run('archive', [recipe], false)}
                onRestore={() => actions.run('restore', [recipe], false)}
                onDelete={() => setConfirm({ ids: [recipe.id], bulk: false })}
              />
            )}
          </ProgressiveList>
        </section>
      )}

      <RecipeDetailDialog
        recipeId={detailId}
        onClose={() => setDetailId(null)}
        canEdit={canEdit && !archivedView}
        onEdit={(id) => editById(id)}
        onUpdateFromSource={(id) => fromSource.start(id)}
        updatingFromSource={fromSource.fetching}
      />
      {familyId ? <RecipeFormDialog familyId={familyId} state={form} onClose={() => setForm(null)} /> : null}
      <ImportRecipeDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        onExtracted={(draft) => {
          setImportOpen(false);
          setForm({ mode: 'create', draft });
        }}
      />
      {familyId ? (
        <ImportFileDialog familyId={familyId} open={fileImportOpen} onOpenChange={setFileImportOpen} />
      ) : null}
      <UpdateFromSourceDialog state={fromSource} />
      <PlanMealDialog
        target={planning}
        onClose={() => setPlanning(null)}
        onSubmit={async ({ plannedDate, mealType }) => {
          if (!planning) return;
          try {
            await planMeal.mutateAsync({ mealPlanId: planning.mealPlanId, plannedDate, mealType });
            toast({
              title: MEAL_TOASTS.planned,
              description: `${planning.name}: ${mealTypeLabel(mealType)} on ${dayLabel(plannedDate).weekday}, ${dayLabel(plannedDate).date}`,
              variant: 'success',
            });
            setPlanning(null);
          } catch (error) {
            toast({
              title: MEAL_TOASTS.errorTitle,
              description: errorMessage(error, MEAL_TOASTS.planError),
              variant: 'error',
            });
            throw error;
          }
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm && confirm.ids.length > 1 ? 'Delete recipes permanently?' : 'Delete recipe permanently?'
        }
        message={deleteConfirmation(confirm?.ids.length ?? 1)}
        confirmLabel="Delete permanently"
        onConfirm={confirmDelete}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
