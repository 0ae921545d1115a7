import type { MealPlan, Recipe } from '@kitching/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent, invalidationsFor } from '../../app/live/event-invalidations';
import { mealQueries } from './meal-planning.queries';

// Issue 23: a recipe's change shows in the cached plans that follow it, by the API's own rule.

const viewer = { familyId: 7, userId: 3 };
const plan = (id: number, recipeId: number | null): MealPlan => ({
  id,
  familyId: 7,
  name: `Plan ${id}`,
  description: null,
  servings: 4,
  prepTime: 0,
  cookTime: 0,
  instructions: null,
  ingredients: [{ name: 'Pasta', quantity: '1', unit: 'lbs' }],
  recipeId,
  recipeArchived: false,
  createdBy: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
});
const recipe = {
  id: 5,
  familyId: 7,
  name: 'Lasagne',
  description: null,
  servings: 6,
  prepTime: 25,
  cookTime: 45,
  instructions: 'Layer.\nBake.',
  ingredients: [{ name: 'Sheets', quantity: '12', unit: 'each' }],
  isArchived: false,
  version: 2,
} as unknown as Recipe;

function cachedPlans(plans: MealPlan[]) {
  const client = new QueryClient();
  client.setQueryData(mealQueries.plans(7), plans);
  return { client, plans: () => client.getQueryData<MealPlan[]>(mealQueries.plans(7)) ?? [] };
}

describe('cached meal plans follow their recipe', () => {
  it("a recipe's edit shows in the plans linked to it, and in no other", () => {
    const { client, plans } = cachedPlans([plan(1, 5), plan(2, null), plan(3, 9)]);
    applyLiveEvent(client, 'recipe.updated', { recipe, changed: ['cookTime'] }, viewer);
    expect(plans().map((p) => `${p.name} ${p.prepTime}+${p.cookTime} ${p.recipeArchived}`)).toEqual([
      'Lasagne 25+45 false',
      'Plan 2 0+0 false',
      'Plan 3 0+0 false',
    ]);
    expect(plans()[0]).toMatchObject({ id: 1, version: 1, instructions: 'Layer.\nBake.' });
  });

  it('an archived recipe is still followed and marked so', () => {
    const { client, plans } = cachedPlans([plan(1, 5)]);
    applyLiveEvent(client, 'recipe.archived', { recipe: { ...recipe, isArchived: true } }, viewer);
    expect(plans()[0]).toMatchObject({ name: 'Lasagne', recipeArchived: true });
  });

  it('a deleted recipe refetches the plans (the server kept their copies and unlinked them)', () => {
    expect(invalidationsFor('recipe.deleted', { recipe }, viewer)).toContainEqual(mealQueries.plans(7));
  });

  it("'Keep as recipe' shows the linked plan", () => {
    const { client, plans } = cachedPlans([plan(1, null)]);
    const linked = { ...plan(1, 5), name: 'Lasagne', version: 2 };
    applyLiveEvent(client, 'meal.kept_as_recipe', { plan: linked, recipe }, viewer);
    expect(plans()).toEqual([linked]);
  });
});
