import {
  type Actor,
  dishOf,
  type FollowedRecipe,
  type KeptAsRecipe,
  type MealPlan,
} from '@kitching/contracts';
import { checkVersion, versionedUpdate } from '../../db/versioned';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import type { RecipesService } from '../recipes/recipes.service';
import { mealErrors } from './meal-plans.errors';
import { type MealPlansRepository, type StoredDish, toMealPlanDto } from './meal-plans.repository';
import type { MealPlanRow } from './meal-plans.table';

/**
 * Issue 23: a meal plan made from a family recipe follows it. The plan keeps a copy of the dish (what it
 * shows once the recipe is deleted), but every answer shows the recipe as it is now, read through the
 * recipes domain's service, never its table.
 */
export type RecipeLinksDeps = {
  meals: MealPlansRepository;
  run: ScopedRun<{ meals: MealPlansRepository }>;
  recipes: Pick<RecipesService, 'linked' | 'createIn'>;
};

const storedDish = (recipe: FollowedRecipe | Parameters<typeof dishOf>[0]): StoredDish => dishOf(recipe);

/** The recipes these plans follow, by id; a recipe of another family than its plan's is never shown. */
export async function recipesFollowed(
  recipes: Pick<RecipesService, 'linked'>,
  plans: Pick<MealPlanRow, 'familyId' | 'recipeId'>[],
  tx?: Tx,
): Promise<Map<number, FollowedRecipe>> {
  const ids = plans.flatMap((p) => (p.recipeId === null ? [] : [p.recipeId]));
  if (!ids.length) return new Map();
  const families = new Map(plans.map((p) => [p.recipeId, p.familyId]));
  const found = await recipes.linked(ids, tx);
  return new Map(found.filter((r) => families.get(r.id) === r.familyId).map((r) => [r.id, r]));
}

/** The plans as the API answers them: each linked one with its recipe as it is now. */
export async function showPlans(
  recipes: Pick<RecipesService, 'linked'>,
  rows: MealPlanRow[],
  tx?: Tx,
): Promise<MealPlan[]> {
  const followed = await recipesFollowed(recipes, rows, tx);
  return rows.map((row) =>
    toMealPlanDto(row, row.recipeId === null ? undefined : followed.get(row.recipeId)),
  );
}

export const showPlan = async (recipes: Pick<RecipesService, 'linked'>, row: MealPlanRow, tx?: Tx) =>
  (await showPlans(recipes, [row], tx))[0]!;

export function recipeLinkUseCases({ meals, run, recipes }: RecipeLinksDeps) {
  async function requirePlan(actor: Actor, id: number) {
    const plan = await meals.findPlan(id);
    if (!plan) throw mealErrors.planNotFound();
    authorize(actor, 'family.view', plan.familyId, refuseWith(mealErrors.planNotFound));
    return plan;
  }

  return {
    /**
     * 'Keep as recipe': a plan typed by hand becomes a family recipe and follows it from now on. One
     * transaction, one event (`meal.kept_as_recipe`); the plan is locked so two at once make one recipe.
     */
    async keepAsRecipe(actor: Actor, id: number): Promise<KeptAsRecipe> {
      const before = await requirePlan(actor, id);
      authorize(actor, 'meals.plan');
      authorize(actor, 'recipes.edit');
      if (before.recipeId !== null) throw mealErrors.alreadyRecipe();
      return run(async (work) => {
        const row = await work.repos.meals.lockPlan(id);
        if (!row) throw mealErrors.planNotFound();
        if (row.recipeId !== null) throw mealErrors.alreadyRecipe();
        const recipe = await recipes.createIn(work, actor, row.familyId, {
          ...dishOf(row),
          description: row.description ?? undefined,
          instructions: row.instructions ?? undefined,
          source: undefined,
          sourceName: undefined,
          difficulty: undefined,
        });
        const linked = await work.repos.meals.updatePlan(id, { recipeId: recipe.id });
        const plan = toMealPlanDto(linked!, recipe);
        work.emit({
          type: 'meal.kept_as_recipe',
          familyId: row.familyId,
          actorId: actor.id,
          details: { plan, recipe },
        });
        return { plan, recipe };
      });
    },

    /**
     * 'Unlink': the plan keeps the recipe as it is now as its own copy, to edit apart from the recipe.
     * A plan of its own is answered as it is (still checked against If-Match).
     */
    async unlinkPlan(actor: Actor, id: number, expectedVersion?: number): Promise<MealPlan> {
      const before = await requirePlan(actor, id);
      authorize(actor, 'meals.plan');
      const conflict = (current: MealPlanRow) => mealErrors.conflict(toMealPlanDto(current));
      if (before.recipeId === null) return toMealPlanDto(checkVersion(before, expectedVersion, conflict));
      return run(async (work) => {
        const recipe = (await recipesFollowed(recipes, [before], work)).get(before.recipeId!);
        const row = await versionedUpdate({
          update: () =>
            work.repos.meals.updatePlan(
              id,
              { ...(recipe ? storedDish(recipe) : {}), recipeId: null },
              expectedVersion,
            ),
          current: () => work.repos.meals.findPlan(id),
          notFound: mealErrors.planNotFound,
          conflict,
        });
        const plan = toMealPlanDto(row);
        work.emit({
          type: 'meal.plan_updated',
          familyId: plan.familyId,
          actorId: actor.id,
          details: { plan, changed: ['recipeId'] },
        });
        return plan;
      });
    },

    /**
     * The recipes domain, deleting a recipe for good (its `beforeRemove`, in its transaction): the plans
     * that follow it keep it as it is now; the foreign key then unlinks them. The recipe's own event is
     * the action's one event.
     */
    keepRecipeCopies: (tx: Tx, recipe: FollowedRecipe) =>
      run.join(tx).repos.meals.keepRecipeCopy(recipe.id, storedDish(recipe)),

    /** The recipes domain, its delete undone (issue 24): those plans follow it again. */
    followRecipeAgain: (tx: Tx, recipeId: number, planIds: number[]) =>
      run.join(tx).repos.meals.relinkRecipe(recipeId, planIds),
  };
}
