import {
  type Actor,
  type CreateRecipeBody,
  canDeleteRecipePermanently,
  canEditRecipes,
  canViewFamily,
  RECIPE_DEFAULT_MINUTES,
  RECIPE_DEFAULT_SERVINGS,
  type UpdateRecipeBody,
} from '@kitching/contracts';
import type { Db } from '../../db/client';
import { checkVersion, versionedUpdate } from '../../db/versioned';
import { familyErrors } from '../families/families.errors';
import { recipeErrors } from './recipes.errors';
import { type RecipeChanges, recipesRepository, toRecipeDto } from './recipes.repository';
import type { RecipeRow, StoredIngredient } from './recipes.table';

/** Ingredients in the order given; quantities as text; the raw line kept only when there is one. */
const toStored = (ingredients: CreateRecipeBody['ingredients']): StoredIngredient[] =>
  ingredients.map((i) => ({
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
    ...(i.raw ? { raw: i.raw } : {}),
  }));

export function recipesService({ db }: { db: Db }) {
  const recipes = recipesRepository({ db });

  /** A recipe of the actor's family, else 404 (a missing one and another family's look the same). */
  async function requireRecipe(actor: Actor, id: number) {
    const row = await recipes.findById(id);
    if (!row || !canViewFamily(actor, row.familyId)) throw recipeErrors.notFound();
    return row;
  }

  const conflict = (current: RecipeRow) => recipeErrors.versionConflict(toRecipeDto(current));

  /**
   * The recipe after the change. One deleted since it was read is not found (404, not a 500); one
   * changed since `expectedVersion` (If-Match) is refused (409 with the current recipe), unchanged.
   */
  function updated(id: number, changes: RecipeChanges, expectedVersion?: number) {
    return versionedUpdate({
      update: () => recipes.update(id, changes, expectedVersion),
      current: () => recipes.findById(id),
      notFound: recipeErrors.notFound,
      conflict,
    });
  }

  function requireEditor(actor: Actor) {
    if (!canEditRecipes(actor)) throw recipeErrors.editForbidden();
  }

  async function setArchived(actor: Actor, id: number, isArchived: boolean, expectedVersion?: number) {
    const row = await requireRecipe(actor, id);
    requireEditor(actor);
    if (row.isArchived === isArchived) return toRecipeDto(checkVersion(row, expectedVersion, conflict));
    return toRecipeDto(await updated(id, { isArchived }, expectedVersion));
  }

  return {
    async list(actor: Actor, familyId: number, archived: boolean) {
      if (!canViewFamily(actor, familyId)) throw familyErrors.notFound();
      return (await recipes.listByFamily(familyId, archived)).map(toRecipeDto);
    },

    async get(actor: Actor, id: number) {
      return toRecipeDto(await requireRecipe(actor, id));
    },

    /** familyId comes from the path (which must be the actor's family) and createdBy from the session. */
    async create(actor: Actor, familyId: number, body: CreateRecipeBody) {
      if (!canViewFamily(actor, familyId)) throw familyErrors.notFound();
      requireEditor(actor);
      const row = await recipes.create({
        familyId,
        createdBy: actor.id,
        name: body.name,
        description: body.description ?? null,
        servings: body.servings ?? RECIPE_DEFAULT_SERVINGS,
        prepTime: body.prepTime ?? RECIPE_DEFAULT_MINUTES,
        cookTime: body.cookTime ?? RECIPE_DEFAULT_MINUTES,
        instructions: body.instructions ?? null,
        source: body.source ?? null,
        sourceName: body.sourceName ?? null,
        ingredients: toStored(body.ingredients),
        difficulty: body.difficulty ?? null,
      });
      return toRecipeDto(row);
    },

    /** Only the fields present change; a blank optional text clears it. See `updated` for the version. */
    async update(actor: Actor, id: number, body: UpdateRecipeBody, expectedVersion?: number) {
      const before = await requireRecipe(actor, id);
      requireEditor(actor);
      const changes: RecipeChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.description !== undefined) changes.description = body.description;
      if (body.servings !== undefined) changes.servings = body.servings;
      if (body.prepTime !== undefined) changes.prepTime = body.prepTime;
      if (body.cookTime !== undefined) changes.cookTime = body.cookTime;
      if (body.instructions !== undefined) changes.instructions = body.instructions;
      if (body.source !== undefined) changes.source = body.source;
      if (body.sourceName !== undefined) changes.sourceName = body.sourceName;
      if (body.ingredients !== undefined) changes.ingredients = toStored(body.ingredients);
      if (body.difficulty !== undefined) changes.difficulty = body.difficulty;
      if (Object.keys(changes).length === 0)
        return toRecipeDto(checkVersion(before, expectedVersion, conflict));
      return toRecipeDto(await updated(id, changes, expectedVersion));
    },

    archive: (actor: Actor, id: number, expectedVersion?: number) =>
      setArchived(actor, id, true, expectedVersion),
    unarchive: (actor: Actor, id: number, expectedVersion?: number) =>
      setArchived(actor, id, false, expectedVersion),

    /**
     * Permanent delete (spec 4): only from the archive, so an active recipe is never one click from
     * gone; Head Chef and Sous Chef only.
     */
    async remove(actor: Actor, id: number) {
      const row = await requireRecipe(actor, id);
      if (!canDeleteRecipePermanently(actor)) throw recipeErrors.deleteForbidden();
      if (!row.isArchived) throw recipeErrors.notArchived();
      // Archived is checked again by the delete itself: a restore may have come in since the read.
      if (await recipes.removeArchived(id)) return { id };
      const now = await recipes.findById(id);
      throw now ? recipeErrors.notArchived() : recipeErrors.notFound();
    },
  };
}
export type RecipesService = ReturnType<typeof recipesService>;
