/**
 * Issue 23: a meal plan made from a family recipe links to it, so the recipe stays the one source of
 * truth. Schema-free: the API shapes every plan it answers with this, and the web applies a recipe's
 * edit to the cached plans with the same function.
 */

/** What a plan shows of its dish: the fields a cook reads. */
export interface PlanDish {
  name: string;
  description: string | null;
  servings: number;
  prepTime: number;
  cookTime: number;
  instructions: string | null;
  ingredients: { name: string; quantity: string; unit: string }[];
}

/** The recipe as a linked plan reads it. */
export interface FollowedRecipe extends PlanDish {
  id: number;
  isArchived: boolean;
}

/**
 * The plan as shown: a linked plan (`recipeId`) with its recipe's current dish and whether the recipe is
 * archived; a plan of its own (or one whose recipe is not at hand) as stored.
 */
export function followRecipe<P extends PlanDish & { recipeId: number | null }>(
  plan: P,
  recipe: FollowedRecipe | undefined,
): P & { recipeArchived: boolean } {
  if (plan.recipeId === null || !recipe || recipe.id !== plan.recipeId)
    return { ...plan, recipeArchived: false };
  return { ...plan, ...dishOf(recipe), recipeArchived: recipe.isArchived };
}

/** A recipe's dish fields, as a plan stores its copy (ingredients without the raw line). */
export function dishOf(recipe: PlanDish): PlanDish {
  return {
    name: recipe.name,
    description: recipe.description,
    servings: recipe.servings,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    instructions: recipe.instructions,
    ingredients: recipe.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
  };
}
